// check digits as batch validation code computes them: Luhn, ISBN-10 (X for 10), IBAN-style mod 97
// over a digit string built from letters, and a weighted mod-11 account check
public class Checksum {
  static boolean luhn(String s) {
    int sum = 0; boolean dbl = false;
    for (int i = s.length() - 1; i >= 0; i--) {
      int d = s.charAt(i) - '0';
      if (d < 0 || d > 9) throw new IllegalArgumentException("not a digit at " + i + ": " + s.charAt(i));
      if (dbl) { d *= 2; if (d > 9) d -= 9; }
      sum += d; dbl = !dbl;
    }
    return sum % 10 == 0;
  }
  //@ run luhnOk 0
  //@ run luhnOk 1
  //@ run luhnOk 2
  static boolean luhnOk(int k) { return luhn(k == 0 ? "79927398713" : k == 1 ? "79927398710" : "7992-7398"); }
  static char isbn10(String nine) { int s = 0; for (int i = 0; i < 9; i++) s += (10 - i) * (nine.charAt(i) - '0'); int c = (11 - s % 11) % 11; return c == 10 ? 'X' : (char) ('0' + c); }
  //@ run isbn 0
  static String isbn(int k) { return "" + isbn10("030640615") + isbn10("000000000") + isbn10("123456789") + isbn10("999999999"); }
  static int mod97(String iban) {
    String r = iban.substring(4) + iban.substring(0, 4);
    StringBuilder digits = new StringBuilder();
    for (int i = 0; i < r.length(); i++) { char c = r.charAt(i); if (Character.isLetter(c)) digits.append(c - 'A' + 10); else digits.append(c); }
    int rem = 0;
    for (int i = 0; i < digits.length(); i++) rem = (rem * 10 + (digits.charAt(i) - '0')) % 97;
    return rem;
  }
  //@ run iban 0
  //@ run iban 1
  static int iban(int k) { return mod97(k == 0 ? "GB82WEST12345698765432" : "DE89370400440532013000"); }
  //@ run acct 12345678
  //@ run acct 99999999
  //@ run acct 10
  static int acct(int n) { int[] w = {2, 7, 6, 5, 4, 3, 2}; int s = 0; int x = n / 10; for (int i = 6; i >= 0; i--) { s += (x % 10) * w[i]; x /= 10; } int c = 11 - s % 11; if (c == 11) c = 0; return c == 10 ? -1 : (c == n % 10 ? 1 : 0); }
}
