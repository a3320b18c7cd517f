public class newV {
  static int scaled(int x) { return x * 28; }
  static int scaledTwin(int x) { return x * 28; }
}
