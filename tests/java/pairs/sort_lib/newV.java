public class newV {
  static int median(int seed) { int[] a = new int[7]; int x = seed; for (int i = 0; i < 7; i++) { x = x * 1103515245 + 12345; a[i] = x >> 16; } java.util.Arrays.sort(a); return a[3]; }
  static int medianTwin(int seed) { int[] a = new int[7]; int x = seed; for (int i = 0; i < 7; i++) { x = x * 1103515245 + 12345; a[i] = x >> 16; } java.util.Arrays.sort(a, 0, 6); return a[3]; }
  static int medianTwin2(int seed) { int[] a = new int[7]; int x = seed; for (int i = 0; i < 7; i++) { x = x * 1103515245 + 12345; a[i] = x >> 16; } java.util.Arrays.sort(a); return a[4]; }
}
