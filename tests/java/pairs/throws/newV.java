public class newV {
  static int validate(int x) { if (x >= 0) return x + x; throw new IllegalArgumentException("negative: not allowed"); }
  static int validateTwin(int x) { if (x >= 0) return x + x; throw new IllegalArgumentException("negative: not allowed!"); }
  static int handled(int a, int b) { if (b == 0) return -1; return a / b; }
  static int handledTwin(int a, int b) { try { if (b == 0) throw new IllegalStateException("zero"); return a / b; } catch (IllegalArgumentException e) { return -1; } }
  static int broad(int a, int b) { if (b == 0) return 0; return a % b; }
  static int broadTwin(int a, int b) { try { return a % b; } catch (IllegalArgumentException e) { return 0; } }
  static int clampRemoved(int x) { return Math.min(x, 100); }
  static int zeroIntroduced(int x) { return 100 / x; }
  static int noMessage(int x) { if (x != 7) return x; throw new UnsupportedOperationException(); }
  static int noMessageTwin(int x) { if (x != 7) return x; throw new UnsupportedOperationException("7"); }
  static int message(int x) { return x > 0 ? 1 : 0; }
  static int messageTwin(int x) { return x >= 0 ? 1 : 0; }
  static int rethrow(int a, int b) { if (b == 0) throw new IllegalArgumentException("b must not be 0"); return a / b; }
  static int rethrowTwin(int a, int b) { if (b == 0) throw new ArithmeticException("b must not be 0"); return a / b; }
  static int fin(int x) { if (x < 0) throw new IllegalArgumentException("neg"); return x + 1; }
}
