public class oldV {
  static int width(String s) { return s.length() + 2; }
  static boolean isFlag(String s) { return s.equals("-v"); }
  static boolean isFlagTwin(String s) { return s.equals("-v"); }
  static int tag(String s) { try { return s.charAt(0); } catch (NullPointerException e) { return -1; } }
  static int tagTwin(String s) { try { return s.charAt(0); } catch (NullPointerException e) { return -1; } }
}
