// loan amortisation in BigDecimal as a translated COBOL program computes it: monthly rate at scale
// 10, payment rounded to cents, a schedule whose last payment takes the rest; abs/negate/signum
import java.math.BigDecimal;
import java.math.RoundingMode;
public class Interest {
  static BigDecimal pow(BigDecimal x, int n) { BigDecimal r = BigDecimal.ONE; for (int i = 0; i < n; i++) r = r.multiply(x).setScale(12, RoundingMode.HALF_EVEN); return r; }
  //@ run schedule 6
  //@ run schedule 12
  static void schedule(int months) {
    BigDecimal principal = new BigDecimal("5000.00");
    BigDecimal rate = new BigDecimal("0.069").divide(new BigDecimal(12), 10, RoundingMode.HALF_UP);
    BigDecimal f = pow(BigDecimal.ONE.add(rate), months);
    BigDecimal pay = principal.multiply(rate).multiply(f).divide(f.subtract(BigDecimal.ONE), 2, RoundingMode.HALF_UP);
    BigDecimal bal = principal;
    for (int m = 1; m <= months; m++) {
      BigDecimal in = bal.multiply(rate).setScale(2, RoundingMode.HALF_EVEN);
      BigDecimal p = m == months ? bal.add(in) : pay;
      bal = bal.add(in).subtract(p);
      System.out.println(m + " " + p + " " + in + " " + bal);
    }
    System.out.println("end " + bal.signum() + " " + bal.abs() + " " + bal.negate());
  }
  //@ run compound 3
  //@ run compound 10
  static String compound(int years) { BigDecimal a = new BigDecimal("100"); for (int i = 0; i < years; i++) a = a.add(a.multiply(new BigDecimal("0.05"))).setScale(2, RoundingMode.DOWN); return a.toPlainString() + " " + a.intValue() + " " + a.longValue(); }
  //@ run minmax 0
  static String minmax(int k) { BigDecimal x = new BigDecimal("-3.50"), y = new BigDecimal("-3.5"); return x.min(y) + " " + x.max(y) + " " + y.min(x) + " " + x.abs().add(y) + " " + BigDecimal.valueOf(25, 1).multiply(BigDecimal.TEN); }
}
