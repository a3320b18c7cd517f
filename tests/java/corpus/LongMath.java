// long arithmetic in loops: modular exponentiation, gcd/lcm, digit sums of large numbers, Collatz
// lengths, integer square roots, and Long's statics
public class LongMath {
  static long powmod(long b, long e, long m) { long r = 1; b %= m; while (e > 0) { if ((e & 1) == 1) r = r * b % m; b = b * b % m; e >>= 1; } return r; }
  //@ run pm 10
  //@ run pm 1000000006
  static long pm(long e) { return powmod(2, e, 1000000007L) + powmod(3, e, 998244353L); }
  static long gcd(long a, long b) { while (b != 0) { long t = a % b; a = b; b = t; } return Math.abs(a); }
  //@ run lcm 12
  //@ run lcm -18
  //@ run lcm 0
  static long lcm(long k) { long l = 1; for (long i = 1; i <= 25; i++) l = l / gcd(l, i) * i; return gcd(l, k) + l % (k == 0 ? 1 : k); }
  //@ run collatz 27
  //@ run collatz 97
  static String collatz(long n) { int steps = 0; long peak = n; while (n != 1) { n = (n & 1) == 0 ? n / 2 : 3 * n + 1; peak = Math.max(peak, n); steps++; } return steps + "/" + peak; }
  //@ run isqrt 1000000000000
  //@ run isqrt 9223372036854775807
  //@ run isqrt 15
  static long isqrt(long n) { long lo = 0, hi = 3037000499L; while (lo < hi) { long mid = (lo + hi + 1) >>> 1; if (mid * mid <= n) lo = mid; else hi = mid - 1; } return lo; }
  //@ run statics -9223372036854775808
  //@ run statics 123456789012
  static String statics(long v) { return Long.toString(v) + " " + Long.signum(v) + " " + Long.bitCount(v) + " " + Long.toHexString(v) + " " + Long.compare(v, 0) + " " + Long.toBinaryString(v & 255); }
  //@ run digitsum 9223372036854775807
  static int digitsum(long v) { int s = 0; while (v != 0) { s += (int) (v % 10); v /= 10; } return s; }
}
