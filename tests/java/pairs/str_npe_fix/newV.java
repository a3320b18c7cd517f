public class newV {
  static int label(int k) { String s = k > 3 ? null : "item" + k; return s == null ? 0 : s.trim().length(); }
  static int labelSame(int k) { String s = k > 3 ? null : "item" + k; if (s != null) return s.trim().length(); return 0; }
}
