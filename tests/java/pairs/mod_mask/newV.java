public class newV {
  static int low3(int x) { return x & 7; }
  static int low3Floor(int x) { return x & 7; }
}
