public class oldV {
  static int ratio(int a, int b) { return b == 0 ? 0 : a / b; }
  static int ratioRemoved(int a, int b) { return a / b; }
}
