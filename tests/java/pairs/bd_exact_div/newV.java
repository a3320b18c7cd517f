import java.math.BigDecimal;
import java.math.RoundingMode;

public class newV {
  // halved twice: the same value, and the same scale (the least from the preferred one up)
  static String quarter(long a) { return BigDecimal.valueOf(a, 2).divide(new BigDecimal("2")).divide(BigDecimal.valueOf(2)).toString(); }
  // wrong twin: multiply keeps both scales (2 + 2)
  static String quarterTwin(long a) { return BigDecimal.valueOf(a, 2).multiply(new BigDecimal("0.25")).toString(); }
  // by the positive divisor, then negated
  static String byNegative(long a) { return BigDecimal.valueOf(a, 1).divide(new BigDecimal("0.8")).negate().toString(); }
  // wrong twin: to scale 2 with UNNECESSARY: another exception where the quotient does not terminate
  static String third(long a) { return BigDecimal.valueOf(a, 2).divide(new BigDecimal("3"), 2, RoundingMode.UNNECESSARY).toString(); }
}
