public class oldV {
  static int sum(int[] a) { int s = 0; for (int i = 0; i < a.length; i++) s += a[i]; return s; }
  static int sumTwin(int[] a) { int s = 0; for (int i = 0; i < a.length; i++) s += a[i]; return s; }
  static int indexOf(int[] a, int k) {
    for (int i = 0; i < a.length; i++)
      if (a[i] == k) return i;
    return -1;
  }
  static int indexOfTwin(int[] a, int k) {
    for (int i = 0; i < a.length; i++)
      if (a[i] == k) return i;
    return -1;
  }
}
