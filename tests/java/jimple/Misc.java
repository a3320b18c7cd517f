// Misc: switches, float and long constants, comparisons of NaN, shifts, nested handlers and
// finally, a constant field; Misc.jimple is this program as Soot prints it.
//@ equivalent table shifts
//@ twin table case 2: goto label3; => case 2: goto label4;
//@ twin shifts $i2 = i0 >>> 28; => $i2 = i0 >> 28;
public class Misc {
  static final int BASE = 5;
  int acc;

  //@ run table 0
  //@ run table 1
  //@ run table 2
  //@ run table 3
  //@ run table 9
  static int table(int k) {
    switch (k) {
      case 0: return BASE;
      case 1: return 11;
      case 2: return 22;
      case 3: return 33;
      default: return -1;
    }
  }

  //@ run nan 1.5
  //@ run nan nan
  //@ run nan -inf
  static int nan(double d) {
    float f = (float) d;
    int r = 0;
    if (f < 1.5F) r += 1;
    if (d > 1.0) r += 10;
    if (d != d) r += 100;
    return r;
  }

  //@ run shifts -8
  //@ run shifts 12345
  static int shifts(int x) {
    long big = 0x123456789L;
    int a = (int) (big >> 4) ^ x;
    return a + (x >>> 28) + (x << 3) - (-x);
  }

  //@ run nested 0
  //@ run nested 1
  //@ run nested 2
  static int nested(int k) {
    int r = 0;
    try {
      try {
        if (k == 1) throw new IllegalStateException("one");
        r = 10 / k;
      } catch (ArithmeticException e) {
        r = -1;
      } finally {
        r += 100;
      }
    } catch (IllegalStateException e) {
      r = 7;
    }
    return r;
  }

  //@ run counter 3
  static int counter(int n) {
    Misc m = new Misc();
    for (int i = 0; i < n; i++) m.add(i);
    return m.acc;
  }

  void add(int v) {
    acc += v * 2;
  }

  //@ run lenOf 1
  //@ run lenOf 0
  static int lenOf(int k) {
    int[] a = k == 0 ? null : new int[k + 2];
    return a.length;
  }

  //@ run same 0
  static boolean same(int k) {
    String s = "abc";
    String t = "abc";
    return s == t;
  }
}
