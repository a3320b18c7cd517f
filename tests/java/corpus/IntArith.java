// int arithmetic wraps modulo 2^32; division truncates; INT_MIN / -1 overflows to INT_MIN
public class IntArith {
  //@ run add 2147483647,1
  //@ run add -5,3
  static int add(int a, int b) { return a + b; }
  //@ run mul 65536,65536
  //@ run mul -7,123456789
  static int mul(int a, int b) { return a * b; }
  //@ run div 7,2
  //@ run div -7,2
  //@ run div -2147483648,-1
  //@ run div 1,0
  static int div(int a, int b) { return a / b; }
  //@ run rem -7,2
  //@ run rem 7,-2
  //@ run rem -2147483648,-1
  //@ run rem 5,0
  static int rem(int a, int b) { return a % b; }
  //@ run neg -2147483648
  static int neg(int a) { return -a; }
  //@ run shifts -17,33
  //@ run shifts 12345,-1
  static int shifts(int a, int s) { return (a << s) ^ (a >> s) ^ (a >>> s); }
  //@ run bits 0x0f0f,0x3c3c
  static int bits(int a, int b) { return (a & b) | (~a ^ b); }
}
