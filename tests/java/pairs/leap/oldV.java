public class oldV {
  static boolean leap(int y) { return y % 4 == 0 && (y % 100 != 0 || y % 400 == 0); }
  static boolean leapTwin(int y) { return y % 4 == 0 && (y % 100 != 0 || y % 400 == 0); }
}
