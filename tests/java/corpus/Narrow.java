// narrowing conversions to byte, short and char; widening of char is unsigned
public class Narrow {
  //@ run tob 200
  //@ run tob -129
  static byte tob(int x) { return (byte) x; }
  //@ run tos 40000
  static short tos(int x) { return (short) x; }
  //@ run toc -1
  //@ run toc 65
  static char toc(int x) { return (char) x; }
  //@ run l2i 4294967297
  //@ run l2i -4294967296
  static int l2i(long x) { return (int) x; }
  //@ run sum 100,100
  static int sum(byte a, byte b) { byte c = (byte) (a + b); return c; }
  //@ run chars 65,1
  static int chars(char c, int d) { char e = (char) (c + d); return e * 2; }
  //@ run sh 30000,30000
  static short sh(short a, short b) { a += b; return a; }
  //@ run comp 200
  static int comp(int x) { byte b = (byte) x; b >>= 1; b++; return b; }
}
