public class oldV {
  static int safeDiv(int a, int b) { try { return a / b; } catch (ArithmeticException e) { return -1; } }
  static int safeRem(int a, int b) { try { return a % b; } catch (ArithmeticException e) { return -1; } }
}
