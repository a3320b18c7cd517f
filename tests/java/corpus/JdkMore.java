// differential cases of the JDK models added with the COBOL-style corpus: new String from chars,
// StringBuilder.append of a range, BigDecimal.movePointLeft/Right and the Exact conversions,
// RoundingMode.values(), System.arraycopy's checks in order, Arrays over every primitive kind
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Arrays;
public class JdkMore {
  //@ run str 0
  //@ run str 1
  //@ run str 2
  //@ run str -1
  //@ run str 4
  static String str(int off) { char[] c = {'w', 'o', 'r', 'd'}; String a = new String(c, off, 2), b = new String(c); c[0] = 'X'; return a + b + new String() + new String(new StringBuilder("sb")) + (b == new String(b)) + b.equals(new String(b)); }
  //@ run strNull 0
  static String strNull(int k) { char[] c = null; return new String(c); }
  //@ run valueOfNull 0
  static String valueOfNull(int k) { char[] c = null; return String.valueOf(c); }
  //@ run app 0
  //@ run app 2
  //@ run app 3
  //@ run app -1
  //@ run app 5
  static String app(int s) { StringBuilder sb = new StringBuilder("<"); sb.append("abcd", s, 3).append((CharSequence) null, 1, 3).append(new StringBuilder("xyz"), 0, 1); return sb.toString(); }
  //@ run move 0
  //@ run move 2
  //@ run move -3
  //@ run move 7
  static String move(int n) {
    StringBuilder sb = new StringBuilder();
    for (String v : new String[] {"-12.50", "1E+3", "0.000", "987654321", "0E+2"}) {
      BigDecimal d = new BigDecimal(v);
      sb.append(d.movePointLeft(n)).append('/').append(d.movePointLeft(n).scale()).append(' ').append(d.movePointRight(n)).append('/').append(d.movePointRight(n).scale()).append("; ");
    }
    return sb.toString();
  }
  static final String[] EXACT = {"0.000", "12E+3", "12.50", "-9223372036854775808.0", "9223372036854775808", "9223372036854775808.5",
                                 "99999999999999999999.5", "2147483647", "2147483648", "-2147483648.000", "2147483648.5", "1E+19", "1E+18"};
  //@ run lexact 0
  //@ run lexact 1
  //@ run lexact 2
  //@ run lexact 3
  //@ run lexact 4
  //@ run lexact 5
  //@ run lexact 6
  //@ run lexact 11
  //@ run lexact 12
  static long lexact(int k) { return new BigDecimal(EXACT[k]).longValueExact(); }
  //@ run iexact 7
  //@ run iexact 8
  //@ run iexact 9
  //@ run iexact 10
  //@ run iexact 2
  static int iexact(int k) { return new BigDecimal(EXACT[k]).intValueExact(); }
  //@ run modes 0
  static String modes(int k) { RoundingMode[] m = RoundingMode.values(), n = RoundingMode.values(); m[0] = null; return Arrays.toString(n) + " " + (m == n) + " " + n.length + " " + n[6].ordinal() + " " + (n[4] == RoundingMode.HALF_UP); }
  //@ run ac 0
  //@ run ac 1
  //@ run ac 2
  //@ run ac 3
  //@ run ac 4
  //@ run ac 5
  //@ run ac 6
  //@ run ac 7
  //@ run ac 8
  //@ run ac 9
  //@ run ac 10
  static String ac(int k) {
    int[] x = {1, 2, 3};
    switch (k) {
      case 0: System.arraycopy(x, -1, x, -1, -1); break;
      case 1: System.arraycopy(x, 0, x, -1, -1); break;
      case 2: System.arraycopy(x, 5, x, 5, -1); break;
      case 3: System.arraycopy(x, 5, x, 5, 0); break;
      case 4: System.arraycopy(x, 3, x, 3, 0); break;
      case 5: System.arraycopy(x, 0, x, 1, 2); break;
      case 6: System.arraycopy(new String[2], 1, new String[1], 0, 2); break;
      case 7: System.arraycopy(x, 0, new long[3], 0, 1); break;
      case 8: System.arraycopy(new String[] {"a", "b"}, 0, new Object[3], 1, 2); break;
      case 9: System.arraycopy(null, 0, x, 0, -1); break;
      case 10: System.arraycopy(new char[2], 1, new Object[1], 0, -2); break;
    }
    return Arrays.toString(x);
  }
  //@ run kinds 0
  static String kinds(int k) {
    short[] s = {3, -7, 0}; byte[] b = {-128, 127, 5}; boolean[] z = new boolean[2]; long[] l = {5L, -5L}; char[] c = {'q', 'a'};
    Arrays.sort(s); Arrays.sort(b); Arrays.fill(z, true);
    String[] str = Arrays.copyOf(new String[] {"p", "q"}, 3);
    Object[] o = new Object[2]; Arrays.fill(o, "f");
    return Arrays.toString(s) + Arrays.toString(b) + Arrays.toString(z) + Arrays.toString(str) + Arrays.toString(o) + Arrays.equals(l, new long[] {5L, -5L})
      + Arrays.equals(c, new char[] {'q'}) + Arrays.toString(Arrays.copyOf(c, 3)).length() + Arrays.toString(Arrays.copyOfRange(l, 1, 3)) + Arrays.toString((long[]) null);
  }
  //@ run ranges 0
  //@ run ranges 1
  //@ run ranges 2
  //@ run ranges 3
  static String ranges(int k) {
    int[] a = {1, 2, 3};
    int[] r = k == 0 ? Arrays.copyOfRange(a, 2, 1) : k == 1 ? Arrays.copyOfRange(a, 4, 5) : k == 2 ? Arrays.copyOfRange(a, -1, 5) : Arrays.copyOfRange(a, 3, 3);
    return Arrays.toString(r);
  }
  //@ run sortNull 0
  static int sortNull(int k) { int[] a = null; Arrays.sort(a); return 0; }
  //@ unsupported fillStore 0
  static int fillStore(int k) { Object[] o = new String[2]; Arrays.fill(o, 1); return 0; }
  // the model's bounds on BigDecimal (scales within +-100000, at most 2^22 bits): refused, where the
  // JVM computes (or runs out of memory); small cases of the same code run
  //@ unsupported bounds 0
  //@ unsupported bounds 1
  //@ unsupported bounds 2
  //@ unsupported bounds 3
  //@ run bounds 4
  static int bounds(int k) {
    switch (k) {
      case 0: return new BigDecimal("1.5").setScale(200000, RoundingMode.HALF_UP).signum();
      case 1: return new BigDecimal("1E+150000").setScale(0).signum();
      case 2: { BigDecimal x = new BigDecimal(3); for (int i = 0; i < 22; i++) x = x.multiply(x); return x.signum(); }
      case 3: return BigDecimal.valueOf(5, -200000).add(BigDecimal.ONE).signum();
      default: { BigDecimal x = new BigDecimal(3); for (int i = 0; i < 12; i++) x = x.multiply(x); return x.precision() + BigDecimal.valueOf(5, -90000).add(BigDecimal.ONE).scale(); }
    }
  }
  // Arrays.sort and Arrays.fill over a range: Arrays.rangeCheck's exceptions in its order
  //@ run ranged 0
  //@ run ranged 1
  //@ run ranged 2
  //@ run ranged 3
  //@ run ranged 4
  //@ run ranged 5
  //@ run ranged 6
  static String ranged(int k) {
    int[] a = {9, 8, 7, 6, 5, 4};
    long[] l = {3L, 2L, 1L};
    String[] s = new String[4];
    switch (k) {
      case 0: Arrays.sort(a, 1, 4); Arrays.fill(l, 1, 3, -1L); Arrays.fill(s, 2, 4, "z"); break;
      case 1: Arrays.sort(a, 4, 2); break;
      case 2: Arrays.sort(a, -1, 2); break;
      case 3: Arrays.fill(a, 2, 7, 0); break;
      case 4: Arrays.fill(a, -3, -4, 0); break;
      case 5: Arrays.sort(a, 6, 6); Arrays.fill(a, 0, 0, 1); break;
      default: Arrays.sort((int[]) null, 0, 0); break;
    }
    return Arrays.toString(a) + Arrays.toString(l) + Arrays.toString(s);
  }
}
