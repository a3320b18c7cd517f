// lambdas and method references (invokedynamic with LambdaMetafactory.metafactory): captured values,
// the conversions of the SAM's arguments and result (boxing, unboxing, widening, casts), method
// references to static, instance and JDK methods, a user interface's default method, exceptions
// thrown through the implementation, and what LambdaMetafactory leaves unspecified (unsupported)
import java.util.function.*;
public class Lambdas {
  interface Op { int apply(int a, int b); default int twice(int a, int b) { return apply(apply(a, b), b); } }
  interface LongFn { long f(int x); }
  int base;
  Lambdas(int b) { base = b; }
  int plusBase(int x) { return x + base; }
  static int sq(int x) { return x * x; }
  static Integer boxedSq(Integer x) { return x * x; }
  static int div(int a, int b) { return a / b; }

  //@ run capture 5
  //@ run capture -2147483648
  static int capture(int x) { int k = 3; long m = 1L << 40; IntUnaryOperator f = y -> y * 2 + x + k; LongUnaryOperator g = z -> z + m; return f.applyAsInt(7) + (int) (g.applyAsLong(x) >> 20); }
  //@ run boxing 6
  //@ run boxing -1
  static int boxing(int x) { Function<Integer, Integer> f = y -> y + 1; BiFunction<Integer, Long, Long> g = (a, b) -> a * b; return f.apply(x) + (int) (long) g.apply(x, 3L); }
  //@ run refs 4
  //@ run refs 46341
  static long refs(int x) {
    IntUnaryOperator s = Lambdas::sq;
    Function<Integer, Integer> bs = Lambdas::boxedSq;
    ToIntFunction<Integer> iv = Integer::intValue;
    Function<String, Integer> len = String::length;
    IntFunction<String> str = Integer::toString;
    LongFn w = Lambdas::sq; // int result widened to the SAM's long
    return s.applyAsInt(x) + bs.apply(x) + iv.applyAsInt(x) + len.apply(str.apply(x)) + w.f(x);
  }
  //@ run bound 10
  static int bound(int x) { Lambdas o = new Lambdas(100); IntUnaryOperator f = o::plusBase; IntUnaryOperator g = y -> o.plusBase(y) * 2; o.base = 1; return f.applyAsInt(x) * 1000 + g.applyAsInt(x); }
  //@ run dflt 3
  //@ run dflt -3
  static int dflt(int x) { Op add = (a, b) -> a + b, mul = (a, b) -> a * b; return add.twice(x, 4) * 100 + mul.twice(x, 2); }
  //@ run thrown 1
  //@ run thrown 0
  static int thrown(int x) { IntBinaryOperator d = Lambdas::div; IntUnaryOperator f = y -> d.applyAsInt(10, y); return f.applyAsInt(x); }
  //@ run unboxNull 1
  //@ run unboxNull 0
  static int unboxNull(int x) { ToIntFunction<Integer> f = Integer::intValue; IntUnaryOperator g = y -> y; Integer v = x == 0 ? null : x; return f.applyAsInt(v) + ((Function<Integer, Integer>) (Integer y) -> y + 1).apply(v) + g.applyAsInt(v); }
  //@ run curry 3
  static int curry(int x) { IntFunction<IntUnaryOperator> add = a -> b -> a + b; IntUnaryOperator add3 = add.apply(3); return add3.applyAsInt(x) * 10 + add.apply(x).applyAsInt(x); }
  //@ run runnable 4
  static String runnable(int n) {
    StringBuilder sb = new StringBuilder();
    int[] c = {0};
    Runnable r = () -> { c[0]++; sb.append(c[0]).append(';'); };
    for (int i = 0; i < n; i++) r.run();
    Supplier<String> s = sb::toString;
    BooleanSupplier big = () -> c[0] > 3;
    Predicate<String> empty = String::isEmpty;
    Consumer<String> out = System.out::println;
    out.accept(s.get());
    return s.get() + big.getAsBoolean() + empty.test("") + empty.test("x");
  }
  int viaThis(int x) { IntSupplier s = () -> base * 10 + x; base++; return s.getAsInt(); }
  //@ run thisCap 7
  static int thisCap(int x) { return new Lambdas(4).viaThis(x); }
  //@ run boundNull 0
  //@ run boundNull 1
  static int boundNull(int x) { Lambdas o = x == 0 ? null : new Lambdas(x); IntUnaryOperator f = o::plusBase; return f.applyAsInt(1); }
  //@ run sumLoop 5
  //@ run sumLoop 0
  static long sumLoop(int n) { LongBinaryOperator acc = (s, i) -> s + i * i; long s = 0; for (int i = 1; i <= n; i++) s = acc.applyAsLong(s, i); return s; }
  private int secret(int x) { return x * 3 + base; }
  static class Inner { int go(Lambdas o, int x) { return o.secret(x); } } // invokevirtual of a nestmate's private method
  //@ run nestmate 5
  static int nestmate(int x) { return new Inner().go(new Lambdas(2), x); }
  //@ unsupported negate 1
  static boolean negate(int x) { Predicate<String> empty = String::isEmpty; return empty.negate().test(""); }
  //@ unsupported tostr 1
  static String tostr(int x) { IntUnaryOperator f = y -> y; return "" + f; }
  //@ unsupported hash 1
  static int hash(int x) { Runnable r = () -> {}; return r.hashCode(); }
}
