import java.math.BigDecimal;
import java.math.RoundingMode;

public class newV {
  // compareTo against the sign of the difference (BigDecimal.compareTo's Javadoc: by value)
  static int cmp(int a, byte b, int c) { return BigDecimal.valueOf(a, 1).divide(BigDecimal.valueOf(b)).subtract(BigDecimal.valueOf(c)).signum(); }
  // wrong twin: the quotient cut to scale 0 first: 1.5 / 1 compared with 1 gives 1, not 0
  static int cmpTwin(int a, byte b, int c) { if (b == 0) return 0; return BigDecimal.valueOf(a, 1).divide(BigDecimal.valueOf(b), 0, RoundingMode.DOWN).compareTo(BigDecimal.valueOf(c)); }
  // + 0 (scale 0): the sum's scale is max(scale, 0), and the quotient's is at least 1 - 0 here
  static String plus0(int a, byte b) { return BigDecimal.valueOf(a, 1).divide(BigDecimal.valueOf(b)).add(BigDecimal.ZERO).toString(); }
  // wrong twin: the preferred scale is 0 - 2 here: "1E+2" + 0 is "100"
  static String plus0Twin(int a, byte b) { return BigDecimal.valueOf(a).divide(BigDecimal.valueOf(b, 2)).add(BigDecimal.ZERO).toString(); }
  // wrong twin: to a fixed scale of 3 (rounded): 1.0 / 2 gives "0.500", not "0.5"
  static String ratioTwin(int a, byte b) { if (b == 0) return ""; return BigDecimal.valueOf(a, 1).divide(BigDecimal.valueOf(b), 3, RoundingMode.HALF_UP).toString(); }
}
