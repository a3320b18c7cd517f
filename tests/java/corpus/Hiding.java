// fields hidden in subclasses are chosen by the static type; methods by the object's class
public class Hiding {
  static class P { int v = 1; int get() { return v; } static int s() { return 10; } }
  static class C extends P { int v = 2; int get() { return v + super.get() * 10; } static int s() { return 20; } }
  //@ run fields 0
  static int fields(int k) { P p = new C(); C c = (C) p; return p.v * 1000 + c.v * 100 + p.get(); }
  //@ run statics 0
  static int statics(int k) { return P.s() + C.s(); }
  //@ run chain 3
  static int chain(int k) { P p = k > 2 ? new C() : new P(); p.v = k; return p.get(); }
}
