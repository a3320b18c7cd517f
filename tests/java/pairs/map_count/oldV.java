import java.util.*;
public class oldV {
  static int distinct(int n) { Map<Integer, Integer> m = new HashMap<>(); for (int i = 0; i < 12; i++) m.merge((n >>> i) & 3, 1, Integer::sum); return m.size(); }
  static int distinctPut(int n) { Map<Integer, Integer> m = new HashMap<>(); for (int i = 0; i < 12; i++) m.put((n >>> i) & 3, m.getOrDefault((n >>> i) & 3, 0) + 1); return m.size(); }
  static int distinctTwin(int n) { Map<Integer, Integer> m = new HashMap<>(); for (int i = 0; i < 12; i++) m.put((n >>> i) & 3, 1); return m.size(); }
}
