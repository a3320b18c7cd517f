public class newV {
  static int guard(int a, int b) { if (b == 0) return -1; return a / b; }
  static int guardTwin(int a, int b) { if (b == 0) return 0; return a / b; }
  static int introduced(int a, int b) { return a / b; }
  static int removed(int a, int b) { return b == 0 ? 0 : a / b; }
  static int fin(int a, int b) { return a % b; }
  static int nested(int a, int b) { try { try { return a / b; } catch (IllegalStateException e) { return 8; } } catch (Exception e) { return 7; } }
}
