public class oldV {
  static int bits2(int x) { int[] c = new int[2]; c[x & 1]++; c[(x >> 1) & 1]++; return c[0] * 10 + c[1]; }
  static int bits2Twin(int x) { int[] c = new int[2]; c[x & 1]++; c[(x >> 1) & 1]++; return c[0] * 10 + c[1]; }
  static int size(int n) { return new int[n & 15].length; }
  static int sizeTwin(int n) { return new int[n & 15].length; }
  static int neg(int n) { int[] t = new int[n - 10]; return 1; }
  static int swap(int x, int y) { long[] p = {x, y}; long t = p[0]; p[0] = p[1]; p[1] = t; return (int) (p[0] - p[1]); }
  static int swapTwin(int x, int y) { long[] p = {x, y}; long t = p[0]; p[0] = p[1]; p[1] = t; return (int) (p[0] - p[1]); }
}
