// java.util.HashMap / LinkedHashMap: OpenJDK 17's table order for HashMap, insertion order for LinkedHashMap
import java.util.*;
public class MapModel {
  //@ run order 0
  static String order(int k) {
    Map<String, Integer> m = new HashMap<>();
    String[] w = {"zebra", "apple", "mango", "kiwi", "banana", "cherry", "date", "fig", "grape", "lemon", "lime", "orange", "peach", "pear", "plum"};
    for (int i = 0; i < w.length; i++) m.put(w[i], i + k);
    return m.toString();
  }
  //@ run resize 40
  //@ run resize 13
  static String resize(int k) { Map<Integer, Integer> m = new HashMap<>(); for (int i = 0; i < k; i++) m.put(i * 37 - 500, i); StringBuilder sb = new StringBuilder(); for (int x : m.keySet()) sb.append(x).append(' '); return sb.toString(); }
  //@ run linked 0
  static String linked(int k) { Map<String, Integer> m = new LinkedHashMap<>(); m.put("z", 1); m.put("a", 2); m.put("m", 3); m.put("z", 4); m.remove("a"); m.put("a", 5); return m.toString() + m.keySet() + m.values(); }
  //@ run ops 3
  static String ops(int k) {
    Map<String, Integer> m = new HashMap<>();
    m.put("one", 1); m.put("two", 2); m.put("three", 3);
    Integer prev = m.put("two", 22);
    return prev + " " + m.get("two") + " " + m.get("four") + " " + m.getOrDefault("four", k) + " " + m.containsKey("one") + " " + m.containsValue(3) + " " + m.size() + " " + m.remove("one") + " " + m.remove("none") + " " + m.putIfAbsent("two", 9) + " " + m;
  }
  //@ run entries 4
  static int entries(int k) { Map<Integer, Integer> m = new HashMap<>(); for (int i = 0; i < k; i++) m.put(i, i * i); int s = 0; for (Map.Entry<Integer, Integer> e : m.entrySet()) { s = s * 10 + e.getKey() + e.getValue(); e.setValue(0); } return s * 1000 + m.get(2); }
  //@ run cme 5
  static int cme(int k) { Map<Integer, Integer> m = new HashMap<>(); for (int i = 0; i < k; i++) m.put(i, i); for (int x : m.keySet()) if (x == 1) m.put(100, 1); return m.size(); }
  //@ run cmelast 2
  static int cmelast(int k) { Map<Integer, Integer> m = new HashMap<>(); for (int i = 0; i < k; i++) m.put(i, i); for (int x : m.keySet()) if (x == k - 1) m.put(100, 1); return m.size(); }
  //@ run nullkey 1
  static String nullkey(int k) { Map<String, String> m = new HashMap<>(); m.put(null, "n"); m.put("k" + k, null); return m.get(null) + m.get("k1") + m.containsKey(null) + m; }
  //@ run initcap 3
  static String initcap(int k) { Map<Integer, String> m = new HashMap<>(k); for (int i = 0; i < 6; i++) m.put(i * 5, "v" + i); return m.toString(); }
  //@ run smallbin 1
  static String smallbin(int k) { Map<Integer, Integer> m = new HashMap<>(); for (int i = 0; i < 10; i++) m.put(i * 64 * k, i); return m.keySet().toString(); }
  //@ run itrem 6
  static String itrem(int k) { Map<Integer, Integer> m = new HashMap<>(); for (int i = 0; i < k; i++) m.put(i, i); Iterator<Integer> it = m.keySet().iterator(); while (it.hasNext()) if (it.next() % 2 == 1) it.remove(); return m.toString(); }
  //@ run chars 0
  static String chars(int k) { Map<Character, Integer> m = new HashMap<>(); for (char c : "mississippi river".toCharArray()) m.put(c, m.getOrDefault(c, 0) + 1); return m.toString(); }
  //@ run longs 0
  static String longs(int k) { Map<Long, Boolean> m = new HashMap<>(); for (long i = -3; i < 3; i++) m.put(i << 33, i > 0); return m.toString(); }
  //@ run negcap -1
  static int negcap(int k) { return new HashMap<String, String>(k).size(); }
}
