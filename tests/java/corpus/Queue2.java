// a ring buffer and a binary heap over int arrays (library-style data structures), with the
// exceptions a full or empty structure throws and the invariants checked as it runs
public class Queue2 {
  static class Ring {
    final int[] buf; int head, size;
    Ring(int cap) { buf = new int[cap]; }
    void push(int v) { if (size == buf.length) throw new IllegalStateException("full at " + size); buf[(head + size++) % buf.length] = v; }
    int pop() { if (size == 0) throw new java.util.NoSuchElementException("empty"); int v = buf[head]; head = (head + 1) % buf.length; size--; return v; }
  }
  //@ run ring 3
  //@ run ring 4
  static String ring(int cap) {
    Ring r = new Ring(cap); StringBuilder sb = new StringBuilder();
    for (int i = 1; i <= 4; i++) r.push(i * 10);
    sb.append(r.pop()).append(r.pop());
    r.push(7); r.push(8);
    while (r.size > 0) sb.append(',').append(r.pop());
    return sb.toString();
  }
  //@ run empty 0
  static int empty(int k) { return new Ring(2).pop(); }
  static class Heap {
    int[] a = new int[2]; int n;
    void add(int v) { if (n == a.length) { int[] b = new int[n * 2]; for (int i = 0; i < n; i++) b[i] = a[i]; a = b; } a[n] = v; int i = n++; while (i > 0 && a[(i - 1) / 2] > a[i]) { int p = (i - 1) / 2, t = a[p]; a[p] = a[i]; a[i] = t; i = p; } }
    int poll() { int top = a[0]; a[0] = a[--n]; int i = 0; for (;;) { int l = 2 * i + 1, r = l + 1, m = i; if (l < n && a[l] < a[m]) m = l; if (r < n && a[r] < a[m]) m = r; if (m == i) break; int t = a[m]; a[m] = a[i]; a[i] = t; i = m; } return top; }
  }
  //@ run heapsort 17
  //@ run heapsort 1
  static String heapsort(int seed) {
    Heap h = new Heap(); int x = seed;
    for (int i = 0; i < 12; i++) { x = x * 1103515245 + 12345; h.add((x >>> 16) % 100); }
    StringBuilder sb = new StringBuilder();
    while (h.n > 0) sb.append(h.poll()).append(' ');
    return sb.toString();
  }
  //@ run underflow 0
  static int underflow(int k) { Heap h = new Heap(); h.add(1); h.poll(); return h.poll(); }
}
