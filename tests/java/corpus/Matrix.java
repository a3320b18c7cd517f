// two-dimensional arrays: multiplication, transposition, determinant by elimination in long
public class Matrix {
  static int[][] make(int n, int seed) { int[][] m = new int[n][]; for (int i = 0; i < n; i++) { m[i] = new int[n]; for (int j = 0; j < n; j++) m[i][j] = (seed * (i + 1) + j * 7) % 11 - 5; } return m; }
  //@ run trace 4,3
  static int trace(int n, int seed) { int[][] a = make(n, seed), b = make(n, seed + 1); int t = 0; for (int i = 0; i < n; i++) for (int k = 0; k < n; k++) t += a[i][k] * b[k][i]; return t; }
  //@ run transpose 3,5
  static int[] transpose(int n, int seed) { int[][] a = make(n, seed); int[] flat = new int[n * n]; for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) flat[j * n + i] = a[i][j]; return flat; }
  //@ run det 3,2
  //@ run det 4,9
  static long det(int n, int seed) {
    int[][] m = make(n, seed); long[][] a = new long[n][]; for (int i = 0; i < n; i++) { a[i] = new long[n]; for (int j = 0; j < n; j++) a[i][j] = m[i][j]; }
    long d = 1, prev = 1;
    for (int k = 0; k < n - 1; k++) {
      if (a[k][k] == 0) { int p = k + 1; while (p < n && a[p][k] == 0) p++; if (p == n) return 0; long[] t = a[p]; a[p] = a[k]; a[k] = t; d = -d; }
      for (int i = k + 1; i < n; i++) for (int j = k + 1; j < n; j++) a[i][j] = (a[i][j] * a[k][k] - a[i][k] * a[k][j]) / prev;
      prev = a[k][k];
    }
    return d * a[n - 1][n - 1];
  }
  //@ run oob 3
  static int oob(int n) { int[][] m = new int[n][]; m[0] = new int[1]; return m[0][0] + m[1][0]; }
}
