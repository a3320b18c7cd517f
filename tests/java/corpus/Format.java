// String.format, String.formatted and System.out.printf as report code lays out fields: widths,
// zero padding, signs, left justification, hex and octal of negative values by the type's size,
// %s of boxes, nulls and user objects, precision truncating %s, %c, %b, %% and %n
public class Format {
  static class Item { final String code; final int qty; Item(String c, int q) { code = c; qty = q; } public String toString() { return code + "x" + qty; } }
  //@ run ints 0
  //@ run ints 42
  //@ run ints -7
  //@ run ints -2147483648
  static String ints(int v) { return String.format("[%d][%5d][%-5d|][%05d][%+d][% d][%+06d][%x][%X][%o][%08x]", v, v, v, v, v, v, v, v, v, v, v); }
  //@ run longs -1
  //@ run longs 123456789012
  static String longs(long v) { return String.format("%d %20d %x %o %-22d|", v, v, v, v, v); }
  //@ run small -1
  //@ run small 200
  static String small(int v) { return String.format("%x %x %x %o %d", (byte) v, (short) v, v, (byte) v, (short) v); }
  //@ run strs 3
  static String strs(int k) { Object n = null; return String.format("[%s][%10s][%-10s][%.3s][%S][%s][%s][%s][%8.2s][%s]", "abc", "right", "left", "truncate", "upper", n, k, new Item("A7", k), "xyz", 'q'); }
  //@ run misc 1
  //@ run misc 0
  static String misc(int k) { Object n = null; return String.format("%c|%3c|%-3c|%b|%B|%b|%b|%b|100%%|%n|%d", 'x', 'y', 'z', k == 1, k == 1, n, "s", false, n).replace('\n', '~'); }
  //@ run report 0
  static void report(int k) {
    String[] names = {"Widgets", "Gadgets", "Sprockets and cogs"};
    int[] qty = {12, 0, 1500};
    long[] cents = {119900L, 0L, -2550L};
    System.out.printf("%-12s %6s %12s%n", "ITEM", "QTY", "AMOUNT");
    for (int i = 0; i < names.length; i++)
      System.out.printf("%-12.12s %06d %9d.%02d%n", names[i], qty[i], cents[i] / 100, Math.abs(cents[i] % 100));
    System.out.print("%d items".formatted(names.length) + String.format("%n"));
    System.out.format("%s|%5s|%n", "end", "");
  }
  //@ run extra 5
  static String extra(int k) { return String.format("only %d", k, "ignored", 7); }
  //@ run unicode 0
  static String unicode(int k) { return String.format("[%5s][%-4s][%.2s]", "h\u00e9", "\u00fc", "\u00e0\u00e9\u00ee"); }
  //@ unsupported fl 1
  static String fl(int k) { return String.format("%.2f", k * 1.5); }
  //@ unsupported missing 1
  static String missing(int k) { return String.format("%d %d", k); }
  //@ unsupported mismatch 1
  static String mismatch(int k) { return String.format("%d", "str"); }
  //@ unsupported group 1234567
  static String group(int k) { return String.format("%,d", k); }
  //@ unsupported index 1
  static String index(int k) { return String.format("%1$d %1$d", k); }
  //@ run nullFmt 0
  static String nullFmt(int k) { String f = null; return String.format(f, k); }
}
