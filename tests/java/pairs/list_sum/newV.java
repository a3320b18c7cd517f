import java.util.*;
public class newV {
  static int sum(int n) { int[] a = new int[n & 15]; for (int i = 0; i < a.length; i++) a[i] = i * n; int s = 0; for (int i = 0; i < a.length; i++) s += a[i]; return s; }
  static int sumTwin(int n) { int[] a = new int[n & 15]; for (int i = 0; i < a.length; i++) a[i] = i * n; int s = 0; for (int i = 1; i < a.length - 1; i++) s += a[i]; return s; }
}
