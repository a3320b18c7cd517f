import java.math.BigDecimal;
import java.math.RoundingMode;

// BigDecimal.toPlainString of a negative scale: the digits, then -scale zeros; zero is "0".
public class oldV {
  static String hundreds(int x) { return BigDecimal.valueOf(x, -2).toPlainString(); }
  static String hundredsTwin(int x) { return BigDecimal.valueOf(x, -2).toPlainString(); }
  static String tens(int x) { return BigDecimal.valueOf(x).setScale(-1, RoundingMode.DOWN).toPlainString(); }
  static String tensTwin(int x) { return BigDecimal.valueOf(x).setScale(-1, RoundingMode.DOWN).toPlainString(); }
}
