import java.math.BigDecimal;

public class oldV {
  static String quarter(long a) { return BigDecimal.valueOf(a, 2).divide(new BigDecimal("4")).toString(); }
  static String quarterTwin(long a) { return BigDecimal.valueOf(a, 2).divide(new BigDecimal("4")).toString(); }
  static String byNegative(long a) { return BigDecimal.valueOf(a, 1).divide(new BigDecimal("0.8").negate()).toString(); }
  static String third(long a) { return BigDecimal.valueOf(a, 2).divide(new BigDecimal("3")).toString(); }

}
