public class oldV {
  static int guard(int a, int b) { try { return a / b; } catch (ArithmeticException e) { return -1; } }
  static int guardTwin(int a, int b) { try { return a / b; } catch (ArithmeticException e) { return -1; } }
  static int introduced(int a, int b) { return b == 0 ? 0 : a / b; }
  static int removed(int a, int b) { return a / b; }
  static int fin(int a, int b) { int r; try { r = a % b; } finally { a = 0; } return r + a; }
  static int nested(int a, int b) { try { return a / b; } catch (RuntimeException e) { return 7; } }
}
