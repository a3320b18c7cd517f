// parameters of every primitive type, converted as the driver converts them
public class Params {
  //@ run mix 1,-2,3,65,true,1.5,-2.25,9000000000
  static double mix(byte b, short s, int i, char c, boolean z, float f, double d, long l) { return b + s + i + c + (z ? 1 : 0) + f + d + l; }
  //@ run bool true,false
  static boolean bool(boolean a, boolean b) { return a ^ b; }
  //@ run chr 97
  static char chr(char c) { return Character.MAX_VALUE == c ? 'a' : (char) (c + 1); }
  //@ run shrt -32768
  static short shrt(short s) { return (short) -s; }
  //@ run byt -128
  static byte byt(byte b) { return (byte) (b - 1); }
  //@ run flt 1e-45
  static float flt(float f) { return f / 2; }
  //@ run longs -9223372036854775808,-1
  static long longs(long a, long b) { return a * b + a / (b == 0 ? 1 : b); }
}
