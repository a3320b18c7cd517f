public class oldV {
  static int fee(int code) { switch (code) { case 1: return 10; case 2: return 25; case 5: return 40; default: return 0; } }
  static int feeTwin(int code) { switch (code) { case 1: return 10; case 2: return 25; case 5: return 40; default: return 0; } }
}
