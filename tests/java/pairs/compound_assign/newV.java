public class newV {
  static int narrowAdd(short s, int k) { return (short) (s + k); }
  static int narrowTwin(short s, int k) { return s + k; }
}
