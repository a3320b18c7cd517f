public class newV {
  static int countChar(String s, char c) { int n = 0; int i = 0; while (i < s.length()) { if (c == s.charAt(i)) n = n + 1; i++; } return n; }
  // wrong twin: a unit 'x' at index 30 counted whatever c is
  static int countCharTwin(String s, char c) {
    int n = 0;
    for (int i = 0; i < s.length(); i++)
      if (s.charAt(i) == c || (i == 30 && s.charAt(i) == 'x')) n++;
    return n;
  }
  // Character.isDigit is wider than '0'..'9' (other Unicode digits): written as the same range
  static int digits(String s) {
    int v = 0;
    int i = 0;
    while (i < s.length()) {
      int d = s.charAt(i) - '0';
      if (d < 0 || d > 9) return -1;
      v = 10 * v + d;
      i++;
    }
    return v;
  }
  // wrong twin: ':' (one past '9') taken as a digit
  static int digitsTwin(String s) {
    int v = 0;
    for (int i = 0; i < s.length(); i++) {
      int d = s.charAt(i) - '0';
      if (d < 0 || d > 10) return -1;
      v = 10 * v + d;
    }
    return v;
  }
  // the flag set from the comparison and tested first in a while's condition
  static boolean has(String s, char c) {
    boolean found = false;
    int i = 0;
    while (!found && i < s.length()) { found = s.charAt(i) == c; i++; }
    return found;
  }
}
