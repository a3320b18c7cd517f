// string processing through charAt, concatenation and compareTo: palindromes, reversal, counting
public class Text {
  static String word(int k) { return k == 0 ? "racecar" : k == 1 ? "Équipe" : k == 2 ? "" : "ab𝄞ba"; }
  //@ run pal 0
  //@ run pal 1
  //@ run pal 3
  static boolean pal(int k) { String s = word(k); for (int i = 0, j = s.length() - 1; i < j; i++, j--) if (s.charAt(i) != s.charAt(j)) return false; return true; }
  //@ run rev 1
  //@ run rev 3
  static String rev(int k) { String s = word(k), r = ""; for (int i = s.length() - 1; i >= 0; i--) r = r + s.charAt(i); return r; }
  //@ run vowels 0
  static int vowels(int k) { String s = word(k); int c = 0; for (int i = 0; i < s.length(); i++) switch (s.charAt(i)) { case 'a': case 'e': case 'i': case 'o': case 'u': c++; } return c; }
  //@ run caesar 3
  static String caesar(int sh) { String s = "Hello, World"; String r = ""; for (int i = 0; i < s.length(); i++) { char c = s.charAt(i); if (c >= 'a' && c <= 'z') c = (char) ('a' + (c - 'a' + sh) % 26); else if (c >= 'A' && c <= 'Z') c = (char) ('A' + (c - 'A' + sh) % 26); r += c; } return r; }
  //@ run order 0
  static int order(int k) { String[] w = {"pear", "apple", "fig", "Apple"}; int best = 0; for (int i = 1; i < w.length; i++) if (w[i].compareTo(w[best]) < 0) best = i; return best * 100 + w[best].length(); }
  //@ run hashes 2
  static int hashes(int k) { int h = 0; for (int i = 0; i < 4; i++) h = h * 7 + word(i).hashCode(); return h + k; }
}
