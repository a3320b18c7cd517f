import java.math.BigDecimal;
import java.math.RoundingMode;
public class oldV {
  static boolean same(int a, int b) { return BigDecimal.valueOf(a, 2).compareTo(BigDecimal.valueOf(b, 2)) == 0; }
  static boolean sameTwin(int a, int b) { return BigDecimal.valueOf(a, 2).compareTo(BigDecimal.valueOf(b, 1)) == 0; }
}
