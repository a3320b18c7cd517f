// Java's floating-point conversions: (int) NaN is 0, out-of-range values saturate
public class FloatConv {
  //@ run d2i nan
  //@ run d2i 1e20
  //@ run d2i -1e20
  //@ run d2i -2.9
  //@ run d2i inf
  static int d2i(double d) { return (int) d; }
  //@ run d2l nan
  //@ run d2l 1e300
  //@ run d2l -9.3e18
  static long d2l(double d) { return (long) d; }
  //@ run f2i 3.99
  //@ run f2i 3e9
  static int f2i(float f) { return (int) f; }
  //@ run f2l nan
  static long f2l(float f) { return (long) f; }
  //@ run i2f 16777217
  static float i2f(int i) { return (float) i; }
  //@ run l2d 9007199254740993
  static double l2d(long l) { return (double) l; }
  //@ run d2f 1e40
  //@ run d2f 0.1
  static float d2f(double d) { return (float) d; }
  //@ run c2d 65
  static double c2d(char c) { return c; }
}
