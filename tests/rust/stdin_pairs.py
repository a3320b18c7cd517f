#!/usr/bin/env python3
"""tests/rust/stdin_pairs.py EQUIV [--timeout=S] [NAME...] — change pairs of batch functions that read standard
input (tests/rust/stdin/NAME.old.rs and NAME.new.rs, functions without parameters). Every
`// VERDICT: fn verdict [words]` line of the old file is the verdict written from std's
documentation; `equiv diff old new --json` must give it (and the words in its reason or its
assumptions: "any number of lines" for an equivalence proved by induction over the lines). Each
verdict is then checked on rustc-built debug binaries of both versions, run with the input on
their standard input (what the function prints on stdout and stderr, and how it ends):
- behaviour_changed: the counterexample's standard input makes the binaries differ, and
  `equiv rust run --stdin` of each version prints what its binary prints (the replay);
- equivalent, or unknown with the bound (no difference on the inputs within it): the binaries
  agree on a grid of inputs within the bound (lines of ASCII characters, at most 3 lines of at
  most 8 characters: rs_symio.c's RSY_LINES and RSY_LINE_CAP); an equivalence proved for any
  number of lines also on a grid of 4 to 40 lines of at most 16 characters."""
import json, os, random, re, subprocess, sys, tempfile

equiv = sys.argv[1]
here = os.path.dirname(os.path.abspath(__file__))
pdir = os.path.join(here, "stdin")
# --timeout=S: equiv diff's time per function (the slow pairs' solver checks need more than the
# default 30 s on a loaded machine)
_args = sys.argv[2:]
timeout = []
if _args and _args[0].startswith("--timeout="):
    timeout = ["--timeout", _args.pop(0)[len("--timeout="):]]
names = _args or sorted(f[:-7] for f in os.listdir(pdir) if f.endswith(".old.rs"))
rustc = os.environ.get("EQUIV_RUSTC") or next((p for p in [os.path.join(d, "rustc") for d in os.environ.get("PATH", "").split(":")]
                                               + [os.path.expanduser("~/.cargo/bin/rustc"), "/root/.cargo/bin/rustc"]
                                               if os.access(p, os.X_OK)), "rustc")
LINES, LINE_CAP = 3, 8
HEAD_CAP = 16  # the induction over lines: rs_symio.c RSY_HEAD_CAP

def build(work, src, fns, tag):
    """A binary running the function named by its first argument under catch_unwind; it prints
    the function's output, then its outcome as `equiv rust run` shows it."""
    h = os.path.join(work, tag + ".rs")
    arms = "\n".join('        "%s" => m::%s(),' % (f, f) for f in fns)
    open(h, "w").write('''#![allow(warnings)]
mod m { include!("%s"); }
fn main() {
    std::panic::set_hook(Box::new(|_| {}));
    let f = std::env::args().nth(1).unwrap();
    let r = std::panic::catch_unwind(|| match f.as_str() {
%s
        _ => unreachable!(),
    });
    use std::io::Write;
    std::io::stdout().flush().unwrap();
    match r {
        Ok(()) => println!("\\x1ereturned"),
        Err(e) => {
            let m = if let Some(s) = e.downcast_ref::<&str>() { s.to_string() }
                    else if let Some(s) = e.downcast_ref::<String>() { s.clone() } else { "?".to_string() };
            println!("\\x1epanicked: {}", m);
        }
    }
}
''' % (src, arms))
    exe = os.path.join(work, tag)
    r = subprocess.run([rustc, "--edition", "2021", "-C", "overflow-checks=on", "-C", "debug-assertions=on", "-A", "warnings",
                        "-o", exe, h], capture_output=True, text=True)
    if r.returncode:
        sys.exit("rustc: " + r.stderr[:800])
    return exe

def run_bin(exe, fn, data):
    p = subprocess.run([exe, fn], input=data, capture_output=True, timeout=10)
    return p.stdout, p.stderr

def run_equiv(src, fn, data, work):
    path = os.path.join(work, "in.txt")
    open(path, "wb").write(data)
    p = subprocess.run([equiv, "rust", "run", src, "--function", fn, "--stdin", path, "--json"], capture_output=True, text=True)
    return json.loads(p.stdout) if p.stdout.strip() else None

def shown(b):
    """The binary's output and outcome from equiv's JSON behaviour, as the binary prints them."""
    out = b"".join(o["text"].encode("latin-1") for o in b.get("output", []) if o["stream"] == "stdout")
    err = b"".join(o["text"].encode("latin-1") for o in b.get("output", []) if o["stream"] == "stderr")
    end = "returned" if b.get("kind") == "returned" else "panicked: " + b.get("message", "")
    return out + ("\x1e%s\n" % end).encode(), err

def grid(rng, n=60):
    pool = "0123456789" * 3 + " +-aZ\r"
    cases = [b"", b"\n", b"5", b"-7\n", b"+12\n", b" 42 \n", b"007\n1\n", b"abc\n", b"-\n", b"255\n256\n", b"-32768\n32767\n"]
    for _ in range(n):
        lines = []
        for _ in range(rng.randint(0, LINES)):
            lines.append("".join(rng.choice(pool) for _ in range(rng.randint(0, LINE_CAP))).rstrip("\r") if rng.random() < 0.8 else
                         "".join(rng.choice(pool) for _ in range(rng.randint(0, LINE_CAP))))
        text = "\n".join(lines) + ("\n" if lines and rng.random() < 0.8 else "")
        if lines and not lines[-1] and not text.endswith("\n"):
            text += "x"
        cases.append(text.encode())
    return cases

def long_grid(rng, n=25):
    """Inputs of 4 to 40 lines of at most HEAD_CAP characters: beyond the lines the bounded
    summaries follow, where only the induction over the lines speaks."""
    pool = "0123456789" * 3 + " +-DWaZ\r"
    cases = [b"D5\nW7\nX1\nD\n" * 3, b"1\n" * 40, b"-999999999999999\n" * 5, b"9999999999999999\n" * 12, b"D 1234567890123\n" * 7]
    for _ in range(n):
        lines = ["".join(rng.choice(pool) for _ in range(rng.randint(0, HEAD_CAP))).rstrip("\r") for _ in range(rng.randint(4, 40))]
        text = "\n".join(lines) + ("\n" if rng.random() < 0.8 else "")
        if not lines[-1] and not text.endswith("\n"):
            text += "x"
        cases.append(text.encode())
    return cases

passed = failed = 0
rng = random.Random(7)
with tempfile.TemporaryDirectory() as work:
    for name in names:
        old, new = os.path.join(pdir, name + ".old.rs"), os.path.join(pdir, name + ".new.rs")
        src = open(old).read()
        verdicts = re.findall(r"^// VERDICT: (\S+) (\S+) ?(.*)$", src, re.M)
        fns = [v[0] for v in verdicts]
        r = subprocess.run([equiv, "diff", old, new, "--json"] + timeout, capture_output=True, text=True)
        every = {f["name"]: f for f in json.loads(r.stdout)["functions"]}
        bo, bn = build(work, old, fns, "old"), build(work, new, fns, "new")
        for fn, verdict, words in verdicts:
            res = every.get(fn)
            got = res["verdict"] if res else None
            said = (res.get("reason") or "") + " " + " ".join(res.get("assumptions") or []) if res else ""
            if got != verdict or (words and words not in said):
                print("FAIL: %s %s: verdict %s (%s), want %s %s" % (name, fn, got, res and res.get("reason"), verdict, words)); failed += 1
                continue
            if verdict == "behaviour_changed":
                data = res["counterexample"]["inputs"][-1]["value"]["value"].encode("latin-1")
                o, n = run_bin(bo, fn, data), run_bin(bn, fn, data)
                if o == n:
                    print("FAIL: %s %s: the binaries agree on the counterexample %r: %r" % (name, fn, data, o)); failed += 1
                    continue
                eo, en = run_equiv(old, fn, data, work), run_equiv(new, fn, data, work)
                if not eo or not en or shown(eo) != o or shown(en) != n:
                    print("FAIL: %s %s: equiv rust run --stdin %r differs from the binaries: %r %r / %r %r"
                          % (name, fn, data, eo and shown(eo), o, en and shown(en), n)); failed += 1
                    continue
            elif verdict == "equivalent" or (verdict == "unknown" and "bound" in words):
                inputs = grid(rng) + (long_grid(rng) if verdict == "equivalent" and "any number of lines" in words else [])
                bad = [(d, run_bin(bo, fn, d), run_bin(bn, fn, d)) for d in inputs]
                bad = [b for b in bad if b[1] != b[2]]
                if bad:
                    print("FAIL: %s %s: %s, but the binaries differ on %r: %r / %r" % (name, fn, verdict, *bad[0])); failed += 1
                    continue
            passed += 1
print("%d pairs" % len(names))
print("%d passed, %d failed" % (passed, failed))
sys.exit(1 if failed or not passed else 0)
