public class oldV {
  static void twoPrint(int[] a) {
    for (int i = 0; i < a.length; i++) System.out.println(a[i]);
    System.out.println("--");
    for (int i = 0; i < a.length; i++) System.out.println(a[i] * 2);
  }
  static void twoPrintSwapped(int[] a) {
    for (int i = 0; i < a.length; i++) System.out.println(a[i]);
    System.out.println("--");
    for (int i = 0; i < a.length; i++) System.out.println(a[i] * 2);
  }
  static int bigThenJoin(int[] a, int k) {
    int c = 0;
    for (int i = 0; i < a.length; i++) {
      if (a[i] > k) {
        System.out.println("big " + a[i]);
        c++;
      }
    }
    System.out.println(c + " big");
    for (int i = 0; i < a.length; i++) {
      if (i > 0) System.out.print(", ");
      System.out.print(a[i] - k);
    }
    System.out.println();
    return c;
  }
  static int bigThenJoinTwin(int[] a, int k) {
    int c = 0;
    for (int i = 0; i < a.length; i++) {
      if (a[i] > k) {
        System.out.println("big " + a[i]);
        c++;
      }
    }
    System.out.println(c + " big");
    for (int i = 0; i < a.length; i++) {
      if (i > 0) System.out.print(", ");
      System.out.print(a[i] - k);
    }
    System.out.println();
    return c;
  }
  static void boundTwin(int[] a) {
    for (int i = 0; i < a.length; i++) System.out.println(a[i]);
    System.out.println("--");
    for (int i = 0; i < a.length; i++) System.out.println(a[i] * 2);
  }
  static void three(int[] a) {
    for (int i = 0; i < a.length; i++) System.out.print(a[i] + " ");
    System.out.println();
    for (int i = 0; i < a.length; i++) System.out.print(a[i] * a[i] + " ");
    System.out.println();
    int neg = 0;
    for (int i = 0; i < a.length; i++) if (a[i] < 0) neg++;
    System.out.println(neg + " negative");
  }
  static void threeTwin(int[] a) {
    for (int i = 0; i < a.length; i++) System.out.print(a[i] + " ");
    System.out.println();
    for (int i = 0; i < a.length; i++) System.out.print(a[i] * a[i] + " ");
    System.out.println();
    int neg = 0;
    for (int i = 0; i < a.length; i++) if (a[i] < 0) neg++;
    System.out.println(neg + " negative");
  }
}
