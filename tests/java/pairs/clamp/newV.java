public class newV {
  static int clamp(int x, int lo, int hi) { return Math.max(lo, Math.min(hi, x)); }
  static int clampOrdered(int x, int lo) { if (lo > 1000000) return 0; return Math.min(lo + 100, Math.max(lo, x)); }
  static int clampTwin(int x, int lo) { if (lo > 1000000) return 0; return Math.min(lo + 99, Math.max(lo, x)); }
}
