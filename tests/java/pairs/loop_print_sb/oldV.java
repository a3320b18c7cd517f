public class oldV {
  static String join(int[] a) {
    StringBuilder sb = new StringBuilder();
    sb.append("[");
    for (int i = 0; i < a.length; i++) {
      if (i > 0) sb.append(", ");
      sb.append(a[i]);
    }
    sb.append("]");
    return sb.toString();
  }
  static void joinPrint(int[] a) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < a.length; i++) {
      if (i > 0) sb.append(',');
      sb.append(a[i] * 2);
    }
    System.out.println(sb.toString());
  }
  static String joinTwin(int[] a) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < a.length; i++) {
      if (i > 0) sb.append(", ");
      sb.append(a[i]);
    }
    return sb.toString();
  }
  static String openTwin(int[] a) {
    StringBuilder sb = new StringBuilder();
    sb.append("[");
    for (int i = 0; i < a.length; i++) sb.append(a[i]).append(' ');
    return sb.toString();
  }
  static String lateTwin(int[] a) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < a.length; i++) sb.append(a[i]).append(';');
    return sb.toString();
  }
}
