public class newV {
  /* the same bank account refactored: the amount kept by a base class under another name, the
   * checks inlined and reordered, a
   * synchronized block (one thread: monitors change nothing else) */
  static class Holder {
    protected int cents;
    Holder(int c) { cents = c; }
  }
  static class Account extends Holder {
    Account(int initial) { super(initial); }
    void deposit(int amount) {
      synchronized (this) {
        if (amount > 0) { cents = cents + amount; return; }
        throw new IllegalArgumentException("deposit must be positive");
      }
    }
    synchronized boolean withdraw(int amount) {
      if (amount > 0 && amount <= cents) { cents -= amount; return true; }
      return false;
    }
    int balance() { return cents; }
  }
  static class Ledger {
    Account main;
    int entries;
  }

  static int session(int initial, int d, int w) {
    Account a = new Account(initial);
    a.deposit(d);
    return a.withdraw(w) ? a.cents : Integer.MIN_VALUE;
  }
  /* the wrong twin: a withdrawal may overdraw the account by one cent */
  static int sessionTwin(int initial, int d, int w) {
    Account a = new Account(initial);
    a.deposit(d);
    if (w <= 0 || w > a.cents + 1) return Integer.MIN_VALUE;
    a.cents -= w;
    return a.balance();
  }
  static int transfer(int x, int y, int amount) {
    Account to = new Account(y), from = new Account(x);
    boolean moved = from.withdraw(amount);
    if (moved) to.deposit(amount);
    return from.cents - to.cents * 2;
  }
  /* the wrong twin: the deposit made even where the withdrawal was refused */
  static int transferTwin(int x, int y, int amount) {
    Account to = new Account(y), from = new Account(x);
    from.withdraw(amount);
    if (amount > 0) to.deposit(amount);
    return from.cents - to.cents * 2;
  }
  static int alias(int x, boolean same) {
    Account a = new Account(x);
    if (same) { a.deposit(5); return a.balance() + 1000; }
    Account b = new Account(x);
    b.deposit(5);
    return x;
  }
  /* the wrong twin: the deposit counted on both accounts */
  static int aliasTwin(int x, boolean same) {
    Account a = new Account(x);
    a.deposit(5);
    return a.balance() + (same ? 1000 : 0);
  }
  /* the NullPointerException fixed: an account never opened has a zero balance */
  static int ledger(int x, boolean open) {
    Ledger l = new Ledger();
    if (open) l.main = new Account(x);
    l.entries++;
    return (l.main == null ? 0 : l.main.balance()) + l.entries;
  }
}
