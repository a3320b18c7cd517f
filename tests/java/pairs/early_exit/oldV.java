public class oldV {
  static int firstSet(int x) { for (int i = 0; i < 8; i++) if ((x >> i & 1) != 0) return i; return -1; }
  static int firstSetTwin(int x) { for (int i = 0; i < 8; i++) if ((x >> i & 1) != 0) return i; return -1; }
}
