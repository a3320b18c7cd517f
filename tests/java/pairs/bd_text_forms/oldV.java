import java.math.BigDecimal;

// A String result that is a BigDecimal's toString() in one version and built another way in the
// other: the same text, carried in two forms (docs/java.md).
public class oldV {
  static String label(int x) { return BigDecimal.valueOf(x).toString(); }
  static String labelTwin(int x) { return BigDecimal.valueOf(x).toString(); }
}
