public class oldV {
  static boolean isEmpty(int[] a) { return a.length == 0; }
  static int lenCaught(int[] a) { try { return a.length; } catch (NullPointerException e) { return -1; } }
  static int lenCaughtTwin(int[] a) { try { return a.length; } catch (NullPointerException e) { return -1; } }
  static int head(int[] a) { return a[0]; }
  static int headNeedle(int[] a) { return a[0] == 99991 ? a.length : 0; }

}
