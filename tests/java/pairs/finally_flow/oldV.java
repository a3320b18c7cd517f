public class oldV {
  static int fin(int a) { int r = 0; try { if (a < 0) return -1; r = a * 2; } finally { r += 1; } return r; }
  static int finTwin(int a) { int r = 0; try { if (a < 0) return -1; r = a * 2; } finally { r += 1; } return r; }
}
