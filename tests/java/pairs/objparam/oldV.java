// Reference parameters of the program's classes (issue 13; docs/java.md "Object parameters"): an
// Account passed in is null or an object whose fields are inputs; what the call leaves in them is
// compared.
public class oldV {
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

  public static int pay(Account a, int x) {
    a.deposit(x);
    return a.balance;
  }

  public static int payTwin(Account a, int x) {
    a.deposit(x);
    return a.balance;
  }

  public static int payNull(Account a, int x) {
    a.deposit(x);
    return a.balance;
  }

  public static boolean canPay(Account a, int x) {
    return a != null && !a.frozen && x > 0;
  }

  public static boolean canPayTwin(Account a, int x) {
    return a != null && !a.frozen && x > 0;
  }
}
