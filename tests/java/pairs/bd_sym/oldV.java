import java.math.BigDecimal;
import java.math.RoundingMode;

// BigDecimal refactorings the symbolic executor follows (values as unscaled integer and scale).
public class oldV {
  static String total(int a, int b) { return BigDecimal.valueOf(a, 2).add(BigDecimal.valueOf(b, 2)).toString(); }
  static String totalTwin(int a, int b) { return BigDecimal.valueOf(a, 2).add(BigDecimal.valueOf(b, 2)).toString(); }
  static String diff(int a, int b) { return BigDecimal.valueOf(a, 2).subtract(BigDecimal.valueOf(b, 2)).toString(); }
  static String diffTwin(int a, int b) { return BigDecimal.valueOf(a, 2).subtract(BigDecimal.valueOf(b, 2)).toString(); }
  static int units(int cents) { return BigDecimal.valueOf(cents, 2).intValue(); }
  static int unitsTwin(int cents) { return BigDecimal.valueOf(cents, 2).intValue(); }
  static boolean positive(int c) { return BigDecimal.valueOf(c, 2).signum() > 0; }
  static boolean positiveTwin(int c) { return BigDecimal.valueOf(c, 2).signum() > 0; }
  static boolean same(int a, int b) { return BigDecimal.valueOf(a, 2).equals(BigDecimal.valueOf(b, 2)); }
  static boolean sameTwin(int a, int b) { return BigDecimal.valueOf(a, 2).equals(BigDecimal.valueOf(b, 2)); }
  static String floorCents(int mills) { return BigDecimal.valueOf(mills, 3).setScale(2, RoundingMode.FLOOR).toString(); }
  static String floorCentsTwin(int mills) { return BigDecimal.valueOf(mills, 3).setScale(2, RoundingMode.FLOOR).toString(); }
  static String fee(int cents) { return BigDecimal.valueOf(cents, 2).multiply(new BigDecimal("0.15")).setScale(2, RoundingMode.HALF_UP).toString(); }
  static String feeTwin(int cents) { return BigDecimal.valueOf(cents, 2).multiply(new BigDecimal("0.15")).setScale(2, RoundingMode.HALF_UP).toString(); }
  static String exact(int cents) { return BigDecimal.valueOf(cents, 2).setScale(3).toString(); }
  static String quarter(int c) { return BigDecimal.valueOf(c, 2).divide(new BigDecimal(4), RoundingMode.DOWN).toString(); }
  static String quarterTwin(int c) { return BigDecimal.valueOf(c, 2).divide(new BigDecimal(4), RoundingMode.DOWN).toString(); }
  static int byZero(int c) { return BigDecimal.valueOf(c, 2).divide(BigDecimal.ZERO, RoundingMode.UP).signum(); }
  static int byZeroTwin(int c) { return BigDecimal.valueOf(c, 2).divide(BigDecimal.ZERO, RoundingMode.UP).signum(); }
  static String negDiv(int c) { return BigDecimal.valueOf(c, 2).divide(BigDecimal.valueOf(-4), 2, RoundingMode.HALF_UP).toString(); }
  static String negDivTwin(int c) { return BigDecimal.valueOf(c, 2).divide(BigDecimal.valueOf(-4), 2, RoundingMode.HALF_UP).toString(); }
  static String rescale(int mills) { return BigDecimal.valueOf(mills, 3).setScale(2, RoundingMode.DOWN).toString(); }
}
