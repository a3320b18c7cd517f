// int and long wrap-around, the Exact methods' overflow exceptions, and narrowing casts
public class Overflow {
  //@ run wrap 1
  //@ run wrap 46341
  //@ run wrap -2147483648
  static String wrap(int x) { int sq = x * x; long lsq = (long) x * x; return sq + " " + lsq + " " + (x + Integer.MAX_VALUE) + " " + (-x) + " " + Math.abs(x); }
  //@ run exactAdd 1
  //@ run exactAdd 2147483647
  static int exactAdd(int x) { return Math.addExact(x, 1); }
  //@ run exactMul 3037000499
  //@ run exactMul 3037000500
  static long exactMul(long x) { return Math.multiplyExact(x, x); }
  //@ run exactSub -9223372036854775808
  static long exactSub(long x) { return Math.subtractExact(x, 1L); }
  //@ run fact 12
  //@ run fact 13
  //@ run fact 20
  //@ run fact 21
  static String fact(int n) { int f = 1; long g = 1; for (int i = 2; i <= n; i++) { f *= i; g *= i; } return f + " " + g; }
  //@ run casts 300
  //@ run casts -129
  //@ run casts 65536
  //@ run casts 2147483647
  static String casts(int x) { return (byte) x + " " + (short) x + " " + (int) (char) x + " " + (long) x * 3 + " " + (int) ((long) x << 33 >> 1); }
  //@ run hash 17
  static int hash(int seed) { int h = seed; for (int i = 0; i < 100; i++) h = 31 * h + i * 0x9E3779B9; return h ^ (h >>> 16); }
  //@ run lmix 5
  static long lmix(long s) { long h = s; for (int i = 0; i < 50; i++) { h ^= h << 13; h ^= h >>> 7; h ^= h << 17; } return h; }
}
