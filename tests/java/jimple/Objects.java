// Objects: classes, fields, dispatch, statics, strings and exceptions; Objects.jimple and
// Objects$Sq.jimple, Objects$Rect.jimple, Objects$Shape.jimple are this program as Soot prints it.
public class Objects {
  static int counter;
  static String prefix;

  static {
    counter = 100;
    prefix = "n=";
  }

  interface Shape {
    int area();
  }

  static class Sq implements Shape {
    int s;

    Sq(int s) {
      this.s = s;
    }

    public int area() {
      return s * s;
    }
  }

  static class Rect extends Sq {
    int w;

    Rect(int s, int w) {
      super(s);
      this.w = w;
    }

    public int area() {
      return s * w;
    }
  }

  //@ run areas 3
  //@ run areas -2
  static int areas(int k) {
    Shape[] a = new Shape[2];
    a[0] = new Sq(k);
    a[1] = new Rect(k, k + 1);
    int t = 0;
    for (int i = 0; i < a.length; i++) t += a[i].area();
    return t;
  }

  //@ run label 5
  static String label(int n) {
    counter++;
    return prefix + n + "/" + counter;
  }

  //@ run npe 0
  //@ run npe 4
  static int npe(int k) {
    Sq s = k == 0 ? null : new Sq(k);
    return s.s;
  }

  //@ run thrower 5
  //@ run thrower -1
  static int thrower(int k) {
    if (k < 0) throw new IllegalArgumentException("negative: " + k);
    return k;
  }

  //@ run isRect 1
  //@ run isRect 0
  static boolean isRect(int k) {
    Object o = k > 0 ? new Rect(k, 1) : new Sq(k);
    return o instanceof Rect;
  }

  //@ run sb 4
  static String sb(int n) {
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < n; i++) b.append(i).append(',');
    System.out.println(b.length());
    return b.toString();
  }

  //@ run arr 5
  //@ run arr 0
  //@ run arr -1
  static long arr(int n) {
    long[] a = new long[n];
    for (int i = 0; i < n; i++) a[i] = (long) i * i;
    return a[n - 1];
  }

  //@ run sync 3
  static int sync(int k) {
    Object o = new Object();
    synchronized (o) {
      return k + 1;
    }
  }

  //@ run text 0
  //@ run text 1
  static int text(int k) {
    String s = "h\u00e9llo \"w\"\n";
    return s.charAt(k) + s.length() * 1000;
  }
}
