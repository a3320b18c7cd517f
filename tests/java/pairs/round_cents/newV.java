public class newV {
  static int roundHalfUp(int mills) { if (mills < 0 || mills > 100000000) return -1; int q = mills / 10, r = mills % 10; return r >= 5 ? q + 1 : q; }
  static int roundTwin(int mills) { if (mills < 0 || mills > 100000000) return -1; int q = mills / 10, r = mills % 10; return r > 5 ? q + 1 : q; }
}
