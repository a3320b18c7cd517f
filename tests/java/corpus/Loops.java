// loops: for, while, do-while, nested, break and continue with labels
public class Loops {
  //@ run sum 100
  //@ run sum 0
  static int sum(int n) { int s = 0; for (int i = 1; i <= n; i++) s += i; return s; }
  //@ run collatz 27
  static int collatz(int n) { int k = 0; while (n != 1) { n = n % 2 == 0 ? n / 2 : 3 * n + 1; k++; } return k; }
  //@ run dw 5
  static int dw(int n) { int r = 1; do { r *= 3; n--; } while (n > 0); return r; }
  //@ run nested 10
  static int nested(int n) {
    int c = 0;
    outer:
    for (int i = 0; i < n; i++) {
      for (int j = 0; j < n; j++) {
        if (j > i) continue outer;
        if (i * j > 40) break outer;
        c += i ^ j;
      }
    }
    return c;
  }
  //@ run gcd 1071,462
  //@ run gcd 17,0
  static int gcd(int a, int b) { while (b != 0) { int t = a % b; a = b; b = t; } return a; }
  //@ run primes 100
  static int primes(int n) {
    int c = 0;
    for (int i = 2; i < n; i++) {
      boolean p = true;
      for (int j = 2; j * j <= i; j++) if (i % j == 0) { p = false; break; }
      if (p) c++;
    }
    return c;
  }
}
