// account postings with a checked exception for an overdraft, long cents, user objects in an
// ArrayList, a validator interface, and an audit trail printed per transaction
import java.util.*;
public class Bank {
  static class Overdraft extends Exception { Overdraft(String id, long short_) { super("account " + id + " short by " + short_); } }
  static class Account { final String id; long cents; final long limit; Account(String id, long c, long l) { this.id = id; cents = c; limit = l; } }
  interface Rule { void check(Account a, long amount) throws Overdraft; }
  static class Limit implements Rule { public void check(Account a, long amt) throws Overdraft { if (a.cents + amt < -a.limit) throw new Overdraft(a.id, -(a.cents + amt) - a.limit); } }
  static class MaxTx implements Rule { public void check(Account a, long amt) { if (Math.abs(amt) > 1000000) throw new IllegalArgumentException("amount too large: " + amt); } }
  //@ run post 0
  //@ run post 1
  static void post(int strict) {
    List<Account> accts = new ArrayList<>();
    accts.add(new Account("A-1", 10000, 0)); accts.add(new Account("B-2", 500, 2000)); accts.add(new Account("C-3", 0, 0));
    List<Rule> rules = new ArrayList<>();
    rules.add(new Limit());
    if (strict == 1) rules.add(new MaxTx());
    long[][] tx = {{0, -5000}, {1, -2400}, {1, -200}, {2, 2000000}, {0, -6000}, {2, -1}};
    int ok = 0;
    for (long[] t : tx) {
      Account a = accts.get((int) t[0]);
      try {
        for (Rule r : rules) r.check(a, t[1]);
        a.cents += t[1]; ok++;
        System.out.println("posted " + a.id + " " + t[1] + " -> " + a.cents);
      } catch (Overdraft e) {
        System.out.println("refused: " + e.getMessage());
      } catch (IllegalArgumentException e) {
        System.out.println("invalid: " + e.getMessage());
      }
    }
    long sum = 0;
    for (Account a : accts) sum += a.cents;
    System.out.println(ok + " posted, balance " + sum);
  }
  //@ run uncaught 0
  static void uncaught(int k) throws Overdraft { new Limit().check(new Account("Z", 5, 1), -10); }
}
