// a small interpreter of commands through interfaces and a string switch (String.hashCode and
// equals in the lowering javac emits), with a visitor-like double dispatch over user classes
public class Dispatch2 {
  interface Op { int apply(int acc, int arg); }
  static class Add implements Op { public int apply(int a, int b) { return a + b; } }
  static class Mul implements Op { public int apply(int a, int b) { return a * b; } }
  static class Div implements Op { public int apply(int a, int b) { return a / b; } }
  static class Clamp extends Add { final int hi; Clamp(int hi) { this.hi = hi; } public int apply(int a, int b) { return Math.min(hi, super.apply(a, b)); } }
  static Op op(String name) {
    switch (name) {
      case "add": return new Add();
      case "mul": return new Mul();
      case "div": return new Div();
      case "clamp": return new Clamp(100);
      case "Aa": return new Mul();      // "Aa" and "BB" share a hash code
      case "BB": return new Add();
      default: throw new IllegalArgumentException("unknown op '" + name + "'");
    }
  }
  static final String[] PROG = {"add 5", "mul 7", "clamp 80", "Aa 2", "BB 3", "div 0", "nop 1"};
  //@ run exec 1
  //@ run exec 5
  //@ run exec 6
  //@ run exec 7
  static int exec(int n) {
    int acc = 1;
    for (int i = 0; i < n; i++) {
      String ins = PROG[i];
      int sp = ins.indexOf(' ');
      acc = op(ins.substring(0, sp)).apply(acc, Integer.parseInt(ins.substring(sp + 1)));
    }
    return acc;
  }
  static abstract class Node { abstract <R> R accept(Visitor<R> v); }
  static class Num extends Node { final int v; Num(int v) { this.v = v; } <R> R accept(Visitor<R> vis) { return vis.num(this); } }
  static class Bin extends Node { final char op; final Node l, r; Bin(char op, Node l, Node r) { this.op = op; this.l = l; this.r = r; } <R> R accept(Visitor<R> vis) { return vis.bin(this); } }
  interface Visitor<R> { R num(Num n); R bin(Bin b); }
  static class Eval implements Visitor<Integer> {
    public Integer num(Num n) { return n.v; }
    public Integer bin(Bin b) { int x = b.l.accept(this), y = b.r.accept(this); return b.op == '+' ? x + y : b.op == '*' ? x * y : x - y; }
  }
  static class Show implements Visitor<String> {
    public String num(Num n) { return String.valueOf(n.v); }
    public String bin(Bin b) { return "(" + b.l.accept(this) + b.op + b.r.accept(this) + ")"; }
  }
  //@ run tree 3
  //@ run tree -4
  static String tree(int k) { Node t = new Bin('*', new Bin('+', new Num(k), new Num(2)), new Bin('-', new Num(10), new Num(k))); return t.accept(new Show()) + "=" + t.accept(new Eval()); }
}
