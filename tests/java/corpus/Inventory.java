// a stock file update in the style of a COBOL batch job: a master table in a HashMap keyed by item
// code, transactions applied in order, rejects logged, totals checked; LinkedHashMap keeps the order
import java.util.*;
public class Inventory {
  static final String[] TX = {"A100+5", "B200-3", "A100-2", "C300+10", "B200-9", "D400-1", "C300-10", "A100+1"};
  //@ run apply 0
  //@ run apply 1
  static void apply(int linked) {
    Map<String, Integer> stock = linked == 1 ? new LinkedHashMap<>() : new HashMap<>();
    stock.put("C300", 0); stock.put("A100", 3); stock.put("B200", 4);
    int rejects = 0;
    for (String t : TX) {
      String code = t.substring(0, 4);
      int qty = Integer.parseInt(t.substring(5));
      if (t.charAt(4) == '-') qty = -qty;
      Integer have = stock.get(code);
      if (have == null) { System.out.println("REJECT " + t + " no such item"); rejects++; continue; }
      if (have + qty < 0) { System.out.println("REJECT " + t + " short by " + (-(have + qty))); rejects++; continue; }
      stock.put(code, have + qty);
    }
    int total = 0;
    for (Map.Entry<String, Integer> e : stock.entrySet()) { System.out.println(e.getKey() + " " + e.getValue()); total += e.getValue(); }
    System.out.println("items " + stock.size() + " total " + total + " rejects " + rejects);
  }
  //@ run putIf 0
  static String putIf(int k) {
    Map<String, Integer> m = new HashMap<>();
    Integer a = m.putIfAbsent("x", 1), b = m.putIfAbsent("x", 2), c = m.put("x", 3), d = m.remove("x"), e = m.remove("x");
    return a + " " + b + " " + c + " " + d + " " + e + " " + m.isEmpty();
  }
  //@ run keys 0
  static String keys(int k) {
    Map<Integer, String> m = new HashMap<>();
    for (int i = 0; i < 20; i += 3) m.put(i * 37 % 50, "v" + i);
    StringBuilder sb = new StringBuilder();
    for (Integer key : m.keySet()) sb.append(key).append(' ');
    for (String v : m.values()) sb.append(v);
    return sb + " " + m.containsValue("v9") + " " + m.containsValue("v10");
  }
  //@ run cme 0
  static int cme(int k) {
    Map<String, Integer> m = new HashMap<>();
    m.put("a", 1); m.put("b", 2);
    for (String s : m.keySet()) if (s.equals("a")) m.put("c", 3);
    return m.size();
  }
}
