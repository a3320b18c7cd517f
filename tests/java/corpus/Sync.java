// synchronized blocks and methods (one thread): monitors entered and exited, exceptions inside
public class Sync {
  static final Object lock = new Object();
  static int n;
  static synchronized int inc(int k) { n += k; return n; }
  //@ run block 3
  static int block(int k) { synchronized (lock) { n = k * 2; } return inc(k); }
  //@ run throwing 0
  static int throwing(int k) { try { synchronized (lock) { return 10 / k; } } catch (ArithmeticException e) { synchronized (lock) { return -1; } } }
  //@ run nullock 0
  static int nullock(int k) { Object o = null; synchronized (o) { return k; } }
}
