public class newV {
  // the separator told by a flag, the enhanced for (JLS 14.14.2)
  static String join(int[] a) {
    StringBuilder sb = new StringBuilder("[");
    boolean first = true;
    for (int x : a) {
      if (!first) sb.append(", ");
      first = false;
      sb.append(x);
    }
    return sb.append("]").toString();
  }
  // a while loop, x + x for a[i] * 2
  static void joinPrint(int[] a) {
    StringBuilder sb = new StringBuilder();
    int i = 0;
    while (i < a.length) {
      if (i != 0) sb.append(',');
      sb.append(a[i] + a[i]);
      i++;
    }
    System.out.println(sb.toString());
  }
  // wrong twin: the separator after the last element too
  static String joinTwin(int[] a) {
    StringBuilder sb = new StringBuilder();
    for (int x : a) sb.append(x).append(", ");
    return sb.toString();
  }
  // wrong twin: another text before the loop
  static String openTwin(int[] a) {
    StringBuilder sb = new StringBuilder();
    sb.append("(");
    for (int x : a) sb.append(x).append(' ');
    return sb.toString();
  }
  // wrong twin: the 21st element's separator differs, past the unrolling bound (16): the
  // iteration's appends differ there, so the induction fails, and no bounded search reaches it
  static String lateTwin(int[] a) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < a.length; i++) sb.append(a[i]).append(i == 20 ? ',' : ';');
    return sb.toString();
  }
}
