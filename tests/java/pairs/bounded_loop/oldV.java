public class oldV {
  static int scaled(int x) { int s = 0; for (int i = 0; i < 8; i++) s += x * i; return s; }
  static int scaledTwin(int x) { int s = 0; for (int i = 0; i <= 8; i++) s += x * i; return s; }
}
