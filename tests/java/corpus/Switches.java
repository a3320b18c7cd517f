// tableswitch and lookupswitch, fall-through, switch on strings (hashCode and equals)
public class Switches {
  //@ run table 0
  //@ run table 3
  //@ run table 9
  static int table(int k) {
    int r = 0;
    switch (k) { case 0: r += 1; case 1: r += 2; break; case 2: r = 7; break; case 3: r = 9; case 4: r *= 2; break; default: r = -1; }
    return r;
  }
  //@ run lookup 1000
  //@ run lookup -5
  //@ run lookup 7
  static int lookup(int k) { switch (k) { case -5: return 1; case 1000: return 2; case 1 << 20: return 3; default: return 0; } }
  //@ run str 1
  //@ run str 2
  //@ run str 3
  static int str(int k) {
    String s = k == 1 ? "apple" : k == 2 ? "pear" : "plum";
    switch (s) { case "apple": return 10; case "pear": return 20; default: return 30; }
  }
  //@ run chars 120
  static int chars(char c) { switch (c) { case 'a': return 1; case 'x': return 2; default: return 3; } }
}
