#!/usr/bin/env python3
"""tests/orch/contracts_git.py EQUIV — contracts in `equiv diff --git` and `equiv diff OLD_DIR NEW_DIR`
(docs/contracts.md, docs/orchestrator.md).

The test builds a git repository of a small C library whose contracts come in a later commit:

  c1  no contract: depth (recursion beyond the executor's depth), twice (calls depth), half, pos
      (calls half), ext_level (defined elsewhere), use_ext (calls it)
  c2  contracts added, no code changed: depth's annotation (proved by induction), half's (wrong:
      half(0) == 0 is not below 0: refuted), ext_level's in .equiv/contracts.json (no body: assumed)
  c3  twice returns n * 2 (equivalent only by depth's ensures), pos returns 1 where half(x) < x
      would make it (equivalent only by half's refuted ensures: behaviour_changed at 0), use_ext
      adds 3 + 2 instead of 5 (equivalent given ext_level's contract: conditional)
  c4  depth's contract weakened (ensures >= 0): twice no longer equivalent from it
  c5  depth's body changed (same values): its contract checked again

Every expected verdict is written from C's rules (C11 6.5.5p6 for half) and checked on gcc-built
binaries: a behaviour_changed input gives different results, an equivalent pair agrees on boundary
and random inputs (ext_level linked as a function that keeps its contract). The wrong twins: pos
would be `equivalent` if a refuted contract were used; use_ext would be unconditional if an assumed
contract were shown as proved; twice would stay equivalent (from the cache) if the cache key did
not cover the contracts. Then the reports (SARIF, JUnit, HTML, text), the contract-check cache (a
second run checks nothing; a changed clause or body checks again), -j 2 against -j 1, and
--proposer in a tree diff (a proved proposal used, a wrong one never). `contracts_git.py EQUIV full`
(suite long) adds the rest: depth's changed body, SIGKILL, -j 2, two files, a malformed contract."""
import json, os, random, re, shutil, signal, subprocess, sys, tempfile, time
import xml.etree.ElementTree as ET

EQUIV = os.path.abspath(sys.argv[1])
# "full" (the long suite) adds depth's changed body, SIGKILL mid-run, -j 2 against -j 1, two files with
# --proposer, a too-weak --contracts file and a malformed annotation; the default suite keeps the rest
FULL = len(sys.argv) > 2 and sys.argv[2] == "full"
HERE = os.path.dirname(os.path.abspath(__file__))
tmp = tempfile.mkdtemp(prefix="equiv-contracts-git-")
repo = os.path.join(tmp, "repo")
os.makedirs(repo)
env = dict(os.environ, GIT_AUTHOR_NAME="t", GIT_AUTHOR_EMAIL="t@t", GIT_COMMITTER_NAME="t", GIT_COMMITTER_EMAIL="t@t")
failures = []
rng = random.Random(15)


def fail(msg):
    failures.append(msg)
    print("FAIL:", msg, flush=True)


def git(*args):
    return subprocess.run(["git", *args], cwd=repo, check=True, capture_output=True, text=True, env=env).stdout.strip()


DEPTH = """int depth(int n) {
  if (n == 0) return 0;
  return 1 + depth(n - 1);
}
"""
DEPTH_C = """/*@ requires 0 <= n && n <= 1000;
    decreases n;
    ensures \\result == n; */
""" + DEPTH
HALF = "int half(int x) { return x / 2; }\n"
HALF_C = """/*@ requires x >= 0;
    ensures \\result < x; */
""" + HALF
TWICE_OLD = "int twice(int n) {\n  if (n < 0 || n > 1000) return -1;\n  return depth(n) * 2;\n}\n"
TWICE_NEW = "int twice(int n) {\n  if (n < 0 || n > 1000) return -1;\n  return n * 2;\n}\n"
THRICE_OLD = "int thrice(int n) {\n  if (n < 0 || n > 1000) return -1;\n  return n * 3;\n}\n"
THRICE_NEW = "int thrice(int n) {\n  if (n < 0 || n > 1000) return -1;\n  return depth(n) * 3;\n}\n"
POS_OLD = "int pos(int x) {\n  if (x < 0) return 0;\n  return half(x) < x ? 1 : 2;\n}\n"
POS_NEW = "int pos(int x) {\n  if (x < 0) return 0;\n  return 1;\n}\n"
EXT = "int ext_level(int x);\n"
USE_OLD = "int use_ext(int x) {\n  if (x < 0) return 0;\n  return ext_level(x) + 5;\n}\n"
USE_NEW = "int use_ext(int x) {\n  if (x < 0) return 0;\n  return ext_level(x) + 3 + 2;\n}\n"
SIDECAR = {"contracts": [{"function": "ext_level", "requires": "x >= 0", "ensures": "0 <= \\result <= 100"}]}
# a contract whose proof uses depth's: checked again when depth's changes (c4: no longer proved)
WRAP = "int wrap(int n) {\n  if (n < 0 || n > 1000) return 0;\n  return depth(n) * 2;\n}\n"
WRAP_C = "/*@ requires 0 <= n <= 1000;\n    ensures \\result == 2 * n; */\n" + WRAP


def lib(depth, half, twice, pos, use, thrice=THRICE_OLD, wrap=WRAP_C):
    return "/* tests/orch/contracts_git.py */\n" + depth + half + twice + thrice + pos + EXT + use + wrap


def commit(msg, text, sidecar=None):
    open(os.path.join(repo, "lib.c"), "w").write(text)
    if sidecar is not None:
        os.makedirs(os.path.join(repo, ".equiv"), exist_ok=True)
        json.dump(sidecar, open(os.path.join(repo, ".equiv", "contracts.json"), "w"))
        git("add", "-f", ".equiv/contracts.json")
    git("add", "lib.c")
    git("commit", "-q", "-m", msg)
    return git("rev-parse", "HEAD")


git("init", "-q")
open(os.path.join(repo, ".gitignore"), "w").write(".equiv/cache.db*\n")
git("add", ".gitignore")
C1 = commit("c1: no contracts", lib(DEPTH, HALF, TWICE_OLD, POS_OLD, USE_OLD, wrap=WRAP))
C2 = commit("c2: contracts", lib(DEPTH_C, HALF_C, TWICE_OLD, POS_OLD, USE_OLD), SIDECAR)
C3 = commit("c3: callers changed", lib(DEPTH_C, HALF_C, TWICE_NEW, POS_NEW, USE_NEW))
WEAK = DEPTH_C.replace("\\result == n", "\\result >= 0")
C4 = commit("c4: depth's contract weakened, thrice calls depth", lib(WEAK, HALF_C, TWICE_NEW, POS_NEW, USE_NEW, THRICE_NEW))
C5 = commit("c5: depth's body changed", lib(WEAK.replace("n == 0", "n <= 0"), HALF_C, TWICE_NEW, POS_NEW, USE_NEW,
                                            THRICE_NEW))


def diff(*args, cwd=repo):
    p = subprocess.run([EQUIV, "diff", *args], cwd=cwd, capture_output=True, text=True, timeout=600, env=env)
    if p.returncode not in (0, 3) or ("--json" in args and not p.stdout.strip()):
        fail(f"equiv diff {' '.join(args)}: exit {p.returncode}: {p.stderr.strip()[:500]}")
        return None
    return json.loads(p.stdout) if "--json" in args else p.stdout


def by_name(rep):
    return {f["name"]: f for f in (rep or {}).get("functions", [])}


def contracts_of(rep):
    return {(c["function"], c.get("version")): c for c in (rep or {}).get("contracts", [])}


# --- gcc builds of every revision: the verdicts' evidence --------------------------------------------
def build(sha):
    d = os.path.join(tmp, "gcc-" + sha[:8])
    if os.path.isdir(d):
        return d
    os.makedirs(d)
    src = subprocess.run(["git", "show", f"{sha}:lib.c"], cwd=repo, capture_output=True, text=True, check=True).stdout
    open(os.path.join(d, "lib.c"), "w").write(src)
    # ext_level keeps its stated contract: 0 <= ext_level(x) <= 100 for x >= 0
    open(os.path.join(d, "main.c"), "w").write(
        '#include <stdio.h>\n#include <stdlib.h>\n#include <string.h>\n#include "lib.c"\n'
        "int ext_level(int x) { return x % 101; }\n"
        "int main(int argc, char **argv) {\n  (void)argc;\n  int x = (int)strtol(argv[2], 0, 10);\n"
        + "".join(f'  if (!strcmp(argv[1], "{f}")) {{ printf("%d\\n", {f}(x)); return 0; }}\n'
                  for f in ("depth", "twice", "thrice", "half", "pos", "use_ext", "wrap"))
        + "  return 2;\n}\n")
    subprocess.run(["gcc", "-std=c11", "-O0", "-fsanitize=undefined", "-fno-sanitize-recover=all", "-o",
                    os.path.join(d, "run"), os.path.join(d, "main.c")], check=True, capture_output=True)
    return d


def gcc(sha, fn, x):
    p = subprocess.run([os.path.join(build(sha), "run"), fn, str(x)], capture_output=True, text=True, timeout=30)
    return ("trap", "") if "runtime error" in p.stderr else ("ok", p.stdout.strip())


EDGE = [-2**31, -1, 0, 1, 2, 3, 999, 1000, 1001, 2**31 - 1]


def check_on_gcc(old, new, f):
    """A verdict against the gcc builds of both revisions."""
    name, v = f["name"], f["verdict"]
    if v in ("behaviour_changed", "changed_only_where_old_unsafe"):
        x = int(f["counterexample"]["inputs"][0]["value"]["value"])
        o, n = gcc(old, name, x), gcc(new, name, x)
        if v == "behaviour_changed" and (o == n or "trap" in (o[0], n[0])):
            fail(f"{name}({x}): behaviour_changed, but gcc gives {o} and {n}")
        if v == "changed_only_where_old_unsafe" and o[0] != "trap":
            fail(f"{name}({x}): changed_only_where_old_unsafe, but the old gcc build does not trap ({o})")
    elif v == "equivalent":
        xs = EDGE + [rng.randint(-2**31, 2**31 - 1) for _ in range(15)] + [rng.randint(0, 1000) for _ in range(15)]
        for x in xs:
            o, n = gcc(old, name, x), gcc(new, name, x)
            if o[0] == "ok" and o != n:
                fail(f"{name}({x}): equivalent, but gcc gives {o} and {n}")
                break


# --- c2: contracts added, no code changed: nothing to decide ------------------------------------------
r2 = diff("--git", C2, "--json", "--no-cache", "--timeout", "20")
# (use_ext has no fingerprint: it reaches a function defined elsewhere, so it is decided again;
# without ext_level's contract in c1 it is unknown, whatever c2 says)
if r2 is not None and ([f["name"] for f in r2["functions"]] != ["use_ext"] or r2["tree"]["unchanged"] != 6):
    fail(f"c2 (contracts only): {[f['name'] for f in r2['functions']]} decided, {r2['tree']['unchanged']} unchanged "
         "(comments and a sidecar do not change the code)")

# --- c3: the contracts used, each checked against its own version -------------------------------------
cache = os.path.join(tmp, "cache.db")
sarif, junit, html = (os.path.join(tmp, "r." + e) for e in ("sarif", "xml", "html"))
r3 = diff("--git", C3, "--json", "--cache", cache, "--timeout", "20", "--sarif", sarif, "--junit", junit, "--html", html)
got = by_name(r3)
# written from C's rules: depth(n) == n for 0 <= n <= 1000 (proved by induction), so twice's n * 2 is
# depth(n) * 2; half(0) == 0 (C11 6.5.5p6), so pos(0) was 2 and is 1 now; use_ext adds 5 either way
EXPECT = {"twice": "equivalent", "pos": "behaviour_changed", "use_ext": "equivalent"}
verd = {n: f["verdict"] for n, f in got.items()}
if verd != EXPECT:
    fail(f"c3: verdicts {verd}, expected {EXPECT} "
         f"({ {n: f.get('reason') for n, f in got.items()} })")
EXPECT_C = {("depth", "old"): "proved", ("depth", "new"): "proved", ("half", "old"): "refuted",
            ("half", "new"): "refuted", ("ext_level", "old"): "assumed", ("ext_level", "new"): "assumed",
            ("wrap", "old"): "proved", ("wrap", "new"): "proved"}
st = {k: c["status"] for k, c in contracts_of(r3).items()}
if st != EXPECT_C:
    fail(f"c3: contract statuses {st}, expected {EXPECT_C}")
hc = contracts_of(r3).get(("half", "new"), {})
if not hc.get("input") or [x["value"]["value"] for x in hc["input"]["inputs"]] != ["0"]:
    fail(f"c3: half's contract refuted without its input half(0): {hc.get('input')}")
ec = contracts_of(r3).get(("ext_level", "new"), {})
if ec.get("origin") != "file" or ec.get("where") != f"{C3}:.equiv/contracts.json: contracts[0]":
    fail(f"c3: ext_level's contract is not the revision's .equiv/contracts.json: {ec.get('origin')} {ec.get('where')}")
# the wrong twins: a refuted contract used would make pos equivalent; an assumed one shown as proved
# would make use_ext unconditional; twice rests on proved contracts only
pos = got.get("pos", {})
if pos.get("verdict") == "equivalent" or "half" in pos.get("contracts_used", ["half"]):
    fail(f"c3: pos {pos.get('verdict')}, contracts used {pos.get('contracts_used')}: the refuted contract was used")
ue = got.get("use_ext", {})
if not ue.get("conditional") or not any("ext_level" in a for a in ue.get("assumes", [])) or \
        not any("contract of ext_level" in a for a in ue.get("assumptions", [])):
    fail(f"c3: use_ext not conditional on ext_level's contract: {ue.get('conditional')} {ue.get('assumes')}")
tw = got.get("twice", {})
if tw.get("conditional") or "depth" not in tw.get("contracts_used", []):
    fail(f"c3: twice conditional={tw.get('conditional')} contracts_used={tw.get('contracts_used')} (depth's is proved)")
for f in got.values():
    check_on_gcc(C2, C3, f)
print(f"contracts_git: c3 verdicts {verd}; contracts {sorted(set(st.values()))}; checked on gcc", flush=True)

# the reports: SARIF (note), JUnit (system-out), HTML (marked), text
log = json.load(open(sarif))
cres = [r for r in log["runs"][0]["results"] if r["ruleId"] == "conditional"]
if [r["properties"]["function"] for r in cres] != ["use_ext"] or "ext_level" not in cres[0]["message"]["text"]:
    fail(f"--sarif: conditional results {cres}")
case = [c for c in ET.parse(junit).getroot().findall("./testsuite/testcase") if c.get("name") == "use_ext"]
if not case or "conditional: assumes the contract ext_level" not in (case[0].findtext("system-out") or ""):
    fail("--junit: use_ext's case does not say it is conditional")
page = open(html).read()
if not re.search(r'<td class="function">use_ext</td><td class="verdict"[^>]*>equivalent <span class="conditional">', page) \
        or "contract of ext_level" not in page:
    fail("--html: use_ext's row does not say it is conditional on ext_level's contract")
text = diff("--git", C3, "--cache", cache, "--timeout", "20")
if text is None or not re.search(r"^lib\.c: use_ext: equivalent .*\n  conditional: assumes ext_level: requires x >= 0; "
                                 r"ensures 0 <= \\result <= 100$", text, re.M):
    fail(f"text: use_ext's condition not printed:\n{text}")
print("contracts_git: SARIF, JUnit, HTML and text say use_ext is conditional", flush=True)

# --- the caches: a second run proves and checks nothing -----------------------------------------------
r3b = diff("--git", C3, "--json", "--cache", cache, "--timeout", "20")
t = (r3b or {}).get("tree", {})
if t.get("from_cache") != 2 or t.get("not_cacheable") != 1 or t.get("contracts_checked") != 0 or t.get("contracts_from_cache", 0) < 4 or \
        {n: f["verdict"] for n, f in by_name(r3b).items()} != verd or \
        not by_name(r3b).get("use_ext", {}).get("conditional"):
    fail(f"second run: tree {t}, verdicts {by_name(r3b).keys()}")
t3 = (r3 or {}).get("tree", {})
print(f"contracts_git: first run {t3.get('contracts_checked')} contract checks, second run "
      f"{t.get('contracts_checked')} ({t.get('contracts_from_cache')} from the cache), {t.get('from_cache')} verdicts cached",
      flush=True)

# --- c4: a weakened contract: the cached verdict is not reused, depth's new contract checked ------------
r4 = diff("--git", f"{C2}..{C4}", "--json", "--cache", cache, "--timeout", "20")
g4 = by_name(r4)
# twice is the same code as in c2..c3 and still equivalent (its old version uses the old, proved
# contract), but the new version's contracts changed: not the cached verdict (the key covers them)
if g4.get("twice", {}).get("verdict") != "equivalent" or g4.get("twice", {}).get("cached") is not False:
    fail(f"c2..c4: twice {g4.get('twice', {}).get('verdict')} cached={g4.get('twice', {}).get('cached')}")
# thrice: n * 3 against depth(n) * 3 with depth(n) >= 0 only: never equivalent from a too-weak contract
if g4.get("thrice", {}).get("verdict") == "equivalent":
    fail("c2..c4: thrice equivalent from depth's too-weak contract")
if g4.get("use_ext", {}).get("verdict") != "equivalent" or not g4.get("use_ext", {}).get("conditional"):
    fail(f"c2..c4: use_ext {g4.get('use_ext')}")
# checked again: the new depth's (its clause changed) and wrap's (its proof uses depth's, which is too
# weak now: not proved, where a key without depth's contract would give the cached "proved"); half
# reaches no other contract, so its key holds none and it comes from the cache
c4c = contracts_of(r4)
if (r4 or {}).get("tree", {}).get("contracts_checked") != 2 or c4c.get(("depth", "new"), {}).get("cached") is not False \
        or c4c.get(("wrap", "new"), {}).get("cached") is not False or c4c.get(("wrap", "new"), {}).get("status") != "assumed" \
        or c4c.get(("half", "new"), {}).get("cached") is not True:
    fail(f"c2..c4: {r4 and r4['tree'].get('contracts_checked')} contract checks, expected 2 (depth's, wrap's): "
         f"{[(k, c.get('cached')) for k, c in contracts_of(r4).items()]}")
for f in g4.values():
    check_on_gcc(C2, C4, f)
if FULL:
    # --- c5: depth's body changed: its contract is checked again (and still proved) ------------------------
    r5 = diff("--git", f"{C4}..{C5}", "--json", "--cache", cache, "--timeout", "20")
    c5 = contracts_of(r5)
    if (r5 or {}).get("tree", {}).get("contracts_checked", 0) < 1 or c5.get(("depth", "new"), {}).get("cached") is not False:
        fail(f"c4..c5: depth's changed body did not check its contract again: {r5 and r5['tree']} {c5.get(('depth', 'new'))}")
    print(f"contracts_git: c2..c4 twice {g4.get('twice', {}).get('verdict')}; c4..c5 contracts checked "
          f"{(r5 or {}).get('tree', {}).get('contracts_checked')}", flush=True)

    # --- SIGKILL mid-run: the next run uses the cache without error and states the same -------------------
    kcache = os.path.join(tmp, "kill.db")
    for delay in (0.3, 0.8, 1.5):
        child = subprocess.Popen([EQUIV, "diff", "--git", C3, "--json", "--cache", kcache, "--timeout", "20"], cwd=repo,
                                 env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(delay)
        child.send_signal(signal.SIGKILL)
        child.wait()
        rk = diff("--git", C3, "--json", "--cache", kcache, "--timeout", "20")
        if {n: (f["verdict"], f.get("conditional")) for n, f in by_name(rk).items()} != \
                {n: (f["verdict"], f.get("conditional")) for n, f in got.items()}:
            fail(f"after SIGKILL at {delay} s: {by_name(rk)}")
    print(f"contracts_git: after SIGKILL the cache is used: {rk and rk['tree'].get('contracts_from_cache')} contracts, "
          f"{rk and rk['tree'].get('from_cache')} verdicts from it", flush=True)

    # --- -j 2 gives -j 1's verdicts and conditions ---------------------------------------------------------
    def shape(rep):
        return {n: (f["verdict"], f.get("conditional"), tuple(f.get("assumes", []))) for n, f in by_name(rep).items()}


    rj1 = diff("--git", f"{C2}..{C3}", "--json", "--no-cache", "--timeout", "20")
    rj2 = diff("--git", f"{C2}..{C3}", "--json", "--no-cache", "--timeout", "20", "-j", "2")
    if shape(rj1) != shape(rj2):
        fail(f"-j 2 {shape(rj2)} != -j 1 {shape(rj1)}")
    print(f"contracts_git: c2..c3 -j 1 and -j 2 agree: {shape(rj1)}", flush=True)

# --- two directories with --contracts and --proposer -------------------------------------------------
old, new = os.path.join(tmp, "old"), os.path.join(tmp, "new")
for d, twice_, pos_ in ((old, TWICE_OLD, POS_OLD), (new, TWICE_NEW, POS_NEW)):
    os.makedirs(d)
    open(os.path.join(d, "lib.c"), "w").write(lib(DEPTH, HALF, twice_, pos_, USE_OLD, wrap=WRAP))
if FULL:
    plain = by_name(diff(old, new, "--json", "--timeout", "20"))
    if plain.get("twice", {}).get("verdict") != "unknown":
        fail(f"directories without contracts: twice {plain.get('twice', {}).get('verdict')} (unknown: depth's recursion)")
prop = os.path.join(tmp, "propose.sh")
open(prop, "w").write("#!/bin/sh\n# a contract request on stdin: depth's true contract, half's wrong one\nreq=$(cat)\n"
                      "case \"$req\" in\n"
                      "  *'\"request\":\"contract\"'*'\"function\":\"depth\"'*) printf '%s\\n' 'requires 0 <= n <= 1000; "
                      "decreases n; ensures \\result == n;' ;;\n"
                      "  *'\"request\":\"contract\"'*'\"function\":\"half\"'*) printf '%s\\n' 'requires x >= 0; "
                      "ensures \\result < x;' ;;\n"
                      "esac\n")
os.chmod(prop, 0o755)
rp = diff(old, new, "--json", "--timeout", "20", "--proposer", prop)
gp = by_name(rp)
cp = {k: (c["status"], c["origin"]) for k, c in contracts_of(rp).items()}
if gp.get("twice", {}).get("verdict") != "equivalent" or gp.get("twice", {}).get("conditional") or \
        gp.get("pos", {}).get("verdict") != "behaviour_changed":
    fail(f"--proposer: twice {gp.get('twice', {}).get('verdict')}, pos {gp.get('pos', {}).get('verdict')}")
# asked only where a function is called: depth (from twice and wrap; from wrap only in the new version)
# and the old version's half (from pos)
if cp != {("depth", "old"): ("proved", "proposer"), ("half", "old"): ("refuted", "proposer"),
          ("depth", "new"): ("proved", "proposer")}:
    fail(f"--proposer: contracts {cp}")
if FULL:
    # two files: the same proposals (no "version" there)
    r1f = diff(os.path.join(old, "lib.c"), os.path.join(new, "lib.c"), "--json", "--timeout", "20", "--proposer", prop)
    g1f = by_name(r1f)
    c1f = {c["function"]: (c["status"], c["origin"]) for c in (r1f or {}).get("contracts", [])}
    if g1f.get("twice", {}).get("verdict") != "equivalent" or g1f.get("pos", {}).get("verdict") != "behaviour_changed" or \
            c1f != {"depth": ("proved", "proposer"), "half": ("refuted", "proposer")}:
        fail(f"--proposer over two files: {({n: f['verdict'] for n, f in g1f.items()})}, contracts {c1f}")
    side = os.path.join(tmp, "c.json")
    json.dump({"contracts": [{"function": "depth", "requires": "0 <= n && n <= 1000", "ensures": "\\result >= 0"}]},
              open(side, "w"))
    rs = by_name(diff(old, new, "--json", "--timeout", "20", "--contracts", side))
    if rs.get("twice", {}).get("verdict") == "equivalent":
        fail("--contracts with a too-weak contract (no decreases, >= 0): twice equivalent")
print(f"contracts_git: directories: twice {gp.get('twice', {}).get('verdict')} with the proposer's contracts "
      f"{cp}", flush=True)

if FULL:
    # --- a malformed contract in a revision: one line naming the revision --------------------------------
    open(os.path.join(repo, "lib.c"), "a").write("/*@ requires x > ; */\nint bad(int x) { return x; }\n")
    git("commit", "-qam", "c6: a malformed contract")
    p = subprocess.run([EQUIV, "diff", "--git", "HEAD", "--no-cache"], cwd=repo, capture_output=True, text=True, env=env)
    if p.returncode != 1 or p.stdout or len(p.stderr.strip().splitlines()) != 1 or \
            not re.search(r"lib\.c:\d+:\d+: contract of 'bad'", p.stderr):
        fail(f"a malformed annotation: exit {p.returncode}, {p.stderr.strip()!r}")
    # a revision's .equiv/contracts.json naming no function: the line names the revision, not its checkout
    subprocess.run(["git", "checkout", "-q", C5, "--", "lib.c"], cwd=repo, check=True, env=env)
    json.dump({"contracts": [{"function": "nosuch", "requires": "x > 0"}]},
              open(os.path.join(repo, ".equiv", "contracts.json"), "w"))
    git("commit", "-qam", "c7: a sidecar naming no function")
    p = subprocess.run([EQUIV, "diff", "--git", f"{C5}..HEAD", "--no-cache"], cwd=repo, capture_output=True, text=True,
                       env=env)
    if p.returncode != 1 or p.stdout or p.stderr.strip() != \
            "equiv: error: [input] HEAD:.equiv/contracts.json: contracts[0]: no function 'nosuch' is declared in the tree":
        fail(f"a bad sidecar in a revision: exit {p.returncode}, {p.stderr.strip()!r}")

shutil.rmtree(tmp, ignore_errors=True)
if failures:
    print(f"0 passed, {len(failures)} failed")
    sys.exit(1)
print("contracts_git: all passed")
