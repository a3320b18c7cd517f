import java.math.BigDecimal;
import java.math.RoundingMode;

// BigDecimal.divide by a divisor the input gives, toPlainString (what COBOL translations use for money).
public class oldV {
  static long shareCents(int cents, int parts) { return BigDecimal.valueOf(cents).divide(BigDecimal.valueOf(parts), 0, RoundingMode.DOWN).longValue(); }
  static long shareCentsTwin(int cents, int parts) { return BigDecimal.valueOf(cents).divide(BigDecimal.valueOf(parts), 0, RoundingMode.FLOOR).longValue(); }
  static String avg(int sumCents, int n) { return BigDecimal.valueOf(sumCents, 2).divide(BigDecimal.valueOf(n), RoundingMode.HALF_EVEN).toString(); }
  static String avgTwin(int sumCents, int n) { return BigDecimal.valueOf(sumCents, 2).divide(BigDecimal.valueOf(n), RoundingMode.HALF_EVEN).toString(); }
  static String perUnit(int cents, int n) { if (n == 0) throw new ArithmeticException("/ by zero"); return BigDecimal.valueOf(cents, 2).divide(BigDecimal.valueOf(n), 3, RoundingMode.CEILING).toString(); }
  static String perUnitTwin(int cents, int n) { if (n == 0) throw new ArithmeticException("division by zero"); return BigDecimal.valueOf(cents, 2).divide(BigDecimal.valueOf(n), 3, RoundingMode.CEILING).toString(); }
  static String conv(int cents, int rate4) { return BigDecimal.valueOf(cents, 2).divide(BigDecimal.valueOf(rate4, 4), 2, RoundingMode.HALF_UP).toString(); }
  static String money(int cents, char cur) { return cur + " " + BigDecimal.valueOf(cents, 2).toPlainString(); }
  static String moneySep(int cents, char cur) { return cur + " " + BigDecimal.valueOf(cents, 2).toPlainString(); }
  static String moneyTwin(int cents) { return BigDecimal.valueOf(cents, 2).toPlainString(); }
  static String label(int c) { return "Total: " + BigDecimal.valueOf(c, 2); }
  static String labelTwin(int c) { return "Total: " + BigDecimal.valueOf(c, 2); }
  static String third(int a) { return BigDecimal.valueOf(a).divide(BigDecimal.valueOf(3)).toString(); }
  static String exactBy(int a, int b) { return BigDecimal.valueOf(a).divide(BigDecimal.valueOf(b)).toString(); }
  static boolean plainIs(int c) { String t = BigDecimal.valueOf(c, 2).toPlainString(); return t.equals("-0.05") || t.equals("123.45") || t.equals("-21474836.48"); }
  static boolean plainIsTwin(int c) { String t = BigDecimal.valueOf(c, 2).toPlainString(); return t.equals("-0.05") || t.equals("123.45"); }
}
