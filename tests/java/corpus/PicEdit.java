// COBOL PICTURE editing done by hand, as translated programs do: ZZZ,ZZ9.99- (zero suppression,
// thousands separators, a trailing sign), check protection with '*', and a signed DISPLAY field
public class PicEdit {
  static String edit(long cents, boolean stars) {
    boolean neg = cents < 0;
    long v = Math.abs(cents);
    String digits = Long.toString(v);
    while (digits.length() < 9) digits = "0" + digits;
    StringBuilder sb = new StringBuilder();
    boolean lead = true;
    for (int i = 0; i < 7; i++) {
      char c = digits.charAt(i);
      if (i == 1 || i == 4) sb.append(lead ? (stars ? '*' : ' ') : ',');
      if (lead && c == '0' && i < 6) sb.append(stars ? '*' : ' ');
      else { lead = false; sb.append(c); }
    }
    sb.append('.').append(digits, 7, 9).append(neg ? '-' : ' ');
    return sb.toString();
  }
  //@ run pic 0
  //@ run pic 5
  //@ run pic -123456
  //@ run pic 123456789
  //@ run pic -100
  static String pic(int c) { return "[" + edit(c, false) + "][" + edit(c, true) + "]"; }
  // S9(5) DISPLAY: the sign overpunched on the last digit ({ABCDEFGHI for +, }JKLMNOPQR for -)
  static String overpunch(int v) {
    String d = Integer.toString(Math.abs(v % 100000));
    while (d.length() < 5) d = "0" + d;
    char last = d.charAt(4);
    char p = v < 0 ? (last == '0' ? '}' : (char) ('J' + (last - '1'))) : (last == '0' ? '{' : (char) ('A' + (last - '1')));
    return d.substring(0, 4) + p;
  }
  //@ run punch 1234
  //@ run punch -1230
  //@ run punch -99999
  //@ run punch 123457
  static String punch(int v) { return overpunch(v); }
  static int unpunch(String s) {
    int n = 0;
    for (int i = 0; i < s.length() - 1; i++) n = n * 10 + (s.charAt(i) - '0');
    char p = s.charAt(s.length() - 1);
    if (p == '{') return n * 10;
    if (p == '}') return -n * 10;
    if (p >= 'A' && p <= 'I') return n * 10 + (p - 'A' + 1);
    if (p >= 'J' && p <= 'R') return -(n * 10 + (p - 'J' + 1));
    throw new NumberFormatException("bad sign nibble: " + p);
  }
  //@ run roundtrip 1234
  //@ run roundtrip -4321
  //@ run roundtrip 0
  static int roundtrip(int v) { return unpunch(overpunch(v)); }
  //@ run bad 0
  static int bad(int v) { return unpunch("0012X"); }
}
