// date arithmetic on YYYYMMDD integers as COBOL programs keep dates: leap years, day numbers,
// day of the week by Zeller, adding days with month roll-over, validation with exceptions
public class Dates {
  static final int[] DAYS = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  static boolean leap(int y) { return y % 4 == 0 && (y % 100 != 0 || y % 400 == 0); }
  static int dim(int y, int m) { return m == 2 && leap(y) ? 29 : DAYS[m - 1]; }
  static void check(int d) {
    int y = d / 10000, m = d / 100 % 100, day = d % 100;
    if (m < 1 || m > 12) throw new IllegalArgumentException("month " + m + " in " + d);
    if (day < 1 || day > dim(y, m)) throw new IllegalArgumentException("day " + day + " in " + d);
  }
  static long dayNumber(int d) {
    check(d);
    int y = d / 10000, m = d / 100 % 100, day = d % 100;
    long n = 365L * (y - 1) + (y - 1) / 4 - (y - 1) / 100 + (y - 1) / 400;
    for (int i = 1; i < m; i++) n += dim(y, i);
    return n + day;
  }
  //@ run between 20240101
  //@ run between 20000229
  //@ run between 19000229
  //@ run between 20241301
  static long between(int d) { return dayNumber(20250315) - dayNumber(d); }
  //@ run weekday 20250315
  //@ run weekday 20000101
  //@ run weekday 17760704
  static String weekday(int d) {
    int y = d / 10000, m = d / 100 % 100, q = d % 100;
    if (m < 3) { m += 12; y--; }
    int h = (q + 13 * (m + 1) / 5 + y % 100 + y % 100 / 4 + y / 100 / 4 + 5 * (y / 100)) % 7;
    return new String[] {"SAT", "SUN", "MON", "TUE", "WED", "THU", "FRI"}[h];
  }
  //@ run plus 45
  //@ run plus 400
  //@ run plus -1
  static int plus(int n) {
    int y = 2023, m = 12, d = 20;
    if (n < 0) throw new UnsupportedOperationException("negative " + n);
    for (int i = 0; i < n; i++) { d++; if (d > dim(y, m)) { d = 1; m++; if (m > 12) { m = 1; y++; } } }
    return y * 10000 + m * 100 + d;
  }
}
