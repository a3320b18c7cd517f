#!/usr/bin/env python3
"""mutants.py SEED N OUTDIR — N generated pairs for the symbolic executor (OUTDIR/pNN/{oldV,newV}.java
and expect with verdict "any"): methods over int a, int b, long c in the fragment jv_sym.c executes
(integer operators, casts, conditionals, Math.abs/min/max, division by zero caught or not), one over
an int[] and one over a String (lengths, reads, null tests, String methods, a local array, the
caller's array written), two over BigDecimal (a String by toString(), an int by compareTo, signum
or equals), from the sixth pair on one over objects of a class of the program (new, fields, an
instance call, two names for one object or two, == and null tests, a field of null), and a new
version that is the old one with one operator or constant changed, or an equivalent rewrite, or
the same text. pairs.py --root OUTDIR checks every verdict on the JVM: an 'equivalent' must agree on
120 inputs, a 'behaviour_changed' must replay."""
import os, random, sys

seed, n, out = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
rng = random.Random(seed)
OPS = ["+", "-", "*", "/", "%", "<<", ">>", ">>>", "&", "|", "^"]
CMP = ["<", "<=", ">", ">=", "==", "!="]


def iexpr(d):
    r = rng.random()
    if d <= 0 or r < 0.3:
        return rng.choice(["a", "b", "(int) c", str(rng.choice([0, 1, -1, 2, 3, 7, 31, 32, 255])), "x"])
    if r < 0.65:
        return "(%s %s %s)" % (iexpr(d - 1), rng.choice(OPS), iexpr(d - 1))
    if r < 0.75:
        return "(%s) (%s)" % (rng.choice(["byte", "short", "char"]), iexpr(d - 1))
    if r < 0.88:
        return "(%s %s %s ? %s : %s)" % (iexpr(d - 1), rng.choice(CMP), iexpr(d - 1), iexpr(d - 1), iexpr(d - 1))
    return "Math.%s(%s, %s)" % (rng.choice(["min", "max"]), iexpr(d - 1), iexpr(d - 1))


def lexpr(d):
    r = rng.random()
    if d <= 0 or r < 0.4:
        return rng.choice(["c", "(long) a", "(long) x", "%dL" % rng.choice([0, 1, -1, 1 << 40])])
    return "(%s %s %s)" % (lexpr(d - 1), rng.choice(["+", "-", "*", "&", "|", "^", ">>", "<<"]), lexpr(d - 1))


def aexpr(d):
    # int expressions over an int[] a (null, empty or any length) and an int b: lengths, reads at
    # masked or raw indices (NullPointerException, ArrayIndexOutOfBoundsException), null tests
    r = rng.random()
    if d <= 0 or r < 0.3:
        return rng.choice(["b", "a.length", "a[b & 3]", "a[0]", str(rng.choice([0, 1, -1, 3, 8]))])
    if r < 0.55:
        return "(%s %s %s)" % (aexpr(d - 1), rng.choice(["+", "-", "*", "&", "^"]), aexpr(d - 1))
    if r < 0.8:
        return "(a.length %s %d ? %s : %s)" % (rng.choice(CMP), rng.choice([0, 1, 2, 4]), aexpr(d - 1), aexpr(d - 1))
    return "(a==null ? %s : %s)" % (aexpr(d - 1), aexpr(d - 1))


def sexpr(d):
    # int expressions over a String s (null, empty, any code units) and an int b
    r = rng.random()
    if d <= 0 or r < 0.35:
        return rng.choice(["b", "s.length()", "s.charAt(b & 3)", "(s.isEmpty() ? 1 : 0)", "(s.equals(\"ab\") ? 1 : 0)",
                           "(s.startsWith(\"a\") ? 1 : 0)", "(s.length() < 3 ? s.hashCode() : 2)", str(rng.choice([0, 1, 97]))])
    if r < 0.6:
        return "(%s %s %s)" % (sexpr(d - 1), rng.choice(["+", "-", "*", "&", "^"]), sexpr(d - 1))
    if r < 0.85:
        return "(s.length() %s %d ? %s : %s)" % (rng.choice(CMP), rng.choice([0, 1, 2, 3]), sexpr(d - 1), sexpr(d - 1))
    return "(s==null ? %s : %s)" % (sexpr(d - 1), sexpr(d - 1))


def mutate(src):
    toks = src.split(" ")
    idx = [i for i, t in enumerate(toks) if t in OPS or t in CMP]
    if not idx:
        return src
    i = rng.choice(idx)
    pool = OPS if toks[i] in OPS else CMP
    toks[i] = rng.choice([o for o in pool if o != toks[i]])
    return " ".join(toks)


MODES = ["UP", "DOWN", "CEILING", "FLOOR", "HALF_UP", "HALF_DOWN", "HALF_EVEN"]


def bexpr(r, d):
    # BigDecimal expressions over x = valueOf(a, s1) and y = valueOf(b, s2) and literals
    k = r.random()
    if d <= 0 or k < 0.3:
        return r.choice(["x", "y", 'new BigDecimal("0.05")', 'new BigDecimal("-1.5")', "BigDecimal.ONE", "BigDecimal.valueOf(%d, %d)" % (r.randrange(-999, 999), r.randrange(4))])
    if k < 0.7:
        return "%s.%s(%s)" % (bexpr(r, d - 1), r.choice(["add", "subtract", "multiply"]), bexpr(r, d - 1))
    if k < 0.8:  # by a constant divisor (zero too: ArithmeticException)
        return '%s.divide(new BigDecimal("%s"), %d, RoundingMode.%s)' % (bexpr(r, d - 1), r.choice(["4", "-3", "0.5", "7", "0"]),
                                                                       r.randrange(4), r.choice(MODES))
    return "%s.%s()" % (bexpr(r, d - 1), r.choice(["negate", "abs"]))


def bd_rewrite(r, src):
    # an equivalent rewrite (subtract as add of the negation, add commuted), a mutant (another
    # rounding mode or scale, add and subtract swapped), or the same text
    how = r.randrange(3)
    if how == 0:
        if "RoundingMode." in src and r.random() < 0.5:
            m = next(x for x in MODES if "RoundingMode.%s)" % x in src)
            return src.replace("RoundingMode.%s)" % m, "RoundingMode.%s)" % r.choice([x for x in MODES if x != m]), 1)
        if ".add(" in src:
            return src.replace(".add(", ".subtract(", 1)
        return src.replace("setScale(", "setScale(1 + ", 1)
    if how == 1 and ".subtract(" in src:
        i = src.index(".subtract(")
        j, depth = i + len(".subtract("), 1
        while depth:
            depth += {"(": 1, ")": -1}.get(src[j], 0)
            j += 1
        return src[:i] + ".add(" + src[i + len(".subtract("):j - 1] + ".negate())" + src[j:]
    return src


def bd_methods(r):
    s1, s2 = r.randrange(4), r.randrange(4)
    pre = "    BigDecimal x = BigDecimal.valueOf(a, %d), y = BigDecimal.valueOf(b, %d);\n" % (s1, s2)
    body6 = pre + "    return %s.setScale(%d, RoundingMode.%s).toString();\n" % (bexpr(r, 2), r.randrange(4), r.choice(MODES))
    cmp = r.choice(["%s.compareTo(%s)", "%s.signum() + 0 * %s.signum()", "(%s.equals(%s) ? 1 : 0)"]) % (bexpr(r, 1), bexpr(r, 1))
    body7 = pre + "    return %s;\n" % cmp
    old = ["  static String m6(int a, int b) {\n" + body6 + "  }", "  static int m7(int a, int b) {\n" + body7 + "  }"]
    new = ["  static String m6(int a, int b) {\n" + bd_rewrite(r, body6) + "  }", "  static int m7(int a, int b) {\n" + bd_rewrite(r, body7) + "  }"]
    return old, new


def oexpr(r, d):
    # int expressions over a, b and the fields of two Boxes p and q (one object or two)
    if d <= 0 or r.random() < 0.35:
        return r.choice(["a", "b", "p.v", "q.v", str(r.choice([0, 1, -1, 3, 7]))])
    return "(%s %s %s)" % (oexpr(r, d - 1), r.choice(OPS), oexpr(r, d - 1))


def mutate_r(r, src):
    # mutate's change with a generator of its own (the other methods stay as they were for a seed)
    toks = src.split(" ")
    idx = [i for i, t in enumerate(toks) if t in OPS or t in CMP]
    if not idx:
        return src
    i = r.choice(idx)
    toks[i] = r.choice([o for o in (OPS if toks[i] in OPS else CMP) if o != toks[i]])
    return " ".join(toks)


BOX = "  static class Box { int v; Box o; Box(int x) { v = x; } void add(int d) { v += d; } }"


def obj_method(r):
    # jv_sym.c's heap: two Boxes that are one object or two by a condition, fields written through
    # either name and by an instance call, a reference field set or not, == and null tests, and a
    # field of a reference that may be null (NullPointerException)
    c1 = "%s %s %s" % (r.choice(["a", "b", "p.v"]), r.choice(CMP), r.choice(["a", "b", "0", "3"]))  # q not made yet
    c2 = "%s %s %s" % (oexpr(r, 1), r.choice(CMP), oexpr(r, 0))
    body = ("    Box p = new Box(a), q = %s ? p : new Box(b);\n    p.v = %s;\n    q.add(%s);\n    if (%s) q.o = p;\n"
            "    Box t = %s;\n    return p.v + 3 * q.v + (t == null ? 0 : t.v) + (%s ? 100 : 0)%s;\n") % (
        c1, oexpr(r, 2), oexpr(r, 1), c2, r.choice(["p.o", "q.o", "p", "q"]), r.choice(["p == q", "p.o == q", "q.o == p"]),
        r.choice(["", " + t.v"]))
    how = r.randrange(3)
    nbody = mutate_r(r, body) if how == 0 else body if how == 1 else body.replace("q.add(", "q.v += (", 1)
    sig = "  static int m8(int a, int b) {\n"
    return sig + body + "  }", sig + nbody + "  }"


os.makedirs(out, exist_ok=True)
for p in range(n):
    d = os.path.join(out, "p%02d" % p)
    os.makedirs(d, exist_ok=True)
    old, new, names = [], [], []
    for k in range(4):
        e1, e2 = iexpr(2), lexpr(2)
        guard = rng.random() < 0.4
        body = "    int x = a;\n    x = %s;\n    long y = %s;\n    return y + x;\n" % (e1, e2)
        if guard:
            body = "    try {\n  " + body.replace("\n    ", "\n      ") + "  } catch (ArithmeticException e) {\n      return -7;\n    }\n"
        how = rng.randrange(3)
        nbody = mutate(body) if how == 0 else body if how == 1 else body.replace("return y + x;", "long r = x; return r + y;")
        sig = "  static long m%d(int a, int b, long c) {\n" % k
        old.append(sig + body + "  }")
        new.append(sig + nbody + "  }")
        names.append("m%d" % k)
    # one method over an array and one over a String, mutated the same ways; a local array written too
    for k, (par, e) in enumerate([("int[] a, int b", aexpr(2)), ("String s, int b", sexpr(2))], start=4):
        local = "    int[] t = new int[4];\n    t[b & 3] = %s;\n    return t[1] + t[2];\n" % e
        inplace = "    a[b & 1] = %s;\n    return a.length;\n" % e  # the caller's array written
        r = rng.random()
        body = local if r < 0.3 else inplace if k == 4 and r < 0.6 else "    return %s;\n" % e
        how = rng.randrange(3)
        nbody = mutate(body) if how == 0 else body if how == 1 else body.replace("    return ", "    int r = ", 1).replace(";\n", ";\n    return r;\n", 1) if body.startswith("    return") else body
        sig = "  static int m%d(%s) {\n" % (k, par)
        old.append(sig + body + "  }")
        new.append(sig + nbody + "  }")
        names.append("m%d" % k)
    # two methods over BigDecimal (jv_sym_bd.c), from a generator of their own (the methods above
    # stay as they were for a seed): a String result by toString(), an int by compareTo/signum/equals
    brng = random.Random(seed * 7919 + p)
    bo, bn = bd_methods(brng)
    old += bo
    new += bn
    names += ["m6", "m7"]
    if p >= 5:  # the long tier's pairs (the default suite's five stay as they were)
        o8, n8 = obj_method(random.Random(seed * 104729 + p))
        old += [BOX, o8]
        new += [BOX, n8]
        names.append("m8")
    head = "import java.math.BigDecimal;\nimport java.math.RoundingMode;\n"
    open(os.path.join(d, "oldV.java"), "w").write(head + "public class oldV {\n" + "\n".join(old) + "\n}\n")
    open(os.path.join(d, "newV.java"), "w").write(head + "public class newV {\n" + "\n".join(new) + "\n}\n")
    open(os.path.join(d, "expect"), "w").write("".join("%s any\n" % m for m in names))
