public class oldV {
  static int roundHalfUp(int mills) { if (mills < 0 || mills > 100000000) return -1; return (mills + 5) / 10; }
  static int roundTwin(int mills) { if (mills < 0 || mills > 100000000) return -1; return (mills + 5) / 10; }
}
