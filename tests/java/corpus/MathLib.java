// the modelled JDK statics: Math.abs/min/max/floorDiv/floorMod/addExact/multiplyExact,
// Integer/Long.compare/signum/bitCount/toString
public class MathLib {
  //@ run abs -2147483648
  //@ run abs -5
  static int abs(int x) { return Math.abs(x); }
  //@ run labs -9223372036854775808
  static long labs(long x) { return Math.abs(x); }
  //@ run mm 3,-4
  static int mm(int a, int b) { return Math.max(a, b) * 100 + Math.min(a, b); }
  //@ run lmm 3,-4
  static long lmm(long a, long b) { return Math.max(a, b) * 100 + Math.min(a, b); }
  //@ run fd -7,2
  //@ run fd 7,-2
  //@ run fd 7,0
  //@ run fd -2147483648,-1
  static int fd(int a, int b) { return Math.floorDiv(a, b) * 1000 + Math.floorMod(a, b); }
  //@ run lfd -7,2
  static long lfd(long a, long b) { return Math.floorDiv(a, b) * 1000 + Math.floorMod(a, b); }
  //@ run ae 2147483647,1
  //@ run ae 5,6
  static int ae(int a, int b) { return Math.addExact(a, b); }
  //@ run me 65536,65536
  static int me(int a, int b) { return Math.multiplyExact(a, b); }
  //@ run lae 9223372036854775807,1
  static long lae(long a, long b) { return Math.addExact(a, b); }
  //@ run cmp 3,4
  static int cmp(int a, int b) { return Integer.compare(a, b) * 10 + Integer.signum(b - a) + Integer.bitCount(a) * 100; }
  //@ run lcmp -3,4
  static int lcmp(long a, long b) { return Long.compare(a, b) * 10 + Long.signum(a) + Long.bitCount(b) * 100; }
  //@ run str -42
  static String str(int a) { return Integer.toString(a) + "/" + Long.toString(a * 3000000000L); }
  //@ run dabs -0.0
  static double dabs(double d) { return Math.abs(d); }
}
