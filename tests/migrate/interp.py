#!/usr/bin/env python3
"""tests/migrate/interp.py EQUIV [PROGRAM...] — the corpus's Rust translations run under Equiv's
Rust semantics (`equiv rust run --function main --arg ... --file ... --stdin ... --out-dir`) and
as rustc-built binaries (`-C overflow-checks=on`, what `equiv migrate` builds) on every data set
of the program (tests/migrate/PROGRAM/data/SET: a file ARG.txt for each argument of the
interface that has one, SYSIN.txt as standard input where the interface names it). The two must
print the same on stdout, end alike (exit status; a panic's 101) and leave the same files. The
counterexamples of a proof over a translation are replayed there (issue 17). PROGRAM "cli" is
MIGFEE (tests/migrate/cli/migfee.rs on the records below). Without PROGRAM every program runs and
what stops one (a construct not modelled yet) is printed, not counted."""
import json, os, shutil, subprocess, sys, tempfile

EQUIV = sys.argv[1]
want = sys.argv[2:]
HERE = os.path.dirname(os.path.abspath(__file__))
RUSTC = os.environ.get("EQUIV_RUSTC") or shutil.which("rustc") or next(
    (p for p in [os.path.expanduser("~/.cargo/bin/rustc"), "/root/.cargo/bin/rustc"] if os.access(p, os.X_OK)), "rustc")
MIGFEE = {"typical": b"A001001000{N\nB002000050}P\nC003099999IN\nG007000000{P\nD004000000{P\n", "empty": b"",
          "negative": b"E005001234MN\nF006000001JP\n"}

def data_sets(prog, d, iface):
    if prog == "cli":
        return [(name, {"TRANIN": data}, None) for name, data in sorted(MIGFEE.items())]
    out = []
    for s in sorted(os.listdir(os.path.join(d, "data"))):
        sd = os.path.join(d, "data", s)
        files = {a: open(os.path.join(sd, a + ".txt"), "rb").read() for a in iface["args"] if os.path.exists(os.path.join(sd, a + ".txt"))}
        stdin = None
        if iface.get("stdin"):
            p = os.path.join(sd, iface["stdin"] + ".txt")
            stdin = open(p, "rb").read() if os.path.exists(p) else b""
        out.append((s, files, stdin))
    return out

passed = failed = 0
tmp = tempfile.mkdtemp(prefix="equiv-mig-interp-")
try:
    progs = want or sorted(p for p in os.listdir(HERE) if os.path.exists(os.path.join(HERE, p, "interface.json")))
    for prog in progs:
        d = os.path.join(HERE, prog)
        src = os.path.join(d, "migfee.rs" if prog == "cli" else "rust/main.rs")
        if not os.path.exists(src):
            continue
        iface = json.load(open(os.path.join(d, "interface.json")))
        binary = os.path.join(tmp, prog)
        b = subprocess.run([RUSTC, "--edition", "2021", "-O", "-C", "overflow-checks=on", "-A", "warnings", "-o", binary, src],
                           capture_output=True, text=True)
        if b.returncode:
            print(f"FAIL {prog}: rustc: {b.stderr[:300]}")
            failed += 1
            continue
        for name, files, stdin in data_sets(prog, d, iface):
            cwd, eout = os.path.join(tmp, "cwd"), os.path.join(tmp, "eout")
            for x in (cwd, eout):
                shutil.rmtree(x, ignore_errors=True)
                os.mkdir(x)
            for f, data in files.items():
                open(os.path.join(cwd, f), "wb").write(data)
            r = subprocess.run([binary, *iface["args"]], cwd=cwd, input=stdin or b"", capture_output=True,
                               env=dict(os.environ, RUST_BACKTRACE="0"), timeout=60)
            want_files = {f: open(os.path.join(cwd, f), "rb").read() for f in os.listdir(cwd) if f not in files}
            cmd = [EQUIV, "rust", "run", src, "--function", "main", "--out-dir", eout]
            for a in iface["args"]:
                cmd += ["--arg", a]
            for f in files:
                p = os.path.join(tmp, "in-" + f)
                open(p, "wb").write(files[f])
                cmd += ["--file", f"{f}={p}"]
            if not files:
                # no data set exists (a missing one): an empty file system, not none
                cmd += ["--file", "equiv-no-file=/dev/null"]
            if stdin is not None:
                p = os.path.join(tmp, "stdin")
                open(p, "wb").write(stdin)
                cmd += ["--stdin", p]
            e = subprocess.run(cmd, capture_output=True, timeout=600)
            end = (e.stderr.decode("latin-1").strip().splitlines() or [""])[-1]
            status = 0 if end.startswith("returned") else int(end.split()[1].rstrip(";")) & 0xff if end.startswith("exited ") else \
                101 if end.startswith("panicked") else None
            got_files = {f: open(os.path.join(eout, f), "rb").read() for f in os.listdir(eout)}
            problems = []
            if status is None:
                problems.append(end[:200])
            else:
                if e.stdout != r.stdout:
                    problems.append(f"stdout {e.stdout[:200]!r} against rustc's {r.stdout[:200]!r}")
                if status != r.returncode:
                    problems.append(f"end {end!r} against rustc's exit status {r.returncode}")
                if got_files != want_files:
                    problems.append(f"files {sorted(got_files)} against rustc's {sorted(want_files)} (or their bytes)")
            counted = prog in want
            if problems:
                print(f"{'FAIL' if counted else 'stops'} {prog} [{name}]: " + "; ".join(problems))
                failed += counted
            else:
                print(f"ok {prog} [{name}]: {end}")
                passed += counted
finally:
    shutil.rmtree(tmp, ignore_errors=True)
print(f"{passed} passed, {failed} failed")
sys.exit(1 if failed or (want and not passed) else 0)
