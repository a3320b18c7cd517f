// char values: arithmetic in int, comparisons, arrays of chars, Unicode code units
public class Chars {
  //@ run upper 97
  //@ run upper 65
  static char upper(char c) { return c >= 'a' && c <= 'z' ? (char) (c - 32) : c; }
  //@ run count 0
  static int count(int k) { char[] cs = new char[26]; for (int i = 0; i < 26; i++) cs[i] = (char) ('a' + i); int s = 0; for (char c : cs) s += c; return s; }
  //@ run wrap 65535
  static int wrap(char c) { c++; return c; }
  //@ run mixed 200
  static int mixed(int x) { char c = (char) x; short s = (short) c; byte b = (byte) c; return c + s * 1000 + b * 1000000; }
  //@ run digit 55
  static int digit(char c) { return c >= '0' && c <= '9' ? c - '0' : -1; }
}
