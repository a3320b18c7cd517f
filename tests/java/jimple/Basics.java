// Basics: the hand-written Basics.jimple is this program as Soot prints it (tests/java/jimple.py).
//@ equivalent div widen narrow l2b cmp sw isNeg
//@ twin div $i2 = i0 / i1; => $i2 = i0 % i1;
//@ twin l2b $b1 = (byte) l0; => $b1 = (short) l0;
//@ twin cmp if $b2 >= 0 goto label1; => if $b2 > 0 goto label1;
public class Basics {
  //@ run sum 10
  //@ run sum -3
  //@ run sum 100000
  static int sum(int n) {
    int s = 0;
    for (int i = 0; i < n; i++) s += i;
    return s;
  }

  //@ run div 7,2
  //@ run div 7,0
  //@ run div -2147483648,-1
  static int div(int a, int b) {
    try {
      return a / b;
    } catch (ArithmeticException e) {
      return -1;
    }
  }

  //@ run widen 2147483647
  //@ run widen -5
  static long widen(int x) {
    long y = (long) x * 3L;
    return y + (y >> 33);
  }

  //@ run narrow 300
  //@ run narrow -129
  //@ run narrow 65537
  static int narrow(int x) {
    byte b = (byte) x;
    char c = (char) x;
    short s = (short) x;
    return b + c + s;
  }

  //@ run l2b 4294967551
  //@ run l2b -1
  static int l2b(long x) {
    return (byte) x;
  }

  //@ run cmp 3,4
  //@ run cmp 4,4
  //@ run cmp 9,4
  static int cmp(long a, long b) {
    if (a < b) return -1;
    if (a == b) return 0;
    return 1;
  }

  //@ run sw 1
  //@ run sw 7
  //@ run sw 8
  //@ run sw -100
  static int sw(int k) {
    switch (k) {
      case 1: return 10;
      case 7: return 70;
      case -100: return 5;
      default: return 0;
    }
  }

  //@ run fdiv 1,3
  //@ run fdiv 1,0
  static double fdiv(double a, double b) {
    return a / b + 0.5;
  }

  //@ run f2i 1e10
  //@ run f2i -2.5
  static int f2i(double d) {
    return (int) d;
  }

  //@ run isNeg true
  //@ run isNeg false
  static boolean isNeg(boolean z) {
    return !z;
  }

  //@ run call 5
  static int call(int x) {
    return sum(x) * div(x, 2);
  }
}
