import java.math.BigDecimal;
import java.math.RoundingMode;

public class newV {
  static String total(int a, int b) { return BigDecimal.valueOf((long) a + b, 2).toString(); }
  static String totalTwin(int a, int b) { return BigDecimal.valueOf(a + b, 2).toString(); }
  static String diff(int a, int b) { return BigDecimal.valueOf(a, 2).add(BigDecimal.valueOf(b, 2).negate()).toString(); }
  static String diffTwin(int a, int b) { return BigDecimal.valueOf(a, 2).add(BigDecimal.valueOf(b, 2).abs().negate()).toString(); }
  static int units(int cents) { return cents / 100; }
  static int unitsTwin(int cents) { return Math.floorDiv(cents, 100); }
  static boolean positive(int c) { return BigDecimal.valueOf(c, 2).compareTo(BigDecimal.ZERO) > 0; }
  static boolean positiveTwin(int c) { return BigDecimal.valueOf(c, 2).compareTo(BigDecimal.ONE) > 0; }
  static boolean same(int a, int b) { return BigDecimal.valueOf(a, 2).compareTo(BigDecimal.valueOf(b, 2)) == 0; }
  static boolean sameTwin(int a, int b) { return BigDecimal.valueOf(a, 2).equals(BigDecimal.valueOf(b * 10L, 3)); }
  static String floorCents(int mills) { return BigDecimal.valueOf(Math.floorDiv(mills, 10), 2).toString(); }
  static String floorCentsTwin(int mills) { return BigDecimal.valueOf(mills / 10, 2).toString(); }
  static String fee(int cents) { return BigDecimal.valueOf(cents * 15L, 4).setScale(2, RoundingMode.HALF_UP).toString(); }
  static String feeTwin(int cents) { return BigDecimal.valueOf(cents, 2).multiply(new BigDecimal("0.15")).setScale(2, RoundingMode.HALF_EVEN).toString(); }
  static String exact(int cents) { return BigDecimal.valueOf(cents * 10L, 3).toString(); }
  static String quarter(int c) { return BigDecimal.valueOf(c / 4, 2).toString(); }
  static String quarterTwin(int c) { return BigDecimal.valueOf(c, 2).divide(new BigDecimal(4), RoundingMode.FLOOR).toString(); }
  static int byZero(int c) { return c / 0; }
  static int byZeroTwin(int c) { return Integer.signum(c); }
  static String negDiv(int c) { return BigDecimal.valueOf(-(long) c, 2).divide(BigDecimal.valueOf(4), 2, RoundingMode.HALF_UP).toString(); }
  static String negDivTwin(int c) { return BigDecimal.valueOf(-c, 2).divide(BigDecimal.valueOf(4), 2, RoundingMode.HALF_UP).toString(); }
  static String rescale(int mills) { return BigDecimal.valueOf(mills, 3).setScale(2).toString(); }
}
