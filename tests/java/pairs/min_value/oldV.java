public class oldV {
  static int negAbs(int x) { return x < 0 ? x : -x; }
  static boolean absPos(int x) { return Math.abs(x) >= 0; }
}
