public class oldV {
  static int ubyte(byte b) { return b < 0 ? b + 256 : b; }
  static int ubyteTwin(byte b) { return b < 0 ? b + 256 : b; }
  static char next(char c) { return (char) (c + 1); }
  static char nextTwin(char c) { return (char) (c + 1); }
  static short neg(short s) { return (short) -s; }
  static int l2i(long x) { return (int) x; }
}
