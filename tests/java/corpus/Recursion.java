// recursion: fib, ackermann, mutual recursion, recursion through virtual calls
public class Recursion {
  //@ run fib 20
  static int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
  //@ run ack 2,3
  static int ack(int m, int n) { return m == 0 ? n + 1 : n == 0 ? ack(m - 1, 1) : ack(m - 1, ack(m, n - 1)); }
  static boolean even(int n) { return n == 0 || odd(n - 1); }
  static boolean odd(int n) { return n != 0 && even(n - 1); }
  //@ run parity 37
  static int parity(int n) { return (even(n) ? 1 : 0) + (odd(n) ? 2 : 0); }
  //@ run pow 3,13
  static long pow(long b, int e) { if (e == 0) return 1; long h = pow(b, e / 2); return e % 2 == 0 ? h * h : h * h * b; }
  //@ run hanoi 10
  static int hanoi(int n) { return n == 0 ? 0 : 2 * hanoi(n - 1) + 1; }
  //@ run sumdigits 987654321
  static int sumdigits(int n) { return n == 0 ? 0 : n % 10 + sumdigits(n / 10); }
}
