// longer computations: sieve, modular exponentiation, digit sums, a linear congruential sequence
public class LongLoops {
  //@ run sieve 10000
  static int sieve(int n) { boolean[] c = new boolean[n + 1]; int cnt = 0; for (int i = 2; i <= n; i++) { if (!c[i]) { cnt++; for (long j = (long) i * i; j <= n; j += i) c[(int) j] = true; } } return cnt; }
  //@ run modpow 7,1000000,1000000007
  static long modpow(long b, long e, long m) { long r = 1; b %= m; while (e > 0) { if ((e & 1) == 1) r = r * b % m; b = b * b % m; e >>= 1; } return r; }
  //@ run lcg 100000
  static int lcg(int n) { int x = 1; for (int i = 0; i < n; i++) x = x * 1664525 + 1013904223; return x; }
  //@ run digits 1000
  static long digits(int n) { long s = 0; for (int i = 1; i <= n; i++) { int v = i; while (v > 0) { s += v % 10; v /= 10; } } return s; }
}
