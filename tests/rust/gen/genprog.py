#!/usr/bin/env python3
"""tests/rust/gen/genprog.py PROGRAMS SEED EQUIV — random Rust programs run concretely: each program
is a function over integer parameters whose body mixes statements (mutable locals, for and while
loops, if/else, match, a Vec pushed to, indexed and walked with iterator adapters and closures, a
String built with push_str and format!, println! with widths, fill and radix, debug-checked
arithmetic and std's integer methods) and returns a tuple of an integer, the Vec and the String.
Every program is run on edge and random arguments by `equiv rust run` and by a rustc-built debug
binary (tests/rust/diff-rustc.sh): printed output, returned value and panic message must be equal."""
import os, random, subprocess, sys, tempfile

nprogs, seed, equiv = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
here = os.path.dirname(os.path.abspath(__file__))
TYPES = {"i8": (8, 1), "i16": (16, 1), "i32": (32, 1), "i64": (64, 1), "u8": (8, 0), "u16": (16, 0), "u32": (32, 0), "u64": (64, 0)}


def bounds(t):
    w, s = TYPES[t]
    return (-(1 << (w - 1)), (1 << (w - 1)) - 1) if s else (0, (1 << w) - 1)


def lit(r, t):
    lo, hi = bounds(t)
    v = max(lo, min(hi, r.choice([0, 1, 2, 3, 5, 7, 10, 100, hi, lo, r.randint(-9, 9), r.randint(lo, hi)])))
    return "(%d%s)" % (v, t)


class Gen:
    def __init__(self, r, t):
        self.r, self.t = r, t
        self.ints = ["a", "b", "acc"]

    def expr(self, d):
        r, t = self.r, self.t
        if d <= 0 or r.random() < 0.3:
            return r.choice(self.ints) if r.random() < 0.75 else lit(r, t)
        k = r.random()
        e = lambda: self.expr(d - 1)
        if k < 0.3:
            return "(%s %s %s)" % (e(), r.choice(["+", "-", "*", "/", "%", "&", "|", "^"]), e())
        if k < 0.55:
            m = r.choice(["wrapping_add", "wrapping_sub", "wrapping_mul", "saturating_add", "saturating_sub", "min", "max"])
            return "%s.%s(%s)" % (e(), m, e())
        if k < 0.65:
            return "%s.%s(%s).unwrap_or(%s)" % (e(), r.choice(["checked_add", "checked_mul", "checked_sub", "checked_div"]), e(), lit(r, t))
        if k < 0.8:
            return "(if %s %s %s { %s } else { %s })" % (e(), r.choice(["<", "<=", "==", "!=", ">"]), e(), e(), e())
        if k < 0.9:
            return "v.get(%s as usize %% 5).copied().unwrap_or(%s)" % (e(), lit(r, t))
        return "(%s >> %d)" % (e(), r.randint(0, TYPES[t][0] - 1))

    def stmt(self, d, out):
        r, t = self.r, self.t
        k = r.random()
        ind = "    " * (4 - d)
        if d <= 0 or k < 0.3:
            out.append(ind + "acc = %s;" % self.expr(2))
        elif k < 0.4:
            out.append(ind + "v.push(%s);" % self.expr(2))
        elif k < 0.5:
            # (the radix forms of a signed value print its two's complement, as std does)
            f = r.choice(["{}", "{:>6}", "{:<4}|", "{:06}", "{:x}", "{:#b}", "{:+}", "{:?}"])
            out.append(ind + 'println!("%s %s", %s);' % (r.choice(["a", "acc", "n"]), f, self.expr(1)))
        elif k < 0.58:
            out.append(ind + 's.push_str(&format!("{}{}", %s, %s));' % (self.expr(1), r.choice(['","', '";"', "' '"])))
        elif k < 0.72:
            out.append(ind + "for i in 0..%d {" % r.randint(0, 4))
            out.append(ind + "    let i = i as %s;" % t)
            self.ints.append("i")
            for _ in range(r.randint(1, 2)):
                self.stmt(d - 1, out)
            self.ints.remove("i")
            out.append(ind + "}")
        elif k < 0.82:
            out.append(ind + "if %s %s %s {" % (self.expr(1), r.choice(["<", ">=", "=="]), self.expr(1)))
            self.stmt(d - 1, out)
            out.append(ind + "} else {")
            self.stmt(d - 1, out)
            out.append(ind + "}")
        elif k < 0.9:
            out.append(ind + "match (%s) %% 3 {" % self.expr(1).replace("acc", "acc"))
            out.append(ind + "    0 => acc = %s," % self.expr(1))
            out.append(ind + "    1 => { v.push(%s); }" % self.expr(1))
            out.append(ind + '    _ => s.push(\'%s\'),' % r.choice("xyz#"))
            out.append(ind + "}")
        elif k < 0.95:
            out.append(ind + "let mut n = 0u32;")
            out.append(ind + "while n < %d && acc != %s {" % (r.randint(1, 5), lit(r, t)))
            out.append(ind + "    acc = %s;" % self.expr(1))
            out.append(ind + "    n += 1;")
            out.append(ind + "}")
        else:
            ad = r.choice([".iter().map(|x| x.wrapping_mul(2)).fold(acc, |p, q| p.wrapping_add(q))",
                           ".iter().filter(|x| **x %% 2 == 0).count() as %s" % t,
                           ".iter().copied().max().unwrap_or(acc)",
                           ".iter().rev().skip(1).take(2).copied().min().unwrap_or(%s)" % lit(r, t),
                           ".iter().enumerate().map(|(j, x)| if j %% 2 == 0 { *x } else { 0 }).fold(0 as %s, |p, q| p ^ q)" % t,
                           ".iter().position(|x| *x == acc).map(|p| p as %s).unwrap_or(%s)" % (t, lit(r, t))])
            out.append(ind + "acc = v%s;" % ad)


def program(r, idx):
    t = r.choice(list(TYPES))
    g = Gen(r, t)
    body = []
    for _ in range(r.randint(3, 7)):
        g.stmt(3, body)
    fn = "p%d" % idx
    src = ["#[allow(unused_mut, unused_variables, unused_parens, arithmetic_overflow, unconditional_panic)]",
           "pub fn %s(a: %s, b: %s) -> (%s, Vec<%s>, String) {" % (fn, t, t, t, t),
           "    let mut acc: %s = a;" % t, "    let mut v: Vec<%s> = vec![b];" % t, "    let mut s = String::new();"]
    src += ["    " + l for l in body]
    src += ["    (acc, v, s)", "}"]
    lo, hi = bounds(t)
    rows = [(0, 0), (1, 2)] + [(r.choice([lo, hi, 0, 1, -1 if lo else 3, r.randint(lo, hi)]), r.choice([lo, hi, 2, r.randint(lo, hi)]))
                               for _ in range(4)]
    lt = lambda x: "%d" % x if x >= 0 else "%d" % x
    cases = ["// CASE: %s | %s, %s" % (fn, lt(x), lt(y)) for x, y in rows]
    return cases, src


r = random.Random(seed)
with tempfile.TemporaryDirectory() as work:
    files = []
    for p in range(nprogs):
        cases, src = program(r, p)
        path = os.path.join(work, "g%d.rs" % p)
        with open(path, "w") as f:
            f.write("\n".join(cases + src) + "\n")
        files.append(path)
    res = subprocess.run(["bash", os.path.join(here, "..", "diff-rustc.sh"), equiv] + files, capture_output=True, text=True)
    print(res.stdout[-6000:])
    if res.returncode:
        for line in res.stdout.splitlines():
            if line.startswith("FAIL: "):
                # "FAIL: NAME: ..." names a program; "FAIL: rustc could not build the harness" none
                path = os.path.join(work, line.split(":")[1].strip() + ".rs")
                if os.path.exists(path):
                    print(open(path).read())
                break
    sys.exit(res.returncode)
