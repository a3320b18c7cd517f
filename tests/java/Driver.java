// Driver.java — the JVM side of the differential tests (tests/java/diff_jvm.py): reads lines
// "CLASSDIR<TAB>CLASS<TAB>METHOD<TAB>ARGS" on standard input and, for each, loads CLASS afresh (its
// own class loader, so static initialisers run again), calls the static METHOD with ARGS
// (comma-separated, converted to the parameter types), and prints one line
// "OUTHEX<TAB>RESULT": what the method printed (UTF-8, hex) and its result in the canonical form
// diff_jvm.py also makes from `equiv java run --json` ("i32:42", "f64:<bits>", "str:<UTF-16 units>",
// "panic:java.lang.ArithmeticException: / by zero", ...). ARGS may end with static inputs
// "static:NAME=VALUE" (NAME a field of CLASS, or "Cls.field"), stored before the call after the
// field's class is initialised (as equiv's interpreter does, docs/java.md "Statics"); the ones the
// call changed are appended to RESULT as "|static NAME=VALUE", as equiv's records show them.
import java.io.*;
import java.lang.reflect.*;
import java.net.*;
import java.nio.charset.StandardCharsets;

public class Driver {
  static String hex(byte[] b) {
    StringBuilder sb = new StringBuilder();
    for (byte x : b) sb.append(String.format("%02x", x & 0xff));
    return sb.toString();
  }

  // the instance fields of class k, its own first, then each superclass's (equiv's order)
  static java.util.List<Field> fields(Class<?> k) {
    java.util.List<Field> v = new java.util.ArrayList<>();
    for (; k != null && k != Object.class; k = k.getSuperclass())
      for (Field f : k.getDeclaredFields())
        if (!Modifier.isStatic(f.getModifiers())) {
          f.setAccessible(true);
          v.add(f);
        }
    return v;
  }

  // a 64-bit value converted to a field's type as Java's narrowing does (JLS 5.1.3)
  static Object narrow(Class<?> t, long v) {
    if (t == int.class) return (int) v;
    if (t == short.class) return (short) v;
    if (t == byte.class) return (byte) v;
    if (t == char.class) return (char) v;
    if (t == boolean.class) return (v & 1) != 0;
    return v;
  }

  static Object conv(Class<?> t, String s) throws Exception {
    if (t == String.class) {
      // null, or its UTF-16 code units as [A;B;...] (how equiv shows a String input)
      if (s.equals("null")) return null;
      String body = s.substring(1, s.length() - 1);
      String[] es = body.isEmpty() ? new String[0] : body.split(";", -1);
      char[] u = new char[es.length];
      for (int i = 0; i < es.length; i++) u[i] = (char) Long.decode(es[i]).longValue();
      return new String(u);
    }
    if (t.isArray() && t.getComponentType().isPrimitive()) {
      // null, or [A;B;...] as `equiv java run --args` takes it
      if (s.equals("null")) return null;
      String body = s.substring(1, s.length() - 1);
      String[] es = body.isEmpty() ? new String[0] : body.split(";", -1);
      Object a = Array.newInstance(t.getComponentType(), es.length);
      for (int i = 0; i < es.length; i++) Array.set(a, i, conv(t.getComponentType(), es[i]));
      return a;
    }
    if (!t.isPrimitive() && !t.isArray() && !t.getName().startsWith("java.")) {
      // an object of a program class (equiv's object parameter): null, [A;B;...] its fields in
      // fields()'s order, or rand:N, fields from a generator seeded by N (pairs.py's equivalence
      // tests); made without a constructor, its class initialised, as EquivReplay makes it
      if (s.equals("null")) return null;
      java.util.List<Field> fs = fields(t);
      String[] es;
      if (s.startsWith("rand:")) {
        java.util.Random g = new java.util.Random(Long.parseLong(s.substring(5)));
        es = new String[fs.size()];
        for (int i = 0; i < es.length; i++) {
          long v = g.nextInt(3) > 0 ? g.nextInt(201) - 100 : g.nextLong();
          es[i] = fs.get(i).getType() == boolean.class ? String.valueOf(v & 1) : String.valueOf(v);
        }
      } else {
        String body = s.substring(1, s.length() - 1);
        es = body.isEmpty() ? new String[0] : body.split(";", -1);
      }
      Field uf = Class.forName("sun.misc.Unsafe").getDeclaredField("theUnsafe");
      uf.setAccessible(true);
      Object u = uf.get(null);
      Class.forName(t.getName(), true, t.getClassLoader());
      Object o = u.getClass().getMethod("allocateInstance", Class.class).invoke(u, t);
      for (int i = 0; i < es.length; i++) fs.get(i).set(o, narrow(fs.get(i).getType(), Long.decode(es[i])));
      return o;
    }
    if (t == int.class) return (int) Long.decode(s).longValue();
    if (t == long.class) return Long.decode(s);
    if (t == short.class) return (short) Long.decode(s).longValue();
    if (t == byte.class) return (byte) Long.decode(s).longValue();
    if (t == char.class) return (char) Long.decode(s).longValue();
    if (t == boolean.class) return s.equals("true") || s.equals("1");
    if (t == float.class) return (float) parseD(s);
    if (t == double.class) return parseD(s);
    throw new IllegalArgumentException("parameter type " + t);
  }

  static double parseD(String s) {
    if (s.equals("nan")) return Double.NaN;
    if (s.equals("inf")) return Double.POSITIVE_INFINITY;
    if (s.equals("-inf")) return Double.NEGATIVE_INFINITY;
    return Double.parseDouble(s);
  }

  static String canon(Class<?> t, Object v) {
    if (t == void.class) return "void";
    if (t == int.class) return "i32:" + v;
    if (t == long.class) return "i64:" + v;
    if (t == short.class) return "i16:" + v;
    if (t == byte.class) return "i8:" + v;
    if (t == char.class) return "u16:" + (int) (Character) v;
    if (t == boolean.class) return "bool:" + v;
    if (t == float.class) return String.format("f32:%08x", Float.floatToRawIntBits((Float) v));
    if (t == double.class) return String.format("f64:%016x", Double.doubleToRawLongBits((Double) v));
    if (v == null) return "opaque:null";
    if (v instanceof String) {
      String s = (String) v;
      StringBuilder sb = new StringBuilder("str:");
      for (int i = 0; i < s.length(); i++) sb.append(String.format("%04x", (int) s.charAt(i)));
      return sb.toString();
    }
    if (t.isArray() && t.getComponentType().isPrimitive()) {
      StringBuilder sb = new StringBuilder("agg:[");
      int n = Array.getLength(v);
      for (int i = 0; i < n; i++) {
        if (i > 0) sb.append(",");
        sb.append(canon(t.getComponentType(), Array.get(v, i)));
      }
      return sb.append("]").toString();
    }
    return "object:" + t.getName();
  }

  public static void main(String[] argv) throws Exception {
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    PrintStream real = new PrintStream(new FileOutputStream(FileDescriptor.out), true, "UTF-8");
    String line;
    while ((line = in.readLine()) != null) {
      String[] f = line.split("\t", -1);
      URLClassLoader cl = new URLClassLoader(new URL[] {new File(f[0]).toURI().toURL()}, ClassLoader.getPlatformClassLoader());
      ByteArrayOutputStream buf = new ByteArrayOutputStream();
      String res;
      try {
        Class<?> c = Class.forName(f[1], false, cl);
        Method m = null;
        for (Method x : c.getDeclaredMethods())
          if (x.getName().equals(f[2]) || (x.getName() + descOf(x)).equals(f[2])) m = x;
        m.setAccessible(true);
        Class<?>[] pt = m.getParameterTypes();
        String[] as = f[3].isEmpty() ? new String[0] : f[3].split(",");
        Object[] args = new Object[pt.length];
        for (int i = 0; i < pt.length; i++) args[i] = conv(pt[i], as[i]);
        String[] sn = new String[as.length - pt.length];
        Field[] sf = new Field[sn.length];
        Object[] sv = new Object[sn.length];
        Object[] before = new Object[args.length];
        for (int i = 0; i < args.length; i++)
          if (args[i] != null && args[i].getClass().isArray()) before[i] = copyOf(args[i]);
          else if (args[i] != null && !pt[i].isPrimitive() && !pt[i].getName().startsWith("java.")) before[i] = text(args[i]);
        System.setOut(new PrintStream(buf, true, "UTF-8"));
        try {
          for (int i = 0; i < sn.length; i++) {
            String t = as[pt.length + i].substring("static:".length());
            sn[i] = t.substring(0, t.indexOf('='));
            int dot = sn[i].lastIndexOf('.');
            // a class nested in the unit's is named from it ("Stats" for oldV$Stats)
            Class<?> k = Class.forName(dot < 0 ? f[1] : nested(f[1], sn[i].substring(0, dot), cl), true, cl);
            sf[i] = k.getDeclaredField(sn[i].substring(dot + 1));
            sf[i].setAccessible(true);
            sf[i].set(null, conv(sf[i].getType(), t.substring(t.indexOf('=') + 1)));
            sv[i] = sf[i].get(null);
          }
          Object r = m.invoke(null, args);
          res = canon(m.getReturnType(), r);
        } catch (InvocationTargetException e) {
          res = "panic:" + e.getCause().toString();
        } catch (ExceptionInInitializerError e) {
          res = "panic:" + e.toString();
        }
        // the caller's arrays the call changed, as equiv's "argument N" records show them
        for (int i = 0; i < args.length; i++)
          if (before[i] instanceof String) {
            if (!before[i].equals(text(args[i]))) res += "|argument " + (i + 1) + "=" + text(args[i]);
          } else if (before[i] != null && !same(before[i], args[i])) res += "|argument " + (i + 1) + "=" + text(args[i]);
        for (int i = 0; i < sn.length; i++)
          if (sf[i] != null && !sf[i].get(null).equals(sv[i])) res += "|static " + sn[i] + "=" + scalar(sf[i].get(null));
      } catch (Throwable e) {
        res = "driver-error:" + e;
      } finally {
        System.setOut(real);
      }
      real.println(hex(buf.toByteArray()) + "\t" + res);
      cl.close();
    }
  }

  static Object copyOf(Object a) {
    int n = Array.getLength(a);
    Object c = Array.newInstance(a.getClass().getComponentType(), n);
    System.arraycopy(a, 0, c, 0, n);
    return c;
  }

  static boolean same(Object a, Object b) {
    for (int i = 0; i < Array.getLength(a); i++)
      if (!Array.get(a, i).equals(Array.get(b, i))) return false;
    return true;
  }

  // {1, 2, 3}: integers in decimal, chars as their code, booleans as true/false (floats: not compared)
  static String text(Object a) throws Exception {
    StringBuilder sb = new StringBuilder("{");
    if (!a.getClass().isArray()) { // an object of a program class: its fields
      java.util.List<Field> fs = fields(a.getClass());
      for (int i = 0; i < fs.size(); i++) sb.append(i > 0 ? ", " : "").append(scalar(fs.get(i).get(a)));
      return sb.append("}").toString();
    }
    for (int i = 0; i < Array.getLength(a); i++) {
      Object x = Array.get(a, i);
      sb.append(i > 0 ? ", " : "").append(x instanceof Character ? String.valueOf((int) (Character) x) : String.valueOf(x));
    }
    return sb.append("}").toString();
  }

  static String nested(String unit, String c, ClassLoader cl) {
    try {
      Class.forName(unit + "$" + c, false, cl);
      return unit + "$" + c;
    } catch (ClassNotFoundException e) {
      return c;
    }
  }

  static String scalar(Object x) {
    return x instanceof Character ? String.valueOf((int) (Character) x) : String.valueOf(x);
  }

  static String descOf(Method m) {
    StringBuilder sb = new StringBuilder("(");
    for (Class<?> p : m.getParameterTypes()) sb.append(d(p));
    return sb.append(")").append(d(m.getReturnType())).toString();
  }

  static String d(Class<?> c) {
    if (c.isArray()) return "[" + d(c.getComponentType());
    if (c == int.class) return "I";
    if (c == long.class) return "J";
    if (c == short.class) return "S";
    if (c == byte.class) return "B";
    if (c == char.class) return "C";
    if (c == boolean.class) return "Z";
    if (c == float.class) return "F";
    if (c == double.class) return "D";
    if (c == void.class) return "V";
    return "L" + c.getName().replace('.', '/') + ";";
  }
}
