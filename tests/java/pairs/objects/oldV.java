public class oldV {
  interface Fee { int fee(int amount); }
  static class Flat implements Fee {
    int base;
    Flat(int b) { base = b; }
    public int fee(int amount) { return base; }
  }
  static class Percent extends Flat {
    Percent(int b) { super(b); }
    public int fee(int amount) { return base + amount / 100; }
  }
  static class Counter {
    long total;
    int[] last = new int[2];
    void add(int v) {
      if (v < 0) throw new IllegalStateException("negative");
      total += v;
      last[1] = last[0];
      last[0] = v;
    }
  }

  /* dispatch on the exact class (JVMS 5.4.6): Percent overrides fee, an interface call selects it */
  static int charge(int amount, boolean big) {
    Fee f = big ? new Percent(2) : new Flat(1);
    return amount - f.fee(amount);
  }
  static int chargeTwin(int amount, boolean big) {
    Fee f = big ? new Percent(2) : new Flat(1);
    return amount - f.fee(amount);
  }
  /* a counter fed in a loop; an exception thrown in an instance method caught by the caller */
  static long feed(int n, int v) {
    Counter c = new Counter();
    try {
      for (int i = 0; i < (n & 7); i++) c.add(v - i);
    } catch (IllegalStateException e) {
      return -c.total;
    }
    return c.total * 10 + c.last[1];
  }
  static long feedTwin(int n, int v) {
    Counter c = new Counter();
    try {
      for (int i = 0; i < (n & 7); i++) c.add(v - i);
    } catch (IllegalStateException e) {
      return -c.total;
    }
    return c.total * 10 + c.last[1];
  }
  /* instanceof and a cast on an object whose class is known */
  static int kind(int a, boolean big) {
    Object o = big ? new Percent(a) : new Flat(a);
    if (o instanceof Percent) return ((Flat) o).base * 2;
    return ((Fee) o).fee(a);
  }
  static int kindTwin(int a, boolean big) {
    Object o = big ? new Percent(a) : new Flat(a);
    if (o instanceof Percent) return ((Flat) o).base * 2;
    return ((Fee) o).fee(a);
  }
  /* two nodes referring to each other and sharing one array (a cycle of references, aliasing
   * through fields; the state forks after it is made) */
  static class Node { int v; Node next; int[] a = new int[3]; }
  static int cycle(int x, int y) {
    Node p = new Node(), q = new Node();
    p.next = q;
    q.next = p;
    q.a = p.a;
    if (x > y) p.next.v = x; else q.next.v = y;
    p.a[1] = x - y;
    if (x == 3) q.next.next.v += 1;
    return p.v * 7 + q.v + q.a[1] + (p.next.next == p ? 100 : 0);
  }
  static int cycleTwin(int x, int y) {
    Node p = new Node(), q = new Node();
    p.next = q;
    q.next = p;
    q.a = p.a;
    if (x > y) p.next.v = x; else q.next.v = y;
    p.a[1] = x - y;
    if (x == 3) q.next.next.v += 1;
    return p.v * 7 + q.v + q.a[1] + (p.next.next == p ? 100 : 0);
  }
}
