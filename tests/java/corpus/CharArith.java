// char arithmetic: Caesar shifts, digit values, case folding by offsets, char in switch and as index
public class CharArith {
  static String caesar(String s, int k) {
    char[] out = new char[s.length()];
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c >= 'a' && c <= 'z') c = (char) ('a' + (c - 'a' + k % 26 + 26) % 26);
      else if (c >= 'A' && c <= 'Z') c = (char) ('A' + (c - 'A' + k % 26 + 26) % 26);
      out[i] = c;
    }
    return new String(out);
  }
  //@ run shift 3
  //@ run shift -1
  //@ run shift 52
  static String shift(int k) { return caesar("Hello, World! xyz", k); }
  //@ run digits 0
  static int digits(int k) { String s = "9a8b7c65"; int sum = 0; for (char c : s.toCharArray()) if (Character.isDigit(c)) sum = sum * 10 + (c - '0'); return sum; }
  //@ run inc 65
  //@ run inc 65535
  static int inc(int v) { char c = (char) v; c++; c += 2; return c; }
  //@ run freq 0
  static String freq(int k) {
    int[] f = new int[26];
    for (char c : "the quick brown fox jumps over the lazy dog".toCharArray()) if (c != ' ') f[c - 'a']++;
    StringBuilder sb = new StringBuilder();
    for (char c = 'a'; c <= 'z'; c++) if (f[c - 'a'] > 1) sb.append(c).append(f[c - 'a']);
    return sb.toString();
  }
  //@ run kind 97
  //@ run kind 48
  //@ run kind 32
  //@ run kind 33
  static String kind(int v) {
    switch ((char) v) {
      case 'a': case 'e': case 'i': case 'o': case 'u': return "vowel";
      case ' ': return "space";
      default: return Character.isDigit((char) v) ? "digit" : Character.isLetter((char) v) ? "consonant" : "other";
    }
  }
  //@ run hex 255
  //@ run hex 4096
  static String hex(int v) { char[] h = new char[8]; for (int i = 7; i >= 0; i--) { int d = v & 15; h[i] = (char) (d < 10 ? '0' + d : 'a' + d - 10); v >>>= 4; } return String.valueOf(h); }
}
