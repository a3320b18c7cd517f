#!/usr/bin/env python3
"""tests/rust/argfile_pairs.py EQUIV [--timeout=S] [NAME...] — change pairs of batch mains over
files named by their arguments (issue 17 (a): std::env::args, File::open/BufReader::lines,
File::create/BufWriter, process::exit; rs_symio.c). tests/rust/argfiles/NAME.new.rs is compared
with NAME.old.rs, or, for a name "BASE-TWIN", with BASE.old.rs. The `// VERDICT: main verdict
[words]` line of the new file (else of the old one) is the verdict written from std's
documentation; `equiv diff old new --json` must give it, with the words in its reason or
assumptions ("any number of lines" for an equivalence proved by induction over the lines). Each
verdict is then checked on rustc-built binaries of both versions, run in a directory holding the
files arg1..arg4 with argv [exe, "arg1", ...] (what a replay of Equiv gives): standard output and
error, the exit status and every file after the run are compared.
- behaviour_changed: the counterexample makes the binaries differ, and the outcomes equiv diff
  reports for each version (its replay under Equiv's semantics) are what the binaries show;
- equivalent: the binaries agree on a grid of argument counts and files, up to 40 lines of at
  most 16 characters (beyond the lines the bounded summaries follow)."""
import json, os, random, re, shutil, subprocess, sys, tempfile

equiv = sys.argv[1]
here = os.path.dirname(os.path.abspath(__file__))
pdir = os.path.join(here, "argfiles")
_args = sys.argv[2:]
timeout = []
if _args and _args[0].startswith("--timeout="):
    timeout = ["--timeout", _args.pop(0)[len("--timeout="):]]
names = _args or sorted(f[:-7] for f in os.listdir(pdir) if f.endswith(".new.rs"))
rustc = os.environ.get("EQUIV_RUSTC") or next((p for p in [os.path.join(d, "rustc") for d in os.environ.get("PATH", "").split(":")]
                                               + [os.path.expanduser("~/.cargo/bin/rustc"), "/root/.cargo/bin/rustc"]
                                               if os.access(p, os.X_OK)), "rustc")
NFILES, HEAD_CAP = 4, 16  # rs_sym.h RS_ARG_FILES, rs_symio.c RSY_HEAD_CAP

built = {}
def build(work, src, tag):
    if src in built:
        return built[src]
    exe = os.path.join(work, tag + str(len(built)))
    built[src] = exe
    r = subprocess.run([rustc, "--edition", "2021", "-C", "overflow-checks=on", "-C", "debug-assertions=on", "-A", "warnings", "--crate-name", "prog",
                        "-o", exe, src], capture_output=True, text=True)
    if r.returncode:
        sys.exit("rustc: " + r.stderr[:800])
    return exe

def run_bin(exe, argc, files, work):
    """stdout, stderr, status and the files arg1..arg4 after a run with argc arguments (the
    program's name included)."""
    d = tempfile.mkdtemp(dir=work)
    for k, data in enumerate(files, 1):
        open(os.path.join(d, "arg%d" % k), "wb").write(data)
    p = subprocess.run([exe] + ["arg%d" % k for k in range(1, argc)], cwd=d, capture_output=True, timeout=10,
                       env={"RUST_BACKTRACE": "0", "PATH": "/usr/bin:/bin"})
    after = tuple(open(os.path.join(d, "arg%d" % k), "rb").read() for k in range(1, NFILES + 1))
    shutil.rmtree(d)
    # a panic's thread id and place are no part of its outcome (rustc 1.9x prints "thread 'main' (TID)")
    err = re.sub(rb"thread '([^']*)' \(\d+\) panicked at [^\n]*:\d+:\d+:", rb"thread '\1' panicked:", p.stderr)
    return p.stdout, err, p.returncode, after

def reported(b, files):
    """What a binary shows of the outcome equiv diff reports (stdout, files written), and its exit
    status when it exited (None otherwise: a panic's status is 101, its message on stderr)."""
    out = b"".join(o["text"].encode("latin-1") for o in b.get("output", []) if o["stream"] == "stdout")
    after = list(files)
    for o in b.get("output", []):
        if o["stream"].startswith("file:arg"):
            after[int(o["stream"][8:]) - 1] = o["text"].encode("latin-1")
    code = b.get("code") if b.get("kind") == "exited" else 0 if b.get("kind") == "returned" else 101
    return out, code, tuple(after)

def grid(rng, n=24):
    pool = "0123456789" * 3 + " +-aZ"
    cases = []
    for i in range(n):
        argc = 3 if i % 3 else rng.randint(1, NFILES + 1)
        files = []
        for _ in range(NFILES):
            lines = ["".join(rng.choice(pool) for _ in range(rng.randint(0, HEAD_CAP))) for _ in range(rng.randint(0, 40))]
            files.append(("\n".join(lines) + ("\n" if lines and rng.random() < 0.8 else "")).encode())
        cases.append((argc, files))
    return cases

passed = failed = 0
rng = random.Random(17)
with tempfile.TemporaryDirectory() as work:
    for name in names:
        new = os.path.join(pdir, name + ".new.rs")
        old = os.path.join(pdir, name + ".old.rs")
        if not os.path.exists(old):
            old = os.path.join(pdir, name.split("-")[0] + ".old.rs")
        v = re.findall(r"^// VERDICT: (\S+) (\S+) ?(.*)$", open(new).read(), re.M) or \
            re.findall(r"^// VERDICT: (\S+) (\S+) ?(.*)$", open(old).read(), re.M)
        fn, verdict, words = v[0]
        r = subprocess.run([equiv, "diff", old, new, "--json"] + timeout, capture_output=True, text=True)
        res = {f["name"]: f for f in json.loads(r.stdout)["functions"]}.get(fn)
        got = res["verdict"] if res else None
        said = (res.get("reason") or "") + " " + (res.get("proof") or "") + " " + " ".join(res.get("assumptions") or []) if res else ""
        if got != verdict or (words and words.strip() not in said):
            print("FAIL: %s: verdict %s (%s), want %s %s" % (name, got, res and res.get("reason"), verdict, words)); failed += 1
            continue
        bo, bn = build(work, old, "old"), build(work, new, "new")
        if verdict == "behaviour_changed":
            ins = {i["name"]: i["value"]["value"] for i in res["counterexample"]["inputs"]}
            argc, files = int(ins["argc"]), [ins["arg%d" % k].encode("latin-1") for k in range(1, NFILES + 1)]
            o, n = run_bin(bo, argc, files, work), run_bin(bn, argc, files, work)
            if o == n:
                print("FAIL: %s: the binaries agree on the counterexample %r: %r" % (name, (argc, files), o)); failed += 1
                continue
            ro, rn = reported(res["counterexample"]["old"], files), reported(res["counterexample"]["new"], files)
            if ro != (o[0], o[2], o[3]) or rn != (n[0], n[2], n[3]):
                print("FAIL: %s: the replay differs from the binaries: %r %r / %r %r" % (name, ro, o, rn, n)); failed += 1
                continue
        elif verdict == "equivalent":
            bad = [(c, run_bin(bo, c[0], c[1], work), run_bin(bn, c[0], c[1], work)) for c in grid(rng)]
            bad = [b for b in bad if b[1] != b[2]]
            if bad:
                print("FAIL: %s: equivalent, but the binaries differ on %r: %r / %r" % (name, *bad[0])); failed += 1
                continue
        print("ok: %s: %s" % (name, verdict))
        passed += 1
print("%d pairs, %d passed, %d failed" % (len(names), passed, failed))
sys.exit(1 if failed or not passed else 0)
