// conditional expressions, short-circuit evaluation with side effects, compound assignment
public class Ternary {
  static int calls;
  static boolean t(int v) { calls += v; return true; }
  static boolean f(int v) { calls += v; return false; }
  //@ run sc 0
  static int sc(int k) { calls = 0; boolean a = f(1) && t(2), b = t(4) || f(8), c = f(16) & t(32), d = t(64) | f(128), e = t(256) ^ t(512); return calls + (a ? 1 : 0) + (b ? 2 : 0) + (c ? 4 : 0) + (d ? 8 : 0) + (e ? 16 : 0) << 1; }
  //@ run sign -5
  //@ run sign 0
  //@ run sign 9
  static int sign(int x) { return x > 0 ? 1 : x < 0 ? -1 : 0; }
  //@ run compound 7
  static int compound(int x) { x += 3; x *= 5; x -= 2; x /= 3; x %= 7; x <<= 4; x >>= 1; x >>>= 1; x &= 0xff; x |= 0x100; x ^= 0x55; return x; }
  //@ run incs 5
  static int incs(int x) { int y = x++ + ++x; int z = x-- - --x; return y * 100 + z * 10 + x; }
  //@ run cmpmix 3,4
  static boolean cmpmix(long a, int b) { return a < b && (double) a / b < 1.0 && !(a == b); }
}
