public class oldV {
  static int digitOf(char c) { return c >= '0' && c <= '9' ? c - '0' : -1; }
  static int digitOfTwin(char c) { return c >= '0' && c <= '9' ? c - '0' : -1; }
}
