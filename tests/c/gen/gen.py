#!/usr/bin/env python3
# tests/c/gen/gen.py — random generator of UB-free C11 programs (in the spirit of Csmith) for differential
# testing of Equiv's C semantics against gcc. Usage: gen.py SEED > prog.c. Each program prints values and a checksum.
#
# How undefined behaviour is kept out (C11 section in brackets):
# - signed +, -, *, /, %, <<, >> and unary - of int, long and long long only go through safe_* helpers
#   that test for overflow first and return the left operand instead [6.5p5, 6.5.5p5-6, 6.5.7p3-4];
# - unsigned arithmetic wraps [6.2.5p9]; it is only generated where both operands convert to the same
#   unsigned type of rank >= int, so no operand is promoted to int and overflows there [6.3.1.1, 6.3.1.8];
#   shift counts are reduced modulo the width, divisors tested for zero;
# - array indexes are loop counters below the length or `(unsigned)e % N` [6.5.6p8];
# - every variable is initialised at its declaration [6.3.2.1p2]; loops have constant bounds;
#   functions only call functions defined before them (no recursion), so every run terminates;
# - functions other than main have no side effects besides their own locals (no printf, no globals), so
#   the unspecified order of evaluating operands and arguments (6.5p3, 6.5.2.2p10) is not observable;
# - double -> integer conversions go through a range-checked helper [6.3.1.4p1]; double division by zero
#   is avoided (a zero divisor becomes 1.0).
# Implementation-defined behaviour is allowed and is gcc's on x86-64: out-of-range conversions to a signed
# type wrap modulo 2^N [6.3.1.3p3], >> of a negative value is arithmetic [6.5.7p5], plain char is signed.
import random
import sys

# name -> (rank, bits, signed, printf format); rank as in C11 6.3.1.1 (int = 4)
TYPES = {
    "_Bool": (1, 1, False, "%d"), "char": (2, 8, True, "%d"), "signed char": (2, 8, True, "%d"),
    "unsigned char": (2, 8, False, "%d"), "short": (3, 16, True, "%d"), "unsigned short": (3, 16, False, "%d"),
    "int": (4, 32, True, "%d"), "unsigned": (4, 32, False, "%u"), "long": (5, 64, True, "%ld"),
    "unsigned long": (5, 64, False, "%lu"), "long long": (6, 64, True, "%lld"),
    "unsigned long long": (6, 64, False, "%llu"),
}
BIG = ["int", "unsigned", "long", "unsigned long", "long long", "unsigned long long"]
SMALL = ["_Bool", "char", "signed char", "unsigned char", "short", "unsigned short"]
SIGNED_BIG = {"int": ("INT", "i"), "long": ("LONG", "l"), "long long": ("LLONG", "ll")}
UNSIGNED_BIG = {"unsigned": ("u", "u"), "unsigned long": ("ul", "ul"), "unsigned long long": ("ull", "ull")}
STRUCT_FIELDS = [("f0", "int"), ("f1", "unsigned"), ("f2", "short"), ("f3", "long long"),
                 ("f4", "unsigned char"), ("f5", "double")]


def lit(r, t):
    """A constant of type t (written so that its type really is t after the cast)."""
    if t == "double":
        return r.choice(["0.0", "-0.0", "1.0", "0.5", "-2.25", "3.0e10", "1e-5", "-7.75", "1e300"])
    rank, bits, signed, _ = TYPES[t]
    pool = [0, 1, 2, 3, 7, 15, 16, 31, 100, 127, 128, 255, 256, 1000, 32767, 65535, 2**31 - 1, 2**32 - 1,
            2**62, 2**63 - 1, r.randint(0, 2**bits - 1)]
    v = r.choice(pool)
    if signed:
        v = v % 2**(bits - 1) if bits > 1 else v % 2
        if r.random() < 0.4:
            v = -v
    else:
        v = v % 2**bits
    if t in ("long", "long long"):
        body = f"{abs(v)}LL"
    elif t in ("unsigned long", "unsigned long long"):
        body = f"{v}ULL"
    elif t == "unsigned":
        body = f"{v}u"
    else:
        body = f"{abs(v)}"
    if signed and v < 0:
        body = "-" + body
    return f"(({t}){body})" if t not in ("int",) or v < 0 else body


class Gen:
    def __init__(self, seed):
        self.r = random.Random(seed)
        self.out = []
        self.funcs = []        # (name, ret type, [param types])
        self.scopes = [[]]     # each: list of (name, kind, type, extra); kind in var/arr/struct
        self.loopvars = []     # (name, bound) of the enclosing constant-bound loops
        self.n = 0
        self.depth = 0
        self.in_main = False

    def fresh(self, p):
        self.n += 1
        return f"{p}{self.n}"

    def vars(self, kind=None):
        return [v for s in self.scopes for v in s if kind is None or v[1] == kind]

    # ---------------------------------------------------------------- expressions
    def expr(self, t, d=0):
        r = self.r
        if t == "double":
            return self.dexpr(d)
        if d >= 3 or r.random() < 0.25:
            return self.leaf(t)
        choices = ["op", "op", "op", "cast", "cond", "cmp", "arr", "struct", "call", "double"]
        c = r.choice(choices)
        if c == "cast":
            src = r.choice(BIG + SMALL)
            return f"(({t}){self.expr(src, d + 1)})"
        if c == "cond":
            return f"({self.cond(d + 1)} ? {self.expr(t, d + 1)} : {self.expr(t, d + 1)})"
        if c == "cmp":
            a = r.choice(BIG)
            op = r.choice(["<", "<=", ">", ">=", "==", "!="])
            return f"(({t})({self.expr(a, d + 1)} {op} {self.expr(r.choice(BIG), d + 1)}))"
        if c == "arr":
            arrs = self.vars("arr")
            if arrs:
                return f"(({t}){self.arr_ref(r.choice(arrs), d)})"
        if c == "struct":
            ss = self.vars("struct")
            if ss:
                f, ft = r.choice(STRUCT_FIELDS)
                return self.conv(f"{r.choice(ss)[0]}.{f}", ft, t)
        if c == "call":
            fs = [f for f in self.funcs]
            if fs and d <= 1:
                name, ret, ps = r.choice(fs)
                args = ", ".join(self.arg(p, d + 1) for p in ps)
                return self.conv(f"{name}({args})", ret, t)
        if c == "double":
            return self.conv(self.dexpr(d + 1), "double", t)
        return self.op(t, d)

    def conv(self, e, src, t):
        if src == "double":
            if t in SMALL or t in ("int", "unsigned"):
                return f"(({t})d2ll({e}))"
            return f"(({t})d2ll({e}))"
        return f"(({t}){e})"

    def arg(self, p, d):
        if p == "struct S0":
            ss = self.vars("struct")
            return ss and self.r.choice(ss)[0] or "s_zero"
        return self.expr(p, d)

    def op(self, t, d):
        r = self.r
        if t in SMALL:
            # computed at int (or unsigned) and narrowed: the conversion is value-preserving or
            # implementation-defined modulo 2^N, never undefined (6.3.1.3)
            return f"(({t}){self.expr(r.choice(['int', 'unsigned']), d + 1)})"
        if t in SIGNED_BIG:
            _, suf = SIGNED_BIG[t]
            k = r.choice(["add", "sub", "mul", "div", "mod", "shl", "shr", "neg", "bit", "bit", "not"])
            if k == "neg":
                return f"safe_neg_{suf}({self.expr(t, d + 1)})"
            if k == "bit":
                return f"({self.expr(t, d + 1)} {r.choice(['&', '|', '^'])} {self.expr(t, d + 1)})"
            if k == "not":
                return f"(~{self.expr(t, d + 1)})"
            if k in ("shl", "shr"):
                return f"safe_{k}_{suf}({self.expr(t, d + 1)}, {self.expr('int', d + 1)})"
            return f"safe_{k}_{suf}({self.expr(t, d + 1)}, {self.expr(t, d + 1)})"
        # unsigned big type: the left operand has type t, the right one rank <= rank(t), so the
        # usual arithmetic conversions give t (6.3.1.8)
        rank, bits = TYPES[t][0], TYPES[t][1]
        right_t = r.choice([x for x in BIG + SMALL if TYPES[x][0] <= rank])
        _, suf = UNSIGNED_BIG[t]
        k = r.choice(["+", "-", "*", "&", "|", "^", "div", "mod", "<<", ">>", "~"])
        left = self.expr(t, d + 1)
        if k == "~":
            return f"(~{left})"
        right = self.expr(right_t, d + 1)
        if k in ("div", "mod"):
            return f"safe_{k}_{suf}({left}, {right})"
        if k in ("<<", ">>"):
            return f"({left} {k} ((unsigned)({right}) % {bits}u))"
        return f"({left} {k} {right})"

    def leaf(self, t):
        r = self.r
        vs = [v for v in self.vars("var") if v[2] == t]
        lv = [(n, b) for n, b in self.loopvars]
        x = r.random()
        if lv and x < 0.15:
            return f"(({t}){r.choice(lv)[0]})"
        if vs and x < 0.6:
            return r.choice(vs)[0]
        any_v = self.vars("var")
        if any_v and x < 0.8:
            v = r.choice(any_v)
            return self.conv(v[0], v[2], t)
        return lit(r, t)

    def dexpr(self, d):
        r = self.r
        if d >= 3 or r.random() < 0.3:
            ds = [v for v in self.vars("var") if v[2] == "double"]
            if ds and r.random() < 0.6:
                return r.choice(ds)[0]
            if r.random() < 0.5:
                return f"((double){self.leaf(r.choice(BIG + SMALL))})"
            return lit(r, "double")
        k = r.choice(["+", "-", "*", "/", "fabs", "floor", "ceil", "neg", "conv", "cond"])
        if k == "/":
            return f"safe_div_d({self.dexpr(d + 1)}, {self.dexpr(d + 1)})"
        if k in ("fabs", "floor", "ceil"):
            return f"{k}({self.dexpr(d + 1)})"
        if k == "neg":
            return f"(-({self.dexpr(d + 1)}))"
        if k == "conv":
            return f"((double){self.expr(r.choice(BIG), d + 1)})"
        if k == "cond":
            return f"({self.cond(d + 1)} ? {self.dexpr(d + 1)} : {self.dexpr(d + 1)})"
        return f"({self.dexpr(d + 1)} {k} {self.dexpr(d + 1)})"

    def cond(self, d):
        r = self.r
        k = r.choice(["cmp", "cmp", "and", "or", "not", "val"])
        if k == "cmp" or d >= 3:
            a, b = r.choice(BIG + ["double"]), r.choice(BIG)
            return f"({self.expr(a, d + 1)} {r.choice(['<', '<=', '>', '>=', '==', '!='])} {self.expr(b, d + 1)})"
        if k == "and":
            return f"({self.cond(d + 1)} && {self.cond(d + 1)})"
        if k == "or":
            return f"({self.cond(d + 1)} || {self.cond(d + 1)})"
        if k == "not":
            return f"(!{self.cond(d + 1)})"
        return self.expr(r.choice(BIG), d + 1)

    def arr_ref(self, a, d):
        name, _, et, n = a
        ok = [lv for lv, b in self.loopvars if b <= n]
        if ok and self.r.random() < 0.5:
            return f"{name}[{self.r.choice(ok)}]"
        return f"{name}[(unsigned)({self.expr(self.r.choice(BIG), d + 1)}) % {n}u]"

    # ---------------------------------------------------------------- statements
    def emit(self, ind, s):
        self.out.append("  " * ind + s)

    def decl(self, ind):
        r = self.r
        k = r.random()
        if k < 0.15:
            et = r.choice(BIG + ["short", "unsigned char"])
            n = r.randint(2, 8)
            name = self.fresh("a")
            init = ", ".join(self.expr(et, 2) for _ in range(n))
            self.emit(ind, f"{et} {name}[{n}] = {{ {init} }};")
            self.scopes[-1].append((name, "arr", et, n))
        elif k < 0.25:
            name = self.fresh("s")
            init = ", ".join(self.expr(ft, 2) for _, ft in STRUCT_FIELDS)
            self.emit(ind, f"struct S0 {name} = {{ {init} }};")
            self.scopes[-1].append((name, "struct", "struct S0", None))
        else:
            t = r.choice(BIG + BIG + SMALL + ["double"])
            name = self.fresh("v")
            self.emit(ind, f"{t} {name} = {self.expr(t)};")
            self.scopes[-1].append((name, "var", t, None))

    def assign(self, ind):
        r = self.r
        k = r.random()
        arrs, ss, vs = self.vars("arr"), self.vars("struct"), self.vars("var")
        if arrs and k < 0.2:
            a = r.choice(arrs)
            self.emit(ind, f"{self.arr_ref(a, 1)} = {self.expr(a[2])};")
        elif ss and k < 0.35:
            f, ft = r.choice(STRUCT_FIELDS)
            self.emit(ind, f"{r.choice(ss)[0]}.{f} = {self.expr(ft)};")
        elif vs:
            v = r.choice(vs)
            if v[2] in UNSIGNED_BIG and r.random() < 0.5:
                rt = r.choice([x for x in BIG if TYPES[x][0] <= TYPES[v[2]][0]])
                self.emit(ind, f"{v[0]} {r.choice(['+=', '-=', '*=', '^=', '|=', '&='])} {self.expr(rt)};")
            else:
                self.emit(ind, f"{v[0]} = {self.expr(v[2])};")
        else:
            self.decl(ind)

    def stmts(self, ind, n):
        for _ in range(n):
            self.stmt(ind)

    def stmt(self, ind):
        r = self.r
        k = r.random()
        if self.depth < 3 and k < 0.15:
            self.depth += 1
            self.emit(ind, f"if ({self.cond(1)}) {{")
            self.block(ind + 1, r.randint(1, 3))
            if r.random() < 0.5:
                self.emit(ind, "} else {")
                self.block(ind + 1, r.randint(1, 3))
            self.emit(ind, "}")
            self.depth -= 1
        elif self.depth < 2 and len(self.loopvars) < 2 and k < 0.27:
            self.depth += 1
            i, b = self.fresh("i"), r.randint(1, 6)
            self.emit(ind, f"for (int {i} = 0; {i} < {b}; {i}++) {{")
            self.loopvars.append((i, b))
            self.block(ind + 1, r.randint(1, 3))
            self.loopvars.pop()
            self.emit(ind, "}")
            self.depth -= 1
        elif k < 0.45:
            self.decl(ind)
        elif k < 0.55 and self.in_main:
            # only main prints: the order in which a call's arguments are evaluated is unspecified
            # (C11 6.5.2.2p10), so called functions must not have observable side effects
            vs = self.vars("var")
            if vs:
                v = r.choice(vs)
                if v[2] == "double":
                    # the sign of a NaN that an operation produces is unspecified: print every NaN alike
                    self.emit(ind, f'printf("{v[0]} = %.17g\\n", {v[0]} == {v[0]} ? {v[0]} : 12345.0);')
                else:
                    self.emit(ind, f'printf("{v[0]} = {TYPES[v[2]][3]}\\n", {v[0]});')
        else:
            self.assign(ind)

    def block(self, ind, n):
        self.scopes.append([])
        self.stmts(ind, n)
        self.scopes.pop()

    def mix_all(self, ind):
        for name, kind, t, n in self.scopes[-1]:
            if kind == "var":
                e = f"(unsigned long long)d2ll({name})" if t == "double" else f"(unsigned long long){name}"
                self.emit(ind, f"mix({e});")
            elif kind == "arr":
                for j in range(n):
                    self.emit(ind, f"mix((unsigned long long){name}[{j}]);")
            else:
                for f, ft in STRUCT_FIELDS:
                    e = f"d2ll({name}.{f})" if ft == "double" else f"{name}.{f}"
                    self.emit(ind, f"mix((unsigned long long){e});")

    def function(self, k):
        r = self.r
        ret = r.choice(BIG + SMALL + ["double"])
        ps = [r.choice(BIG + SMALL + ["double", "struct S0"]) for _ in range(r.randint(0, 3))]
        name = f"func_{k}"
        pnames = [f"p{j}" for j in range(len(ps))]
        plist = ", ".join(f"{t} {n}" for t, n in zip(ps, pnames)) or "void"
        self.emit(0, f"static {ret} {name}({plist}) {{")
        self.scopes = [[(n, "struct" if t == "struct S0" else "var", t, None) for t, n in zip(ps, pnames)]]
        self.stmts(1, r.randint(2, 6))
        self.emit(1, f"return {self.expr(ret)};")
        self.emit(0, "}")
        self.emit(0, "")
        self.funcs.append((name, ret, ps))

    def program(self):
        r = self.r
        self.out.append(PRELUDE)
        for k in range(r.randint(1, 4)):
            self.function(k)
        self.emit(0, "int main(void) {")
        self.scopes = [[]]
        self.in_main = True
        self.stmts(1, r.randint(6, 16))
        self.mix_all(1)
        self.emit(1, 'printf("checksum %llu\\n", ck);')
        self.emit(1, "return (int)(ck % 100u);")
        self.emit(0, "}")
        return "\n".join(self.out) + "\n"


def safe_signed(t, mac, suf):
    w = TYPES[t][1]
    mn, mx = f"{mac}_MIN", f"{mac}_MAX"
    return f"""static {t} safe_add_{suf}({t} a, {t} b) {{
  return ((b > 0 && a > {mx} - b) || (b < 0 && a < {mn} - b)) ? a : a + b;
}}
static {t} safe_sub_{suf}({t} a, {t} b) {{
  return ((b < 0 && a > {mx} + b) || (b > 0 && a < {mn} + b)) ? a : a - b;
}}
static {t} safe_mul_{suf}({t} a, {t} b) {{
  if (a > 0 ? (b > 0 ? a > {mx} / b : b < {mn} / a) : (b > 0 ? a < {mn} / b : (a != 0 && b < {mx} / a)))
    return a;
  return a * b;
}}
static {t} safe_div_{suf}({t} a, {t} b) {{
  return (b == 0 || (a == {mn} && b == -1)) ? a : a / b;
}}
static {t} safe_mod_{suf}({t} a, {t} b) {{
  return (b == 0 || (a == {mn} && b == -1)) ? a : a % b;
}}
static {t} safe_shl_{suf}({t} a, int b) {{
  return (b < 0 || b >= {w} || a < 0 || a > ({mx} >> b)) ? a : a << b;
}}
static {t} safe_shr_{suf}({t} a, int b) {{
  return (b < 0 || b >= {w}) ? a : a >> b;
}}
static {t} safe_neg_{suf}({t} a) {{
  return a == {mn} ? a : -a;
}}
"""


def safe_unsigned(t, suf):
    return f"""static {t} safe_div_{suf}({t} a, {t} b) {{
  return b == 0 ? a : a / b;
}}
static {t} safe_mod_{suf}({t} a, {t} b) {{
  return b == 0 ? a : a % b;
}}
"""


PRELUDE = "\n".join(
    ["#include <limits.h>", "#include <math.h>", "#include <stdio.h>", "",
     "struct S0 {", "  int f0;", "  unsigned f1;", "  short f2;", "  long long f3;", "  unsigned char f4;",
     "  double f5;", "};", "", "static const struct S0 s_zero = { 0, 0u, 0, 0LL, 0, 0.0 };",
     "static unsigned long long ck = 0;", "",
     "static void mix(unsigned long long v) {", "  ck = ck * 1000003ULL + v;", "}", "",
     "/* double -> long long only where the truncated value is representable (C11 6.3.1.4p1); NaN gives 0 */",
     "static long long d2ll(double d) {",
     "  return (d > -9223372036854775808.0 && d < 9223372036854775808.0) ? (long long)d : 0;", "}",
     "static double safe_div_d(double a, double b) {", "  return b == 0.0 ? a : a / b;", "}", ""]
    + [safe_signed(t, m, s) for t, (m, s) in SIGNED_BIG.items()]
    + [safe_unsigned(t, s) for t, (_, s) in UNSIGNED_BIG.items()])


if __name__ == "__main__":
    seed = int(sys.argv[1]) if len(sys.argv) > 1 else 1
    sys.stdout.write(f"/* generated by tests/c/gen/gen.py {seed} */\n" + Gen(seed).program())
