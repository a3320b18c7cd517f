public class newV {
  static int check(int x) { if (x >= 0) return x * 3; throw new IllegalArgumentException("negative: " + x); }
  static int checkConst(int x) { if (x >= 0) return x * 3; throw new IllegalArgumentException("negative"); }
  static int checkTwin(int x) { if (x >= 0) return x * 3; throw new IllegalStateException("negative"); }
}
