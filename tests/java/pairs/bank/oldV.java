public class oldV {
  /* a bank account: the balance in cents, deposits and withdrawals checked */
  static class Account {
    private int balance;
    Account(int initial) { balance = initial; }
    void deposit(int amount) {
      if (amount <= 0) throw new IllegalArgumentException("deposit must be positive");
      balance += amount;
    }
    boolean withdraw(int amount) {
      if (amount <= 0 || amount > balance) return false;
      balance -= amount;
      return true;
    }
    int balance() { return balance; }
  }
  static class Ledger {
    Account main;
    int entries;
  }

  /* a deposit, then a withdrawal: the balance, or MIN_VALUE when the withdrawal is refused */
  static int session(int initial, int d, int w) {
    Account a = new Account(initial);
    a.deposit(d);
    if (!a.withdraw(w)) return Integer.MIN_VALUE;
    return a.balance();
  }
  static int sessionTwin(int initial, int d, int w) {
    Account a = new Account(initial);
    a.deposit(d);
    if (!a.withdraw(w)) return Integer.MIN_VALUE;
    return a.balance();
  }
  /* money moved between two accounts */
  static int transfer(int x, int y, int amount) {
    Account from = new Account(x), to = new Account(y);
    if (from.withdraw(amount)) to.deposit(amount);
    return from.balance() - 2 * to.balance();
  }
  /* one account under two names, or two accounts */
  static int transferTwin(int x, int y, int amount) {
    Account from = new Account(x), to = new Account(y);
    if (from.withdraw(amount)) to.deposit(amount);
    return from.balance() - 2 * to.balance();
  }
  static int alias(int x, boolean same) {
    Account a = new Account(x);
    Account b = same ? a : new Account(x);
    b.deposit(5);
    return a.balance() + (a == b ? 1000 : 0);
  }
  static int aliasTwin(int x, boolean same) {
    Account a = new Account(x);
    Account b = same ? a : new Account(x);
    b.deposit(5);
    return a.balance() + (a == b ? 1000 : 0);
  }
  /* a ledger whose account may never have been opened */
  static int ledger(int x, boolean open) {
    Ledger l = new Ledger();
    if (open) l.main = new Account(x);
    l.entries++;
    return l.main.balance() + l.entries;
  }
}
