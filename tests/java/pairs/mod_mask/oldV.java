public class oldV {
  static int low3(int x) { return x % 8; }
  static int low3Floor(int x) { return Math.floorMod(x, 8); }
}
