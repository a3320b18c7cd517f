// strings: UTF-16 code units, charAt, equals, hashCode, compareTo, substring, concatenation
public class Strings1 {
  //@ run len 3
  static int len(int k) { String s = "héllo wörld €"; return s.length() + s.charAt(k); }
  //@ run at 20
  //@ run at -1
  //@ run at 1
  static char at(int k) { return "abc".charAt(k); }
  //@ run atu 20
  //@ run atu 2
  static char atu(int k) { return "ab€".charAt(k); }
  //@ run hash 0
  static int hash(int k) { return "The quick brown fox".hashCode() + "".hashCode() + "€𝄞".hashCode(); }
  //@ run eq 1
  static int eq(int k) { String a = "ab" + k, b = "ab1"; return (a.equals(b) ? 1 : 0) + (a == b ? 2 : 0) + ("x" == "x" ? 4 : 0) + (a.equals(null) ? 8 : 0); }
  //@ run cmp 0
  static int cmp(int k) { return "apple".compareTo("apricot") * 1000 + "ab".compareTo("abcd") * 10 + "b".compareTo("a"); }
  //@ run sub 1,3
  //@ run sub 2,9
  static String sub(int b, int e) { return "abcdef".substring(b, e) + "|" + "abcdef".substring(b); }
  //@ run cat 7,-3
  static String cat(int a, long b) { return "a" + a + 'c' + b + true + null + 'x' + (char) (a + 60) + 1.0 + -0.0f; }
  //@ unsupported catd 2.5
  static String catd(double d) { return "d=" + d; }
  //@ run concat 0
  static String concat(int k) { return "foo".concat("bar").concat(""); }
  //@ run empty 0
  static boolean empty(int k) { return "".isEmpty() && !" ".isEmpty(); }
  //@ run valueof 42
  static String valueof(int k) { return String.valueOf(k) + String.valueOf(true) + String.valueOf('q') + String.valueOf(-5L); }
  //@ run surrogate 0
  static String surrogate(int k) { String s = "a𝄞b"; return s.substring(1, 2) + s.length(); }
  //@ run build 5
  static String build(int n) { String s = ""; for (int i = 0; i < n; i++) s = s + i + ","; return s; }
}
