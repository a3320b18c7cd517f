// boxing: Integer.valueOf's cache (-128..127) decides ==, equals compares values, unboxing null throws
public class Boxing {
  //@ run same 100
  //@ run same 127
  //@ run same 128
  //@ run same -128
  //@ run same -129
  static int same(int k) { Integer a = k, b = k; Long c = (long) k, d = (long) k; return (a == b ? 1 : 0) + (a.equals(b) ? 2 : 0) + (c == d ? 4 : 0) + (c.equals(d) ? 8 : 0) + (a.equals(c) ? 16 : 0); }
  //@ run chr 65
  //@ run chr 200
  static int chr(int k) { Character a = (char) k, b = (char) k; Boolean t = k > 100, u = k > 100; return (a == b ? 1 : 0) + (t == u ? 2 : 0) + a.compareTo('B') * 10; }
  //@ run unbox 0
  //@ run unbox 1
  static int unbox(int k) { Integer x = k == 0 ? null : 42; int y = x; return y; }
  //@ run values 7
  static long values(int k) { Integer i = k; Short s = (short) k; Byte b = (byte) k; Long l = 1L << 40; return i.intValue() + s.shortValue() + b.byteValue() + l.longValue() + i.hashCode() + l.hashCode() + Boolean.TRUE.hashCode(); }
  //@ run cmp 5
  static int cmp(int k) { Integer a = k; return a.compareTo(3) * 100 + a.compareTo(5) * 10 + Integer.compare(k, 9) + Long.compare(2L, 1L) * 1000; }
  //@ run strs 31
  static String strs(int k) { return Integer.toString(k) + Long.toString(-k) + Integer.toHexString(-k) + "|" + Integer.toBinaryString(k) + "|" + Long.toHexString(255L) + Integer.valueOf(k).toString(); }
  //@ run accum 50
  static int accum(int k) { Integer sum = 0; for (int i = 0; i < k; i++) sum += i; return sum; }
}
