public class newV {
  static int sum(int n) { return n <= 0 ? 0 : n * (n + 1) / 2; }
}
