// Statics of the program's classes (issue 13; docs/java.md "Statics"): a static's value when the
// call starts is an input, its value when the call ends is compared.
public class newV {
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
    count += 1;
    return count;
  }

  // the counter goes up by two; the result is the same
  public static int counterTwin() {
    count += 2;
    return count - 1;
  }

  public static void record(int k) {
    Stats.total = Stats.total + k;
    Stats.calls = Stats.calls + 1;
  }

  // a call with k == 0 is not counted
  public static void recordTwin(int k) {
    if (k != 0) Stats.add(k);
  }

  public static int scaled(int x) {
    int c = count;
    return c * x;
  }

  // wrong where count is 7 only
  public static int scaledTwin(int x) {
    return count == 7 ? x * 7 + 1 : count * x;
  }

  public static int guarded(int k) {
    if (k >= 0) {
      count = count + k;
      return count;
    }
    throw new IllegalArgumentException("negative");
  }

  // the static is written before the check: a throwing call still changes it
  public static int guardedTwin(int k) {
    count += k;
    if (k < 0) throw new IllegalArgumentException("negative");
    return count;
  }

  // accounts counted by their constructor: a static of an object's class written by `new`
  static class Account {
    static int opened = 0;
    int balance;

    Account(int b) {
      balance = b;
      opened = opened + 1;
    }
  }

  static class Account2 {
    static int opened = 0;
    int balance;

    Account2(int b) {
      balance = b;
      opened += 2; // counts each account twice
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
