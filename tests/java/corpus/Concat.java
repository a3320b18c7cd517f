// string concatenation (invokedynamic makeConcatWithConstants) of objects: a user toString, boxes, null
public class Concat {
  static class P { int x, y; P(int x, int y) { this.x = x; this.y = y; } public String toString() { return "(" + x + "," + y + ")"; } }
  static class N { public String toString() { return null; } }
  static class Boom { public String toString() { throw new IllegalStateException("no text"); } }
  //@ run pts 3
  static String pts(int k) { P p = new P(k, -k); Object o = p; return "p=" + p + " o=" + o + " n=" + new N() + " i=" + Integer.valueOf(k) + " c=" + Character.valueOf('z'); }
  //@ run boom 1
  static String boom(int k) { return "b" + new Boom() + k; }
  //@ run print 4
  static void print(int k) { System.out.println(new P(k, 1)); System.out.println((Object) null); System.out.print(Long.valueOf(5)); System.out.println(new StringBuilder("sb")); }
  //@ run consts 2
  static String consts(int k) { String a = "\u0001x"; return a + k + "\u0002" + a; }
  //@ run sbobj 2
  static String sbobj(int k) { StringBuilder sb = new StringBuilder(); sb.append(new P(k, k)).append((Object) null).append(Boolean.TRUE); return sb.toString(); }
}
