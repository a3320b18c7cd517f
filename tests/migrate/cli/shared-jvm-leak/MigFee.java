// NOT a seeded bug: MIGFEE's correct translation, plus state kept outside its classes (a system
// property) that changes what a second run in the same JVM prints. Run as a program, each run its
// own JVM, it is correct. It is the wrong twin of equiv migrate's shared JVM (orch_mig_jvm.h): a
// difference only the shared JVM shows must not become behaviour_changed (tests/migrate/cli.py).
//
// MIGFEE in Java: a fee per transaction record (1.5% for preferred, 2.5% otherwise), rounded
// half away from zero to the cent as COBOL's ROUNDED (RoundingMode.HALF_UP on BigDecimal), one
// output record per input record, then the count and the total.
// Usage: java MigFee TRANIN FEEOUT (Latin-1 line files).
import java.io.IOException;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

public final class MigFee {
  private static final BigDecimal PREFERRED = new BigDecimal("0.015");
  private static final BigDecimal STANDARD = new BigDecimal("0.025");
  // WS-TOTAL S9(9)V99 holds less than this: a sum keeps its remainder (sign kept, zero positive)
  private static final BigDecimal WS_TOTAL_LIMIT = new BigDecimal("1000000000.00");

  /** A zoned decimal's characters (sign overpunched in the last one) at the given scale. */
  static BigDecimal zoned(String s, int scale) {
    StringBuilder digits = new StringBuilder();
    boolean negative = false;
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      boolean last = i == s.length() - 1;
      if (c >= '0' && c <= '9') digits.append(c);
      else if (last && c == '{') digits.append('0');
      else if (last && c >= 'A' && c <= 'I') digits.append((char) ('1' + (c - 'A')));
      else if (last && c == '}') { digits.append('0'); negative = true; }
      else if (last && c >= 'J' && c <= 'R') { digits.append((char) ('1' + (c - 'J'))); negative = true; }
      else throw new IllegalArgumentException("not a zoned decimal: " + s);
    }
    BigDecimal v = new BigDecimal(new java.math.BigInteger(digits.toString()), scale);
    return negative ? v.negate() : v;
  }

  /** v (scale 2) as n zoned characters, sign overpunched. */
  static String toZoned(BigDecimal v, int n) {
    String digits = v.unscaledValue().abs().toString();
    StringBuilder s = new StringBuilder();
    for (int i = digits.length(); i < n; i++) s.append('0');
    s.append(digits);
    int last = s.charAt(n - 1) - '0';
    boolean negative = v.signum() < 0;
    s.setCharAt(n - 1, last == 0 ? (negative ? '}' : '{') : (char) ((negative ? 'J' : 'A') + last - 1));
    return s.toString();
  }

  public static void main(String[] args) throws IOException {
    // An absent TRANIN: COBOL's OPEN gives status 35 and the program goes on (FILE STATUS is
    // declared), its first READ fails, so no record is read: the same as an empty file.
    Path in = Path.of(args[0]);
    List<String> lines = Files.exists(in) ? Files.readAllLines(in, StandardCharsets.ISO_8859_1) : List.of();
    StringBuilder out = new StringBuilder();
    BigDecimal total = BigDecimal.ZERO.setScale(2);
    int count = 0;
    for (String rec : lines) {
      if (rec.isEmpty()) continue;
      BigDecimal amount = zoned(rec.substring(4, 11), 2);
      BigDecimal rate = rec.charAt(11) == 'P' ? PREFERRED : STANDARD;
      BigDecimal fee = amount.multiply(rate).setScale(2, RoundingMode.HALF_UP);
      out.append(rec, 0, 4).append(toZoned(fee, 9)).append("   \n");
      // WS-TOTAL is S9(9)V99: ADD without ON SIZE ERROR keeps its low 11 digits
      total = total.add(fee).remainder(WS_TOTAL_LIMIT);
      count++;
    }
    Files.write(Path.of(args[1]), out.toString().getBytes(StandardCharsets.ISO_8859_1));
    if (System.getProperty("migfee.ran") != null) System.out.println("AGAIN");
    System.setProperty("migfee.ran", "yes");
    System.out.printf("RECORDS %05d%n", count % 100000);
    String t = total.unscaledValue().abs().toString();
    System.out.println("TOTAL FEE " + (total.signum() < 0 ? "-" : "+") + "0".repeat(11 - t.length()) + t);
  }
}
