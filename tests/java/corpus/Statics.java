// static fields: initial values, updates across calls, static final constants, fields of other classes
public class Statics {
  static int count;
  static long total = 10;
  static final String NAME = "stat";
  static int[] table = build();
  static int[] build() { int[] t = new int[8]; for (int i = 0; i < 8; i++) t[i] = i * i; return t; }
  static class Holder { static int h = 3; int inst = 4; }
  //@ run bump 5
  static long bump(int k) { for (int i = 0; i < k; i++) { count++; total += count; } return total * 100 + count; }
  //@ run name 0
  static String name(int k) { return NAME + table[3] + Holder.h; }
  //@ run other 2
  static int other(int k) { Holder.h += k; Holder x = new Holder(); return Holder.h * 10 + x.inst; }
  //@ run tbl 9
  static int tbl(int k) { return table[k]; }
}
