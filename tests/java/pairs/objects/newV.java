public class newV {
  interface Fee { int fee(int amount); }
  static class Flat implements Fee {
    int base;
    Flat(int b) { base = b; }
    public int fee(int amount) { return base; }
  }
  static class Percent extends Flat {
    Percent(int b) { super(b); }
    public int fee(int amount) { return super.fee(amount) + amount / 100; }
  }
  static class Counter {
    long total;
    int prev, cur;
    boolean add(int v) {
      if (v < 0) return false;
      total += v;
      prev = cur;
      cur = v;
      return true;
    }
  }

  static int charge(int amount, boolean big) {
    return big ? amount - new Percent(2).fee(amount) : amount - 1;
  }
  /* the wrong twin: the percentage's fee without its base */
  static int chargeTwin(int amount, boolean big) {
    return big ? amount - amount / 100 : amount - new Flat(1).fee(amount);
  }
  static long feed(int n, int v) {
    Counter c = new Counter();
    for (int i = 0; i < (n & 7); i++)
      if (!c.add(v - i)) return -c.total;
    return c.total * 10 + c.prev;
  }
  /* the wrong twin: the counter's last value instead of the one before */
  static long feedTwin(int n, int v) {
    Counter c = new Counter();
    for (int i = 0; i < (n & 7); i++)
      if (!c.add(v - i)) return -c.total;
    return c.total * 10 + c.cur;
  }
  static int kind(int a, boolean big) {
    return big ? a * 2 : a;
  }
  /* the wrong twin: a negative a one more */
  static int kindTwin(int a, boolean big) {
    return big ? a * 2 : a - (a >> 31);
  }
  static int cycle(int x, int y) {
    int pv = x > y ? 0 : y, qv = x > y ? x : 0;
    if (x == 3) qv += 1;
    return pv * 7 + qv + (x - y) + 100;
  }
  /* the wrong twin: the increment on the other node */
  static int cycleTwin(int x, int y) {
    int pv = x > y ? 0 : y, qv = x > y ? x : 0;
    if (x == 3) pv += 1;
    return pv * 7 + qv + (x - y) + 100;
  }
}
