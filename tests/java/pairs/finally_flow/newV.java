public class newV {
  static int fin(int a) { if (a < 0) return -1; return a * 2 + 1; }
  static int finTwin(int a) { if (a < 0) return 0; return a * 2 + 1; }
}
