import java.math.BigDecimal;

public class oldV {
  static int cmp(int a, byte b, int c) { return BigDecimal.valueOf(a, 1).divide(BigDecimal.valueOf(b)).compareTo(BigDecimal.valueOf(c)); }
  static int cmpTwin(int a, byte b, int c) { if (b == 0) return 0; return BigDecimal.valueOf(a, 1).divide(BigDecimal.valueOf(b)).compareTo(BigDecimal.valueOf(c)); }
  static String plus0(int a, byte b) { return BigDecimal.valueOf(a, 1).divide(BigDecimal.valueOf(b)).toString(); }
  static String plus0Twin(int a, byte b) { return BigDecimal.valueOf(a).divide(BigDecimal.valueOf(b, 2)).toString(); }
  static String ratioTwin(int a, byte b) { if (b == 0) return ""; return BigDecimal.valueOf(a, 1).divide(BigDecimal.valueOf(b)).toString(); }
}
