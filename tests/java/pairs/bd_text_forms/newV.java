import java.math.BigDecimal;

public class newV {
  static String label(int x) { return "" + x; }
  static String labelTwin(int x) { return x + ".0"; }
}
