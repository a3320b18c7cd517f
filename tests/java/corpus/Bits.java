// bit manipulation idioms over int and long
public class Bits {
  //@ run popcount -1
  //@ run popcount 12345
  static int popcount(int x) { int c = 0; while (x != 0) { x &= x - 1; c++; } return c; }
  //@ run reverse 1
  //@ run reverse 305419896
  static int reverse(int x) { int r = 0; for (int i = 0; i < 32; i++) { r = (r << 1) | (x & 1); x >>>= 1; } return r; }
  //@ run lowbit 40
  //@ run lowbit -2147483648
  static int lowbit(int x) { return x & -x; }
  //@ run rotl 0x12345678,8
  //@ run rotl -1,31
  static int rotl(int x, int s) { return (x << s) | (x >>> (32 - s)); }
  //@ run lrot 81985529216486895,12
  static long lrot(long x, int s) { return (x << s) | (x >>> -s); }
  //@ run ispow2 64
  //@ run ispow2 96
  static boolean ispow2(int x) { return x > 0 && (x & (x - 1)) == 0; }
  //@ run signext 200
  static int signext(int x) { return (x << 24) >> 24; }
  //@ run mix64 1234567
  static long mix64(long z) { z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L; z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL; return z ^ (z >>> 31); }
}
