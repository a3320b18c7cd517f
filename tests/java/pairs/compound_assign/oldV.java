public class oldV {
  static int narrowAdd(short s, int k) { s += k; return s; }
  static int narrowTwin(short s, int k) { s += k; return s; }
}
