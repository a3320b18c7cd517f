// BigDecimal.setScale under every RoundingMode on positive, negative, tie and non-tie values, and
// UNNECESSARY's ArithmeticException; divide with a scale; compareTo against equals
import java.math.BigDecimal;
import java.math.RoundingMode;
public class Rounding {
  static final String[] VALS = {"5.5", "2.5", "1.6", "1.1", "1.0", "-1.0", "-1.1", "-1.6", "-2.5", "-5.5", "0.005", "-0.015", "123.4550"};
  //@ run table 0
  //@ run table 1
  //@ run table 2
  static void table(int scale) {
    for (RoundingMode m : RoundingMode.values()) {
      if (m == RoundingMode.UNNECESSARY) continue;
      StringBuilder sb = new StringBuilder(m.name());
      for (String v : VALS) sb.append(' ').append(new BigDecimal(v).setScale(scale, m));
      System.out.println(sb);
    }
  }
  //@ run unnecessary 1
  //@ run unnecessary 3
  static String unnecessary(int s) { return new BigDecimal("12.345").setScale(s, RoundingMode.UNNECESSARY).toString(); }
  //@ run div 2
  //@ run div 0
  //@ run div 5
  static String div(int s) {
    BigDecimal a = new BigDecimal("10"), b = new BigDecimal("3");
    return a.divide(b, s, RoundingMode.HALF_EVEN) + " " + a.negate().divide(b, s, RoundingMode.CEILING) + " " + a.divide(b.negate(), s, RoundingMode.FLOOR);
  }
  //@ run divzero 1
  static String divzero(int s) { return BigDecimal.ONE.divide(BigDecimal.ZERO, s, RoundingMode.HALF_UP).toString(); }
  //@ run cmp 0
  static String cmp(int k) {
    BigDecimal a = new BigDecimal("2.0"), b = new BigDecimal("2.00");
    return a.equals(b) + " " + a.compareTo(b) + " " + a.stripTrailingZeros().equals(b.stripTrailingZeros()) + " " + a.max(b).scale() + " " + a.hashCode() + " " + b.hashCode();
  }
  //@ run exact 2
  //@ run exact 7
  static String exact(int k) { BigDecimal x = new BigDecimal("1.25"); return x.multiply(x).setScale(k, RoundingMode.HALF_DOWN) + " " + x.precision() + " " + x.multiply(x).precision(); }
}
