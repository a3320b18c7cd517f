public class newV {
  // the enhanced for (JLS 14.14.2) and x + x for a[i] * 2 (JLS 15.17.1, 15.18.2: both wrap alike)
  static void dbl(int[] a) { for (int x : a) System.out.println(x + x); }
  // wrong twin: the fourth line differs
  static void dblTwin(int[] a) { for (int i = 0; i < a.length; i++) System.out.println(i == 3 ? a[i] + a[i] + 1 : a[i] + a[i]); }
  // the for loop as a while loop, its update at the end of the body (JLS 14.14.1)
  static int rows(int[] a) {
    System.out.println("rows");
    int s = 0;
    int i = 0;
    while (i < a.length) {
      s = s + a[i];
      System.out.println("row " + i + ": " + s);
      i = i + 1;
    }
    System.out.println("total " + s);
    return s;
  }
  // wrong twin: one extra line after the loop
  static int rowsTwin(int[] a) {
    System.out.println("rows");
    int s = 0;
    int i = 0;
    while (i < a.length) {
      s = s + a[i];
      System.out.println("row " + i + ": " + s);
      i = i + 1;
    }
    System.out.println("total " + s);
    System.out.println("end");
    return s;
  }
  // the separator before every element but the first, told by a flag instead of the index
  static void join(int[] a) {
    boolean first = true;
    for (int x : a) {
      if (!first) System.out.print(", ");
      first = false;
      System.out.print(x);
    }
    System.out.println();
  }
  // wrong twin: the separator after every element, the last one too
  static void joinTwin(int[] a) {
    for (int x : a) {
      System.out.print(x);
      System.out.print(", ");
    }
    System.out.println();
  }
}
