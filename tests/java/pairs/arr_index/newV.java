public class newV {
  static int at(int[] a, int i) { return i >= 0 && i < a.length ? a[i] : 0; }
  static int mod4(int[] a, int i) { int k = i % 4; return a[k < 0 ? k + 4 : k]; }
  static int mod4Twin(int[] a, int i) { return a[Math.abs(i % 4)]; }
  static int second(int[] a) { int k = a.length > 5 ? 1 : 1; return a[k]; }
  static int secondTwin(int[] a) { return a.length > 1 ? a[1] : a[a.length]; }
  static int mod4Needle(int[] a, int i) { return a[i == 1000003 ? 4 : i & 3]; }

}
