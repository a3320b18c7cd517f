// constructs outside the model go wrong as unsupported, never a guess
import java.util.ArrayList;
public class Unsupported {
  //@ unsupported list 1
  static int list(int k) { ArrayList<Integer> l = new ArrayList<>(); l.add(k); return l.size(); }
  //@ unsupported box 1
  static int box(int k) { Integer i = k; return i.hashCode(); }
  //@ unsupported cce 1
  static int cce(int k) { Object o = "s"; return ((Integer) o).intValue(); }
  //@ unsupported sb 1
  static String sb(int k) { return new StringBuilder().append(k).toString(); }
  //@ unsupported multi 2
  static int multi(int k) { int[][] m = new int[k][k]; return m.length; }
  //@ unsupported tostr 1
  static String tostr(int k) { Object o = new Object(); return "" + o; }
  //@ unsupported frac 3
  static String frac(int k) { return "" + (1.0 / k); }
}
