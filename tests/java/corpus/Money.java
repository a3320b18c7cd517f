// a ledger in BigDecimal (the type COBOL translations use): interest, tax and totals rounded to cents
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.*;
public class Money {
  static BigDecimal cents(BigDecimal x) { return x.setScale(2, RoundingMode.HALF_EVEN); }
  //@ run ledger 5
  //@ run ledger 12
  static String ledger(int months) {
    BigDecimal bal = new BigDecimal("1000.00"), rate = new BigDecimal("0.0425"), twelve = new BigDecimal(12);
    List<BigDecimal> hist = new ArrayList<>();
    for (int i = 0; i < months; i++) {
      BigDecimal interest = cents(bal.multiply(rate).divide(twelve, 10, RoundingMode.HALF_UP));
      bal = bal.add(interest).subtract(new BigDecimal("50"));
      hist.add(bal);
    }
    BigDecimal total = BigDecimal.ZERO;
    for (BigDecimal b : hist) total = total.add(b);
    return bal + " avg " + total.divide(new BigDecimal(months), 2, RoundingMode.HALF_UP) + " " + hist;
  }
  //@ run tax 1999
  //@ run tax 5
  static void tax(int price) {
    BigDecimal p = BigDecimal.valueOf(price, 2);
    BigDecimal vat = p.multiply(new BigDecimal("0.19")).setScale(2, RoundingMode.HALF_UP);
    System.out.println("net " + p + " vat " + vat + " gross " + p.add(vat));
    if (vat.compareTo(BigDecimal.ONE) < 0) System.out.println("small");
  }
  //@ run split 100
  //@ run split 7
  static String split(int amount) {
    BigDecimal a = new BigDecimal(amount), part = a.divide(new BigDecimal(3), 2, RoundingMode.DOWN);
    BigDecimal rest = a.subtract(part.multiply(new BigDecimal(2)));
    return part + "+" + part + "+" + rest + "=" + part.add(part).add(rest).setScale(0, RoundingMode.UNNECESSARY);
  }
}
