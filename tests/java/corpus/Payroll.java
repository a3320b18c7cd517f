// a COBOL-style payroll step: fixed-width employee records cut by substring, hours and rates as
// BigDecimal, overtime at 1.5, tax rounded HALF_UP to cents, a report line padded like a PIC field
import java.math.BigDecimal;
import java.math.RoundingMode;
public class Payroll {
  static final String[] RECS = {
    "0001SMITH     040001850", "0002JONES     052502125", "0003LEE       000000900", "0004BROWN     061000000"};
  static String pad(String s, int w) { StringBuilder b = new StringBuilder(s); while (b.length() < w) b.append(' '); return b.toString(); }
  static String zeros(long v, int w) { String s = Long.toString(v); while (s.length() < w) s = "0" + s; return s; }
  static BigDecimal gross(String rec) {
    BigDecimal hours = new BigDecimal(Integer.parseInt(rec.substring(14, 18))).movePointLeft(1);
    BigDecimal rate = BigDecimal.valueOf(Integer.parseInt(rec.substring(18, 23)), 2);
    BigDecimal forty = new BigDecimal("40.0");
    if (hours.compareTo(forty) <= 0) return hours.multiply(rate).setScale(2, RoundingMode.HALF_UP);
    BigDecimal over = hours.subtract(forty).multiply(rate).multiply(new BigDecimal("1.5"));
    return forty.multiply(rate).add(over).setScale(2, RoundingMode.HALF_UP);
  }
  //@ run line 0
  //@ run line 1
  //@ run line 2
  //@ run line 3
  //@ run line 4
  static String line(int k) {
    String rec = RECS[k];
    BigDecimal g = gross(rec);
    BigDecimal tax = g.multiply(new BigDecimal("0.215")).setScale(2, RoundingMode.HALF_UP);
    return rec.substring(0, 4) + " " + pad(rec.substring(4, 14).trim(), 12) + zeros(g.movePointRight(2).longValueExact(), 8) + " " + g.subtract(tax);
  }
  //@ run run 0
  static void run(int k) {
    BigDecimal total = BigDecimal.ZERO;
    for (int i = 0; i < RECS.length; i++) {
      System.out.println(line(i));
      total = total.add(gross(RECS[i]));
    }
    System.out.println("TOTAL " + total + " scale " + total.scale());
  }
}
