// java.lang.String model: searching, case, trim, replace, repeat, surrogate pairs as two code units
public class StrModel {
  //@ run idx 0
  //@ run idx 3
  //@ run idx 20
  //@ run idx -4
  static int idx(int k) {
    String s = "banana bandana";
    return s.indexOf('a', k) * 10000 + s.indexOf("an", k) * 100 + s.indexOf("", k);
  }
  //@ run last 0
  static int last(int k) { String s = "a.b.c.d"; return s.lastIndexOf('.') * 100 + s.lastIndexOf(".c") * 10 + s.lastIndexOf("z") + k; }
  //@ run supp 0
  //@ run supp 3
  static int supp(int k) { String s = "x\uD834\uDD1Ey\uD834\uDD1E"; return s.indexOf(0x1D11E, k) * 100 + s.length() * 10 + s.indexOf(0xD834); }
  //@ run pred 1
  //@ run pred 2
  static int pred(int k) {
    String s = "prefix-" + k + "-suffix";
    int r = 0;
    if (s.startsWith("prefix")) r |= 1;
    if (s.endsWith("-suffix")) r |= 2;
    if (s.contains("-1-")) r |= 4;
    if (s.startsWith("")) r |= 8;
    if ("".endsWith("x")) r |= 16;
    return r;
  }
  //@ run cases 7
  static String cases(int k) { return ("Hello World " + k).toUpperCase() + "|" + "MiXeD".toLowerCase() + "|" + "abc".equalsIgnoreCase("ABC") + "ab".equalsIgnoreCase("abc"); }
  //@ run trim 2
  static String trim(int k) { return "[" + "  \t spaced \n ".trim() + "][" + "   ".trim() + "][" + "x".repeat(k) + "]" + "a-b-c".replace('-', '+'); }
  //@ run rep -1
  static String rep(int k) { return "ab".repeat(k); }
  //@ run chars 5
  static int chars(int k) { char[] c = ("abc" + k).toCharArray(); int s = 0; for (char x : c) s = s * 31 + x; return s + c.length; }
  //@ run npe 0
  static int npe(int k) { String t = k == 0 ? null : "q"; return "abc".indexOf(t); }
  //@ run cmpnull 0
  static int cmpnull(int k) { String t = k == 0 ? null : "q"; return "abc".compareTo(t); }
  //@ run sort 3
  static String sort(int k) {
    String[] w = {"pear", "apple", "fig", "banana", "cherry", "" + k};
    for (int i = 1; i < w.length; i++)
      for (int j = i; j > 0 && w[j - 1].compareTo(w[j]) > 0; j--) { String t = w[j]; w[j] = w[j - 1]; w[j - 1] = t; }
    return w[0] + "," + w[1] + "," + w[5];
  }
}
