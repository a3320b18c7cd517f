public class newV {
  static String top(int seed) { java.util.List<Integer> l = new java.util.ArrayList<>(); int x = seed; for (int i = 0; i < 6; i++) { x = x * 69069 + 1; l.add((x >>> 20) % 50); } java.util.Collections.sort(l); return l.toString(); }
  static String topTwin(int seed) { java.util.List<Integer> l = new java.util.ArrayList<>(); int x = seed; for (int i = 0; i < 6; i++) { x = x * 69069 + 1; l.add((x >>> 20) % 50); } java.util.Collections.sort(l); java.util.Collections.reverse(l); return l.toString(); }
}
