public class oldV {
  static int check(int x) { if (x < 0) throw new IllegalArgumentException("negative: " + x); return x * 3; }
  static int checkConst(int x) { if (x < 0) throw new IllegalArgumentException("negative"); return x * 3; }
  static int checkTwin(int x) { if (x < 0) throw new IllegalArgumentException("negative"); return x * 3; }
}
