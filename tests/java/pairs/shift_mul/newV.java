public class newV {
  static int twice(int x) { return x << 1; }
  static int half(int x) { return x >> 1; }
}
