public class oldV {
  static int digitSum(int n) { if (n < 0 || n > 9999) return -1; int s = 0; for (int i = 0; i < 4; i++) { s += n % 10; n /= 10; } return s; }
  static int digitSumTwin(int n) { if (n < 0 || n > 99999) return -1; int s = 0; for (int i = 0; i < 4; i++) { s += n % 10; n /= 10; } return s; }
}
