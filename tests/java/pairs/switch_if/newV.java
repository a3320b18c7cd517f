public class newV {
  static int fee(int code) { if (code == 1) return 10; if (code == 2) return 25; if (code == 5) return 40; return 0; }
  static int feeTwin(int code) { switch (code) { case 1: return 10; case 2: case 5: return 25; default: return 0; } }
}
