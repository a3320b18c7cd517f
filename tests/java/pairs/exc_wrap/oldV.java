public class oldV {
  static int parse(int k) { try { return Integer.parseInt(k > 0 ? "" + k : "x" + k); } catch (NumberFormatException e) { return -1; } }
  static int parseTwin(int k) { try { return Integer.parseInt(k > 0 ? "" + k : "x" + k); } catch (NumberFormatException e) { return -1; } }
}
