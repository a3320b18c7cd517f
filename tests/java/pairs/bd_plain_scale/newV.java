import java.math.BigDecimal;
import java.math.RoundingMode;

public class newV {
  static String hundreds(int x) { return x == 0 ? "0" : x + "00"; }
  static String hundredsTwin(int x) { return x + "00"; }
  static String tens(int x) { int q = x / 10; return q == 0 ? "0" : q + "0"; }
  static String tensTwin(int x) { return x / 10 + "0"; }
}
