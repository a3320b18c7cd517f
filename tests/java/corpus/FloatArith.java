// IEEE arithmetic: NaN, infinities, signed zeros, % as fmod, comparisons with NaN
public class FloatArith {
  //@ run div 1,0
  //@ run div -1,0
  //@ run div 0,0
  static double div(double a, double b) { return a / b; }
  //@ run rem 5.5,2
  //@ run rem -5.5,2
  //@ run rem 1,0
  static double rem(double a, double b) { return a % b; }
  //@ run fsum 0.1,0.2
  static float fsum(float a, float b) { return a + b; }
  //@ run dsum 0.1,0.2
  static double dsum(double a, double b) { return a + b; }
  //@ run lt nan,1
  //@ run lt 1,2
  //@ run lt 2,1
  static int lt(double a, double b) { return a < b ? 1 : (a > b ? 2 : (a == b ? 3 : 4)); }
  //@ run flt nan,1
  //@ run flt 1,1
  static int flt(float a, float b) { return (a >= b ? 1 : 0) + (a <= b ? 2 : 0) + (a != b ? 4 : 0); }
  //@ run negz 0
  static double negz(double a) { return -a; }
  //@ run mulz -0.0,5
  static double mulz(double a, double b) { return a * b; }
  //@ run fmix 3.5,1e-3
  static float fmix(float a, float b) { return a * b - a / b + (a % 1.25f); }
}
