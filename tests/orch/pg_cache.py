#!/usr/bin/env python3
"""tests/orch/pg_cache.py EQUIV — the proof cache in PostgreSQL (`--cache postgresql://...`,
docs/orchestrator.md). The script starts a private server itself (initdb into a temporary
directory, as `nobody` when run as root since postgres refuses root, listening on a Unix socket in
that directory only, no TCP) and stops it on exit. Then, each phase in a fresh database:

  fill:     `equiv check -j 2` fills the cache and states what `-j 1 --no-cache` states (the
            statements are also written below from C's rules); the second run (-j 1) takes every
            statement from the cache (summary from_cache), the JSON's inputs.cache without password
  race:     two runs at once on an empty cache both succeed with the same statements, and a third
            run takes them all from the cache
  kill:     a run killed with SIGKILL while it writes leaves a cache the next run uses: every row
            there counts as from_cache, the rest is decided and stored, the statements unchanged
  diff:     `equiv diff OLD NEW` (verdicts and the front end's file entries): the verdicts of
            --no-cache, then all of them from the cache
  errors:   a server that is not there, a database that is not there, a cache of another schema
            version: exit 1, nothing on standard output, one line on standard error naming the
            socket, never the password
Skips (exit 77) only when PostgreSQL's server programs are not installed."""
import glob, json, os, pwd, shutil, signal, subprocess, sys, tempfile, time

import cache_errors

EQUIV = os.path.abspath(sys.argv[1])
bins = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"))
if not bins or not shutil.which("psql"):
    print("SKIP: PostgreSQL's server programs (initdb, postgres, pg_ctl; Debian: postgresql) or psql not installed")
    sys.exit(77)
PGBIN = os.path.dirname(bins[-1])
tmp = tempfile.mkdtemp(prefix="equiv-orch-pg-")
sock = os.path.join(tmp, "sock")
failures = []

def fail(msg):
    failures.append(msg)
    print("FAIL:", msg, flush=True)

# --- the private server ---------------------------------------------------------------------------
as_user = []
if os.getuid() == 0:  # postgres refuses to run as root
    nobody = pwd.getpwnam("nobody")
    as_user = ["runuser", "-u", "nobody", "--"]
os.makedirs(sock)
os.makedirs(os.path.join(tmp, "data"))
if as_user:
    for d in (tmp, sock, os.path.join(tmp, "data")):
        os.chown(d, nobody.pw_uid, nobody.pw_gid)
data = os.path.join(tmp, "data", "pg")

def server(*args, **kw):
    return subprocess.run(as_user + [os.path.join(PGBIN, args[0]), *args[1:]], capture_output=True, text=True, **kw)

started = False
def stop(*sig):
    global started
    if started:
        # SIGQUIT is postgres's immediate shutdown; waiting for the postmaster here is quicker than
        # pg_ctl's once-a-second poll
        try:
            pid = int(open(os.path.join(data, "postmaster.pid")).readline())
            os.kill(pid, signal.SIGQUIT)
            for _ in range(600):
                os.kill(pid, 0)
                time.sleep(0.05)
        except (OSError, ValueError):
            pass
        started = False
    shutil.rmtree(tmp, ignore_errors=True)
    if sig:
        sys.exit(1)
signal.signal(signal.SIGTERM, stop)
signal.signal(signal.SIGINT, stop)

p = server("initdb", "-D", data, "-U", "equiv", "-A", "trust", "-E", "UTF8", "--no-locale", "--no-sync", timeout=120)
if p.returncode != 0:
    print(f"initdb failed: {p.stdout}{p.stderr}")
    stop()
    sys.exit(1)
p = server("pg_ctl", "-D", data, "-l", os.path.join(tmp, "data", "log"), "-w", "-t", "60",
           "-o", f"-k {sock} -c listen_addresses='' -c fsync=off", "start", timeout=120)
if p.returncode != 0:
    print(f"pg_ctl start failed: {p.stdout}{p.stderr}")
    print(open(os.path.join(tmp, "data", "log")).read() if os.path.exists(os.path.join(tmp, "data", "log")) else "")
    stop()
    sys.exit(1)
started = True

def url(db, password=None):
    who = f"equiv:{password}" if password else "equiv"
    return f"postgresql://{who}@/{db}?host={sock}"

def psql(db, sql):
    p = subprocess.run(["psql", "-X", "-A", "-t", "-q", "-v", "ON_ERROR_STOP=1", url(db), "-c", sql],
                       capture_output=True, text=True, timeout=60)
    if p.returncode != 0:
        raise RuntimeError(f"psql {sql}: {p.stderr}")
    return p.stdout.strip()

def newdb(name):
    psql("postgres", f"CREATE DATABASE {name}")
    return url(name)

def run(args, timeout=300):
    p = subprocess.run([EQUIV, *args], capture_output=True, text=True, timeout=timeout)
    rep = None
    if p.returncode == 0:
        rep = json.loads(p.stdout)
    return p, rep

def statements(rep):
    return {f["name"]: f["statement"] for f in rep["functions"]}

# --- a small tree: statements from C's rules (C11 6.5p5 overflow, 6.5.5p5 division) ---------------
LIB = """#include <limits.h>
int add1(int x) { return x + 1; }
int safe_add1(int x) { if (x == INT_MAX) return x; return x + 1; }
int twice_safe(int x) { return safe_add1(safe_add1(x)); }
int div_by(int a, int b) { return a / b; }
int safe_div(int a, int b) { if (b == 0 || (a == INT_MIN && b == -1)) return 0; return a / b; }
int clamp(int x, int lo, int hi) { return x < lo ? lo : x > hi ? hi : x; }
int neg(int x) { return -x; }
"""
EXPECT = {"add1": "goes_wrong", "safe_add1": "safe", "twice_safe": "safe", "div_by": "goes_wrong",
          "safe_div": "safe", "clamp": "safe", "neg": "goes_wrong"}
tree = os.path.join(tmp, "tree")
os.makedirs(tree)
open(os.path.join(tree, "ops.c"), "w").write(LIB)

try:
    # --- fill ---------------------------------------------------------------------------------------
    ref_p, ref = run(["check", tree, "--json", "--no-cache"])
    if ref is None or statements(ref) != EXPECT:
        fail(f"--no-cache: exit {ref_p.returncode}, {statements(ref) if ref else ref_p.stderr}, expected {EXPECT}")
    u = newdb("fill")
    p, r1 = run(["check", tree, "--json", "-j", "2", "--cache", u])
    if r1 is None:
        fail(f"fill: first run (-j 2): exit {p.returncode}: {p.stderr}")
    else:
        s = r1["summary"]
        if statements(r1) != EXPECT or s["from_cache"] != 0 or s["stored"] != len(EXPECT):
            fail(f"fill: first run (-j 2): {statements(r1)}, summary {s}")
        rows = int(psql("fill", "SELECT count(*) FROM equiv_verdicts"))
        if rows != len(EXPECT):
            fail(f"fill: {rows} rows in equiv_verdicts after storing {len(EXPECT)}")
        p, r2 = run(["check", tree, "--json", "--cache", url("fill", "not-printed")])
        if r2 is None:
            fail(f"fill: second run: exit {p.returncode}: {p.stderr}")
        else:
            s = r2["summary"]
            if statements(r2) != EXPECT or s["from_cache"] != len(EXPECT) or s["stored"] != 0 or \
               not all(f["cached"] for f in r2["functions"]):
                fail(f"fill: second run: {statements(r2)}, summary {s}")
            if "not-printed" in p.stdout or "not-printed" in p.stderr or r2["inputs"]["cache"] != url("fill", "***"):
                fail(f"fill: the password shows: inputs.cache = {r2['inputs']['cache']}")
            if not failures:
                print(f"fill: -j 2 stated what -j 1 --no-cache states ({len(EXPECT)} statements, as written), "
                      f"stored {len(EXPECT)}; second run: all {s['from_cache']} from the cache: ok")

    # --- race: two runs at once on an empty cache ---------------------------------------------------
    u = newdb("race")
    procs = [subprocess.Popen([EQUIV, "check", tree, "--json", "--cache", u], stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True) for _ in range(2)]
    outs = [pr.communicate(timeout=300) + (pr.returncode,) for pr in procs]
    ok = True
    for k, (out, err, rc) in enumerate(outs):
        if rc != 0 or statements(json.loads(out)) != EXPECT:
            fail(f"race: run {k + 1}: exit {rc}: {err or statements(json.loads(out))}")
            ok = False
    p, r3 = run(["check", tree, "--json", "--cache", u])
    if r3 is None or r3["summary"]["from_cache"] != len(EXPECT) or statements(r3) != EXPECT:
        fail(f"race: third run: exit {p.returncode}: {p.stderr or r3['summary']}")
    elif ok:
        stored = [json.loads(o)["summary"]["stored"] for o, _, _ in outs]
        print(f"race: two runs at once both succeeded (stored {stored[0]} and {stored[1]}), "
              f"the third took all {len(EXPECT)} from the cache: ok")

    # --- kill: SIGKILL while the cache is written ---------------------------------------------------
    N = 16
    big = os.path.join(tmp, "big")
    os.makedirs(big)
    # even k: x - k when x > k cannot overflow, k - x when x <= k does for x near INT_MIN (6.5p5);
    # odd k: no arithmetic on x at all
    src = "".join(f"int f{k}(int x) {{ return x > {k} ? x - {k} : {k} - x; }}\n" if k % 2 == 0 else
                  f"int f{k}(int x) {{ return x > {k} ? {k} : x; }}\n" for k in range(N))
    open(os.path.join(big, "many.c"), "w").write(src)
    BIG = {f"f{k}": "goes_wrong" if k % 2 == 0 else "safe" for k in range(N)}
    u = newdb("kill")
    pr = subprocess.Popen([EQUIV, "check", big, "--json", "--cache", u], stdout=subprocess.DEVNULL,
                          stderr=subprocess.DEVNULL)
    rows, deadline = 0, time.time() + 300
    while pr.poll() is None and time.time() < deadline:
        try:
            rows = int(psql("kill", "SELECT count(*) FROM equiv_verdicts"))
        except (RuntimeError, ValueError):
            rows = 0  # the tables are not there yet
        if rows >= 2:
            break
        time.sleep(0.02)
    killed = pr.poll() is None
    pr.send_signal(signal.SIGKILL)
    pr.wait()
    before = int(psql("kill", "SELECT count(*) FROM equiv_verdicts"))
    if not killed or not 0 < before < N:
        fail(f"kill: the run was not killed mid-way ({before} of {N} rows stored when it ended)")
    p, r4 = run(["check", big, "--json", "--cache", u])
    if r4 is None:
        fail(f"kill: the run after SIGKILL: exit {p.returncode}: {p.stderr}")
    else:
        s = r4["summary"]
        if statements(r4) != BIG or s["from_cache"] != before or s["stored"] != N - before:
            fail(f"kill: the run after SIGKILL: summary {s} with {before} rows left; statements "
                 f"{ {k: v for k, v in statements(r4).items() if BIG.get(k) != v} } differ")
        else:
            print(f"kill: SIGKILL after {before} of {N} statements stored; the next run took {s['from_cache']} "
                  f"from the cache and stored {s['stored']}: ok")

    # --- diff: verdicts and file entries ------------------------------------------------------------
    old, new = os.path.join(tmp, "old"), os.path.join(tmp, "new")
    os.makedirs(old), os.makedirs(new)
    open(os.path.join(old, "m.c"), "w").write(
        "int sq(int x) { return x * x; }\nint twice(int x) { return x + x; }\nint inc(int x) { return x + 1; }\n"
        "int keep(int x) { return x & 7; }\n")
    # twice: 2 * x is x + x for every int (6.5.5, 6.5.6: both overflow on the same inputs);
    # inc: x + 2 differs everywhere it is defined
    open(os.path.join(new, "m.c"), "w").write(
        "int sq(int x) { return x * x; }\nint twice(int x) { return 2 * x; }\nint inc(int x) { return x + 2; }\n"
        "int keep(int x) { return x & 7; }\n")
    DIFF = {"twice": "equivalent", "inc": "behaviour_changed"}
    u = newdb("diff")
    pref, dref = run(["diff", old, new, "--json", "--no-cache"])
    p1, d1 = run(["diff", old, new, "--json", "--cache", u])
    p2, d2 = run(["diff", old, new, "--json", "--cache", u])
    verdicts = lambda rep: {f["name"]: f["verdict"] for f in rep["functions"]}
    if dref is None or d1 is None or d2 is None:
        fail(f"diff: exit {pref.returncode}/{p1.returncode}/{p2.returncode}: {pref.stderr}{p1.stderr}{p2.stderr}")
    elif not verdicts(dref) == verdicts(d1) == verdicts(d2) == DIFF or d1["tree"]["stored"] != len(DIFF) or \
            d2["tree"]["from_cache"] != len(DIFF) or d2["tree"]["files_from_cache"] < 1:
        fail(f"diff: {verdicts(dref)} / {verdicts(d1)} / {verdicts(d2)}, expected {DIFF}; "
             f"trees {d1['tree']} then {d2['tree']}")
    else:
        print(f"diff: {DIFF} as --no-cache; second run: {d2['tree']['from_cache']} verdicts and "
              f"{d2['tree']['files_from_cache']} file entries from the cache: ok")

    # --- errors: one line, exit 1, nothing on standard output, no password ---------------------------
    def one_line_error(name, args, must):
        cache_errors.one_line_error(EQUIV, fail, "errors: " + name, args, must)
    gone = os.path.join(tmp, "no-server")
    one_line_error("no server", ["check", tree, "--json", "--cache", f"postgresql://equiv:sekret@/x?host={gone}"],
                   [gone, "cannot connect"])
    one_line_error("no server (password as a parameter)",
                   ["diff", old, new, "--json", "--cache", f"postgres://equiv@/x?host={gone}&password=sekret"], [gone])
    one_line_error("no database", ["check", tree, "--json", "--cache", url("nosuchdb", "sekret")], ["nosuchdb"])
    psql("fill", "UPDATE equiv_meta SET value = '99' WHERE name = 'schema'")
    one_line_error("another schema version", ["check", tree, "--json", "--cache", url("fill")], ["schema version 99"])
finally:
    stop()

print(f"{len(failures)} failed")
sys.exit(1 if failures else 0)
