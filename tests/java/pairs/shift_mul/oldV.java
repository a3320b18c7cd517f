public class oldV {
  static int twice(int x) { return x * 2; }
  static int half(int x) { return x / 2; }
}
