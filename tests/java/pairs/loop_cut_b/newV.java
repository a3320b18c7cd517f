public class newV {
  // the enhanced for over an array (JLS 14.14.2), the accumulator renamed
  static int sum(int[] a) { int total = 0; for (int x : a) total += x; return total; }
  // wrong twin: the first element left out
  static int sumTwin(int[] a) { int total = 0; for (int i = 1; i < a.length; i++) total += a[i]; return total; }
  // a break and a flag instead of the return from the body
  static int indexOf(int[] a, int k) {
    int r = -1;
    boolean found = false;
    for (int i = 0; i < a.length; i++) {
      if (a[i] == k) {
        r = i;
        found = true;
        break;
      }
    }
    return found ? r : -1;
  }
  // wrong twin: no break, so the last match
  static int indexOfTwin(int[] a, int k) {
    int r = -1;
    for (int i = 0; i < a.length; i++)
      if (a[i] == k) r = i;
    return r;
  }
}
