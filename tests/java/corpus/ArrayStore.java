// arrays of references: covariance and the array store check, arrays of strings and objects
public class ArrayStore {
  static class A {} static class B extends A {}
  //@ run store 0
  static int store(int k) { A[] a = new B[2]; a[0] = new B(); a[1] = new A(); return a.length; }
  //@ run strs 3
  static String strs(int n) { String[] s = new String[n]; for (int i = 0; i < n; i++) s[i] = "s" + i; String r = ""; for (String x : s) r += x; return r + s.length; }
  //@ run objs 2
  static int objs(int n) { Object[] o = new Object[n]; o[0] = "x"; o[1] = new int[3]; return (o[0] instanceof String ? 1 : 0) + (o[1] instanceof int[] ? 2 : 0); }
  //@ run nulls 1
  static int nulls(int n) { String[] s = new String[n]; return s[0] == null ? 5 : 6; }
}
