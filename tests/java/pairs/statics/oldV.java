// Statics of the program's classes (issue 13; docs/java.md "Statics"): a static's value when the
// call starts is an input, its value when the call ends is compared.
public class oldV {
  static int count = 0;

  static class Stats {
    static long total;
    static int calls;

    static void add(int k) {
      total += k;
      calls++;
    }
  }

  public static int counter() {
    count++;
    return count;
  }

  public static int counterTwin() {
    count++;
    return count;
  }

  public static void record(int k) {
    Stats.add(k);
  }

  public static void recordTwin(int k) {
    Stats.add(k);
  }

  public static int scaled(int x) {
    return x * count;
  }

  public static int scaledTwin(int x) {
    return x * count;
  }

  public static int guarded(int k) {
    if (k < 0) throw new IllegalArgumentException("negative");
    count += k;
    return count;
  }

  public static int guardedTwin(int k) {
    if (k < 0) throw new IllegalArgumentException("negative");
    count += k;
    return count;
  }

  // accounts counted by their constructor: a static of an object's class written by `new`
  static class Account {
    static int opened = 0;
    int balance;

    Account(int b) {
      balance = b;
      opened++;
    }
  }

  static class Account2 {
    static int opened = 0;
    int balance;

    Account2(int b) {
      balance = b;
      opened++;
    }
  }

  public static int openTwo(int a, int b) {
    Account x = new Account(a);
    Account y = new Account(b);
    return x.balance + y.balance;
  }

  public static int openTwoTwin(int a, int b) {
    Account2 x = new Account2(a);
    Account2 y = new Account2(b);
    return x.balance + y.balance;
  }
}
