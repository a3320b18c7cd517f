public class newV {
  static int ratio(int a, int b) { if (b != 0) return a / b; return 0; }
  static int ratioRemoved(int a, int b) { return b == 0 ? 0 : a / b; }
}
