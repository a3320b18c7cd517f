#!/usr/bin/env python3
"""tests/rust/pairs.py EQUIV [NAME...] — the Rust change pairs: for each tests/rust/pairs/NAME.old.rs
and NAME.new.rs, every `// VERDICT: fn verdict [words]` line of the old file is the verdict written
from the Rust reference; `equiv diff old new --json` must give it for fn (and the words in its
reason, when given). Each verdict is then checked on rustc-built debug binaries of both versions
(what a call prints and how it ends): a behaviour_changed counterexample must make the binaries
differ; for
`equivalent`, the binaries must agree on every input of a grid of edge and pseudo-random values."""
import json, os, random, re, subprocess, sys, tempfile

equiv = sys.argv[1]
here = os.path.dirname(os.path.abspath(__file__))
pdir = os.path.join(here, "pairs")
# --shard=K/N: only every N-th pair from the K-th (the default suite runs one half under the
# sanitizers, the long suite the other; together every pair)
_args = sys.argv[2:]
_k, _n = 0, 1
if _args and _args[0].startswith("--shard="):
    _k, _n = (int(x) for x in _args.pop(0)[len("--shard="):].split("/"))
names = _args or sorted(f[:-7] for f in os.listdir(pdir) if f.endswith(".old.rs"))
names = [n for i, n in enumerate(names) if i % _n == _k]
rustc = os.environ.get("EQUIV_RUSTC") or next((p for p in [os.path.join(d, "rustc") for d in os.environ.get("PATH", "").split(":")]
                                               + [os.path.expanduser("~/.cargo/bin/rustc"), "/root/.cargo/bin/rustc"]
                                               if os.access(p, os.X_OK)), "rustc")
INTS = {"i8": (8, 1), "i16": (16, 1), "i32": (32, 1), "i64": (64, 1), "isize": (64, 1),
        "u8": (8, 0), "u16": (16, 0), "u32": (32, 0), "u64": (64, 0), "usize": (64, 0)}

def split_top(text):
    """text split at the commas outside brackets."""
    out, depth, cur = [], 0, ""
    for ch in text:
        depth += ch in "([<{"
        depth -= ch in ")]>}"
        if ch == "," and depth == 0:
            out.append(cur.strip()); cur = ""
        else:
            cur += ch
    return [x for x in out + [cur.strip()] if x]

def params(src, fn):
    m = re.search(r"pub fn " + fn + r"\((.*?)\)\s*(->|\{)", src)
    return [p.split(":", 1)[1].strip() for p in split_top(m.group(1))]

STRUCTS = {}  # struct name -> [(field, type)], read from the old file of the pair being checked

def agg_fields(t):
    """The fields of a tuple or struct parameter type (a shared reference to one too), else None."""
    t = t[1:] if t.startswith("&") and not t.startswith("&mut") else t
    if t.startswith("(") and t.endswith(")"):
        return [(None, x) for x in split_top(t[1:-1])]
    return STRUCTS.get(t)

def seq_elem(t):
    """The element type of a slice, Vec or str parameter ("str" for &str and String), else None."""
    m = re.match(r"^&(?:mut )?\[(\w+)\]$", t) or re.match(r"^&?Vec<(\w+)>$", t)
    if m:
        return m.group(1)
    return "str" if t in ("&str", "String") else None

def grid(types, rng, n=120):
    def vals(t):
        if agg_fields(t):  # aggregates as ready literals
            return [lit([rng.choice(vals(ft)) for _, ft in agg_fields(t)], t) for _ in range(40)]
        e = seq_elem(t)
        if e == "str":
            return [repr("".join(rng.choice("abcxyz ") for _ in range(k))) for k in range(6)]
        if e:
            return [[rng.choice(vals(e)) for _ in range(k)] for k in range(6) for _ in range(3)]
        if t == "bool":
            return ["true", "false"]
        w, s = INTS[t]
        lo, hi = (-(1 << (w - 1)), (1 << (w - 1)) - 1) if s else (0, (1 << w) - 1)
        v = {0, 1, 2, 3, 7, 8, 9, 10, 15, 16, 17, 100, 255, 256, lo, hi, lo + 1, hi - 1, hi // 2, hi // 3 + 1}
        if s:
            v |= {-1, -2, -3, -7, -10, -100, lo // 2}
        return sorted(x for x in v if lo <= x <= hi)
    pools = [vals(t) for t in types]
    cases = set()
    for _ in range(n * 4):
        cases.add(tuple(tuple(x) if isinstance(x, list) else x for x in (rng.choice(p) for p in pools)))
        if len(cases) >= n:
            break
    for _ in range(n):  # pseudo-random values too
        row = []
        for t in types:
            if agg_fields(t):
                row.append(rng.choice(vals(t)))
            elif seq_elem(t):
                row.append(rng.choice(vals(t)))
                row[-1] = tuple(row[-1]) if isinstance(row[-1], list) else row[-1]
            elif t == "bool":
                row.append(rng.choice(["true", "false"]))
            else:
                w, s = INTS[t]
                x = rng.getrandbits(w)
                row.append(str(x - (1 << w) if s and x >> (w - 1) else x))
        cases.add(tuple(row))
    return [[list(x) if isinstance(x, tuple) else str(x) for x in c] for c in cases]

def lit(v, t):
    if agg_fields(t):
        if isinstance(v, str):
            return v
        parts = [lit(x if isinstance(x, list) else str(x), ft) for x, (_, ft) in zip(v, agg_fields(t))]
        ref = "&" if t.startswith("&") else ""
        name = t.lstrip("&")
        if name.startswith("("):
            return ref + "(" + "".join(p + ", " for p in parts) + ")"
        return ref + name + " { " + ", ".join("%s: %s" % (f, p) for (f, _), p in zip(agg_fields(t), parts)) + " }"
    e = seq_elem(t)
    if e == "str":
        q = '"' + v.strip("'\"").replace("\\", "\\\\").replace('"', '\\"') + '"'
        return q if t == "&str" else "String::from(%s)" % q
    if e:
        items = ", ".join(lit(str(x), e) for x in v)
        if t.startswith("&mut"):  # a Vec the call writes through; the caller shows it after
            return "vec![%s]" % items
        return ("vec![%s]" if t.startswith("Vec") else "&vec![%s]" if t.startswith("&Vec") else "&[%s]") % items
    if t == "bool":
        return {"0": "false", "1": "true"}.get(v, v)
    return "(%s as %s)" % (v, t) if not v.startswith("-") else "(%s_i128 as %s)" % (v, t)

def call(mod, fn, row, types):
    """One call of mod::fn on row; with &mut [T] parameters the result and then each slice after
    the call (the outcome equiv compares)."""
    muts = [i for i, t in enumerate(types) if t.startswith("&mut")]
    args = ", ".join(("&mut m%d[..]" % i) if i in muts else lit(v, t) for i, (v, t) in enumerate(zip(row, types)))
    # the pair's structs, each module's own
    args = re.sub(r"\b(%s) \{" % "|".join(STRUCTS), lambda m: "%s::%s {" % (mod, m.group(1)), args) if STRUCTS else args
    if not muts:
        return "__show(|| %s::%s(%s));" % (mod, fn, args)
    lets = " ".join("let mut m%d: Vec<%s> = %s;" % (i, seq_elem(types[i]), lit(row[i], types[i])) for i in muts)
    return "__show(|| { %s let r = %s::%s(%s); (r, %s) });" % (lets, mod, fn, args, ", ".join("m%d" % i for i in muts))

def run_calls(work, old, new, jobs):
    """Each job's (function, parameter types, input) (old, new) outcomes as the binaries print them,
    from one harness binary for all of them. Undefined behaviour that a debug build's precondition
    checks catch aborts the process ("unsafe precondition(s) violated"): that call's outcome is
    "aborted: MESSAGE", and the run goes on from the next call in a new process."""
    calls = "\n".join("    if start <= %d { %s } if start <= %d { %s }" % (2 * i, call("old", fn, row, types), 2 * i + 1,
                                                                         call("new", fn, row, types))
                      for i, (fn, types, row) in enumerate(jobs))
    h = os.path.join(work, "h.rs")
    open(h, "w").write('''#![allow(warnings)]
mod old { include!("%s"); }
mod new { include!("%s"); }
fn __show<T: std::fmt::Debug, F: FnOnce() -> T>(f: F) {
    // a call that has not ended after 0.5 s is taken as diverging: the process stops and the
    // script goes on from the next call
    let done = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let d2 = done.clone();
    std::thread::spawn(move || {
        std::thread::sleep(std::time::Duration::from_millis(500));
        if !d2.load(std::sync::atomic::Ordering::SeqCst) { eprintln!("no end within 0.5 s"); std::process::exit(86); }
    });
    let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(f));
    done.store(true, std::sync::atomic::Ordering::SeqCst);
    match r {
        Ok(v) => println!("returned {:?}", v),
        Err(e) => {
            let m = if let Some(s) = e.downcast_ref::<&str>() { s.to_string() }
                    else if let Some(s) = e.downcast_ref::<String>() { s.clone() } else { "?".to_string() };
            println!("panicked: {}", m.replace('\\n', "\\\\n"));
        }
    }
    println!("\\x1e");
    eprintln!("\\x1e");
}
fn main() {
    // silent, but for the precondition checks of a debug build, which abort the process
    std::panic::set_hook(Box::new(|i| { let s = i.to_string(); if s.contains("unsafe precondition") { eprintln!("{}", s); } }));
    let start: usize = std::env::args().nth(1).map(|s| s.parse().unwrap()).unwrap_or(0);
%s
}
''' % (old, new, calls))
    exe = os.path.join(work, "h")
    r = subprocess.run([rustc, "--edition", "2021", "-C", "overflow-checks=on", "-C", "debug-assertions=on", "-A", "warnings",
                        "-o", exe, h], capture_output=True, text=True)
    if r.returncode:
        return None, r.stderr
    # each call's printed lines and its result line, up to the separator the harness prints
    out = []
    while len(out) < 2 * len(jobs):
        p = subprocess.run([exe, str(len(out))], capture_output=True, text=True)
        parts = p.stdout.split("\x1e\n")
        # what each call wrote to stderr is part of its outcome too
        errs = p.stderr.split("\x1e\n")
        out += [o + ("[stderr] " + e if e else "") for o, e in zip(parts[:-1], errs)]
        if p.returncode == 0:
            break
        if p.returncode == 86 and "no end within 0.5 s" in p.stderr:
            out.append("diverged: no end within 0.5 s")
            continue
        m = re.search(r"unsafe precondition\(s\) violated: [^\n]*", p.stderr)
        if not m:
            return None, "a binary died (%d): %s" % (p.returncode, p.stderr[-400:])
        out.append("aborted: " + m.group(0))
    return [(out[2 * i], out[2 * i + 1]) for i in range(len(jobs))], None

def wrong(o):
    """Whether a binary's outcome is going wrong: undefined behaviour its checks caught, or no end."""
    return o.startswith("aborted: ") or o.startswith("diverged: ")

def value_text(v):
    """equiv's JSON value of an input as a Rust literal."""
    if v["type"] == "agg":
        return [value_text(i) for i in v["items"]]
    if v["type"] == "bytes":
        return v["value"]
    if v["type"] == "bool":
        return "true" if v["value"] else "false"
    return v["value"]

passed = failed = 0
rng = random.Random(12)
with tempfile.TemporaryDirectory() as work:
    for name in names:
        old, new = os.path.join(pdir, name + ".old.rs"), os.path.join(pdir, name + ".new.rs")
        src = open(old).read()
        STRUCTS.clear()
        for sname, body in re.findall(r"pub struct (\w+) \{([^}]*)\}", src):
            STRUCTS[sname] = [(f.split(":")[0].replace("pub ", "").strip(), f.split(":", 1)[1].strip()) for f in split_top(body)]
        # a pair whose versions diverge on many inputs checks fewer (each divergence costs 0.5 s)
        gm = re.search(r"^// GRID: (\d+)$", src, re.M)
        gridn = int(gm.group(1)) if gm else 120
        # one `equiv diff` of the pair gives every function's verdict (two rustc runs, not two per
        # function: under the sanitizers that was a third of this test's time); a function it does
        # not name is asked for on its own
        r = subprocess.run([equiv, "diff", old, new, "--json"], capture_output=True, text=True)
        try:
            every = {f["name"]: f for f in json.loads(r.stdout)["functions"]}
        except Exception:
            every = {}
        # the checks on the binaries of every verdict of the pair, compiled into one harness
        checks = []  # (fn, verdict, types, inputs)
        for fn, verdict, words in re.findall(r"^// VERDICT: (\S+) (\S+) ?(.*)$", src, re.M):
            res = every.get(fn)
            if res is None:
                r = subprocess.run([equiv, "diff", old, new, "--function", fn, "--json"], capture_output=True, text=True)
                try:
                    res = json.loads(r.stdout)["functions"][0]
                except Exception:
                    print("FAIL: %s %s: no JSON verdict (%s)" % (name, fn, r.stderr.strip()[:300])); failed += 1
                    continue
            got = res["verdict"]
            if got != verdict or (words and words not in (res.get("reason") or "")):
                print("FAIL: %s %s: verdict %s (%s), want %s %s" % (name, fn, got, res.get("reason"), verdict, words)); failed += 1
                continue
            types = params(src, fn)
            if verdict in ("behaviour_changed", "changed_only_where_old_unsafe"):
                cex = res["counterexample"]
                row = [value_text(i["value"]) for i in cex["inputs"]]
                if verdict == "behaviour_changed":
                    row = [("true" if v not in ("0", "false") else "false") if t == "bool" else
                           [("true" if x not in ("0", "false") else "false") for x in v] if seq_elem(t) == "bool" else v
                           for v, t in zip(row, types)]
                    checks.append((fn, verdict, types, [row]))
                else:
                    checks.append((fn, verdict, types, [row] + grid(types, rng, gridn)))
            elif verdict == "equivalent":
                checks.append((fn, verdict, types, grid(types, rng, gridn)))
            else:
                passed += 1
        if not checks:
            continue
        outs_all, err = run_calls(work, old, new, [(fn, types, row) for fn, _, types, inputs in checks for row in inputs])
        at = 0
        for fn, verdict, types, inputs in checks:
            outs = outs_all[at:at + len(inputs)] if outs_all is not None else None
            at += len(inputs)
            if outs is None:
                print("FAIL: %s %s: rustc: %s" % (name, fn, err[:500])); failed += 1
                continue
            if verdict == "behaviour_changed":
                o, n = outs[0]
                if o == n:
                    print("FAIL: %s %s: the binaries agree on the counterexample %s: %s" % (name, fn, inputs[0], o)); failed += 1
                    continue
            elif verdict == "changed_only_where_old_unsafe":
                # the input shown: old aborts in a debug build's precondition check, new does not;
                # on the grid, wherever old does not abort, the two agree
                o, n = outs[0]
                if not wrong(o) or wrong(n):
                    print("FAIL: %s %s: on %s the binaries give %s / %s" % (name, fn, inputs[0], o, n)); failed += 1
                    continue
                bad = [(o, n) for o, n in outs[1:] if not wrong(o) and o != n]
                if bad:
                    print("FAIL: %s %s: old is safe but the binaries differ: %s" % (name, fn, bad[0])); failed += 1
                    continue
            else:
                # undefined behaviour in both is going wrong in both: related, whatever the message
                bad = [(o, n) for o, n in outs if o != n and not (wrong(o) and wrong(n))]
                if bad:
                    print("FAIL: %s %s: equivalent, but the binaries differ: %s" % (name, fn, bad[0])); failed += 1
                    continue
            passed += 1
print("%d pairs" % len(names))
print("%d passed, %d failed" % (passed, failed))
sys.exit(1 if failed or not passed else 0)
