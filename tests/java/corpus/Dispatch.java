// virtual and interface dispatch (JVMS 5.4.6), super calls, default methods, abstract classes
public class Dispatch {
  interface Shape { int area(); default int twice() { return 2 * area(); } }
  interface Named { default int id() { return 1; } }
  static abstract class Base implements Shape { abstract int side(); public int area() { return side() * side(); } int kind() { return 1; } }
  static class Sq extends Base { int s; Sq(int s) { this.s = s; } int side() { return s; } int kind() { return 2 + super.kind(); } }
  static class Rect implements Shape, Named { int w, h; Rect(int w, int h) { this.w = w; this.h = h; } public int area() { return w * h; } public int twice() { return -1; } }
  static class Cube extends Sq { Cube(int s) { super(s); } public int area() { return 6 * super.area(); } }
  //@ run total 3
  static int total(int n) {
    Shape[] a = {new Sq(n), new Rect(n, n + 1), new Cube(n)};
    int t = 0;
    for (Shape s : a) t = t * 31 + s.area() + s.twice();
    return t;
  }
  //@ run kinds 2
  static int kinds(int n) { Base b = n > 1 ? new Cube(n) : new Sq(n); return b.kind() * 100 + b.area(); }
  //@ run named 4
  static int named(int n) { Named x = new Rect(n, n); return x.id() + ((Shape) x).area(); }
  //@ run inst 1
  static int inst(int n) { Object o = n == 1 ? new Cube(2) : new Rect(1, 1); return (o instanceof Sq ? 1 : 0) + (o instanceof Shape ? 2 : 0) + (o instanceof Named ? 4 : 0) + (o instanceof Base ? 8 : 0); }
  static int priv(int k) { return k + 1; }
  //@ run statics 5
  static int statics(int k) { return priv(k) * priv(-k); }
}
