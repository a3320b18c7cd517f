// nested try/catch/finally: a handler that throws, finally running on every path, user exception
// classes with messages, catch order by subclass, rethrow, and an exception replaced in finally
public class NestedExc {
  static class AppException extends Exception { final int code; AppException(String m, int code) { super(m); this.code = code; } }
  static class Bad extends AppException { Bad(String m) { super("bad: " + m, 2); } }
  static StringBuilder log;
  static int step(int k) throws AppException {
    log.append("s").append(k);
    if (k == 1) throw new Bad("one");
    if (k == 2) throw new AppException("two", 9);
    if (k == 3) return 10 / (k - 3);
    if (k == 4) { int[] a = new int[2]; return a[k]; }
    if (k == 5) throw new IllegalStateException("five");
    return k * 100;
  }
  //@ run outer 0
  //@ run outer 1
  //@ run outer 2
  //@ run outer 3
  //@ run outer 4
  //@ run outer 5
  static String outer(int k) {
    log = new StringBuilder();
    int r = -1;
    try {
      try {
        r = step(k);
      } catch (Bad e) {
        log.append(" inner-bad ").append(e.getMessage());
        throw new AppException("wrapped " + e.code, e.code + 1);
      } catch (ArithmeticException e) {
        log.append(" arith ").append(e.getMessage());
        r = 0;
      } finally {
        log.append(" f1");
      }
    } catch (AppException e) {
      log.append(" outer ").append(e.getMessage()).append(' ').append(e.code);
    } catch (RuntimeException e) {
      log.append(" rt ").append(e instanceof IllegalStateException ? "ise" : "other").append(' ').append(e.getMessage());
    } finally {
      log.append(" f2");
    }
    return r + " " + log;
  }
  //@ run replaced 0
  //@ run replaced 1
  static int replaced(int k) {
    try {
      if (k == 0) throw new IllegalArgumentException("first");
      return 1;
    } finally {
      if (k == 0) throw new UnsupportedOperationException("from finally");
    }
  }
  //@ run rethrow 0
  //@ run rethrow 7
  static int rethrow(int k) {
    try { return 100 / k; }
    catch (ArithmeticException e) { log = new StringBuilder("caught"); throw e; }
  }
  //@ run loop 6
  static String loop(int n) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < n; i++) {
      try {
        log = new StringBuilder();
        sb.append(step(i)).append(',');
        if (i == 0) continue;
      } catch (AppException e) { sb.append("A").append(e.code).append(','); }
      catch (RuntimeException e) { sb.append("R,"); if (i == 4) break; }
      finally { sb.append('|'); }
    }
    return sb.toString();
  }
}
