// interfaces: static methods, constants, default methods overridden and inherited through classes
public class Interfaces2 {
  interface Op { int K = 3; int apply(int x); static int twice(Op o, int x) { return o.apply(o.apply(x)); } default Op then(int add) { return new Add(add); } }
  static class Add implements Op { int n; Add(int n) { this.n = n; } public int apply(int x) { return x + n; } }
  static class Mul implements Op { public int apply(int x) { return x * K; } }
  static class Sq extends Mul { public int apply(int x) { return super.apply(x) * x; } }
  //@ run twice 5
  static int twice(int x) { return Op.twice(new Add(4), x) * 1000 + Op.twice(new Mul(), x) + Op.twice(new Sq(), 1); }
  //@ run then 2
  static int then(int x) { Op o = new Mul().then(x); return o.apply(10); }
  //@ run nullop 0
  static int nullop(int x) { Op o = null; return Op.twice(o, x); }
}
