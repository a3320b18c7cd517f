import java.math.BigDecimal;
import java.math.RoundingMode;
public class oldV {
  static String interest(int cents) { BigDecimal p = BigDecimal.valueOf(cents, 2); return p.multiply(new BigDecimal("0.05")).setScale(2, RoundingMode.HALF_EVEN).toString(); }
  static String interestTwin(int cents) { BigDecimal p = BigDecimal.valueOf(cents, 2); return p.multiply(new BigDecimal("0.05")).setScale(2, RoundingMode.HALF_EVEN).toString(); }
}
