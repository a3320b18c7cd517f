// String methods library code leans on: trim, case, replace, indexOf/lastIndexOf with offsets,
// startsWith/endsWith, compareTo, equalsIgnoreCase, repeat, join by hand, a split by hand
public class StrOps {
  static String[] splitOn(String s, char sep) {
    int n = 1;
    for (int i = 0; i < s.length(); i++) if (s.charAt(i) == sep) n++;
    String[] out = new String[n];
    int from = 0, k = 0;
    for (int i = 0; i <= s.length(); i++)
      if (i == s.length() || s.charAt(i) == sep) { out[k++] = s.substring(from, i); from = i + 1; }
    return out;
  }
  //@ run csv 0
  //@ run csv 1
  static String csv(int k) {
    String line = k == 0 ? "  Smith , John,42,,NY " : ",a,";
    StringBuilder sb = new StringBuilder();
    for (String f : splitOn(line, ',')) sb.append('<').append(f.trim().toUpperCase()).append('>');
    return sb.toString();
  }
  //@ run find 0
  //@ run find 5
  //@ run find 20
  static String find(int from) { String s = "abracadabra"; return s.indexOf('a', from) + " " + s.indexOf("bra", from) + " " + s.lastIndexOf('a') + " " + s.lastIndexOf("abra") + " " + s.indexOf("") + " " + s.contains("cad"); }
  //@ run cmp 0
  static String cmp(int k) { return "apple".compareTo("apricot") + " " + "a".compareTo("abc") + " " + "Z".compareTo("a") + " " + "Hello".equalsIgnoreCase("hELLO") + " " + "".compareTo("") + " " + "x".startsWith("") + " " + "file.txt".endsWith(".txt"); }
  //@ run repl 0
  static String repl(int k) { return "a-b-c".replace('-', '+') + " " + "ab".repeat(3) + "|" + "x".repeat(0) + "|" + "  pad  ".trim().length() + " " + "MiXeD".toLowerCase(); }
  //@ run sub 2
  //@ run sub 7
  //@ run sub -1
  static String sub(int k) { return "keyword".substring(k) + "/" + "keyword".substring(0, k); }
  //@ run hash 0
  static int hash(int k) { int h = 0; for (String s : new String[] {"", "a", "Aa", "BB", "polygenelubricants"}) h = h * 7 + s.hashCode(); return h; }
  //@ unsupported chars 0
  // toUpperCase beyond ASCII needs the Unicode case tables: refused, not guessed
  static String chars(int k) { String s = "h\u00e9llo w\u00f6rld"; int v = 0; for (int i = 0; i < s.length(); i++) if (s.charAt(i) > 127) v++; return s.length() + " " + v + " " + s.toUpperCase(); }
  //@ run concatNull 0
  static String concatNull(int k) { String a = null; return a + "x" + null + 1 + 2 + 'c' + (1 + 2); }
  //@ run valueOfs 7
  static String valueOfs(int k) { return String.valueOf(k) + String.valueOf(true) + String.valueOf('q') + String.valueOf(-5L) + String.valueOf(new char[] {'h', 'i'}); }
}
