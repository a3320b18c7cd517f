public class oldV {
  static void dbl(int[] a) { for (int i = 0; i < a.length; i++) System.out.println(a[i] * 2); }
  static void dblTwin(int[] a) { for (int i = 0; i < a.length; i++) System.out.println(a[i] * 2); }
  static int rows(int[] a) {
    System.out.println("rows");
    int s = 0;
    for (int i = 0; i < a.length; i++) {
      s += a[i];
      System.out.println("row " + i + ": " + s);
    }
    System.out.println("total " + s);
    return s;
  }
  static int rowsTwin(int[] a) {
    System.out.println("rows");
    int s = 0;
    for (int i = 0; i < a.length; i++) {
      s += a[i];
      System.out.println("row " + i + ": " + s);
    }
    System.out.println("total " + s);
    return s;
  }
  static void join(int[] a) {
    for (int i = 0; i < a.length; i++) {
      if (i > 0) System.out.print(", ");
      System.out.print(a[i]);
    }
    System.out.println();
  }
  static void joinTwin(int[] a) {
    for (int i = 0; i < a.length; i++) {
      if (i > 0) System.out.print(", ");
      System.out.print(a[i]);
    }
    System.out.println();
  }
}
