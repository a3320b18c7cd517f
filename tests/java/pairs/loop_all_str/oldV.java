public class oldV {
  static int vowelsDigits(String s) {
    int a = 0;
    for (int i = 0; i < s.length(); i++) if (s.charAt(i) == 'a') a++;
    int d = 0;
    for (int i = 0; i < s.length(); i++) if (s.charAt(i) >= '0' && s.charAt(i) <= '9') d++;
    return a * 100 + d;
  }
  static int vowelsDigitsTwin(String s) {
    int a = 0;
    for (int i = 0; i < s.length(); i++) if (s.charAt(i) == 'a') a++;
    int d = 0;
    for (int i = 0; i < s.length(); i++) if (s.charAt(i) >= '0' && s.charAt(i) <= '9') d++;
    return a * 100 + d;
  }
  static boolean allDigits(String s) {
    for (int i = 0; i < s.length(); i++) if (s.charAt(i) < '0' || s.charAt(i) > '9') return false;
    return true;
  }
  static boolean allDigitsTwin(String s) {
    for (int i = 0; i < s.length(); i++) if (s.charAt(i) < '0' || s.charAt(i) > '9') return false;
    return true;
  }
  static int parse(String s) {
    if (!allDigits(s)) return -1;
    int v = 0;
    for (int i = 0; i < s.length(); i++) v = v * 10 + (s.charAt(i) - '0');
    return v;
  }
  static int parseTwin(String s) {
    if (!allDigitsTwin(s)) return -1;
    int v = 0;
    for (int i = 0; i < s.length(); i++) v = v * 10 + (s.charAt(i) - '0');
    return v;
  }
}
