#!/usr/bin/env python3
"""tests/rust/args.py EQUIV — batch mains that read the files their arguments name (std::env::args,
File::open, fs::read, BufReader::lines, File::create; the shape of a COBOL step's translation), run
by `equiv rust run --function main --arg ... --file ... --out-dir` and by a rustc-built debug
binary in a directory holding the same files. Each `// RUN: ARG... | files=A,B` line of
tests/rust/args/*.rs is one run: the two must print the same on standard output, end alike (the
binary's panic message, from its stderr, against Equiv's `panicked: MESSAGE`; its exit status
against the low 8 bits of Equiv's `exited CODE`) and create the same
files with the same bytes."""
import os, shutil, subprocess, sys, tempfile

EQUIV = sys.argv[1]
HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "args")
RUSTC = os.environ.get("EQUIV_RUSTC") or shutil.which("rustc") or next(
    (p for p in [os.path.expanduser("~/.cargo/bin/rustc"), "/root/.cargo/bin/rustc"] if os.access(p, os.X_OK)), "rustc")
passed = failed = 0
tmp = tempfile.mkdtemp(prefix="equiv-rust-args-")
try:
    for src in sorted(f for f in os.listdir(HERE) if f.endswith(".rs")):
        path = os.path.join(HERE, src)
        binary = os.path.join(tmp, src[:-3])
        b = subprocess.run([RUSTC, "--edition", "2021", "-C", "overflow-checks=on", "-C", "debug-assertions=on", "-A", "warnings",
                            "-o", binary, path], capture_output=True, text=True)
        if b.returncode:
            print(f"FAIL {src}: rustc: {b.stderr[:300]}")
            failed += 1
            continue
        for line in open(path):
            if not line.startswith("// RUN: "):
                continue
            spec = line[len("// RUN: "):].strip()
            argv, _, files = (" " + spec).partition(" | files=")
            argv, files = argv.split(), [f for f in files.split(",") if f]
            cwd, eout = os.path.join(tmp, "cwd"), os.path.join(tmp, "eout")
            for d in (cwd, eout):
                shutil.rmtree(d, ignore_errors=True)
                os.mkdir(d)
            for f in files:
                shutil.copy(os.path.join(HERE, "input", f), os.path.join(cwd, f))
            r = subprocess.run([binary, *argv], cwd=cwd, capture_output=True, env=dict(os.environ, RUST_BACKTRACE="0"))
            # a main that returns: "returned ()"; one that calls process::exit(code) with a code
            # other than 0: "exited CODE", CODE's low 8 bits the binary's status (Equiv keeps the
            # i32 as given)
            want_end = "returned ()" if r.returncode == 0 else ("exited", r.returncode) if r.returncode != 101 else None
            if r.returncode == 101:
                err = r.stderr.decode("latin-1").splitlines()
                at = next((i for i, l in enumerate(err) if l.startswith("thread 'main'") and "panicked at" in l), None)
                want_end = "panicked: " + "\\n".join(err[at + 1:]).split("\nnote:")[0].split("\\nnote:")[0] if at is not None else None
            want_files = {f: open(os.path.join(cwd, f), "rb").read() for f in os.listdir(cwd) if f not in files}
            cmd = [EQUIV, "rust", "run", path, "--function", "main", "--out-dir", eout]
            for a in argv:
                cmd += ["--arg", a]
            for f in files:
                cmd += ["--file", f"{f}={os.path.join(HERE, 'input', f)}"]
            e = subprocess.run(cmd, capture_output=True)
            got_end = e.stderr.decode("latin-1").strip().splitlines()[-1:] or [""]
            got_files = {f: open(os.path.join(eout, f), "rb").read() for f in os.listdir(eout)}
            problems = []
            if e.stdout != r.stdout:
                problems.append(f"stdout {e.stdout!r} against rustc's {r.stdout!r}")
            if isinstance(want_end, tuple):
                ok = got_end[0].startswith("exited ") and int(got_end[0].split()[1]) & 0xff == want_end[1]
                want_end = got_end[0] if ok else f"exited with status {want_end[1]}"
            if want_end is None or got_end[0] != want_end:
                problems.append(f"end {got_end[0]!r} against rustc's {want_end!r} (exit {r.returncode})")
            if got_files != want_files:
                problems.append(f"files {got_files!r} against rustc's {want_files!r}")
            if problems:
                print(f"FAIL {src} [{spec}]: " + "; ".join(problems))
                failed += 1
            else:
                print(f"ok {src} [{spec}]: {got_end[0]}")
                passed += 1
finally:
    shutil.rmtree(tmp, ignore_errors=True)
print(f"{passed} passed, {failed} failed")
sys.exit(1 if failed or not passed else 0)
