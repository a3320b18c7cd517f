public class newV {
  static int ubyte(byte b) { return b & 0xff; }
  static int ubyteTwin(byte b) { return b & 0x7f; }
  static char next(char c) { return c == Character.MAX_VALUE ? 0 : (char) (c + 1); }
  static char nextTwin(char c) { return c == Character.MAX_VALUE ? c : (char) (c + 1); }
  static short neg(short s) { return (short) (~s + 1); }
  static int l2i(long x) { return (int) (x & 0xffffffffL); }
}
