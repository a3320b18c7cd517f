#!/usr/bin/env python3
"""emit.py EQUIV [--all] — `equiv diff --emit-tests DIR` for TypeScript, its scripts run on node.

For each case (a pair of tests/ts/pairs and one function): equiv's verdict is the pair's expected
one; a behaviour_changed writes DIR/equiv_test_<function>.js and nothing else is written (an
equivalent or unknown function gets none); `node equiv_test_<function>.js` exits 1 (the versions
differ on node) and prints, for each version, the console output and the outcome equiv replayed
(an exception's text exactly, a return as a return). The wrong twin: the script pointed at the old
version twice must find no difference (exit 0). Without --all only the first case runs (a string
with a character outside the BMP): each case is an equiv diff (the front end twice, the probes) and
three node processes."""
import json, os, re, shutil, subprocess, sys, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
EQUIV = sys.argv[1]
ALL = "--all" in sys.argv[2:]
# (pair, function, expected verdict)
CASES = [("count-letters", "count", "behaviour_changed"),     # a surrogate pair in the input
         ("greet-template", "greet", "equivalent"),            # no test written
         ("throw-negative", "root", "behaviour_changed"),      # an exception on one side
         ("codepoints-lone", "chars", "behaviour_changed"),    # a lone surrogate in the input
         ("await-removed", "save", "behaviour_changed"),       # a promise's outcome, an array argument
         ("join-loop-twin", "logged", "behaviour_changed"),    # console output
         ("join-loop-twin", "late", "unknown")]                # no test written
if not ALL:
    CASES = CASES[:1]
fails = 0


def fail(msg):
    global fails
    fails += 1
    print("FAIL " + msg)


def sections(out):
    """What the script printed under old: and under new: (lines without their indent)."""
    got, cur = {}, None
    for line in out.splitlines():
        if line in ("old:", "new:"):
            cur = got.setdefault(line[:-1], [])
        elif cur is not None:
            cur.append(line.strip())
    return got


def wanted(b):
    """The lines the script prints for equiv's replayed behaviour b (counterexample.old/new); an
    outcome line ending in '...' is compared by its start."""
    lines = []
    for stream in ("stdout", "stderr"):
        text = "".join(r["text"] for r in b.get("output", []) if r["stream"] == stream)
        if text:
            lines.append(f"{stream}: {json.dumps(text)}")
    lines.append("panicked: " + b["message"] if b["kind"] == "panicked" else "returned ...")
    return lines


def same(got, want):
    return len(got) == len(want) and all(w == g or (w.endswith("...") and g.startswith(w[:-3])) for g, w in zip(got, want))


tmp = tempfile.mkdtemp(prefix="equiv-ts-emit-")
try:
    for k, (pair, fn, verdict) in enumerate(CASES):
        d = os.path.join(tmp, f"t{k}")
        old, new = (os.path.join(HERE, "pairs", pair, f) for f in ("old.ts", "new.ts"))
        p = subprocess.run([EQUIV, "diff", old, new, "--function", fn, "--emit-tests", d, "--json"],
                           capture_output=True, text=True, timeout=600)
        try:
            f = json.loads(p.stdout)["functions"][0]
        except (ValueError, KeyError, IndexError):
            fail(f"{pair}/{fn}: no verdict (exit {p.returncode}): {p.stderr.strip()[:300]}")
            continue
        if f["verdict"] != verdict:
            fail(f"{pair}/{fn}: {f['verdict']} ({f.get('reason')}), expected {verdict}")
            continue
        made = sorted(os.listdir(d)) if os.path.isdir(d) else []
        want = [f"equiv_test_{fn}.js"] if verdict == "behaviour_changed" else []
        if made != want:
            fail(f"{pair}/{fn}: wrote {made}, expected {want}")
            continue
        if not want:
            print(f"ok   {pair}/{fn}: {verdict}, no test written")
            continue
        script = os.path.join(d, want[0])
        r = subprocess.run(["node", script], capture_output=True, text=True, timeout=300)
        got = sections(r.stdout)
        cex = f["counterexample"]
        if r.returncode != 1:
            fail(f"{pair}/{fn}: node {want[0]} exited {r.returncode}, expected 1 (the versions differ):\n{r.stdout}{r.stderr}")
            continue
        bad = [s for s in ("old", "new") if not same(got.get(s, []), wanted(cex[s]))]
        if bad:
            fail(f"{pair}/{fn}: the script's {'/'.join(bad)} side is not what equiv replayed: printed {got}, equiv "
                 f"{ {s: wanted(cex[s]) for s in ('old', 'new')} }")
            continue
        # the wrong twin: the same script with the old version on both sides finds no difference
        twin = os.path.join(d, "twin.js")
        with open(script, encoding="utf-8") as src:
            text = src.read()
        text, n = re.subn(r'^const NEW = .*$', "const NEW = OLD;", text, count=1, flags=re.M)
        with open(twin, "w", encoding="utf-8") as out:
            out.write(text)
        t = subprocess.run(["node", twin], capture_output=True, text=True, timeout=300)
        if n != 1 or t.returncode != 0:
            fail(f"{pair}/{fn}: the script on old twice exited {t.returncode}, expected 0:\n{t.stdout}{t.stderr}")
            continue
        print(f"ok   {pair}/{fn}: the emitted script shows the difference on node ({got['old'][-1]} / {got['new'][-1]}), "
              "and none between old and old")
finally:
    shutil.rmtree(tmp, ignore_errors=True)
print(f"ts-emit: {len(CASES)} cases, {fails} failures")
print(f"{len(CASES) - fails} passed, {fails} failed")
sys.exit(1 if fails else 0)
