// interface dispatch: an interface with a default method, abstract classes, overriding and super
// calls, a call through an interface array, instanceof and casts between user classes
public class Shapes {
  interface Shape { long area2(); default String describe() { return name() + ":" + area2(); } String name(); }
  interface Scalable { Shape scale(int k); }
  static abstract class Poly implements Shape, Scalable { public String name() { return "poly" + sides(); } abstract int sides(); }
  static class Rect extends Poly {
    final int w, h;
    Rect(int w, int h) { this.w = w; this.h = h; }
    int sides() { return 4; }
    public long area2() { return 2L * w * h; }
    public Shape scale(int k) { return new Rect(w * k, h * k); }
  }
  static class Square extends Rect {
    Square(int s) { super(s, s); }
    public String name() { return "square(" + super.name() + ")"; }
    public Shape scale(int k) { return new Square(w * k); }
  }
  static class Tri extends Poly {
    final int b, h;
    Tri(int b, int h) { this.b = b; this.h = h; }
    int sides() { return 3; }
    public long area2() { return (long) b * h; }
    public Shape scale(int k) { return new Tri(b * k, h * k); }
    public String describe() { return "tri " + super.describe(); }
  }
  static class Circle implements Shape { final int r; Circle(int r) { this.r = r; } public long area2() { return 6L * r * r; } public String name() { return "circle"; } }
  //@ run all 1
  //@ run all 3
  static void all(int k) {
    Shape[] s = {new Rect(2, 3), new Square(4), new Tri(5, 6), new Circle(k)};
    long total = 0;
    for (Shape x : s) {
      Shape y = x instanceof Scalable ? ((Scalable) x).scale(k) : x;
      System.out.println(y.describe() + " " + (y instanceof Rect) + " " + (y instanceof Square));
      total += y.area2();
    }
    System.out.println("total " + total);
  }
  //@ run cast 0
  //@ run cast 1
  static int cast(int k) { Shape s = k == 0 ? new Square(2) : null; Rect r = (Rect) s; return r.w; }
}
