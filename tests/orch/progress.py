#!/usr/bin/env python3
"""tests/orch/progress.py EQUIV — the progress line of a tree diff: with standard error on a
terminal (a pty) it is drawn with carriage returns from 0/N to N/N units with the verdict counts
and an ETA, and erased at the end; with -j 2 too; with standard error not a terminal nothing is
written to it; standard output is the same report either way. The same for equiv check."""
import fcntl, json, os, pty, re, select, shutil, struct, subprocess, sys, tempfile, termios

EQUIV = os.path.abspath(sys.argv[1])
tmp = tempfile.mkdtemp(prefix="equiv-orch-progress-")
failures = []

def fail(msg):
    failures.append(msg)
    print("FAIL:", msg, flush=True)

# five changed functions: three the same arithmetic (equivalent), one fixed division
# (changed_only_where_old_unsafe, C11 6.5.5p5), one another constant (behaviour_changed)
OLD = """int a1(int x) { return x * 2; }
int a2(int x) { return x + x + 1; }
int a3(int x) { return (x & 1) ? 1 : 0; }
int d(int a, int b) { return a / b; }
int k(int x) { return x + 7; }
"""
NEW = """int a1(int x) { return x + x; }
int a2(int x) { return 2 * x + 1; }
int a3(int x) { return x & 1; }
int d(int a, int b) { return b ? a / b : 0; }
int k(int x) { return x + 8; }
"""
for side, text in (("old", OLD), ("new", NEW)):
    os.makedirs(os.path.join(tmp, side))
    open(os.path.join(tmp, side, "m.c"), "w").write(text)
args = [EQUIV, "diff", os.path.join(tmp, "old"), os.path.join(tmp, "new"), "--json"]

def on_pty(cmd):
    """runs cmd with standard error on a pty (200 columns), standard output on a pipe"""
    master, slave = pty.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 200, 0, 0))
    p = subprocess.Popen(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=slave)
    os.close(slave)
    err = b""
    while True:
        r, _, _ = select.select([master], [], [], 120)
        if not r:
            break
        try:
            chunk = os.read(master, 65536)
        except OSError:  # EIO: the pty's last writer is gone
            break
        if not chunk:
            break
        err += chunk
    out = p.stdout.read()
    p.wait(timeout=120)
    os.close(master)
    return p.returncode, out.decode(), err.decode(errors="replace")

plain = subprocess.run(args, capture_output=True, text=True, timeout=300)
if plain.returncode != 0 or plain.stderr:
    fail(f"not on a terminal: exit {plain.returncode}, standard error {plain.stderr!r} (wanted nothing)")
rep = json.loads(plain.stdout)
n = rep["tree"]["checked"]
want = {k: v for k, v in rep["summary"].items()}
if n != 5 or want != {"equivalent": 3, "changed_only_where_old_unsafe": 1, "behaviour_changed": 1, "unknown": 0}:
    fail(f"the run checked {n} with {want}: the fixture is not what the test needs")

def strip_times(s):
    return re.sub(r'"seconds": [0-9.e-]+', '"seconds": 0', s)

for jobs in ([], ["-j", "2"]):
    rc, out, err = on_pty(args + jobs)
    what = "progress line" + (" with -j 2" if jobs else "")
    if rc != 0 or strip_times(out) != strip_times(plain.stdout) and not jobs:
        fail(f"{what}: exit {rc}, standard output differs from the run off the terminal")
    if jobs and json.loads(out)["summary"] != rep["summary"]:
        fail(f"{what}: other verdicts with -j 2")
    frames = err.split("\r")
    # each frame is a whole line ending in erase-to-end-of-line; the last frame erases the line
    lines = [f[:-3] for f in frames if f.endswith("\x1b[K")]
    first = f"equiv: 0/{n} units: 0 proved, 0 changed, 0 old-unsafe, 0 unknown, 0 cached; ETA --"
    last = (f"equiv: {n}/{n} units: 3 proved, 1 changed, 1 old-unsafe, 0 unknown, 0 cached; ETA 0:00")
    if frames[0] != "" or not lines or lines[0] != first or last not in lines or not err.endswith("\r\x1b[K") \
            or lines[-1] != "" or "\n" in err:
        fail(f"{what}: standard error on a terminal was {err!r}")
    else:
        print(f"{what}: {len(lines) - 1} frames from 0/{n} to {n}/{n}, erased at the end: ok")

# equiv check: the same line with its statements; nothing off a terminal
cargs = [EQUIV, "check", os.path.join(tmp, "new"), "--json"]
plain = subprocess.run(cargs, capture_output=True, text=True, timeout=300)
if plain.returncode != 0 or plain.stderr:
    fail(f"equiv check off a terminal: exit {plain.returncode}, standard error {plain.stderr!r}")
rc, out, err = on_pty(cargs)
n = len(json.loads(plain.stdout)["functions"])
frames = [f[:-3] for f in err.split("\r") if f.endswith("\x1b[K")]
if rc != 0 or n < 2 or not frames or not frames[0].startswith(f"equiv: 1/{n} functions: ") or frames[-1] != "" \
        or not err.endswith("\r\x1b[K") or "\n" in err:
    fail(f"equiv check on a terminal: exit {rc}, standard error {err!r}")
else:
    print(f"equiv check progress line: {len(frames) - 1} frames, erased at the end: ok")

shutil.rmtree(tmp, ignore_errors=True)
if failures:
    print(f"{len(failures)} failed")
    sys.exit(1)
print("progress: all passed")
