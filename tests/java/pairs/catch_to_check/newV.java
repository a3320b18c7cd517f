public class newV {
  static int safeDiv(int a, int b) { if (b == 0) return -1; return a / b; }
  static int safeRem(int a, int b) { if (b == 0) return 0; return a % b; }
}
