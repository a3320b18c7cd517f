// a control-break report (COBOL's classic): sorted sales records grouped by region and branch,
// subtotals at each break, a grand total, and lines laid out in fixed columns
public class Report {
  static final String[] REGION = {"EAST", "EAST", "EAST", "NORTH", "NORTH", "WEST", "WEST", "WEST", "WEST"};
  static final int[] BRANCH = {1, 1, 2, 1, 1, 3, 3, 4, 4};
  static final long[] CENTS = {12050, 999, 50000, 100, 7, 250000, 1, 99999, 3};
  static String money(long c) { String s = c / 100 + "." + (c % 100 < 10 ? "0" : "") + c % 100; return "          ".substring(s.length()) + s; }
  static String col(String s, int w) { return (s + "          ").substring(0, w); }
  //@ run report 0
  //@ run report 1
  static void report(int detail) {
    String region = null; int branch = -1; long bsum = 0, rsum = 0, total = 0; int lines = 0;
    for (int i = 0; i <= REGION.length; i++) {
      boolean end = i == REGION.length;
      if (region != null && (end || BRANCH[i] != branch || !REGION[i].equals(region))) {
        System.out.println(col("", 6) + col("BR " + branch, 8) + money(bsum)); bsum = 0;
      }
      if (region != null && (end || !REGION[i].equals(region))) {
        System.out.println(col(region, 14) + money(rsum) + " *"); rsum = 0;
      }
      if (end) break;
      region = REGION[i]; branch = BRANCH[i];
      bsum += CENTS[i]; rsum += CENTS[i]; total += CENTS[i]; lines++;
      if (detail == 1) System.out.println(col("", 14) + money(CENTS[i]) + " " + i);
    }
    System.out.println(col("TOTAL", 14) + money(total) + " **  " + lines + " records");
  }
}
