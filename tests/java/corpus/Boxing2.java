// boxing: the Integer and Long caches of JLS 5.1.7 (== on boxes), equals across box types,
// unboxing null, boxes as collection elements and map values, Character and Boolean boxes
import java.util.*;
public class Boxing2 {
  //@ run cache 127
  //@ run cache 128
  //@ run cache -128
  //@ run cache -129
  static String cache(int v) { Integer a = v, b = v; Long c = (long) v, d = (long) v; return (a == b) + " " + a.equals(b) + " " + (c == d) + " " + c.equals(d) + " " + a.equals(c) + " " + c.equals((long) v); }
  //@ run unboxNull 0
  //@ run unboxNull 1
  static int unboxNull(int k) { Integer x = k == 0 ? null : Integer.valueOf(k); return x + 1; }
  //@ run counts 0
  static String counts(int k) {
    Map<Character, Integer> m = new HashMap<>();
    for (char c : "mississippi".toCharArray()) m.put(c, m.getOrDefault(c, 0) + 1);
    List<Integer> vals = new ArrayList<>();
    for (char c = 'a'; c <= 'z'; c++) if (m.containsKey(c)) vals.add(m.get(c));
    return m + " " + vals;
  }
  //@ run removeAmb 0
  static String removeAmb(int k) {
    List<Integer> l = new ArrayList<>();
    for (int i = 10; i < 15; i++) l.add(i);
    l.remove(1);                       // by index
    l.remove(Integer.valueOf(13));     // by value
    return l + " " + l.indexOf(14) + " " + l.contains(11);
  }
  //@ run mixed 5
  static String mixed(int k) { Object[] o = {k, (long) k, (short) k, (byte) k, (char) ('a' + k), k > 3}; StringBuilder sb = new StringBuilder(); for (Object x : o) sb.append(x).append(x instanceof Number ? "n " : " "); return sb.toString(); }
  //@ run cmp 3
  static int cmp(int k) { Integer a = 1000, b = 1000; return (a <= b ? 1 : 0) + (a >= b ? 2 : 0) + (a.compareTo(k) > 0 ? 4 : 0) + Integer.compare(k, a) * 8; }
}
