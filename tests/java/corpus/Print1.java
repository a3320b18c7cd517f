// System.out.print/println as output: every primitive type, strings, null, unicode
public class Print1 {
  //@ run all 65
  static void all(int k) {
    System.out.println(k);
    System.out.println((long) k * 1000000000L);
    System.out.println((char) k);
    System.out.println(k > 3);
    System.out.println(3.0);
    System.out.println(-7.0f);
    System.out.println(Double.NaN);
    System.out.println(1.0 / 0);
    System.out.println("héllo €");
    System.out.print("no newline ");
    System.out.print(k);
    System.out.println();
    String n = null;
    System.out.println(n);
  }
  //@ unsupported frac 1
  static void frac(int k) { System.out.println(0.1 * k); }
  //@ run loop 4
  static int loop(int n) { for (int i = 0; i < n; i++) System.out.println("line " + i); return n; }
}
