// java.lang.StringBuilder model: appends of every primitive type, insert, reverse, setLength, delete
public class SbModel {
  //@ run app 7
  static String app(int k) {
    StringBuilder sb = new StringBuilder();
    sb.append(k).append(' ').append(-9000000000L).append(true).append('c').append((short) 3).append((byte) -2).append(2.0).append(-0.5f == -0.5f);
    sb.append("str").append((String) null).append((Object) "obj").append(new char[] {'x', 'y'}).append(1.0f);
    return sb.toString() + sb.length();
  }
  //@ run rev 0
  static String rev(int k) { return new StringBuilder("ab\uD834\uDD1Ecd" + k).reverse().toString(); }
  //@ run ins 1
  //@ run ins 9
  static String ins(int k) { StringBuilder sb = new StringBuilder("hello"); sb.insert(0, '[').insert(sb.length(), "]"); sb.insert(k, 42); return sb.toString(); }
  //@ run setlen 2
  //@ run setlen 8
  //@ run setlen -1
  static int setlen(int k) { StringBuilder sb = new StringBuilder("abcde"); sb.setLength(k); int s = 0; for (int i = 0; i < sb.length(); i++) s = s * 7 + sb.charAt(i); return s * 100 + sb.length(); }
  //@ run del 1
  //@ run del 4
  static String del(int k) { StringBuilder sb = new StringBuilder("0123456789"); sb.delete(k, k + 3).deleteCharAt(0); sb.setCharAt(1, 'X'); return sb.toString(); }
  //@ run delbad 5
  static String delbad(int k) { return new StringBuilder("abc").delete(k, 1).toString(); }
  //@ run at 3
  //@ run at 1
  static char at(int k) { return new StringBuilder("abc").charAt(k); }
  //@ run loop 20
  static int loop(int k) { StringBuilder sb = new StringBuilder(2); for (int i = 0; i < k; i++) sb.append(i % 10); return sb.toString().hashCode() + sb.indexOf("901"); }
  //@ run cap -3
  static int cap(int k) { return new StringBuilder(k).length(); }
}
