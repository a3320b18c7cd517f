// constructs outside the model go wrong as unsupported, never a guess
import java.util.*;
import java.math.BigDecimal;
public class Unsupported {
  //@ run list 1
  static int list(int k) { ArrayList<Integer> l = new ArrayList<>(); l.add(k); return l.size(); }
  //@ run box 1
  static int box(int k) { Integer i = k; return i.hashCode(); }
  //@ unsupported cce 1
  static int cce(int k) { Object o = "s"; return ((Integer) o).intValue(); }
  //@ run sb 1
  static String sb(int k) { return new StringBuilder().append(k).toString(); }
  //@ unsupported multi 2
  static int multi(int k) { int[][] m = new int[k][k]; return m.length; }
  //@ unsupported tostr 1
  static String tostr(int k) { Object o = new Object(); return "" + o; }
  //@ unsupported tree 1
  static int tree(int k) { TreeMap<Integer, Integer> m = new TreeMap<>(); m.put(k, k); return m.size(); }
  //@ unsupported ident 1
  static int ident(int k) { return new Object().hashCode() + k; }
  //@ unsupported upper 1
  static String upper(int k) { return ("\u00e9" + k).toUpperCase(); }
  //@ unsupported userkey 1
  static int userkey(int k) { HashMap<Object, Integer> m = new HashMap<>(); m.put(new Object(), k); return m.size(); }
  //@ unsupported bdouble 1
  static String bdouble(int k) { return BigDecimal.valueOf(k / 3.0).toString(); }
  //@ unsupported badnum 1
  static String badnum(int k) { return new BigDecimal("1x" + k).toString(); }
  //@ unsupported treebin 1
  static int treebin(int k) {
    // 9 keys of one bucket in a table of 64: OpenJDK makes the bucket a tree, whose order this model leaves out
    HashMap<Integer, Integer> m = new HashMap<>(64);
    for (int i = 0; i < 9; i++) m.put(i * 64 * k, i);
    return m.size();
  }
  //@ unsupported frac 3
  static String frac(int k) { return "" + (1.0 / k); }
}
