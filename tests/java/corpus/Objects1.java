// objects: fields with defaults, constructors chaining, inherited fields, null dereference
public class Objects1 {
  static class Point { int x, y; Point(int x, int y) { this.x = x; this.y = y; } int dot(Point o) { return x * o.x + y * o.y; } }
  static class Point3 extends Point { int z; Point3(int x, int y, int z) { super(x, y); this.z = z; } int dot(Point o) { return super.dot(o) + (o instanceof Point3 ? z * ((Point3) o).z : 0); } }
  static class Node { int v; Node next; }
  //@ run dot 2,3
  static int dot(int a, int b) { Point p = new Point(a, b), q = new Point(b, a); return p.dot(q); }
  //@ run dot3 2,3
  static int dot3(int a, int b) { Point p = new Point3(a, b, 5), q = new Point3(b, a, 7); return p.dot(q) + p.dot(new Point(1, 1)); }
  //@ run list 10
  //@ run list 0
  static int list(int n) { Node h = null; for (int i = 0; i < n; i++) { Node k = new Node(); k.v = i * i; k.next = h; h = k; } int s = 0; while (h != null) { s += h.v; h = h.next; } return s; }
  //@ run npe 1
  static int npe(int n) { Node h = new Node(); return h.next.v + n; }
  //@ run npecall 1
  static int npecall(int n) { Point p = n > 0 ? null : new Point(1, 2); return p.dot(p); }
  //@ run defaults 0
  static int defaults(int k) { Node n = new Node(); return n.v + (n.next == null ? 7 : 8); }
  //@ run same 3
  static boolean same(int k) { Point p = new Point(k, k); Point q = p; Point r = new Point(k, k); return p == q && p != r; }
}
