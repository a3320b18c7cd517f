// bounds of the interpreter: an endless loop runs out of fuel, deep recursion reaches the call depth
public class Fuel {
  //@ out_of_fuel spin 0
  static int spin(int k) { while (k == 0) { } return k; }
  //@ out_of_fuel deep 100000
  static int deep(int n) { return n == 0 ? 0 : 1 + deep(n - 1); }
  //@ run shallow 1000
  static int shallow(int n) { return n == 0 ? 0 : 1 + shallow(n - 1); }
}
