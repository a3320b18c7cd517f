public class newV {
  // the enhanced for (JLS 14.14.2), a while loop with the update at the end of its body (14.12),
  // and a[i] + a[i] for a[i] * 2 (JLS 15.17.1, 15.18.2: both wrap alike)
  static void twoPrint(int[] a) {
    for (int x : a) System.out.println(x);
    System.out.println("--");
    int i = 0;
    while (i < a.length) {
      System.out.println(a[i] + a[i]);
      i++;
    }
  }
  // wrong twin: the loops' texts swapped ({1} prints 1 -- 2 against 2 -- 1)
  static void twoPrintSwapped(int[] a) {
    for (int i = 0; i < a.length; i++) System.out.println(a[i] * 2);
    System.out.println("--");
    for (int i = 0; i < a.length; i++) System.out.println(a[i]);
  }
  // k < x for x > k, c += 1 for c++, the join's separator told by a flag instead of the index
  static int bigThenJoin(int[] a, int k) {
    int c = 0;
    for (int x : a) {
      if (k < x) {
        c += 1;
        System.out.println("big " + x);
      }
    }
    System.out.println(c + " big");
    boolean first = true;
    for (int x : a) {
      if (!first) System.out.print(", ");
      first = false;
      System.out.print(x - k);
    }
    System.out.println();
    return c;
  }
  // wrong twin: the second loop's separator after the last element too ({5}, 1 prints "4, ")
  static int bigThenJoinTwin(int[] a, int k) {
    int c = 0;
    for (int x : a) {
      if (k < x) {
        c += 1;
        System.out.println("big " + x);
      }
    }
    System.out.println(c + " big");
    for (int x : a) {
      System.out.print(x - k);
      System.out.print(", ");
    }
    System.out.println();
    return c;
  }
  // wrong twin: the second loop stops one element early ({1} prints 1 -- against 1 -- 2)
  static void boundTwin(int[] a) {
    for (int i = 0; i < a.length; i++) System.out.println(a[i]);
    System.out.println("--");
    for (int i = 0; i < a.length - 1; i++) System.out.println(a[i] * 2);
  }
  // three loops: one index variable for all three, the count by a conditional expression
  // (JLS 15.25), string concatenation of an int and " " (15.18.1) the same text
  static void three(int[] a) {
    int i;
    for (i = 0; i < a.length; i++) System.out.print(a[i] + " ");
    System.out.println();
    for (i = 0; i < a.length; i++) {
      int sq = a[i] * a[i];
      System.out.print(sq + " ");
    }
    System.out.println();
    int neg = 0;
    for (i = 0; i < a.length; i++) neg += a[i] < 0 ? 1 : 0;
    System.out.println(neg + " negative");
  }
  // wrong twin: the third loop counts zero as negative ({0} prints "1 negative" against "0 negative")
  static void threeTwin(int[] a) {
    int i;
    for (i = 0; i < a.length; i++) System.out.print(a[i] + " ");
    System.out.println();
    for (i = 0; i < a.length; i++) System.out.print(a[i] * a[i] + " ");
    System.out.println();
    int neg = 0;
    for (i = 0; i < a.length; i++) neg += a[i] <= 0 ? 1 : 0;
    System.out.println(neg + " negative");
  }
}
