// Acct.java (new)
public class Acct {
  // the fee is now capped at 400 cents (a real change)
  static int fee(int amount) {
    int f = amount / 50;
    return f > 400 ? 400 : f;
  }

  static int feeClamp(int amount) {
    int f = amount / 50;
    return f > 500 ? 500 : f;
  }

  // stops at the first zero balance (a real change: later ones are not doubled)
  static int doubleAll(int[] b) {
    int n = 0;
    for (int i = 0; i < b.length; i++) {
      if (b[i] == 0) break;
      n++;
      b[i] = b[i] * 2;
    }
    System.out.println("changed " + n);
    return n;
  }

  // an empty name now gives '?' instead of a StringIndexOutOfBoundsException
  static char initial(String name) {
    return name.isEmpty() ? '?' : Character.toUpperCase(name.charAt(0));
  }
}
