public class newV {
  static int small(int n) {
    if (n < 0 || n > 5) return 0;
    return n * (n - 1) / 2;
  }
  static long down(long i) {
    long c = 0;
    while (i > 0) { i -= 3; c++; }
    return c;
  }
  static long useDown(long i) { return down(i) + down(i); }
  static int spin(int n) {
    int i = 0, c = 0;
    while (i != n) { i += 2; c++; }
    return c;
  }
  static int useSpin(int x, int n) { int t = spin(n); if (x > 0) return x + t; return t; }
  static int meet(int lo, int hi, int k) {
    while (lo < hi) {
      if (((lo ^ hi) & k) != 0) lo++;
      else hi--;
    }
    return lo;
  }
  static int useMeet(int lo, int hi, int k) { return -1 + meet(lo, hi, k); }
  static int tri(int n) {
    int m = n & 255;
    int s = 0;
    for (int i = 0; i < m; i++)
      for (int j = 0; j < i; j++) s += j ^ i;
    return s;
  }
  static int useTri(int x, int n) { return x + x + tri(n); }
  static int spinNest(int n) {
    int m = n & 255;
    int s = 0;
    for (int i = 0; i < m; i++)
      for (int j = 0; j != i; j += 2) s++;
    return s;
  }
  static int useSpinNest(int x, int n) { return x + x + spinNest(n); }
  // the inner loop moves the outer counter back (i-- is iinc, a write the havoc of a nested loop
  // must see): spinBack(1, m) never ends for m >= 1, so n - i is no ranking function of the outer loop
  static int spinBack(int n, int m) {
    int t = 0;
    for (int i = 0; i < n; i++) {
      for (int j = 0; j < m; j++) i--;
      t++;
    }
    return t;
  }
  // spinBack first: where it does not end, new never returns 0 (old does for x > 0)
  static int useSpinBack(int x, int n, int m) {
    int t = spinBack(n, m);
    if (x > 0) return 0;
    return t;
  }
}
