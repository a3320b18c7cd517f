public class newV {
  static int negAbs(int x) { return -Math.abs(x); }
  static boolean absPos(int x) { return true; }
}
