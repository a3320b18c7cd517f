// more String methods of library code: replace of literal sequences (empty target included),
// String.join, isBlank and strip against trim, startsWith at an offset
public class StrMore {
  //@ run repl 0
  static String repl(int k) {
    return "a.b.c".replace(".", "::") + "|" + "aaaa".replace("aa", "b") + "|" + "ab".replace("", "-") + "|" + "".replace("", "x") + "|" + "xyz".replace("q", "r")
      + "|" + "abab".replace("ab", "") + "|" + "hello".replace(new StringBuilder("l"), "L");
  }
  //@ run replNull 0
  static String replNull(int k) { String t = null; return "abc".replace(t, "x"); }
  //@ run join 3
  //@ run join 0
  static String join(int n) { String[] parts = new String[n]; for (int i = 0; i < n; i++) parts[i] = i == 1 ? null : "p" + i; return "[" + String.join(", ", parts) + "][" + String.join("", "a", "b", "c") + "]"; }
  //@ run blank 0
  static String blank(int k) { String s = " \t x y \n\u001c"; return s.isBlank() + " " + "  \t".isBlank() + " " + "".isBlank() + " [" + s.strip() + "] [" + s.trim() + "] [" + "\u001c a".trim() + "] [" + "\u001c a".strip() + "]"; }
  //@ run starts 0
  //@ run starts 3
  //@ run starts -1
  //@ run starts 9
  static String starts(int off) { return "" + "abcabc".startsWith("abc", off) + "abcabc".startsWith("", off) + "abcabc".startsWith("c", off); }
  //@ unsupported stripU 0
  static String stripU(int k) { return "\u2003x\u2003".strip(); }
}
