#!/usr/bin/env python3
"""tests/orch/history.py EQUIV — builds a git repository of a small C library (17 commits:
refactorings, bug fixes, behaviour changes, a renamed and a moved function, a changed callee whose
callers change too, a header and compile_commands.json flags) and runs `equiv diff --git REV --json`
on each commit. Per commit the functions checked and their verdicts must be exactly the ones written
below (from C's rules); then each verdict is checked on gcc-built binaries of both revisions (UBSan
traps on): a behaviour_changed / changed_only_where_old_unsafe counterexample is replayed on both,
an equivalent function is run on sample inputs. Then the cache: a second run re-proves nothing; a
run killed with SIGKILL leaves a cache the next run uses with the same verdicts. Then bad input."""
import jsonschema, xml.etree.ElementTree as ET
import json, os, random, re, shutil, signal, subprocess, sys, tempfile, time

EQUIV = os.path.abspath(sys.argv[1])
HERE = os.path.dirname(os.path.abspath(__file__))
verdict_schema = json.load(open(os.path.join(HERE, "..", "..", "docs", "verdict-json.schema.json")))
sarif_schema = json.load(open(os.path.join(HERE, "sarif-2.1.0-subset.schema.json")))
rng = random.Random(15)
tmp = tempfile.mkdtemp(prefix="equiv-orch-history-")
repo = os.path.join(tmp, "repo")
failures = []

def fail(msg):
    failures.append(msg)
    print("FAIL:", msg, flush=True)

def git(*args):
    subprocess.run(["git", *args], cwd=repo, check=True, capture_output=True)

ARITH0 = """#include <limits.h>
int abs_val(int x) { return x < 0 ? -x : x; }
int clamp100(int x) { if (x > 100) return 100; if (x < -100) return 100; return x; }
int scale(int x) { return clamp100(x) * 3; }
int fee(int x) { return scale(x) + 7; }
int max2(int a, int b) { return a > b ? a : b; }
int sum_to(int n) { int s = 0; for (int i = 1; i <= n && i <= 10; i++) s += i; return s; }
"""
BITS0 = """int parity(int x) { unsigned u = (unsigned)x; u ^= u >> 16; u ^= u >> 8; u ^= u >> 4; u ^= u >> 2; u ^= u >> 1; return (int)(u & 1u); }
int low_bit(int x) { return x & 1; }
"""
PARITY = "int parity(int x) { unsigned u = (unsigned)x; u ^= u >> 16; u ^= u >> 8; u ^= u >> 4; u ^= u >> 2; u ^= u >> 1; return (int)(u & 1u); }\n"

# (message, edits {path: text or None to delete}, expected {function: (verdict, change)})
# change: changed (its own lowered body differs), callee_changed (only something it calls),
# renamed (the same body under another name or in another file).
history = []
def commit(msg, edits, expect):
    history.append((msg, edits, expect))

commit("init", {"lib/arith.c": ARITH0, "lib/bits.c": BITS0}, None)
a = ARITH0.replace("int abs_val(int x) { return x < 0 ? -x : x; }",
                   "int abs_val(int x) {\n  if (x < 0) return -x;\n  return x;\n}")
commit("refactor: abs_val as an if", {"lib/arith.c": a}, {"abs_val": ("equivalent", "changed")})
a = a.replace("if (x < -100) return 100;", "if (x < -100) return -100;")
commit("fix: clamp100's lower bound", {"lib/arith.c": a},
       {"clamp100": ("behaviour_changed", "changed"), "scale": ("behaviour_changed", "callee_changed"),
        "fee": ("behaviour_changed", "callee_changed")})
a = a.replace("int max2(int a, int b)", "int max_of(int a, int b)")
commit("rename max2 to max_of", {"lib/arith.c": a}, {"max_of": ("equivalent", "renamed")})
a = a.replace("int scale(int x) { return clamp100(x) * 3; }",
              "int scale(int x) { int c = clamp100(x); return c + c + c; }")
commit("refactor: scale by additions", {"lib/arith.c": a},
       {"scale": ("equivalent", "changed"), "fee": ("equivalent", "callee_changed")})
a = a.replace("return scale(x) + 7;", "return scale(x) + 8;")
commit("fee goes up by one", {"lib/arith.c": a}, {"fee": ("behaviour_changed", "changed")})
a = a.replace("  if (x < 0) return -x;", "  if (x == INT_MIN) return INT_MAX;\n  if (x < 0) return -x;")
commit("abs_val: no overflow at INT_MIN", {"lib/arith.c": a},
       {"abs_val": ("changed_only_where_old_unsafe", "changed")})
a += "int avg(int a, int b) { return (a + b) / 2; }\n"
commit("add avg", {"lib/arith.c": a}, {})
a = a.replace("return (a + b) / 2;", "return a / 2 + b / 2 + (a % 2 + b % 2) / 2;")
commit("avg without the overflow (rounds differently for mixed signs)", {"lib/arith.c": a},
       {"avg": ("behaviour_changed", "changed")})
a += PARITY
commit("move parity into arith.c", {"lib/arith.c": a, "lib/bits.c": "int low_bit(int x) { return x & 1; }\n"},
       {"parity": ("equivalent", "renamed")})
a = "/* arith.c - integer helpers */\n" + a.replace("int fee(int x)", "\n\nint fee(int x)")
commit("comments and blank lines only", {"lib/arith.c": a}, {})
a = a.replace("#include <limits.h>\n", "#include <limits.h>\n#define LIMIT 100\n").replace(
    "if (x > 100) return 100; if (x < -100) return -100;", "if (x > LIMIT) return LIMIT; if (x < -LIMIT) return -LIMIT;")
commit("clamp100 through a macro (the same lowered code)", {"lib/arith.c": a}, {})
a = a.replace("i <= 10;", "i <= 12;")
commit("sum_to goes up to 12", {"lib/arith.c": a}, {"sum_to": ("behaviour_changed", "changed")})
a = a.replace("int sum_to(int n) { int s = 0; for (int i = 1; i <= n && i <= 12; i++) s += i; return s; }",
              "int sum_to(int n) { int m = n < 12 ? n : 12; if (m < 1) return 0; return m * (m + 1) / 2; }")
commit("sum_to in closed form", {"lib/arith.c": a}, {"sum_to": ("equivalent", "changed")})
a = a.replace("#define LIMIT 100", "#define LIMIT 90")
commit("clamp to 90", {"lib/arith.c": a},
       {"clamp100": ("behaviour_changed", "changed"), "scale": ("behaviour_changed", "callee_changed"),
        "fee": ("behaviour_changed", "callee_changed")})
ccdb = json.dumps([{"directory": ".", "file": "lib/arith.c",
                    "arguments": ["cc", "-Iinclude", "-DFEE_BASE=8", "-c", "lib/arith.c"]},
                   {"directory": ".", "file": "lib/bits.c", "arguments": ["cc", "-c", "lib/bits.c"]}], indent=1)
a = a.replace("#include <limits.h>\n", "#include <limits.h>\n#include \"cfg.h\"\n").replace(
    "return c + c + c;", "return c * SCALE_K;").replace("return scale(x) + 8;", "return scale(x) + FEE_BASE;")
# c * 3 is other lowered code than c + c + c (checked); FEE_BASE from -D is the 8 it replaces, so
# fee's own body is the same (callee_changed): without the database's -D, arith.c would not compile
commit("scale and fee from cfg.h and -D (compile_commands.json)",
       {"lib/arith.c": a, "include/cfg.h": "#define SCALE_K 3\n", "compile_commands.json": ccdb},
       {"scale": ("equivalent", "changed"), "fee": ("equivalent", "callee_changed")})
commit("cfg.h: SCALE_K 4 (arith.c itself unchanged)", {"include/cfg.h": "#define SCALE_K 4\n"},
       {"scale": ("behaviour_changed", "changed"), "fee": ("behaviour_changed", "callee_changed")})

os.makedirs(repo)
git("init", "-q", "-b", "main")
git("config", "user.email", "t@example.org")
git("config", "user.name", "t")
shas = []
for msg, edits, _ in history:
    for path, text in edits.items():
        full = os.path.join(repo, path)
        if text is None:
            os.remove(full)
            continue
        os.makedirs(os.path.dirname(full) or ".", exist_ok=True)
        with open(full, "w") as f:
            f.write(text)
    git("add", "-A")
    git("commit", "-q", "-m", msg)
    shas.append(subprocess.run(["git", "rev-parse", "HEAD"], cwd=repo, capture_output=True, text=True).stdout.strip())
assert len(shas) >= 15

# every run's temporary trees go here: at the end nothing may be left in it
privtmp = os.path.join(tmp, "tmpdir")
os.makedirs(privtmp)
env = dict(os.environ, TMPDIR=privtmp)
def equiv(*args, cwd=repo, timeout=600):
    return subprocess.run([EQUIV, "diff", *args], cwd=cwd, capture_output=True, text=True, timeout=timeout, env=env)

# --- gcc: both revisions built with a driver calling a function on integer arguments -------------------
INT_MIN, INT_MAX = -2**31, 2**31 - 1
def build(sha, tag):
    d = os.path.join(tmp, "rev-" + tag)
    if os.path.isdir(d):
        return d
    os.makedirs(d)
    subprocess.run(f"git archive {sha} | tar -x -C {d}", shell=True, cwd=repo, check=True)
    flags = []
    cc = os.path.join(d, "compile_commands.json")
    if os.path.exists(cc):
        for e in json.load(open(cc)):
            flags += [w if not w.startswith("-I") else "-I" + os.path.join(d, w[2:]) for w in e["arguments"]
                      if w.startswith("-I") or w.startswith("-D")]
    fns = {}
    src = ""
    for path in ("lib/arith.c", "lib/bits.c"):
        p = os.path.join(d, path)
        if os.path.exists(p):
            text = open(p).read()
            for m in re.finditer(r"^int (\w+)\(([^)]*)\)", text, re.M):
                fns[m.group(1)] = len(m.group(2).split(","))
            src += f'#include "{p}"\n'
    disp = "".join(f'    if (!strcmp(name, "{f}")) r = {f}({", ".join(f"v[{i}]" for i in range(n))});\n'
                   for f, n in fns.items())
    with open(os.path.join(d, "driver.c"), "w") as f:
        f.write(src + "#include <stdio.h>\n#include <stdlib.h>\n#include <string.h>\n"
                "int main(void) {\n  char name[64];\n  long long w[4];\n"
                '  while (scanf("%63s %lld %lld %lld %lld", name, &w[0], &w[1], &w[2], &w[3]) == 5) {\n'
                "    int v[4] = {(int)w[0], (int)w[1], (int)w[2], (int)w[3]};\n    int r = 0;\n"
                + disp +
                '    printf("%d\\n", r);\n    fflush(stdout);\n  }\n  return 0;\n}\n')
    subprocess.run(["gcc", "-std=c11", "-O0", "-fsanitize=undefined", "-fsanitize-undefined-trap-on-error",
                    *flags, "-o", os.path.join(d, "run"), os.path.join(d, "driver.c")], check=True)
    return d

def gcc_run_many(d, fn, calls):
    """The results of fn on each argument list, from as few runs of the driver as the calls allow:
    one call per input line, a result flushed per line; a call UBSan traps on ends the run, is
    "wrong", and the calls after it go to the next run."""
    out, rest = [], list(calls)
    while rest:
        text = "".join(f"{fn} {' '.join(str(a) for a in (list(c) + [0] * 4)[:4])}\n" for c in rest)
        p = subprocess.run([os.path.join(d, "run")], input=text, capture_output=True, text=True)
        got = p.stdout.split()
        if p.returncode == 0:
            if len(got) != len(rest):
                fail(f"the gcc driver of {d} printed {len(got)} results for {len(rest)} calls")
            return out + got
        out += got + ["wrong"]
        rest = rest[len(got) + 1:]
    return out

def gcc_run(d, fn, args):
    return gcc_run_many(d, fn, [args])[0]

SPECIAL = [0, 1, -1, 2, -2, 7, 10, 11, 12, 13, 50, 89, 90, 91, 99, 100, 101, -99, -100, -101, 1000, -1000,
           INT_MIN, INT_MIN + 1, INT_MAX, INT_MAX - 1]
def samples(n):
    out = []
    for _ in range(300):
        out.append([rng.choice(SPECIAL) if rng.random() < 0.6 else rng.randint(INT_MIN, INT_MAX) for _ in range(n)])
    return out

def check_on_gcc(k, f):
    old, new = build(shas[k - 1], str(k - 1)), build(shas[k], str(k))
    name, verdict = f["name"], f["verdict"]
    old_name = f.get("old_name") or name
    if verdict in ("behaviour_changed", "changed_only_where_old_unsafe"):
        args = [int(i["value"]["value"]) for i in f["counterexample"]["inputs"]]
        ro, rn = gcc_run(old, old_name, args), gcc_run(new, name, args)
        if verdict == "behaviour_changed" and (ro == "wrong" or ro == rn):
            fail(f"commit {k} {name}{tuple(args)}: gcc old {ro}, new {rn}: not a behaviour change")
        if verdict == "changed_only_where_old_unsafe" and (ro != "wrong" or rn == "wrong"):
            fail(f"commit {k} {name}{tuple(args)}: gcc old {ro}, new {rn}: old is not the unsafe one")
        # Equiv's own replay agrees with gcc on the values
        nv = f["counterexample"]["new"].get("value", {}).get("value")
        if rn != "wrong" and nv is not None and str(nv) != rn:
            fail(f"commit {k} {name}{tuple(args)}: Equiv says new returns {nv}, gcc {rn}")
    if verdict in ("equivalent", "changed_only_where_old_unsafe"):
        n = len(f["counterexample"]["inputs"]) if f.get("counterexample") else None
        if n is None:
            n = 2 if name in ("max_of", "avg") else 1
        calls = samples(n)
        for args, ro, rn in zip(calls, gcc_run_many(old, old_name, calls), gcc_run_many(new, name, calls)):
            if ro != "wrong" and ro != rn:
                fail(f"commit {k} {name}{tuple(args)}: {verdict} but gcc old {ro}, new {rn}")
                break

# --- each commit against its parent ------------------------------------------------------------------
cache = os.path.join(tmp, "cache.db")
runs = {}
for k in range(1, len(history)):
    msg, _, expect = history[k]
    t0 = time.time()
    p = equiv("--git", shas[k], "--json", "--timeout", "20", "--cache", cache)
    if p.returncode != 0:
        fail(f"commit {k} ({msg}): exit {p.returncode}: {p.stderr.strip()}")
        continue
    rep = json.loads(p.stdout)
    runs[k] = rep
    try:
        jsonschema.validate(rep, verdict_schema)
    except jsonschema.ValidationError as e:
        fail(f"commit {k}: the report does not match docs/verdict-json.schema.json: {e.message}")
    got = {f["name"]: (f["verdict"], f["change"]) for f in rep["functions"]}
    status = "ok" if got == expect else "WRONG"
    print(f"commit {k:2} {msg}: {len(got)} checked, {rep['tree']['unchanged']} unchanged, "
          f"{time.time() - t0:.1f}s: {status}", flush=True)
    if got != expect:
        fail(f"commit {k} ({msg}): expected {expect}, got {got}")
    if rep["tree"]["checked"] != len(rep["functions"]) or rep["tree"]["from_cache"] != 0:
        fail(f"commit {k}: tree counts {rep['tree']} (a first run over a commit takes nothing from the cache)")
    for f in rep["functions"]:
        check_on_gcc(k, f)
    if msg.startswith("fix: clamp100"):
        if sorted(rep["functions"][i]["name"] for i in range(3)) != ["clamp100", "fee", "scale"] or \
           [f["name"] for f in rep["functions"]].index("clamp100") > [f["name"] for f in rep["functions"]].index("fee"):
            fail(f"commit {k}: callees are not decided before their callers")
    if msg == "add avg" and rep["added"] != ["lib/arith.c:avg"]:
        fail(f"commit {k}: added {rep['added']}")

# --- a second run re-proves nothing -----------------------------------------------------------------
for k in (2, 8, len(history) - 1):
    p = equiv("--git", shas[k], "--json", "--timeout", "20", "--cache", cache)
    rep = json.loads(p.stdout) if p.returncode == 0 else None
    if not rep or rep["tree"]["proved_now"] != 0 or rep["tree"]["from_cache"] != len(rep["functions"]):
        fail(f"second run over commit {k}: {rep['tree'] if rep else p.stderr}")
    elif [(f["name"], f["verdict"]) for f in rep["functions"]] != [(f["name"], f["verdict"]) for f in runs[k]["functions"]]:
        fail(f"second run over commit {k}: other verdicts from the cache")
    else:
        print(f"second run over commit {k}: {rep['tree']['from_cache']} from the cache, 0 proved: ok")

# --- SARIF and JUnit over the whole history ------------------------------------------------------------
sarif, junit, html_out = os.path.join(tmp, "out.sarif"), os.path.join(tmp, "out.xml"), os.path.join(tmp, "out.html")
p = equiv("--git", f"{shas[0]}..{shas[-1]}", "--json", "--cache", cache, "--sarif", sarif, "--junit", junit,
          "--html", html_out)
rep = range_rep = json.loads(p.stdout)
log = json.load(open(sarif))
try:
    jsonschema.validate(log, sarif_schema, format_checker=jsonschema.FormatChecker())
except jsonschema.ValidationError as e:
    fail(f"--sarif: not SARIF 2.1.0: {e.message}")
flagged = [f for f in rep["functions"] if f["verdict"] in ("behaviour_changed", "changed_only_where_old_unsafe")]
results = log["runs"][0]["results"]
if len(results) != len(flagged) or not flagged or any(
        r["properties"]["verdict"] != f["verdict"] or r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] != f["file"]
        or r["locations"][0]["physicalLocation"]["region"]["startLine"] != int(f["loc"].split(":")[-2])
        or f["counterexample"]["inputs"][0]["value"]["value"] not in r["message"]["text"]
        for r, f in zip(results, flagged)):
    fail(f"--sarif: results {results} for {flagged}")
else:
    print(f"--sarif: {len(results)} results, valid against the SARIF 2.1.0 subset schema: ok")
cases = ET.parse(junit).getroot().findall("./testsuite/testcase")
if len(cases) != len(rep["functions"]) or [c.get("name") for c in cases] != [f["name"] for f in rep["functions"]] or \
        sum(1 for c in cases if c.find("failure") is not None) != rep["summary"]["behaviour_changed"]:
    fail(f"--junit: {len(cases)} cases for {len(rep['functions'])} functions")
else:
    print(f"--junit: {len(cases)} test cases, {rep['summary']['behaviour_changed']} failures: ok")
# the HTML report (opened in chromium by tests/orch/html_report.py): a row per function, same verdicts
rows = re.findall(r'<tr class="unit" data-verdict="([a-z_]+)">.*?<td class="function">([^<]*)</td>', open(html_out).read())
if [(n, v) for v, n in rows] != [(f["name"], f["verdict"]) for f in rep["functions"]]:
    fail(f"--html: rows {rows} for {[(f['name'], f['verdict']) for f in rep['functions']]}")
else:
    print(f"--html: {len(rows)} rows with the report's verdicts: ok")
p = equiv("--git", shas[2], "--sarif", os.path.join(tmp, "no", "such", "dir", "x.sarif"))
if p.returncode != 1 or p.stdout or len(p.stderr.strip().splitlines()) != 1:
    fail(f"--sarif into a missing directory: exit {p.returncode}, {p.stderr!r}")

# --- the default cache lives in the repository; --no-cache writes nothing --------------------------
p = equiv("--git", shas[2], "--json", "--no-cache")
if p.returncode != 0 or json.loads(p.stdout)["tree"]["cache"] is not None or os.path.exists(os.path.join(repo, ".equiv")):
    fail(f"--no-cache: {p.returncode} {p.stderr}")
p = equiv("--git", shas[2], "--json")
if p.returncode != 0 or not os.path.exists(os.path.join(repo, ".equiv", "cache.db")):
    fail(f"default cache: {p.returncode} {p.stderr}")

# --- SIGKILL mid-way, then a run that uses the cache ---------------------------------------------------
kcache = os.path.join(tmp, "killed.db")
rng_all = f"{shas[0]}..{shas[-1]}"
# the SARIF run above is the -j 1 run over the whole range (what it did not prove itself came from the
# per-commit runs' cache entries, checked above to give the verdicts of a proof)
want = sorted((f["name"], f["verdict"]) for f in range_rep["functions"])

# --- -j 2 gives the verdicts of -j 1 (worker processes) ----------------------------------------------
def shape(rep):
    return [(f["file"], f["name"], f["verdict"], f["change"], json.dumps(f["counterexample"], sort_keys=True))
            for f in rep["functions"]]
par = equiv("--git", rng_all, "--json", "--no-cache", "--timeout", "20", "-j", "2")
if par.returncode != 0 or shape(json.loads(par.stdout)) != shape(range_rep) or \
        json.loads(par.stdout)["tree"]["jobs"] != 2:
    a1, a2 = shape(range_rep), shape(json.loads(par.stdout)) if par.returncode == 0 else []
    fail(f"-j 2: exit {par.returncode}, verdicts differ from -j 1: {par.stderr} "
         f"{[x for x in a1 if x not in a2]} vs {[x for x in a2 if x not in a1]}")
else:
    print(f"-j 2 over {rng_all[:7]}..{shas[-1][:7]}: the same {len(want)} verdicts as -j 1: ok")
killed_mid = False
for delay in (0.5, 1.0, 2.0):
    child = subprocess.Popen([EQUIV, "diff", "--git", rng_all, "--json", "--cache", kcache, "--timeout", "20"],
                             cwd=repo, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    time.sleep(delay)
    if child.poll() is None:
        child.send_signal(signal.SIGKILL)
        child.wait()
        killed_mid = True
    else:
        break
p = equiv("--git", rng_all, "--json", "--cache", kcache, "--timeout", "20")
if p.returncode != 0:
    fail(f"after SIGKILL: exit {p.returncode}: {p.stderr}")
else:
    rep = json.loads(p.stdout)
    got = sorted((f["name"], f["verdict"]) for f in rep["functions"])
    if got != want:
        fail(f"after SIGKILL: verdicts {got}, without the cache {want}")
    print(f"SIGKILL ({'mid-way' if killed_mid else 'the run finished first'}), then "
          f"{rep['tree']['from_cache']} of {rep['tree']['checked']} from the cache: ok")
    p2 = equiv("--git", rng_all, "--json", "--cache", kcache, "--timeout", "20")
    if p2.returncode != 0 or json.loads(p2.stdout)["tree"]["proved_now"] != 0:
        fail("the run after the SIGKILL did not complete the cache")

# --- bad input: one line, exit 1 -------------------------------------------------------------------
def bad(what, args, cwd, pattern):
    p = equiv(*args, cwd=cwd)
    lines = p.stderr.strip().splitlines()
    if p.returncode != 1 or len(lines) != 1 or not re.search(pattern, p.stderr) or p.stdout:
        fail(f"{what}: exit {p.returncode}, stderr {p.stderr!r}, stdout {p.stdout[:200]!r}")
    else:
        print(f"{what}: {lines[0]}: ok")
notrepo = os.path.join(tmp, "plain")
os.makedirs(notrepo)
bad("not a git repository", ["--git"], notrepo, r"not inside a git work tree")
bad("unknown revision", ["--git", "nosuchrev..HEAD"], repo, r"unknown revision 'nosuchrev'")
bad("root commit", ["--git", shas[0]], repo, r"no parent")
bad("a revision that is an option", ["--git", "--output=x..HEAD"], repo, r"unknown option|unknown revision")
bad("a directory that is not there", [os.path.join(tmp, "nope"), repo], repo, r"nope: No such file")
bad("directory and file", [repo, os.path.join(repo, "lib/arith.c")], repo, r"no language")
with open(os.path.join(repo, "lib", "broken.c"), "w") as f:
    f.write("int broken(int x) { return x +; }\n")
p = equiv("--git", "--json")
if p.returncode != 1 or "broken.c:1:" not in p.stderr or p.stdout:
    fail(f"a file clang rejects: exit {p.returncode}, {p.stderr!r}")
else:
    print("a file clang rejects: located error, exit 1: ok")
os.remove(os.path.join(repo, "lib", "broken.c"))
# a run killed with SIGKILL cannot remove its trees; every other run must have
for killed in [d for d in os.listdir(privtmp)]:
    q = os.path.join(privtmp, killed)
    shutil.rmtree(q) if os.path.isdir(q) else os.remove(q)
p = equiv("--git", shas[3], "--json", "--no-cache")
left = os.listdir(privtmp)
if p.returncode != 0 or left:
    fail(f"temporary trees left behind: {left}")
# SIGTERM at several moments (git archive, clang's preprocessor, symbolic execution, a solver
# check), with and without -j workers: the run ends promptly (a handler that allocated once
# deadlocked inside malloc and the run hung) and leaves no tree, preprocessed file or query behind
sigterm_ok = True
for k, (delay, jobs) in enumerate([(0.15, "1"), (0.4, "2"), (0.7, "1"), (1.0, "2"), (1.3, "1"), (1.8, "2")]):
    p = subprocess.Popen([EQUIV, "diff", "--git", rng_all, "--no-cache", "-j", jobs], cwd=repo, env=env,
                         stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    time.sleep(delay)
    p.send_signal(signal.SIGTERM)
    try:
        p.wait(timeout=30)
    except subprocess.TimeoutExpired:
        p.kill()
        p.wait()
        fail(f"SIGTERM after {delay} s (-j {jobs}): the run did not end within 30 s")
        sigterm_ok = False
    time.sleep(0.2)  # a worker's last unlink may trail its parent's exit by a moment
    if os.listdir(privtmp):
        fail(f"temporary files left behind after SIGTERM at {delay} s (-j {jobs}): {os.listdir(privtmp)}")
        sigterm_ok = False
        for q in os.listdir(privtmp):
            q = os.path.join(privtmp, q)
            shutil.rmtree(q) if os.path.isdir(q) else os.remove(q)
if sigterm_ok:
    print("no temporary file left behind, and a prompt end, after SIGTERM at 6 moments: ok")

shutil.rmtree(tmp)
if failures:
    print(f"history: {len(failures)} failures")
    sys.exit(1)
print("history: ok")
