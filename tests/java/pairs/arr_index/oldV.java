public class oldV {
  static int at(int[] a, int i) { return a[i]; }
  static int mod4(int[] a, int i) { return a[i & 3]; }
  static int mod4Twin(int[] a, int i) { return a[i & 3]; }
  static int second(int[] a) { return a[1]; }
  static int secondTwin(int[] a) { return a[1]; }
  static int mod4Needle(int[] a, int i) { return a[i & 3]; }

}
