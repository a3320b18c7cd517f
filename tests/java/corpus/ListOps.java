// ArrayList as library code uses it: set, get out of range, remove while iterating through the
// iterator, indexOf, nested lists, toString of nested and empty lists
import java.util.*;
public class ListOps {
  //@ run get 2
  //@ run get 5
  //@ run get -1
  static int get(int k) { List<Integer> l = new ArrayList<>(); for (int i = 0; i < 5; i++) l.add(i * i); return l.get(k); }
  //@ run set 1
  //@ run set 3
  static String set(int k) { List<String> l = new ArrayList<>(); l.add("a"); l.add("b"); l.add("c"); String old = l.set(k, "z"); return old + l; }
  //@ run filter 10
  static String filter(int n) {
    List<Integer> l = new ArrayList<>();
    for (int i = 0; i < n; i++) l.add(i);
    Iterator<Integer> it = l.iterator();
    while (it.hasNext()) if (it.next() % 3 == 0) it.remove();
    return l + " " + l.size();
  }
  //@ run nested 3
  static String nested(int n) {
    List<List<String>> rows = new ArrayList<>();
    for (int i = 0; i < n; i++) { List<String> r = new ArrayList<>(); for (int j = 0; j <= i; j++) r.add("" + (char) ('a' + j)); rows.add(r); }
    rows.add(new ArrayList<>());
    return rows.toString();
  }
  //@ run insert 0
  //@ run insert 2
  //@ run insert 4
  static String insert(int k) { List<Integer> l = new ArrayList<>(); l.add(1); l.add(2); l.add(3); l.add(k, 9); return l.toString(); }
  //@ run itEnd 0
  static int itEnd(int k) { List<Integer> l = new ArrayList<>(); l.add(1); Iterator<Integer> it = l.iterator(); it.next(); return it.next(); }
  //@ run stack 6
  static String stack(int n) {
    List<Integer> st = new ArrayList<>();
    StringBuilder sb = new StringBuilder();
    for (int i = 1; i <= n; i++) { st.add(i); if (i % 3 == 0) sb.append(st.remove(st.size() - 1)).append(' '); }
    while (!st.isEmpty()) sb.append(st.remove(st.size() - 1));
    return sb.toString();
  }
}
