import java.math.BigDecimal;
import java.math.RoundingMode;
public class oldV {
  static String cents(int mills) { return BigDecimal.valueOf(mills, 3).setScale(2, RoundingMode.HALF_UP).toString(); }
  static String centsTwin(int mills) { return BigDecimal.valueOf(mills, 3).setScale(2, RoundingMode.HALF_UP).toString(); }
}
