public class newV {
  static long area(int w, int h) { return (long) w * h; }
  static long areaSame(int w, int h) { return (long) w * (long) h; }
}
