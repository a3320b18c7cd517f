public class oldV {
  static class Box { int v; Box(int v) { this.v = v; } }
  static Box find(int k) { return k > 5 ? null : new Box(k * 2); }
  static int value(int k) { return find(k).v; }
  static int valueSafe(int k) { Box b = find(k); return b == null ? 0 : b.v; }
  static int len(int k) { String s = k % 3 == 0 ? null : "ab"; return s.length(); }
}
