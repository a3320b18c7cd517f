import java.math.BigDecimal;
import java.math.RoundingMode;
public class newV {
  static boolean same(int a, int b) { return a == b; }
  static boolean sameTwin(int a, int b) { return BigDecimal.valueOf(a, 2).equals(BigDecimal.valueOf(b, 1)); }
}
