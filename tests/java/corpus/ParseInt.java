// Integer.parseInt / Long.parseLong with NumberFormatException's OpenJDK 17 messages
public class ParseInt {
  static String text(int k) {
    switch (k) {
      case 0: return "123";
      case 1: return "-2147483648";
      case 2: return "2147483648";
      case 3: return "";
      case 4: return "+";
      case 5: return "12a";
      case 6: return "+77";
      case 7: return null;
      case 8: return "-";
      default: return "00042";
    }
  }
  //@ run p 0
  //@ run p 1
  //@ run p 2
  //@ run p 3
  //@ run p 4
  //@ run p 5
  //@ run p 6
  //@ run p 7
  //@ run p 8
  //@ run p 9
  static int p(int k) { return Integer.parseInt(text(k)); }
  //@ run radix 16
  //@ run radix 2
  static int radix(int k) { return Integer.parseInt("7f", k); }
  //@ run lng 2
  //@ run lng 0
  static long lng(int k) { return Long.parseLong(k == 2 ? "-9223372036854775808" : "9223372036854775808"); }
  //@ run caught 5
  //@ run caught 0
  static String caught(int k) { try { return "ok " + Integer.valueOf(text(k)); } catch (NumberFormatException e) { return "bad: " + e.getMessage(); } }
  //@ run sum 4
  static int sum(int k) { String csv = "10,20,30,40,50"; int s = 0, from = 0; for (int i = 0; i < k; i++) { int c = csv.indexOf(',', from); s += Integer.parseInt(csv.substring(from, c)); from = c + 1; } return s; }
}
