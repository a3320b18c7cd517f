// Total against partial correctness (docs/java.md, "Termination"). Each method's expected verdict and
// termination statement are in termination.py.
public class oldV {
  // the loop exits within 5 iterations on every input: explored to its exit
  static int small(int n) {
    if (n < 0 || n > 5) return 0;
    int s = 0;
    for (int i = 0; i < n; i++) s += i;
    return s;
  }
  // down's loop has the ranking function i (i > 0 and i -= 3)
  static long down(long i) {
    long c = 0;
    while (i > 0) { i -= 3; c++; }
    return c;
  }
  static long useDown(long i) { return down(i) * 2; }
  // spin's loop never ends for an odd n (i stays even, wrapping around): no ranking function
  static int spin(int n) {
    int i = 0, c = 0;
    while (i != n) { i += 2; c++; }
    return c;
  }
  static int useSpin(int x, int n) { int t = spin(n); return x > 0 ? t + x : t; }
  // meet's loop has the ranking function hi - lo (lo < hi, and one of them moves by 1 each time)
  static int meet(int lo, int hi, int k) {
    while (lo < hi) {
      if (((lo ^ hi) & k) != 0) lo++;
      else hi--;
    }
    return lo;
  }
  static int useMeet(int lo, int hi, int k) { return meet(lo, hi, k) - 1; }
  // a loop nest: tri's inner loop has the ranking function i - j, its outer loop m - i (the inner
  // loop havocked: it writes j and s, not i or m)
  static int tri(int n) {
    int m = n & 255;
    int s = 0;
    for (int i = 0; i < m; i++)
      for (int j = 0; j < i; j++) s += j ^ i;
    return s;
  }
  static int useTri(int x, int n) { return tri(n) + x * 2; }
  // spinNest's inner loop never ends for an odd i (j stays even): the nest has no ranking function
  static int spinNest(int n) {
    int m = n & 255;
    int s = 0;
    for (int i = 0; i < m; i++)
      for (int j = 0; j != i; j += 2) s++;
    return s;
  }
  static int useSpinNest(int x, int n) { return spinNest(n) + x * 2; }
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
  static int useSpinBack(int x, int n, int m) {
    if (x > 0) return 0;
    return spinBack(n, m);
  }
}
