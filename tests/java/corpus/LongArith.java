// long arithmetic modulo 2^64, shifts by the low 6 bits
public class LongArith {
  //@ run add 9223372036854775807,1
  static long add(long a, long b) { return a + b; }
  //@ run mul 4294967296,4294967297
  static long mul(long a, long b) { return a * b; }
  //@ run div -9223372036854775808,-1
  //@ run div 10,0
  //@ run div -100,7
  static long div(long a, long b) { return a / b; }
  //@ run rem -100,7
  //@ run rem 1,0
  static long rem(long a, long b) { return a % b; }
  //@ run sh -1,65
  //@ run sh 81985529216486895,7
  static long sh(long a, int s) { return (a << s) + (a >> s) + (a >>> s); }
  //@ run cmp 5,7
  //@ run cmp -1,-1
  static int cmp(long a, long b) { return Long.compare(a, b) + (a < b ? 10 : 0) + (a == b ? 100 : 0); }
  //@ run mix 3000000000,7
  static long mix(long a, int b) { return a * b - (a ^ b) + (a | (long) b << 40); }
}
