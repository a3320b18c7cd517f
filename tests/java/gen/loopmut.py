#!/usr/bin/env python3
"""loopmut.py SEED N OUTDIR — N generated pairs of loops for the loop cut's induction (jv_sym.c
cut_loop; OUTDIR/pNN/{oldV,newV}.java and expect with verdict "any"): a loop over an int[] a or a
String s of any length (an accumulator int or long, a body of updates, conditions on the element,
the index and k, an early return or break), and a new version that is the same loop written as a
for, a while or an enhanced for, with one operator or constant changed, or not. Constants such as
i == 20 put a difference past the unrolling bound of 16, where only the induction reaches.
pairs.py --root OUTDIR checks every verdict on the JVM (arrays and Strings up to 40 long): an
'equivalent' must agree on 120 inputs, a 'behaviour_changed' must replay."""
import os, random, re, sys

seed, n, out = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
rng = random.Random(seed)
OPS = ["+", "-", "*", "&", "|", "^"]
CMP = ["<", "<=", ">", ">=", "==", "!="]


def expr(d, el):
    r = rng.random()
    if d <= 0 or r < 0.35:
        return rng.choice([el, el, "i", "k", "acc", str(rng.choice([0, 1, 2, 3, 7, 20]))])
    if r < 0.8:
        return "(%s %s %s)" % (expr(d - 1, el), rng.choice(OPS), expr(d - 1, el))
    return "(%s %s %s ? %s : %s)" % (expr(d - 1, el), rng.choice(CMP), expr(d - 1, el), expr(d - 1, el), expr(d - 1, el))


def cond(el):
    return rng.choice(["%s %s %s" % (el, rng.choice(CMP), rng.choice(["k", "0", "acc", "i"])),
                       "i %s %d" % (rng.choice(["==", ">="]), rng.choice([3, 17, 20])),
                       "(%s & 1) == 0" % el])


def body(el, acc_t):
    cast = "(long) " if acc_t == "long" else ""
    stmts = []
    for _ in range(rng.randrange(1, 3)):
        r = rng.random()
        if r < 0.45:
            stmts.append("acc = acc %s %s%s;" % (rng.choice(["+", "-", "^"]), cast, expr(2, el)))
        elif r < 0.7:
            stmts.append("if (%s) acc = %s%s;" % (cond(el), cast, expr(1, el)))
        elif r < 0.85:
            stmts.append("if (%s) return %s;" % (cond(el), "(long) i" if acc_t == "long" else "i"))
        else:
            stmts.append("if (%s) break;" % cond(el))
    return " ".join(stmts)


def mutate(src):
    toks = src.split(" ")
    idx = [i for i, t in enumerate(toks) if t in OPS or t in CMP or t.rstrip(";)").isdigit()]
    if not idx:
        return src
    i = rng.choice(idx)
    t = toks[i]
    if t in OPS or t in CMP:
        toks[i] = rng.choice([o for o in (OPS if t in OPS else CMP) if o != t])
    else:
        d = t.rstrip(";)")
        toks[i] = str(int(d) + rng.choice([1, -1])) + t[len(d):]
    return " ".join(toks)


def method(name, over, acc_t, init, b, form):
    # the loop over the elements in one of three forms; b reads the element as `el`
    if over == "a":
        sig, n, at = "int[] a, int k", "a.length", "a[i]"
    else:
        sig, n, at = "String s, int k", "s.length()", "s.charAt(i)"
    el_t = "int" if over == "a" else "char"
    if form == "foreach" and over == "a" and not re.search(r"\bi\b", b):
        loop = "for (%s el : a) { %s }" % (el_t, b)
    elif form == "while":
        loop = "int i = 0; while (i < %s) { %s el = %s; %s i++; }" % (n, el_t, at, b) if " break;" not in b else \
               "int i = 0; while (i < %s) { %s el = %s; %s i = i + 1; }" % (n, el_t, at, b)
    else:
        loop = "for (int i = 0; i < %s; i++) { %s el = %s; %s }" % (n, el_t, at, b)
    return "  static %s %s(%s) {\n    %s acc = %s;\n    %s\n    return acc;\n  }" % (acc_t, name, sig, acc_t, init, loop)


for p in range(n):
    d = os.path.join(out, "p%02d" % p)
    os.makedirs(d, exist_ok=True)
    olds, news = [], []
    for m in range(2):
        over = rng.choice(["a", "a", "s"])
        acc_t = rng.choice(["int", "int", "long"])
        b = body("el", acc_t)
        init = rng.choice(["0", "1", "k"])
        how = rng.random()
        nb = mutate(b) if how < 0.5 else b
        olds.append(method("m%d" % m, over, acc_t, init, b, "for"))
        news.append(method("m%d" % m, over, acc_t, init, nb, rng.choice(["for", "while", "foreach"])))
    with open(os.path.join(d, "oldV.java"), "w") as f:
        f.write("public class oldV {\n%s\n}\n" % "\n".join(olds))
    with open(os.path.join(d, "newV.java"), "w") as f:
        f.write("public class newV {\n%s\n}\n" % "\n".join(news))
    with open(os.path.join(d, "expect"), "w") as f:
        f.write("m0 any\nm1 any\n")
