// Acct.java (old) — the two versions declare the same class: the emitted test loads each by a
// class loader of its own. Verdicts in ../expect-emit.
public class Acct {
  // cents of a fee: 2% of the amount, at most 500
  static int fee(int amount) {
    int f = amount / 50;
    return f > 500 ? 500 : f;
  }

  // the same fee, written as a clamp (equivalent)
  static int feeClamp(int amount) {
    return Math.min(amount / 50, 500);
  }

  // scales each balance by 2 in place, and prints how many it changed
  static int doubleAll(int[] b) {
    int n = 0;
    for (int i = 0; i < b.length; i++) {
      if (b[i] != 0) n++;
      b[i] = b[i] * 2;
    }
    System.out.println("changed " + n);
    return n;
  }

  // the initials of a name: its first character, upper case
  static char initial(String name) {
    return Character.toUpperCase(name.charAt(0));
  }
}
