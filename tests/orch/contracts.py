#!/usr/bin/env python3
"""tests/orch/contracts.py EQUIV — contracts (docs/contracts.md) in `equiv check` and `equiv diff`.

tests/orch/contracts/lib.c: a recursive callee whose contract is proved by induction (its caller,
unknown without it, is safe with it), a too-weak contract (its caller never safe from it), a wrong
contract (refuted with the replayed counterexample, never trusted: its caller goes wrong), an
external function with a stated contract (callers conditional, or unknown where the contract does
not give safety or requires may fail) and a contract from .equiv/contracts.json. Every statement is
checked on a gcc build with UBSan trapping (a goes_wrong input traps; a safe function never traps,
ext_level linked as a function that keeps its contract), the refuted contract's input is run on
gcc. old.c/new.c: a caller unknown without the contract, equivalent with it; its wrong twins (a
changed caller: behaviour_changed replayed on gcc; a too-weak contract: never equivalent). Then
the reports, the cache (a changed contract decides again) and malformed contracts."""
import jsonschema, json, os, random, re, shutil, subprocess, sys, tempfile
import xml.etree.ElementTree as ET

EQUIV = os.path.abspath(sys.argv[1])
HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "contracts")
check_schema = json.load(open(os.path.join(HERE, "..", "..", "docs", "check-json.schema.json")))
sarif_schema = json.load(open(os.path.join(HERE, "sarif-2.1.0-subset.schema.json")))
contracts_schema = json.load(open(os.path.join(HERE, "..", "..", "docs", "contracts.schema.json")))
tmp = tempfile.mkdtemp(prefix="equiv-contracts-")
failures = []
rng = random.Random(5)


def fail(msg):
    failures.append(msg)
    print("FAIL:", msg, flush=True)


def run(*args, timeout=600):
    return subprocess.run([EQUIV, *args], capture_output=True, text=True, timeout=timeout)


def tree(name, lib_text, sidecar=True):
    d = os.path.join(tmp, name)
    os.makedirs(os.path.join(d, ".equiv"))
    open(os.path.join(d, "lib.c"), "w").write(lib_text)
    if sidecar:
        shutil.copy(os.path.join(DATA, "contracts.json"), os.path.join(d, ".equiv", "contracts.json"))
    return d


LIB = open(os.path.join(DATA, "lib.c")).read()
jsonschema.validate(json.load(open(os.path.join(DATA, "contracts.json"))), contracts_schema)

# --- equiv check with the contracts -----------------------------------------------------------------
t1 = tree("t1", LIB)
sarif, junit, html = (os.path.join(tmp, "r." + e) for e in ("sarif", "xml", "html"))
p = run("check", t1, "--json", "--timeout", "20", "--sarif", sarif, "--junit", junit, "--html", html)
if p.returncode != 0:
    fail(f"equiv check: exit {p.returncode}: {p.stderr}")
    print(f"0 passed, {len(failures)} failed")
    sys.exit(1)
rep = json.loads(p.stdout)
try:
    jsonschema.validate(rep, check_schema)
except jsonschema.ValidationError as e:
    fail(f"--json: not valid against docs/check-json.schema.json: {e.message}")

# each contract's status from its function's body (C11 6.5p5, 6.5.5p6)
EXPECT_CONTRACTS = {
    "depth": "proved",        # depth(n) == n by induction on n, each call at n - 1 >= 0
    "depth_weak": "assumed",  # 1 + depth_weak(n - 1) may overflow as far as ">= 0" says: not inductive
    "half": "refuted",        # half(0) == 0, not below 0
    "ext_level": "assumed",   # no body here: a hypothesis
    "mod7": "proved",         # C's % keeps the dividend's sign and |x % 7| < 7
}
got_c = {c["function"]: c["status"] for c in rep["contracts"]}
if got_c != EXPECT_CONTRACTS:
    fail(f"contract statuses {got_c}, expected {EXPECT_CONTRACTS}")
origin = {c["function"]: c["origin"] for c in rep["contracts"]}
if origin.get("mod7") != "file" or origin.get("depth") != "annotation":
    fail(f"contract origins {origin}")
half_c = next((c for c in rep["contracts"] if c["function"] == "half"), None)
if half_c and (half_c["input"] is None or [x["value"]["value"] for x in half_c["input"]["inputs"]] != ["0"]):
    fail(f"half's contract: refuted without its input half(0): {half_c}")

# each statement from C's rules; the sets allow the two answers an honest check may give
EXPECT = {
    "depth": {"goes_wrong"},          # depth(INT_MIN): n - 1 overflows
    "use_depth": {"safe"},            # from depth's proved contract: not conditional
    "depth_weak": {"goes_wrong", "unknown"},  # INT_MIN, or a case the weak contract cannot decide
    "use_weak": {"unknown"},          # never safe from a contract too weak for it
    "half": {"safe"},
    "use_half": {"goes_wrong"},       # x = 0: division by zero; the refuted ensures is not used
    "use_ext": {"safe"},              # conditional on ext_level's contract
    "use_ext_bad": {"unknown"},       # overflows where ext_level(x) == 100: not safe, not replayable
    "use_ext_noreq": {"unknown"},     # x < 0 may not satisfy requires
    "mod7": {"safe"},
    "use_mod7": {"safe"},             # |mod7(x)| <= 6, 6 * 300000000 < INT_MAX
}
got = {f["name"]: f for f in rep["functions"]}
for n, want in EXPECT.items():
    st = got[n]["statement"] if n in got else None
    if st not in want:
        fail(f"{n}: {st}, expected one of {sorted(want)} ({got.get(n, {}).get('reason')})")
cond = {n for n, f in got.items() if f.get("conditional")}
if cond != {"use_ext"}:
    fail(f"conditional statements {sorted(cond)}, expected ['use_ext']")
ue = got.get("use_ext", {})
if not any("ext_level" in a for a in ue.get("assumes", [])) or not any("contract of ext_level" in a for a in ue.get("assumptions", [])):
    fail(f"use_ext: the assumed contract is not listed: {ue.get('assumes')} {ue.get('assumptions')}")
if "depth" not in got.get("use_depth", {}).get("contracts_used", []) or "mod7" not in got.get("use_mod7", {}).get("contracts_used", []):
    fail("use_depth / use_mod7: the contracts used are not listed")
if rep["summary"].get("conditional") != 1:
    fail(f"summary.conditional {rep['summary'].get('conditional')}")
print(f"contracts: {len(got_c)} contracts and {len(EXPECT)} statements as written from C's rules: checked", flush=True)

# --- the statements on gcc builds (UBSan traps; ext_level keeps its contract) ------------------------
harness = os.path.join(tmp, "h.c")
names = sorted(EXPECT)
calls = "\n".join(f'  if (!strcmp(argv[1], "{n}")) {{ printf("%d\\n", {n}((int)strtol(argv[2], 0, 10))); return 0; }}'
                  for n in names)
open(harness, "w").write(
    f'#include <stdio.h>\n#include <stdlib.h>\n#include <string.h>\n#include "{os.path.join(t1, "lib.c")}"\n'
    "int ext_level(int x) { return x % 101; }\n"
    f"int main(int argc, char **argv) {{\n  (void)argc;\n{calls}\n  return 2;\n}}\n")
exe = os.path.join(tmp, "h")
b = subprocess.run(["gcc", "-O0", "-std=c11", "-fsanitize=undefined", "-fno-sanitize-recover=all", "-o", exe, harness],
                   capture_output=True, text=True)
if b.returncode != 0:
    fail(f"gcc: {b.stderr[:500]}")
else:
    def gcc_run(name, x):
        r = subprocess.run([exe, name, str(x)], capture_output=True, text=True, timeout=30)
        return "runtime error" in r.stderr, r.stdout.strip()
    edge = [-2**31, -2**31 + 1, -1, 0, 1, 2, 999, 1000, 1001, 2**31 - 1]
    for n, f in got.items():
        if f["statement"] == "goes_wrong":
            x = int(f["input"]["inputs"][0]["value"]["value"])
            if not gcc_run(n, x)[0]:
                fail(f"{n}({x}): goes_wrong, but the gcc build does not trap")
        elif f["statement"] == "safe":
            xs = edge + [rng.randint(-2**31, 2**31 - 1) for _ in range(20)] + [rng.randint(0, 1000) for _ in range(10)]
            bad = [x for x in xs if gcc_run(n, x)[0]]
            if bad:
                fail(f"{n}: safe, but the gcc build traps on {bad[0]}")
    # the refuted contract: its input satisfies requires and the gcc build breaks ensures there
    trapped, out = gcc_run("half", 0)
    if trapped or not (int(out) >= 0):
        fail(f"half(0) on gcc: {out}: does not break 'ensures \\result < x'")
    # the too-weak caller is in truth safe on gcc: what makes it unknown is the contract, not the code
    print("contracts: goes_wrong inputs trap, safe functions never trap on the gcc build, half(0) breaks "
          "its contract on gcc", flush=True)

# --- without the contracts: the caller of the recursive callee is unknown ---------------------------
t0 = tree("t0", LIB.replace("/*@", "/* "), sidecar=False)
p0 = run("check", t0, "--json", "--timeout", "20")
r0 = json.loads(p0.stdout) if p0.returncode == 0 else {"functions": [], "contracts": None}
s0 = {f["name"]: f["statement"] for f in r0["functions"]}
if s0.get("use_depth") != "unknown" or r0.get("contracts") != []:
    fail(f"without contracts: use_depth {s0.get('use_depth')} (expected unknown), contracts {r0.get('contracts')}")
if s0.get("use_ext") == "safe":
    fail("without contracts: use_ext safe")
print("contracts: use_depth unknown without the contract, safe with it", flush=True)

# --- --proposer: proposals checked like stated contracts, used only when proved -------------------------
pp = run("check", t0, "--json", "--timeout", "20", "--proposer", os.path.join(DATA, "propose.sh"))
rp = json.loads(pp.stdout) if pp.returncode == 0 else {"functions": [], "contracts": []}
stp = {c["function"]: (c["status"], c["origin"]) for c in rp["contracts"]}
if stp != {"depth": ("proved", "proposer"), "depth_weak": ("assumed", "proposer"), "mod7": ("refuted", "proposer")}:
    fail(f"--proposer: contracts {stp}")
sp = {f["name"]: f for f in rp["functions"]}
if sp.get("use_depth", {}).get("statement") != "safe" or sp.get("use_depth", {}).get("conditional"):
    fail(f"--proposer: use_depth {sp.get('use_depth', {}).get('statement')} (safe from the proved proposal)")
if sp.get("use_weak", {}).get("statement") != "unknown" or sp.get("use_weak", {}).get("contracts_used"):
    fail("--proposer: use_weak used a proposal that is not proved")
if any(f.get("conditional") for f in rp["functions"]):
    fail("--proposer: a statement conditional on a proposal")
print("contracts: --proposer's proved proposal makes use_depth safe; the unproved and refuted ones are not used", flush=True)

# --- reports -----------------------------------------------------------------------------------------
log = json.load(open(sarif))
try:
    jsonschema.validate(log, sarif_schema)
except jsonschema.ValidationError as e:
    fail(f"--sarif: {e.message}")
res = log["runs"][0]["results"]
cres = [r for r in res if r["ruleId"] == "conditional"]
if [r["properties"]["function"] for r in cres] != ["use_ext"] or cres[0]["level"] != "note" or "ext_level" not in cres[0]["message"]["text"]:
    fail(f"--sarif: conditional results {cres}")
case = [c for c in ET.parse(junit).getroot().findall("./testsuite/testcase") if c.get("name") == "use_ext"]
if not case or "conditional: assumes the contract ext_level" not in (case[0].findtext("system-out") or ""):
    fail("--junit: use_ext's case does not say it is conditional")
page = open(html).read()
m = re.search(r'<td class="function">use_ext</td><td class="verdict"[^>]*>safe <span class="conditional">\(conditional\)</span>', page)
if not m or "contract of ext_level" not in page:
    fail("--html: use_ext's row does not say it is conditional on ext_level's contract")
if not re.search(r"^  conditional: assumes ext_level: requires x >= 0; ensures 0 <= \\result <= 100$",
                 run("check", t1, "--timeout", "20").stdout, re.M):
    fail("text output: use_ext's condition not printed")
print("contracts: --sarif, --junit, --html and the text say use_ext is conditional", flush=True)

# --- the cache: a second run decides nothing; a changed contract decides again -----------------------
db = os.path.join(tmp, "cache.db")
def cached():
    p = run("check", t1, "--json", "--timeout", "20", "--cache", db)
    return json.loads(p.stdout) if p.returncode == 0 else {"functions": [], "summary": {}}
c1, c2 = cached(), cached()
# what is worth keeping is kept (a verdict a limit of Equiv made is not: docs/orchestrator.md)
if c1["summary"].get("stored", 0) < 8 or c2["summary"].get("from_cache") != c1["summary"].get("stored") or \
        {f["name"]: f["statement"] for f in c1["functions"]} != {f["name"]: f["statement"] for f in c2["functions"]}:
    fail(f"--cache: second run {c2['summary']}")
# the contract checks too: the first run checks the four with a body, the second none (all cached)
if c1["summary"].get("contracts_checked") != 4 or c2["summary"].get("contracts_checked") != 0 or \
        c2["summary"].get("contracts_from_cache") != 4 or \
        {c["function"]: c["status"] for c in c2["contracts"]} != EXPECT_CONTRACTS:
    fail(f"--cache: contract checks {c1['summary'].get('contracts_checked')} then "
         f"{c2['summary'].get('contracts_checked')} ({c2['summary'].get('contracts_from_cache')} from the cache), "
         f"statuses {[(c['function'], c['status'], c.get('cached')) for c in c2['contracts']]}")
side = os.path.join(t1, ".equiv", "contracts.json")
text = open(side).read()
if "-7 < \\\\result < 7" not in text:
    fail("contracts.json: mod7's ensures is not as this test expects")
open(side, "w").write(text.replace("-7 < \\\\result < 7", "-6 <= \\\\result <= 6"))
c3 = cached()
um = next((f for f in c3["functions"] if f["name"] == "use_mod7"), {})
if um.get("cached") is not False or um.get("statement") != "safe":
    fail(f"--cache: after mod7's contract changed, use_mod7 {um.get('statement')} cached={um.get('cached')}")
m7 = next((c for c in c3["contracts"] if c["function"] == "mod7"), {})
if m7.get("cached") is not False or m7.get("status") != "proved" or c3["summary"].get("contracts_checked", 0) < 1:
    fail(f"--cache: mod7's changed contract not checked again: {m7}")
print("contracts: --cache reuses every statement, and decides use_mod7 again when mod7's contract changes", flush=True)

# --- equiv diff: unknown without the contract, equivalent with it; the wrong twins --------------------
old, new = os.path.join(DATA, "old.c"), os.path.join(DATA, "new.c")
p = run("diff", old, new, "--json")
d = json.loads(p.stdout) if p.returncode == 0 else {"functions": []}
v = {f["name"]: f["verdict"] for f in d["functions"]}
if v != {"depth": "equivalent", "score": "equivalent", "twice": "equivalent", "bump": "behaviour_changed"}:
    fail(f"diff with the contract: {v}")
if any(f.get("conditional") for f in d["functions"]):
    fail("diff: a verdict conditional on a proved contract")
os.makedirs(os.path.join(tmp, "plain"))
po, pn = (os.path.join(tmp, "plain", x) for x in ("old.c", "new.c"))
open(po, "w").write(open(old).read().replace("/*@", "/* "))
open(pn, "w").write(open(new).read().replace("/*@", "/* "))
p = run("diff", po, pn, "--json")
v0 = {f["name"]: f["verdict"] for f in json.loads(p.stdout)["functions"]} if p.returncode == 0 else {}
if v0.get("score") != "unknown" or v0.get("twice") != "unknown":
    fail(f"diff without the contract: {v0} (score and twice: unknown)")
# bump's input replayed on gcc: old and new differ there
bump = next((f for f in d["functions"] if f["name"] == "bump"), None)
if bump and bump["verdict"] == "behaviour_changed":
    x = bump["counterexample"]["inputs"][0]["value"]["value"]
    outs = []
    for src in (old, new):
        h = os.path.join(tmp, "bump.c")
        open(h, "w").write(f'#include <stdio.h>\n#include "{src}"\nint main(void) {{ printf("%d\\n", bump({x})); return 0; }}\n')
        e = os.path.join(tmp, "bump")
        subprocess.run(["gcc", "-std=c11", "-fsanitize=undefined", "-o", e, h], check=True, capture_output=True)
        outs.append(subprocess.run([e], capture_output=True, text=True).stdout.strip())
    if outs[0] == outs[1]:
        fail(f"bump({x}): behaviour_changed, but gcc gives {outs} for both")
# a too-weak contract must not make twice equivalent: depth(n) >= 0 says nothing of depth(n) == n
wo, wn = (os.path.join(tmp, "plain", x) for x in ("weak_old.c", "weak_new.c"))
open(wo, "w").write(open(old).read().replace("ensures \\result == n;", "ensures \\result >= 0;"))
open(wn, "w").write(open(new).read().replace("ensures \\result == n;", "ensures \\result >= 0;"))
p = run("diff", wo, wn, "--json")
vw = {f["name"]: f for f in json.loads(p.stdout)["functions"]} if p.returncode == 0 else {}
if vw.get("twice", {}).get("verdict") == "equivalent":
    fail("diff with a too-weak contract: twice equivalent")
if vw.get("score", {}).get("verdict") != "equivalent":
    fail(f"diff with a too-weak contract: score {vw.get('score', {}).get('verdict')} (the same callee's value: equivalent)")
# two different callees with one contract, neither with a fingerprint (each reaches a function defined
# elsewhere): their results must not be shared between the versions, or h would come out equivalent
# (such a callee is inlined, not abstracted, and a contract's key is never shared without a fingerprint)
SHARE = """int g(int x);
/*@ requires x >= 0;
    ensures \\result > x; */
int f(int x) { if (x < 0) return g(x); return %s; }
int h(int x) { if (x < 0) return 0; return f(x); }
"""
so, sn = (os.path.join(tmp, "plain", x) for x in ("share_old.c", "share_new.c"))
open(so, "w").write(SHARE % "x + 1")
open(sn, "w").write(SHARE % "x + (x == 77777 ? 2 : 1)")
p = run("diff", so, sn, "--json")
vs = {f["name"]: f for f in json.loads(p.stdout)["functions"]} if p.returncode == 0 else {}
if vs.get("h", {}).get("verdict") != "behaviour_changed" or \
        [x["value"]["value"] for x in vs["h"]["counterexample"]["inputs"]] == []:
    fail(f"diff of two callees without fingerprints under one contract: h {vs.get('h', {}).get('verdict')}")
print(f"contracts: diff {v}; without the contract {v0}; too weak: twice {vw.get('twice', {}).get('verdict')}; "
      f"unshared callees: h {vs.get('h', {}).get('verdict')}", flush=True)

# --- malformed contracts: one located line, exit 1, nothing on standard output ------------------------
BAD = [
    ("/*@ requires x >= ; */\nint f(int x) { return x; }\n", r"lib\.c:1:19: contract of 'f': the expression ends too early"),
    ("/*@ requires y > 0; */\nint f(int x) { return x; }\n", r"lib\.c:1:4: contract of 'f': 'y' is not a parameter"),
    ("/*@ requires x > 0 */\nint f(int x) { return x; }\n", r"lib\.c:1:\d+: contract of 'f': ';' expected"),
    ("/*@ behavior b: ensures \\result > 0; */\nint f(int x) { return x; }\n", r"lib\.c:1:5: contract of 'f': unsupported: clause 'behavior'"),
    ("/*@ requires x / y > 0; */\nint f(int x, int y) { return x; }\n", r"lib\.c:1:18: contract of 'f': division and remainder only by a nonzero constant"),
    ("/*@ requires \\result > 0; */\nint f(int x) { return x; }\n", r"lib\.c:1:14: contract of 'f': \\result is not defined in a precondition"),
    ("/*@ requires x + 1; */\nint f(int x) { return x; }\n", r"lib\.c:1:14: contract of 'f': a condition is expected here"),
]
for k, (text, want) in enumerate(BAD):
    d = tree(f"bad{k}", text, sidecar=False)
    p = run("check", d)
    if p.returncode != 1 or p.stdout or len(p.stderr.strip().splitlines()) != 1 or not re.search(want, p.stderr):
        fail(f"malformed annotation {text!r}: exit {p.returncode}, stderr {p.stderr.strip()!r}, want /{want}/")
BADJ = [
    ('{"contracts": [{"function": "f", "requires": "x >"}]}', r"contracts\[0\]\.requires: at character 4: the expression ends too early"),
    ('{"contracts": [{"function": "g", "requires": "x > 0"}]}', r"contracts\[0\]: no function 'g' is declared"),
    ('{"contracts": [{"function": "f"}]}', r"contracts\[0\]: \"requires\" and \"ensures\""),
    ('{"contracts": [{"function": "f", "ensure": "x > 0"}]}', r"contracts\[0\]: unknown member 'ensure'"),
    ('{"contracts": [', r"contracts\.json:1:\d+: .*\(not a contracts file\)"),
    ('{"contracts": [], "contracts": []}', r"contracts\.json:1:\d+: duplicate object key"),
    # the file's own strings with line feeds: the message stays one line (\x0a shown)
    ('{"con\\ntracts": []}', r"unknown member 'con\\x0atracts'"),
    ('{"contracts": [{"function": "f\\nX", "requires": "x > 0"}]}', r"no function 'f\\x0aX' is declared"),
    ('{"contracts": [{"function": "f", "requires": "x > 0"}, {"function": "f", "ensures": "x > 0"}]}', r"a second contract of 'f'"),
]
for k, (text, want) in enumerate(BADJ):
    d = tree(f"badj{k}", "int f(int x) { return x; }\n", sidecar=False)
    open(os.path.join(d, ".equiv", "contracts.json"), "w").write(text)
    p = run("check", d)
    if p.returncode != 1 or p.stdout or len(p.stderr.strip().splitlines()) != 1 or not re.search(want, p.stderr):
        fail(f"malformed contracts file {text!r}: exit {p.returncode}, stderr {p.stderr.strip()!r}, want /{want}/")
# over directories (tests/orch/contracts_git.py has the rest): --contracts is read for both trees
p = run("diff", t1, t0, "--contracts", os.path.join(DATA, "contracts.json"), "--json", "--no-cache", "--timeout", "20")
dc = {(c["function"], c.get("version")): c["origin"] for c in json.loads(p.stdout)["contracts"]} if p.returncode == 0 else {}
if dc.get(("mod7", "old")) != "file" or dc.get(("mod7", "new")) != "file":
    fail(f"diff over directories with --contracts: exit {p.returncode}, contracts {dc}: {p.stderr.strip()}")
print(f"contracts: {len(BAD)} malformed annotations and {len(BADJ)} malformed files refused with a located line", flush=True)

shutil.rmtree(tmp, ignore_errors=True)
if failures:
    print(f"0 passed, {len(failures)} failed")
    sys.exit(1)
print("contracts: all passed")
