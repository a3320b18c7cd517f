// arrays: bounds checks, negative sizes, default values, element narrowing, length
public class Arrays1 {
  //@ run get 2
  //@ run get 3
  //@ run get -1
  static int get(int i) { int[] a = {10, 20, 30}; return a[i]; }
  //@ run neg -1
  //@ run neg 0
  static int neg(int n) { int[] a = new int[n]; return a.length; }
  //@ run bytes 300
  static int bytes(int v) { byte[] b = new byte[2]; b[0] = (byte) v; b[1] = (byte) (v >> 1); return b[0] + b[1]; }
  //@ run chars 70000
  static int chars(int v) { char[] c = new char[1]; c[0] = (char) v; return c[0]; }
  //@ run longs 5
  static long longs(int n) { long[] a = new long[n]; for (int i = 0; i < n; i++) a[i] = (long) i << 40; long s = 0; for (long x : a) s += x; return s; }
  //@ run sort 5
  static int[] sort(int n) {
    int[] a = new int[n];
    for (int i = 0; i < n; i++) a[i] = (i * 7 + 3) % n;
    for (int i = 0; i < n; i++) for (int j = i + 1; j < n; j++) if (a[j] < a[i]) { int t = a[i]; a[i] = a[j]; a[j] = t; }
    return a;
  }
  //@ run defaults 0
  static double defaults(int k) { double[] d = new double[3]; boolean[] z = new boolean[2]; return d[k] + (z[1] ? 1 : 2); }
  //@ run nul 0
  static int nul(int k) { int[] a = null; return a[k]; }
  //@ run nullen 0
  static int nullen(int k) { int[] a = k == 0 ? null : new int[k]; return a.length; }
  //@ run twod 3
  static int twod(int n) { int[][] m = new int[n][]; for (int i = 0; i < n; i++) { m[i] = new int[i + 1]; m[i][i] = i; } return m[n - 1][n - 1] + m[1].length; }
  //@ run clone 4
  static int clone(int n) { int[] a = new int[n]; a[0] = 5; int[] b = a.clone(); b[0] = 7; return a[0] * 10 + b[0]; }
}
