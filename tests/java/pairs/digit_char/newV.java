public class newV {
  static int digitOf(char c) { int d = c - '0'; return d >= 0 && d < 10 ? d : -1; }
  static int digitOfTwin(char c) { int d = c - '0'; return d >= 0 && d <= 10 ? d : -1; }
}
