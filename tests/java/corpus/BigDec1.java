// java.math.BigDecimal: add/subtract at the larger scale, multiply at the sum, compareTo vs equals, toString
import java.math.BigDecimal;
public class BigDec1 {
  //@ run arith 3
  //@ run arith -250
  static String arith(int k) {
    BigDecimal a = new BigDecimal("12.345"), b = BigDecimal.valueOf(k, 1), c = new BigDecimal(k);
    return a.add(b) + " " + a.subtract(b) + " " + a.multiply(b) + " " + b.multiply(c) + " " + a.negate() + " " + b.abs() + " " + c.signum() + " " + a.scale() + " " + a.precision();
  }
  //@ run cmp 0
  static String cmp(int k) {
    BigDecimal x = new BigDecimal("1.0"), y = new BigDecimal("1.00");
    return x.equals(y) + " " + x.compareTo(y) + " " + x.compareTo(BigDecimal.TEN) + " " + BigDecimal.ONE.compareTo(BigDecimal.ZERO) + " " + x.hashCode() + " " + y.hashCode() + " " + x.max(y) + " " + y.min(x) + " " + new BigDecimal("-7.5").hashCode();
  }
  //@ run text 0
  static String text(int k) {
    String[] in = {"0.0000001", "1E+3", "-0.00", "1.5e-10", "123456789.000", "0.000001", "1E-7", "-12E2", "0E+5", "3.14159E2", "+5"};
    StringBuilder sb = new StringBuilder();
    for (String s : in) { BigDecimal d = new BigDecimal(s); sb.append(d).append('/').append(d.toPlainString()).append('/').append(d.scale()).append(' '); }
    sb.append(BigDecimal.valueOf(123, -2)).append(' ').append(BigDecimal.valueOf(-5, 3));
    return sb.toString();
  }
  //@ run big 30
  static String big(int k) { BigDecimal f = BigDecimal.ONE; for (int i = 1; i <= k; i++) f = f.multiply(new BigDecimal(i)); return f + " " + f.precision() + " " + f.intValue() + " " + f.longValue() + " " + f.hashCode(); }
  //@ run dbl 0
  static String dbl(int k) { return new BigDecimal(0.1) + " " + new BigDecimal(2.0) + " " + new BigDecimal(-1.5) + " " + new BigDecimal(1e20) + " " + new BigDecimal(0.0); }
  //@ run strip 0
  static String strip(int k) { return new BigDecimal("100.0100").stripTrailingZeros() + " " + new BigDecimal("1200").stripTrailingZeros() + " " + new BigDecimal("0.000").stripTrailingZeros() + " " + new BigDecimal("-12.345").intValue(); }
  //@ run nulladd 0
  static String nulladd(int k) { BigDecimal n = null; return BigDecimal.ONE.add(n).toString(); }
}
