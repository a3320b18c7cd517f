// Reference parameters of the program's classes (issue 13; docs/java.md "Object parameters"): an
// Account passed in is null or an object whose fields are inputs; what the call leaves in them is
// compared.
public class newV {
  static class Account {
    int balance;
    int deposits;
    boolean frozen;

    void deposit(int x) {
      if (frozen || x <= 0) throw new IllegalArgumentException("refused");
      balance += x;
      deposits++;
    }
  }

  // deposit inlined: the field read first throws NullPointerException where a is null, as the call did
  public static int pay(Account a, int x) {
    boolean f = a.frozen;
    if (x <= 0 || f) throw new IllegalArgumentException("refused");
    int b = a.balance + x;
    a.balance = b;
    a.deposits = a.deposits + 1;
    return b;
  }

  // the deposit is not counted
  public static int payTwin(Account a, int x) {
    boolean f = a.frozen;
    if (x <= 0 || f) throw new IllegalArgumentException("refused");
    a.balance += x;
    return a.balance;
  }

  // a null account pays nothing instead of throwing NullPointerException
  public static int payNull(Account a, int x) {
    if (a == null) return 0;
    a.deposit(x);
    return a.balance;
  }

  public static boolean canPay(Account a, int x) {
    if (a == null || x <= 0) return false;
    return !a.frozen;
  }

  // a frozen account may pay
  public static boolean canPayTwin(Account a, int x) {
    return a != null && x > 0;
  }
}
