public class newV {
  // the counts by while loops, the char range tested the other way round
  static int vowelsDigits(String s) {
    int a = 0, i = 0;
    while (i < s.length()) { if ('a' == s.charAt(i)) a += 1; i++; }
    int d = 0, j = 0;
    while (j < s.length()) { char ch = s.charAt(j++); if (!(ch < '0' || ch > '9')) d++; }
    return d + 100 * a;
  }
  // wrong twin: 10 for 100 (ten digits count as one 'a')
  static int vowelsDigitsTwin(String s) {
    int a = 0, i = 0;
    while (i < s.length()) { if ('a' == s.charAt(i)) a += 1; i++; }
    int d = 0, j = 0;
    while (j < s.length()) { char ch = s.charAt(j++); if (!(ch < '0' || ch > '9')) d++; }
    return d + 10 * a;
  }
  // a flag and a break against a return from the loop
  static boolean allDigits(String s) {
    boolean ok = true;
    for (int i = 0; i < s.length(); i++) {
      char ch = s.charAt(i);
      if (ch < '0' || ch > '9') { ok = false; break; }
    }
    return ok;
  }
  static boolean allDigitsTwin(String s) {
    boolean ok = true;
    for (int i = 0; i < s.length(); i++) {
      char ch = s.charAt(i);
      if (ch < '0' || ch >= '9') { ok = false; break; }
    }
    return ok;
  }
  // the helper's loop and the unit's: 10 * v + ch - 48 is v * 10 + (ch - '0') in int arithmetic
  static int parse(String s) {
    if (!allDigits(s)) return -1;
    int v = 0;
    for (int i = 0; i < s.length(); i++) v = 10 * v + s.charAt(i) - 48;
    return v;
  }
  // wrong twin: the helper refuses '9'
  static int parseTwin(String s) {
    if (!allDigitsTwin(s)) return -1;
    int v = 0;
    for (int i = 0; i < s.length(); i++) v = 10 * v + s.charAt(i) - 48;
    return v;
  }
}
