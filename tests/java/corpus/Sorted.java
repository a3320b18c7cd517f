// Collections.sort, List.sort(null) and Collections.reverse on ArrayLists of boxes and strings:
// natural order, stability of equal boxes (identity kept in order), the modCount an open iterator sees
import java.util.*;
public class Sorted {
  //@ run nums 7
  //@ run nums 1
  static String nums(int seed) {
    List<Integer> l = new ArrayList<>();
    int x = seed;
    for (int i = 0; i < 25; i++) { x = x * 1103515245 + 12345; l.add((x >>> 8) % 200 - 100); }
    Collections.sort(l);
    List<Integer> r = new ArrayList<>(); for (int v : l) r.add(v);
    Collections.reverse(r);
    return l + " " + r.get(0) + " " + r.size();
  }
  //@ run strs 0
  static String strs(int k) {
    List<String> l = new ArrayList<>();
    for (String s : new String[] {"pear", "Apple", "apple", "", "pea", "b\u00e9", "ba", "Zed"}) l.add(s);
    l.sort(null);
    return l.toString();
  }
  //@ run stable 0
  static String stable(int k) {
    Integer a = 1000, b = 1000, c = 5;
    List<Integer> l = new ArrayList<>(); l.add(a); l.add(c); l.add(b);
    Collections.sort(l);
    return (l.get(1) == a) + " " + (l.get(2) == b) + " " + l;
  }
  //@ run cme 0
  static int cme(int k) { List<Long> l = new ArrayList<>(); l.add(3L); l.add(1L); int n = 0; for (Long v : l) { n += v; Collections.sort(l); } return n; }
  //@ run one 0
  static String one(int k) { List<String> l = new ArrayList<>(); l.add(null); Collections.sort(l); List<String> e = new ArrayList<>(); Collections.sort(e); Collections.reverse(e); return l + "" + e; }
  //@ run nullList 0
  static int nullList(int k) { List<Integer> l = null; Collections.sort(l); return 0; }
  //@ unsupported mixed 0
  static String mixed(int k) { List<Object> l = new ArrayList<>(); l.add(1); l.add("a"); Collections.sort((List) l); return l.toString(); }
  //@ unsupported withNull 0
  static String withNull(int k) { List<String> l = new ArrayList<>(); l.add("b"); l.add(null); Collections.sort(l); return l.toString(); }
}
