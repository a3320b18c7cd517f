// java.util.Arrays and System.arraycopy as library code uses them: sort, fill, toString, equals,
// copyOf (padding and truncation), copyOfRange, overlapping arraycopy
import java.util.Arrays;
public class ArraysLib {
  //@ run sort 0
  static String sort(int k) {
    int[] a = {5, -3, 9, 0, 2, -3, 2147483647, -2147483648};
    long[] b = {3L, -1L, 9000000000L};
    char[] c = "sorting".toCharArray();
    Arrays.sort(a); Arrays.sort(b); Arrays.sort(c);
    return Arrays.toString(a) + Arrays.toString(b) + Arrays.toString(c) + new String(c);
  }
  //@ run fill 3
  static String fill(int n) { int[] a = new int[n]; Arrays.fill(a, 7); char[] c = new char[n + 1]; Arrays.fill(c, '*'); return Arrays.toString(a) + String.valueOf(c); }
  //@ run copy 2
  //@ run copy 6
  //@ run copy -1
  static String copy(int n) { int[] a = {1, 2, 3, 4}; int[] b = Arrays.copyOf(a, n); b[0] = 99; return Arrays.toString(a) + Arrays.toString(b) + b.length; }
  //@ run range 1
  //@ run range 3
  static String range(int k) { int[] a = {1, 2, 3, 4, 5}; return Arrays.toString(Arrays.copyOfRange(a, k, 4)); }
  //@ run eq 0
  //@ run eq 1
  static String eq(int k) { int[] a = {1, 2, k}, b = {1, 2, 0}; return Arrays.equals(a, b) + " " + (a == b) + " " + a.equals(b) + " " + Arrays.equals(a, a.clone()); }
  //@ run shift 2
  static String shift(int k) { int[] a = {0, 1, 2, 3, 4, 5, 6, 7}; System.arraycopy(a, 0, a, k, a.length - k); int[] b = new int[3]; System.arraycopy(a, 5, b, 0, 3); return Arrays.toString(a) + Arrays.toString(b); }
  //@ run acBad 4
  //@ run acBad -1
  static String acBad(int k) { int[] a = new int[3]; System.arraycopy(a, 0, new int[3], k, 1); return "ok"; }
  //@ run nulls 0
  static String nulls(int k) { int[] a = null; return Arrays.toString(a) + " " + Arrays.equals(a, null); }
  //@ run strs 0
  static String strs(int k) { String[] s = {"pear", "apple", null}; return Arrays.toString(s); }
}
