// BigDecimal rounding: setScale and divide under every RoundingMode, exact divide, its ArithmeticExceptions
import java.math.BigDecimal;
import java.math.RoundingMode;
public class BigDec2 {
  //@ run modes 0
  static String modes(int k) {
    String[] vs = {"5.5", "2.5", "1.6", "1.1", "1.0", "-1.0", "-1.1", "-1.6", "-2.5", "-5.5", "0.05", "-0.051"};
    StringBuilder sb = new StringBuilder();
    for (RoundingMode m : new RoundingMode[] {RoundingMode.UP, RoundingMode.DOWN, RoundingMode.CEILING, RoundingMode.FLOOR, RoundingMode.HALF_UP, RoundingMode.HALF_DOWN, RoundingMode.HALF_EVEN}) {
      sb.append(m).append(':');
      for (String v : vs) sb.append(new BigDecimal(v).setScale(k, m)).append(',');
      sb.append(' ');
    }
    return sb.toString();
  }
  //@ run up 3
  static String up(int k) { return new BigDecimal("1.25").setScale(k, RoundingMode.HALF_UP) + " " + new BigDecimal("-7").setScale(-1, RoundingMode.HALF_EVEN) + " " + new BigDecimal("12.5").setScale(0, BigDecimal.ROUND_HALF_EVEN); }
  //@ run nec 1
  //@ run nec 3
  static String nec(int k) { return new BigDecimal("1.25").setScale(k).toString(); }
  //@ run unn 1
  static String unn(int k) { return new BigDecimal("1.25").setScale(k, RoundingMode.UNNECESSARY).toString(); }
  //@ run div 3
  //@ run div -7
  static String div(int k) {
    BigDecimal a = new BigDecimal("10.00"), b = new BigDecimal(k);
    return a.divide(b, 4, RoundingMode.HALF_UP) + " " + a.divide(b, RoundingMode.DOWN) + " " + a.divide(b, 0, RoundingMode.CEILING) + " " + a.divide(b, 2, BigDecimal.ROUND_FLOOR);
  }
  //@ run divzero 0
  static String divzero(int k) { return BigDecimal.ONE.divide(new BigDecimal(k), 2, RoundingMode.HALF_UP).toString(); }
  //@ run exact 4
  //@ run exact 3
  //@ run exact 0
  //@ run exact 80
  static String exact(int k) { return new BigDecimal("1.00").divide(new BigDecimal(k)).toString(); }
  //@ run undef 0
  static String undef(int k) { return BigDecimal.ZERO.divide(new BigDecimal(k)).toString(); }
  //@ run exact2 0
  static String exact2(int k) { return new BigDecimal("19").divide(new BigDecimal("0.5")) + " " + new BigDecimal("100").divide(new BigDecimal("4.0")) + " " + new BigDecimal("0.00").divide(new BigDecimal("7")) + " " + new BigDecimal("-3").divide(new BigDecimal("-0.125")); }
  //@ run names 0
  static String names(int k) { return RoundingMode.HALF_EVEN.name() + RoundingMode.DOWN.ordinal() + (RoundingMode.UP == RoundingMode.UP); }
}
