// algorithms over arrays: insertion sort, binary search, merge sort, prefix sums
public class Sorting {
  static int[] data(int n, int seed) { int[] a = new int[n]; int x = seed; for (int i = 0; i < n; i++) { x = x * 1103515245 + 12345; a[i] = (x >>> 16) % 1000; } return a; }
  static void isort(int[] a) { for (int i = 1; i < a.length; i++) { int v = a[i], j = i - 1; while (j >= 0 && a[j] > v) { a[j + 1] = a[j]; j--; } a[j + 1] = v; } }
  static void msort(int[] a, int[] t, int lo, int hi) {
    if (hi - lo < 2) return;
    int mid = (lo + hi) >>> 1;
    msort(a, t, lo, mid); msort(a, t, mid, hi);
    int i = lo, j = mid, k = lo;
    while (i < mid || j < hi) t[k++] = j >= hi || (i < mid && a[i] <= a[j]) ? a[i++] : a[j++];
    for (k = lo; k < hi; k++) a[k] = t[k];
  }
  static int bsearch(int[] a, int key) { int lo = 0, hi = a.length - 1; while (lo <= hi) { int m = (lo + hi) >>> 1; if (a[m] < key) lo = m + 1; else if (a[m] > key) hi = m - 1; else return m; } return -(lo + 1); }
  //@ run ins 20,7
  static int[] ins(int n, int seed) { int[] a = data(n, seed); isort(a); return a; }
  //@ run merge 33,9
  static int[] merge(int n, int seed) { int[] a = data(n, seed); msort(a, new int[n], 0, n); return a; }
  //@ run find 50,3,500
  static int find(int n, int seed, int key) { int[] a = data(n, seed); isort(a); return bsearch(a, key); }
  //@ run prefix 10
  static long prefix(int n) { long[] p = new long[n + 1]; for (int i = 0; i < n; i++) p[i + 1] = p[i] + (long) i * i * i; return p[n]; }
}
