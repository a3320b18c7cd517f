public class oldV {
  static int clamp(int x, int lo, int hi) { if (x < lo) return lo; if (x > hi) return hi; return x; }
  static int clampOrdered(int x, int lo) { int hi = lo + 100; if (lo > 1000000) return 0; if (x < lo) return lo; if (x > hi) return hi; return x; }
  static int clampTwin(int x, int lo) { if (lo > 1000000) return 0; if (x < lo) return lo; if (x > lo + 100) return lo + 100; return x; }
}
