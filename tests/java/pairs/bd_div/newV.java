import java.math.BigDecimal;
import java.math.RoundingMode;

public class newV {
  static long shareCents(int cents, int parts) { return (long) cents / parts; }
  static long shareCentsTwin(int cents, int parts) { return (long) cents / parts; }
  static String avg(int sumCents, int n) { return BigDecimal.valueOf(sumCents, 2).divide(new BigDecimal(n), 2, RoundingMode.HALF_EVEN).toString(); }
  static String avgTwin(int sumCents, int n) { return BigDecimal.valueOf(sumCents, 2).divide(new BigDecimal(n), 2, RoundingMode.HALF_UP).toString(); }
  static String perUnit(int cents, int n) { return BigDecimal.valueOf(cents, 2).divide(BigDecimal.valueOf(n), 3, RoundingMode.CEILING).toString(); }
  static String perUnitTwin(int cents, int n) { return BigDecimal.valueOf(cents, 2).divide(BigDecimal.valueOf(n), 3, RoundingMode.CEILING).toString(); }
  static String conv(int cents, int rate4) { return BigDecimal.valueOf(cents, 2).multiply(BigDecimal.valueOf(10000)).divide(BigDecimal.valueOf(rate4), 2, RoundingMode.HALF_UP).toString(); }
  static String money(int cents, char cur) { return new StringBuilder().append(cur).append(' ').append(BigDecimal.valueOf(cents, 2).toPlainString()).toString(); }
  static String moneySep(int cents, char cur) { return cur + BigDecimal.valueOf(cents, 2).toPlainString(); }
  static String moneyTwin(int cents) { return (cents < 0 ? "-" : "") + Math.abs(cents / 100) + "." + Math.abs(cents % 100); }
  static String label(int c) { return new StringBuilder("Total: ").append(BigDecimal.valueOf(c, 2).toPlainString()).toString(); }
  static String labelTwin(int c) { return "Total: " + BigDecimal.valueOf(c, 2).setScale(1, RoundingMode.DOWN); }
  static String third(int a) { return BigDecimal.valueOf(a).divide(BigDecimal.valueOf(3), 2, RoundingMode.HALF_UP).toString(); }
  static String exactBy(int a, int b) { return BigDecimal.valueOf(a).divide(BigDecimal.valueOf(b), 0, RoundingMode.UNNECESSARY).toString(); }
  static boolean plainIs(int c) { return c == -5 || c == 12345 || c == Integer.MIN_VALUE; }
  static boolean plainIsTwin(int c) { return c == -5 || c == 12345 || c == Integer.MIN_VALUE; }
}
