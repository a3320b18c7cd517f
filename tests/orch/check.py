#!/usr/bin/env python3
"""tests/orch/check.py EQUIV — `equiv check PATH`: every function of a small C tree gets the
statement written below from C's rules (C11 6.5p5 signed overflow, 6.5.5p5 division by zero and
INT_MIN / -1, 6.5.7p4 shifts, 6.5.3.3 negation), leaves first (a callee before its callers).
Each statement is checked on gcc builds with UBSan trapping: a goes_wrong input is replayed and
must trap; a safe function is run on the boundary values and random inputs and must never trap.
Then the reports (SARIF against the schema subset, JUnit, HTML) and bad input."""
import jsonschema, json, os, random, re, shutil, subprocess, sys, tempfile
import xml.etree.ElementTree as ET

EQUIV = os.path.abspath(sys.argv[1])
HERE = os.path.dirname(os.path.abspath(__file__))
sarif_schema = json.load(open(os.path.join(HERE, "sarif-2.1.0-subset.schema.json")))
check_schema = json.load(open(os.path.join(HERE, "..", "..", "docs", "check-json.schema.json")))
tmp = tempfile.mkdtemp(prefix="equiv-orch-check-")
failures = []
rng = random.Random(2)

def fail(msg):
    failures.append(msg)
    print("FAIL:", msg, flush=True)

LIB = """#include <limits.h>
int add1(int x) { return x + 1; }
int safe_add1(int x) { if (x == INT_MAX) return x; return x + 1; }
int twice_safe(int x) { return safe_add1(safe_add1(x)); }
int div_by(int a, int b) { return a / b; }
int safe_div(int a, int b) { if (b == 0 || (a == INT_MIN && b == -1)) return 0; return a / b; }
int neg(int x) { return -x; }
int shl3(int x) { return x << 3; }
int shl3_safe(int x) { if (x < 0 || x > (INT_MAX >> 3)) return 0; return x << 3; }
int narrow(int x) { if (x > 1000 && x < 1010) return 100 / (x - 1005); return 0; }
int clamp(int x, int lo, int hi) { return x < lo ? lo : x > hi ? hi : x; }
int mid(int a, int b) { return a + (b - a) / 2; }
int sum_small(int n) { int s = 0; for (int i = 0; i < n && i < 10; i++) s += i; return s; }
int sum_n(int n) { int s = 0; for (int i = 0; i < n; i++) s += i; return s; }
"""
EXPECT = {"add1": "goes_wrong", "safe_add1": "safe", "twice_safe": "safe", "div_by": "goes_wrong",
          "safe_div": "safe", "neg": "goes_wrong", "shl3": "goes_wrong", "shl3_safe": "safe",
          "narrow": "goes_wrong", "clamp": "safe", "mid": "goes_wrong", "sum_small": "safe",
          # the loop runs n times: the unrolling bound (12 here) leaves it unknown; sum_small stops at 10
          "sum_n": "unknown"}
ARITY = {"div_by": 2, "safe_div": 2, "clamp": 3, "mid": 2}

src = os.path.join(tmp, "tree", "lib")
os.makedirs(src)
open(os.path.join(src, "ops.c"), "w").write(LIB)
sarif, junit, html = (os.path.join(tmp, "r." + e) for e in ("sarif", "xml", "html"))
p = subprocess.run([EQUIV, "check", os.path.join(tmp, "tree"), "--json", "--unroll", "12", "--timeout", "20",
                    "--sarif", sarif, "--junit", junit, "--html", html], capture_output=True, text=True, timeout=600)
if p.returncode != 0:
    fail(f"equiv check: exit {p.returncode}: {p.stderr}")
    print(f"{len(failures)} failed")
    sys.exit(1)
rep = json.loads(p.stdout)
try:
    jsonschema.validate(rep, check_schema)
except jsonschema.ValidationError as e:
    fail(f"--json: not valid against docs/check-json.schema.json: {e.message}")
got = {f["name"]: f["statement"] for f in rep["functions"]}
if got != EXPECT:
    fail(f"statements {got}, expected {EXPECT}")
else:
    print(f"check: {len(got)} statements as written from C's rules: ok")
order = [f["name"] for f in rep["functions"]]
if order.index("safe_add1") > order.index("twice_safe"):
    fail(f"not leaves first: {order}")
sums = {k: sum(1 for v in got.values() if v == k) for k in ("safe", "goes_wrong", "unknown")}
if {k: rep["summary"].get(k) for k in sums} != sums or rep["summary"].get("from_cache") != 0:
    fail(f"summary {rep['summary']}, counted {sums}")
for f in rep["functions"]:
    if f["statement"] == "unknown" and (not f["reason"] or not f["reason_code"]):
        fail(f"{f['name']}: unknown without its reason")
    if f["statement"] == "goes_wrong" and f["input"]["behaviour"]["result"] != "wrong":
        fail(f"{f['name']}: goes_wrong with a replayed behaviour {f['input']['behaviour']}")

# --- the statements on gcc builds (UBSan traps) ---------------------------------------------------
harness = os.path.join(tmp, "h.c")
calls = "\n".join(
    f'  if (!strcmp(argv[1], "{n}")) return (int)(unsigned char){n}({", ".join(f"(int)strtol(argv[{2 + k}], 0, 10)" for k in range(ARITY.get(n, 1)))});'
    for n in EXPECT)
open(harness, "w").write(f'#include <stdlib.h>\n#include <string.h>\n#include "{os.path.join(src, "ops.c")}"\n'
                         f"int main(int argc, char **argv) {{\n  (void)argc;\n{calls}\n  return 0;\n}}\n")
exe = os.path.join(tmp, "h")
b = subprocess.run(["gcc", "-O0", "-std=c11", "-fsanitize=undefined", "-fno-sanitize-recover=all", "-o", exe, harness],
                   capture_output=True, text=True)
if b.returncode != 0:
    fail(f"gcc: {b.stderr[:500]}")
else:
    def traps(name, args):
        r = subprocess.run([exe, name, *map(str, args)], capture_output=True, text=True, timeout=30)
        return "runtime error" in r.stderr
    edge = [-2**31, -2**31 + 1, -1005, -1, 0, 1, 2, 1005, 2**28, 2**31 - 1]
    for f in rep["functions"]:
        n, st = f["name"], f["statement"]
        if st == "goes_wrong":
            args = [int(x["value"]["value"]) for x in f["input"]["inputs"]]
            if not traps(n, args):
                fail(f"{n}{tuple(args)}: goes_wrong, but the gcc build does not trap")
        elif st == "safe":
            k = ARITY.get(n, 1)
            samples = [[rng.choice(edge) for _ in range(k)] for _ in range(30)]
            samples += [[rng.randint(-2**31, 2**31 - 1) for _ in range(k)] for _ in range(30)]
            bad = [a for a in samples if traps(n, a)]
            if bad:
                fail(f"{n}: safe, but the gcc build traps on {bad[0]}")
    print("check: goes_wrong inputs trap and safe functions never trap on the gcc build: done")

# --- reports ---------------------------------------------------------------------------------------
log = json.load(open(sarif))
try:
    jsonschema.validate(log, sarif_schema)
except jsonschema.ValidationError as e:
    fail(f"--sarif: {e.message}")
wrong = [f for f in rep["functions"] if f["statement"] == "goes_wrong"]
res = log["runs"][0]["results"]
if [r["properties"]["function"] for r in res] != [f["name"] for f in wrong] or any(r["ruleId"] != "goes_wrong" for r in res):
    fail(f"--sarif: results {[(r['ruleId'], r['properties']['function']) for r in res]}")
cases = ET.parse(junit).getroot().findall("./testsuite/testcase")
if len(cases) != len(rep["functions"]) or sum(1 for c in cases if c.find("failure") is not None) != len(wrong):
    fail(f"--junit: {len(cases)} cases")
rows = re.findall(r'<tr class="unit" data-verdict="([a-z_]+)">.*?<td class="function">([^<]*)</td>', open(html).read())
if [(n, v) for v, n in rows] != [(f["name"], f["statement"]) for f in rep["functions"]]:
    fail(f"--html: rows {rows}")
print(f"check: --sarif ({len(res)} results), --junit, --html: done")

# --- the proof cache: a second run decides nothing and states the same; a changed callee is decided
# again together with its callers (their fingerprints include it), the rest comes from the cache ------
ctree = os.path.join(tmp, "ctree")
os.makedirs(ctree)
open(os.path.join(ctree, "c.c"), "w").write(LIB)
db = os.path.join(tmp, "cache.db")
def cached_run(*more):
    p = subprocess.run([EQUIV, "check", ctree, "--json", "--unroll", "12", "--timeout", "20", "--cache", db, *more],
                       capture_output=True, text=True, timeout=900)
    r = json.loads(p.stdout) if p.returncode == 0 else None
    if r is None:
        fail(f"check --cache: exit {p.returncode}: {p.stderr[-300:]}")
        return {"functions": [], "summary": {}}
    try:
        jsonschema.validate(r, check_schema)
    except jsonschema.ValidationError as e:
        fail(f"check --cache: the report does not follow the schema: {e.message}")
    return r
# the first run with -j 2: the same statements as the -j 1 run above, in the same order
first, second = cached_run("-j", "2"), cached_run()
if [(f["name"], f["statement"]) for f in first["functions"]] != [(f["name"], f["statement"]) for f in rep["functions"]] \
        or first["inputs"].get("jobs") != 2:
    fail(f"check -j 2: {[(f['name'], f['statement']) for f in first['functions']]}, jobs {first['inputs'].get('jobs')}")
stm = lambda r: [(f["name"], f["statement"], f["reason"]) for f in r["functions"]]
# a statement decided by the clock (timeout) is not stored: on a loaded machine one may be
not_kept = {f["name"] for f in second["functions"] if not f["cached"]}
if first["summary"].get("from_cache") != 0 or second["summary"].get("from_cache") != first["summary"].get("stored") \
        or any(f["reason_code"] not in ("timeout", "memory", "solver", "internal")
               for f in first["functions"] if f["name"] in not_kept):
    fail(f"check --cache: from_cache {first['summary'].get('from_cache')} then {second['summary'].get('from_cache')} "
         f"of {len(second['functions'])}, {first['summary'].get('stored')} stored; not kept: {sorted(not_kept)}")
if [x for x in stm(first) if x[0] not in not_kept] != [x for x in stm(second) if x[0] not in not_kept]:
    fail("check --cache: the cached statements differ from the decided ones")
open(os.path.join(ctree, "c.c"), "w").write(LIB.replace("if (x == INT_MAX) return x; return x + 1;",
                                                        "return x + 1;"))
third = cached_run()
again = sorted(f["name"] for f in third["functions"] if not f["cached"])
if again != sorted({"safe_add1", "twice_safe"} | not_kept):
    fail(f"check --cache after safe_add1 changed: decided again {again}, expected safe_add1 and its caller twice_safe")
st3 = {f["name"]: f["statement"] for f in third["functions"]}
if st3.get("safe_add1") != "goes_wrong" or st3.get("twice_safe") != "goes_wrong":
    fail(f"check --cache after the change: safe_add1 {st3.get('safe_add1')}, twice_safe {st3.get('twice_safe')}")
print(f"check: -j 2 as -j 1; --cache: {len(second['functions'])} from the cache on the second run, {again} decided after a change")

# --- bad input --------------------------------------------------------------------------------------
for args, pat in ((["/no/such/dir"], r"\[io\]"), ([os.path.join(tmp, "h.c"), "x"], r"\[usage\]"),
                  (["--unroll", "0", src], r"\[usage\]")):
    p = subprocess.run([EQUIV, "check", *args], capture_output=True, text=True, timeout=60)
    if p.returncode != 1 or not re.search(pat, p.stderr) or len(p.stderr.strip().splitlines()) != 1:
        fail(f"equiv check {args}: exit {p.returncode}, {p.stderr!r}")
bad = os.path.join(tmp, "bad")
os.makedirs(bad)
open(os.path.join(bad, "b.c"), "w").write("int f(int x) { return x +; }\n")
p = subprocess.run([EQUIV, "check", bad], capture_output=True, text=True, timeout=60)
if p.returncode != 1 or "b.c:1:" not in p.stderr:
    fail(f"equiv check on a file clang rejects: exit {p.returncode}, {p.stderr!r}")

shutil.rmtree(tmp, ignore_errors=True)
if failures:
    print(f"{len(failures)} failed")
    sys.exit(1)
print("check: all passed")
