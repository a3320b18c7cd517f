// java.util.ArrayList model: add/get/set/remove, iterators (fail-fast), OpenJDK 17's index messages
import java.util.*;
public class ListModel {
  //@ run basic 5
  static String basic(int k) {
    List<Integer> l = new ArrayList<>();
    for (int i = 0; i < k; i++) l.add(i * i);
    l.set(1, -1);
    l.add(0, 99);
    int removed = l.remove(2);
    l.remove(Integer.valueOf(99));
    return l + " size=" + l.size() + " removed=" + removed + " has9=" + l.contains(9) + " idx16=" + l.indexOf(16) + " empty=" + l.isEmpty();
  }
  //@ run get 3
  //@ run get -1
  //@ run get 1
  static int get(int k) { ArrayList<String> l = new ArrayList<>(); l.add("a"); l.add("b"); l.add("c"); return l.get(k).length() + k; }
  //@ run addat 4
  static int addat(int k) { ArrayList<Integer> l = new ArrayList<>(); l.add(1); l.add(k, 2); return l.size(); }
  //@ run iter 6
  static int iter(int k) { List<Integer> l = new ArrayList<>(); for (int i = 0; i < k; i++) l.add(i); int s = 0; for (int x : l) s = s * 3 + x; return s; }
  //@ run cme 3
  static int cme(int k) { List<Integer> l = new ArrayList<>(); for (int i = 0; i < k; i++) l.add(i); for (Integer x : l) if (x == 1) l.add(7); return l.size(); }
  //@ run cmelast 3
  static int cmelast(int k) { List<Integer> l = new ArrayList<>(); for (int i = 0; i < k; i++) l.add(i); for (Integer x : l) if (x == k - 2) l.remove(0); return l.size(); }
  //@ run itrem 10
  static String itrem(int k) { List<Integer> l = new ArrayList<>(); for (int i = 0; i < k; i++) l.add(i); Iterator<Integer> it = l.iterator(); while (it.hasNext()) if (it.next() % 3 == 0) it.remove(); return l.toString(); }
  //@ run itbad 0
  static int itbad(int k) { List<Integer> l = new ArrayList<>(); l.add(k); Iterator<Integer> it = l.iterator(); it.remove(); return 1; }
  //@ run nosuch 1
  static int nosuch(int k) { List<Integer> l = new ArrayList<>(); l.add(k); Iterator<Integer> it = l.iterator(); it.next(); return it.next(); }
  //@ run nulls 2
  static String nulls(int k) { List<String> l = new ArrayList<>(); l.add(null); l.add("x" + k); l.add(null); return l.indexOf(null) + " " + l.contains("x2") + " " + l; }
  //@ run cap -1
  static int cap(int k) { return new ArrayList<Integer>(k).size(); }
  //@ run nested 3
  static String nested(int k) { List<List<Integer>> m = new ArrayList<>(); for (int i = 0; i < k; i++) { List<Integer> r = new ArrayList<>(); for (int j = 0; j <= i; j++) r.add(j); m.add(r); } return m.toString(); }
  //@ run catchidx 7
  static String catchidx(int k) { List<Integer> l = new ArrayList<>(); try { return "v" + l.get(k); } catch (IndexOutOfBoundsException e) { return e.getMessage(); } }
}
