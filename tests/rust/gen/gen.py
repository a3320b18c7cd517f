#!/usr/bin/env python3
"""tests/rust/gen/gen.py FILES FUNCS SEED EQUIV [loops] — random pairs of integer Rust functions
(an expression over the parameters with debug-checked operators, std integer methods, ifs and
short constant loops; with "loops", loops whose trip count an input sets) and a version of each
either rewritten equivalently (operands of + * & | ^ swapped, an identity added) or mutated (a
constant, an operator, a comparison changed). `equiv diff --all` decides each pair; every
verdict is checked on rustc-built debug binaries: `equivalent` against a grid of edge and random
inputs, `behaviour_changed` by replaying its counterexample, whose two outcomes must also be the
ones the binaries print. A wrong `equivalent` or a counterexample the binaries do not confirm
fails the run."""
import json, os, random, subprocess, sys, tempfile

nfiles, nfuncs, seed, equiv = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
# "loops": every function is a loop whose trip count is its first parameter's low 6 bits, around
# the random expression (and loops inside it too), so that the verdicts exercise the induction
LOOPS = sys.argv[5:6] == ["loops"]
rustc = os.environ.get("EQUIV_RUSTC") or next((p for p in [os.path.join(d, "rustc") for d in os.environ.get("PATH", "").split(":")]
                                               + [os.path.expanduser("~/.cargo/bin/rustc"), "/root/.cargo/bin/rustc"]
                                               if os.access(p, os.X_OK)), "rustc")
TYPES = {"i8": (8, 1), "i16": (16, 1), "i32": (32, 1), "i64": (64, 1), "u8": (8, 0), "u16": (16, 0), "u32": (32, 0), "u64": (64, 0)}

def rng_lit(r, t):
    w, s = TYPES[t]
    lo, hi = (-(1 << (w - 1)), (1 << (w - 1)) - 1) if s else (0, (1 << w) - 1)
    v = r.choice([0, 1, 2, 3, 5, 7, 10, 100, hi, lo, hi - 1, r.randint(lo, hi), r.randint(-20, 20)])
    return max(lo, min(hi, v))

# Expressions are trees: ("lit", v) ("var", name) ("bin", op, a, b) ("meth", m, a, b) ("un", m, a)
# ("if", cmp, x, y, a, b) ("shl", a, k) ("shr", a, k) ("loop", k, a)
def gen_e(r, t, params, d):
    w, s = TYPES[t]
    if d <= 0 or r.random() < 0.25:
        return ("var", r.choice(params)) if r.random() < 0.7 else ("lit", rng_lit(r, t))
    k = r.random()
    sub = lambda: gen_e(r, t, params, d - 1)
    if k < 0.35:
        return ("bin", r.choice(["+", "-", "*", "/", "%", "&", "|", "^"]), sub(), sub())
    if k < 0.55:
        return ("meth", r.choice(["wrapping_add", "wrapping_sub", "wrapping_mul", "saturating_add", "saturating_sub",
                                  "min", "max", "checked_add", "checked_mul"]), sub(), sub())
    if k < 0.62 and s:
        return ("un", r.choice(["abs", "wrapping_abs", "wrapping_neg", "neg"]), sub())
    if k < 0.8:
        return ("if", r.choice(["<", "<=", "==", "!=", ">", ">="]), sub(), sub(), sub(), sub())
    if k < 0.88:
        return ("shl" if r.random() < 0.5 else "shr", sub(), r.randint(0, w + 1))
    return ("loop", r.randint(0, 4), sub())

def show(e, t):
    k = e[0]
    if k == "lit":
        return "(%d as %s)" % (e[1], t) if e[1] >= 0 else "(%d_i128 as %s)" % (e[1], t)
    if k == "var":
        return e[1]
    if k == "bin":
        return "(%s %s %s)" % (show(e[2], t), e[1], show(e[3], t))
    if k == "meth":
        if e[1].startswith("checked_"):
            return "%s.%s(%s).unwrap_or(1)" % (show(e[2], t), e[1], show(e[3], t))
        return "%s.%s(%s)" % (show(e[2], t), e[1], show(e[3], t))
    if k == "un":
        return "(-%s)" % show(e[2], t) if e[1] == "neg" else "%s.%s()" % (show(e[2], t), e[1])
    if k == "if":
        return "(if %s %s %s { %s } else { %s })" % (show(e[2], t), e[1], show(e[3], t), show(e[4], t), show(e[5], t))
    if k in ("shl", "shr"):
        return "(%s %s %d)" % (show(e[1], t), "<<" if k == "shl" else ">>", e[2])
    if k == "loop" and LOOPS:
        # a trip count of up to 63 set by the input: beyond the unrolling bound, so an equivalent
        # verdict rests on relational induction
        return "{ let mut acc: %s = 0; for i in 0..((a as u8) & 63) { acc = acc.wrapping_add(%s).wrapping_add(i as %s); } acc }" % (
            t, show(e[2], t), t)
    if k == "loop":
        return "{ let mut acc: %s = 0; for _i in 0..%d { acc = acc.wrapping_add(%s); } acc }" % (t, e[1], show(e[2], t))

def nodes(e, path=()):
    yield path, e
    for i, c in enumerate(e):
        if isinstance(c, tuple):
            yield from nodes(c, path + (i,))

def replace(e, path, new):
    if not path:
        return new
    l = list(e)
    l[path[0]] = replace(e[path[0]], path[1:], new)
    return tuple(l)

def variant(r, e, t):
    """an equivalent rewrite or a mutation of e, and which"""
    cands = list(nodes(e))
    path, n = r.choice(cands)
    if r.random() < 0.5:
        if n[0] == "bin" and n[1] in "+*&|^":
            return replace(e, path, ("bin", n[1], n[3], n[2])), "rewrite"
        if n[0] == "meth" and n[1] in ("wrapping_add", "wrapping_mul", "min", "max", "saturating_add"):
            return replace(e, path, ("meth", n[1], n[3], n[2])), "rewrite"
        if n[0] == "if":
            inv = {"<": ">=", "<=": ">", "==": "!=", "!=": "==", ">": "<=", ">=": "<"}[n[1]]
            return replace(e, path, ("if", inv, n[2], n[3], n[5], n[4])), "rewrite"
        return replace(e, path, ("bin", "|", n, ("lit", 0))), "rewrite"
    if n[0] == "lit":
        return replace(e, path, ("lit", n[1] + 1 if n[1] < 100 else n[1] - 1)), "mutate"
    if n[0] == "bin":
        return replace(e, path, ("bin", {"+": "-", "-": "+", "*": "+", "/": "%", "%": "/", "&": "|", "|": "^", "^": "&"}[n[1]], n[2], n[3])), "mutate"
    if n[0] == "meth":
        return replace(e, path, ("meth", {"wrapping_add": "saturating_add", "wrapping_sub": "saturating_sub", "wrapping_mul": "wrapping_add",
                                          "saturating_add": "wrapping_add", "saturating_sub": "wrapping_sub", "min": "max", "max": "min",
                                          "checked_add": "wrapping_add", "checked_mul": "wrapping_mul"}[n[1]], n[2], n[3])), "mutate"
    if n[0] == "if":
        return replace(e, path, ("if", {"<": "<=", "<=": "<", "==": "<=", "!=": "<", ">": ">=", ">=": ">"}[n[1]], n[2], n[3], n[4], n[5])), "mutate"
    if n[0] in ("shl", "shr"):
        return replace(e, path, (n[0], n[1], n[2] + 1)), "mutate"
    return replace(e, path, ("bin", "+", n, ("lit", 1))), "mutate"

def grid(r, types, n=60):
    out = []
    for _ in range(n):
        row = []
        for t in types:
            w, s = TYPES[t]
            lo, hi = (-(1 << (w - 1)), (1 << (w - 1)) - 1) if s else (0, (1 << w) - 1)
            row.append(r.choice([0, 1, -1 if s else 2, lo, hi, lo + 1, hi - 1, r.randint(-9, 9) if s else r.randint(0, 9),
                                 r.randint(lo, hi), r.randint(lo, hi)]))
        out.append(row)
    return out

def lit(v, t):
    return "(%d as %s)" % (v, t) if v >= 0 else "(%d_i128 as %s)" % (v, t)

HARNESS = '''#![allow(warnings)]
mod old { include!("%s"); }
mod new { include!("%s"); }
fn __show<T: std::fmt::Debug, F: FnOnce() -> T>(f: F) {
    match std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)) {
        Ok(v) => println!("returned {:?}", v),
        Err(e) => {
            let m = if let Some(s) = e.downcast_ref::<&str>() { s.to_string() }
                    else if let Some(s) = e.downcast_ref::<String>() { s.clone() } else { "?".to_string() };
            println!("panicked: {}", m);
        }
    }
}
fn main() {
    std::panic::set_hook(Box::new(|_| {}));
%s
}
'''

def outcome_text(b):
    if b.get("result") != "outcome":
        return "went wrong"
    if b["kind"] == "panicked":
        return "panicked: " + b["message"]
    if b["kind"] == "returned":
        return "returned " + b["value"]["value"]
    return b["kind"]

r = random.Random(seed)
stats = {"equivalent": 0, "behaviour_changed": 0, "unknown": 0, "other": 0}
fails = 0
with tempfile.TemporaryDirectory() as work:
    for fi in range(nfiles):
        funcs = []
        for k in range(nfuncs):
            t = r.choice(list(TYPES))
            np = r.randint(1, 2)
            params = ["a", "b"][:np]
            e = gen_e(r, t, params, r.randint(1, 3))
            if LOOPS:
                e = ("loop", 0, e)
            e2, how = variant(r, e, t)
            funcs.append(("f%d" % k, t, params, e, e2, how))
        old, new = os.path.join(work, "old%d.rs" % fi), os.path.join(work, "new%d.rs" % fi)
        for path, idx in ((old, 3), (new, 4)):
            with open(path, "w") as f:
                for fn in funcs:
                    f.write("#[allow(arithmetic_overflow, unconditional_panic)]\n")
                    f.write("pub fn %s(%s) -> %s { %s }\n" % (fn[0], ", ".join("%s: %s" % (p, fn[1]) for p in fn[2]), fn[1], show(fn[idx], fn[1])))
        res = subprocess.run([equiv, "diff", old, new, "--all", "--json", "--timeout", "10"], capture_output=True, text=True)
        try:
            verdicts = {f["name"]: f for f in json.loads(res.stdout)["functions"]}
        except Exception:
            print("FAIL: file %d: no JSON from equiv diff: %s" % (fi, res.stderr[:400]))
            print(open(old).read()); print(open(new).read())
            fails += 1
            continue
        calls, checks = [], []
        for fn, t, params, e, e2, how in funcs:
            v = verdicts.get(fn)
            if not v:
                print("FAIL: file %d: no verdict for %s" % (fi, fn)); fails += 1
                continue
            stats[v["verdict"] if v["verdict"] in stats else "other"] += 1
            rows = []
            if v["verdict"] == "equivalent":
                rows = grid(r, [t] * len(params))
            elif v["verdict"] == "behaviour_changed":
                rows = [[int(i["value"]["value"]) for i in v["counterexample"]["inputs"]]]
            for row in rows:
                a = ", ".join(lit(x, t) for x in row)
                calls.append("    __show(|| old::%s(%s)); __show(|| new::%s(%s));" % (fn, a, fn, a))
                checks.append((fn, row, v))
        if not calls:
            continue
        h = os.path.join(work, "h.rs")
        open(h, "w").write(HARNESS % (old, new, "\n".join(calls)))
        exe = os.path.join(work, "h")
        c = subprocess.run([rustc, "--edition", "2021", "-C", "overflow-checks=on", "-C", "debug-assertions=on", "-A", "warnings",
                            "-o", exe, h], capture_output=True, text=True)
        if c.returncode:
            print("FAIL: file %d: rustc: %s" % (fi, c.stderr[:600])); fails += 1
            continue
        out = subprocess.run([exe], capture_output=True, text=True).stdout.splitlines()
        for i, (fn, row, v) in enumerate(checks):
            o, n = out[2 * i], out[2 * i + 1]
            if v["verdict"] == "equivalent" and o != n:
                print("FAIL: %s%s: equivalent, but the binaries differ: %s / %s" % (fn, row, o, n)); fails += 1
            if v["verdict"] == "behaviour_changed":
                cx = v["counterexample"]
                eo, en = outcome_text(cx["old"]), outcome_text(cx["new"])
                if o == n or eo != o or en != n:
                    print("FAIL: %s%s: equiv says %s / %s, the binaries %s / %s" % (fn, row, eo, en, o, n)); fails += 1
        if fails:
            print(open(old).read()); print(open(new).read())
            break
print("verdicts: %s" % ", ".join("%s %d" % kv for kv in stats.items()))
print("%d passed, %d failed" % (sum(stats.values()) - fails, fails))
sys.exit(1 if fails else 0)
