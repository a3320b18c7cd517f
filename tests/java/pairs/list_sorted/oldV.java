public class oldV {
  static String top(int seed) { java.util.List<Integer> l = new java.util.ArrayList<>(); int x = seed; for (int i = 0; i < 6; i++) { x = x * 69069 + 1; int v = (x >>> 20) % 50; int p = 0; while (p < l.size() && l.get(p) <= v) p++; l.add(p, v); } return l.toString(); }
  static String topTwin(int seed) { java.util.List<Integer> l = new java.util.ArrayList<>(); int x = seed; for (int i = 0; i < 6; i++) { x = x * 69069 + 1; int v = (x >>> 20) % 50; int p = 0; while (p < l.size() && l.get(p) <= v) p++; l.add(p, v); } return l.toString(); }
}
