public class newV {
  static int firstSet(int x) { int i = 0; while (i < 8 && (x & (1 << i)) == 0) i++; return i == 8 ? -1 : i; }
  static int firstSetTwin(int x) { int i = 0; while (i < 7 && (x & (1 << i)) == 0) i++; return i == 8 ? -1 : i; }
}
