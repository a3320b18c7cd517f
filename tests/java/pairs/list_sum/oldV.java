import java.util.*;
public class oldV {
  static int sum(int n) { List<Integer> l = new ArrayList<>(); for (int i = 0; i < (n & 15); i++) l.add(i * n); int s = 0; for (int v : l) s += v; return s; }
  static int sumTwin(int n) { List<Integer> l = new ArrayList<>(); for (int i = 0; i < (n & 15); i++) l.add(i * n); int s = 0; for (int v : l) s += v; return s; }
}
