public class newV {
  static int digitSum(int n) { if (n < 0 || n > 9999) return -1; return n / 1000 + n / 100 % 10 + n / 10 % 10 + n % 10; }
  static int digitSumTwin(int n) { if (n < 0 || n > 99999) return -1; return n / 1000 + n / 100 % 10 + n / 10 % 10 + n % 10; }
}
