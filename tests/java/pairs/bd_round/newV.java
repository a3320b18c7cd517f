import java.math.BigDecimal;
import java.math.RoundingMode;
public class newV {
  static String cents(int mills) { BigDecimal x = BigDecimal.valueOf(mills, 3); return x.add(new BigDecimal(x.signum() < 0 ? "-0.005" : "0.005")).setScale(2, RoundingMode.DOWN).toString(); }
  static String centsTwin(int mills) { return BigDecimal.valueOf(mills, 3).setScale(2, RoundingMode.HALF_EVEN).toString(); }
}
