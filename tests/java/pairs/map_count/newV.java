import java.util.*;
public class newV {
  static int distinct(int n) { boolean[] seen = new boolean[4]; int c = 0; for (int i = 0; i < 12; i++) { int k = (n >>> i) & 3; if (!seen[k]) { seen[k] = true; c++; } } return c; }
  static int distinctPut(int n) { boolean[] seen = new boolean[4]; int c = 0; for (int i = 0; i < 12; i++) { int k = (n >>> i) & 3; if (!seen[k]) { seen[k] = true; c++; } } return c; }
  static int distinctTwin(int n) { boolean[] seen = new boolean[4]; int c = 0; for (int i = 0; i < 12; i++) { int k = (n >>> i) & 3; if (!seen[k]) { seen[k] = true; c++; } } return c - (seen[0] ? 1 : 0); }
}
