public class oldV {
  static long area(int w, int h) { return w * h; }
  static long areaSame(int w, int h) { return (long) w * h; }
}
