public class oldV {
  static int validate(int x) { if (x < 0) throw new IllegalArgumentException("negative: not allowed"); return x * 2; }
  static int validateTwin(int x) { if (x < 0) throw new IllegalArgumentException("negative: not allowed"); return x * 2; }
  static int handled(int a, int b) { try { if (b == 0) throw new IllegalStateException("zero"); return a / b; } catch (IllegalStateException e) { return -1; } }
  static int handledTwin(int a, int b) { try { if (b == 0) throw new IllegalStateException("zero"); return a / b; } catch (IllegalStateException e) { return -1; } }
  static int broad(int a, int b) { try { return a % b; } catch (RuntimeException e) { return 0; } }
  static int broadTwin(int a, int b) { try { return a % b; } catch (RuntimeException e) { return 0; } }
  static int clampRemoved(int x) { if (x > 100) throw new IllegalArgumentException("too big"); return x; }
  static int zeroIntroduced(int x) { return 100 / (x | 1); }
  static int noMessage(int x) { if (x == 7) throw new UnsupportedOperationException(); return x; }
  static int noMessageTwin(int x) { if (x == 7) throw new UnsupportedOperationException(); return x; }
  static int message(int x) { try { if (x > 0) throw new IllegalStateException("up"); throw new IllegalStateException(); } catch (IllegalStateException e) { return e.getMessage() == null ? 0 : 1; } }
  static int messageTwin(int x) { try { if (x > 0) throw new IllegalStateException("up"); throw new IllegalStateException(); } catch (IllegalStateException e) { return e.getMessage() == null ? 0 : 1; } }
  static int rethrow(int a, int b) { try { return a / b; } catch (ArithmeticException e) { throw new IllegalArgumentException("b must not be 0"); } }
  static int rethrowTwin(int a, int b) { try { return a / b; } catch (ArithmeticException e) { throw new IllegalArgumentException("b must not be 0"); } }
  static int fin(int x) { int r = 0; try { if (x < 0) throw new IllegalArgumentException("neg"); r = x; } finally { r = r + 1; } return r; }
}
