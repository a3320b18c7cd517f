public class oldV {
  static int median(int seed) { int[] a = new int[7]; int x = seed; for (int i = 0; i < 7; i++) { x = x * 1103515245 + 12345; a[i] = x >> 16; } for (int i = 0; i < 7; i++) for (int j = 0; j + 1 < 7 - i; j++) if (a[j] > a[j + 1]) { int t = a[j]; a[j] = a[j + 1]; a[j + 1] = t; } return a[3]; }
  static int medianTwin(int seed) { int[] a = new int[7]; int x = seed; for (int i = 0; i < 7; i++) { x = x * 1103515245 + 12345; a[i] = x >> 16; } for (int i = 0; i < 7; i++) for (int j = 0; j + 1 < 7 - i; j++) if (a[j] > a[j + 1]) { int t = a[j]; a[j] = a[j + 1]; a[j + 1] = t; } return a[3]; }
  static int medianTwin2(int seed) { int[] a = new int[7]; int x = seed; for (int i = 0; i < 7; i++) { x = x * 1103515245 + 12345; a[i] = x >> 16; } for (int i = 0; i < 7; i++) for (int j = 0; j + 1 < 7 - i; j++) if (a[j] > a[j + 1]) { int t = a[j]; a[j] = a[j + 1]; a[j + 1] = t; } return a[3]; }
}
