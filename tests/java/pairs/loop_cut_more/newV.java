public class newV {
  static int sumWhile(int[] a) { int acc = 0; int j = 0; while (j < a.length) { acc = acc + a[j]; j++; } return acc; }
  // wrong twin: the element at index 20 counted twice
  static int sumLate(int[] a) { int s = 0; for (int i = 0; i < a.length; i++) { s += a[i]; if (i == 20) s += a[i]; } return s; }
  // a long accumulator, the index incremented in the read
  static long total(int[] a) { long t = 0; int i = 0; while (i < a.length) t += a[i++]; return t; }
  // wrong twin: an int accumulator wraps where the long one does not
  static long totalTwin(int[] a) { int t = 0; for (int x : a) t += x; return t; }
  // wrong twin: null gives 0 instead of NullPointerException
  static int nullSum(int[] a) { if (a == null) return 0; int s = 0; for (int x : a) s += x; return s; }
  // wrong twin: the same sum, the caller's array cleared
  static int zeroFill(int[] a) { int s = 0; for (int i = 0; i < a.length; i++) { s += a[i]; a[i] = 0; } return s; }
  // short elements widened to int (JLS 5.6.2) in both
  static int countBelow(short[] a, int k) { int c = 0; for (short x : a) if (k > x) c++; return c; }
  // a flag tested in the loop's condition instead of a return from the body
  static int findFlag(int[] a, int k) {
    int r = -1;
    boolean found = false;
    for (int i = 0; i < a.length && !found; i++)
      if (a[i] == k) { r = i; found = true; }
    return r;
  }
  // wrong twin: a first match at index 20 gives 21
  static int findFlagTwin(int[] a, int k) {
    int r = -1;
    boolean found = false;
    for (int i = 0; i < a.length && !found; i++)
      if (a[i] == k) { r = i + (i == 20 ? 1 : 0); found = true; }
    return r;
  }
  // two locals instead of a local array of two sums
  static int evenOdd(int[] a) {
    int even = 0, odd = 0;
    for (int x : a)
      if ((x & 1) == 0) even += x;
      else odd += x;
    return even - odd;
  }
  // wrong twin: the odd ones subtracted
  static int evenOddTwin(int[] a) {
    int even = 0, odd = 0;
    for (int x : a)
      if ((x & 1) == 0) even += x;
      else odd -= x;
    return even - odd;
  }
}
