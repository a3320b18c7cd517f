#!/usr/bin/env python3
# json-mutate.py — hostile-input test of `equiv cobol run PROG.json`: mutates the golden JSONs
# (deletes members and elements, replaces values by ones of other types) and runs each mutant.
#
# usage: EQUIV=/abs/equiv json-mutate.py [SEED] [RUNS]   (defaults: 1, 100; EQUIV_LONG=1: 1500 runs)
# A run passes when it ends with an outcome (0 completed, 3 abended, 4 went wrong) or with exit 1
# and one line "equiv: error: …" on stderr; it fails on any other exit code (a crash), a sanitizer
# report, a timeout, more than one error line, or a file left in the data set directory that was
# not named by a --dd (a partial or temporary output file).
import glob, json, os, random, shutil, subprocess, sys, tempfile

root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
equiv = os.environ.get("EQUIV")
if not equiv:
    sys.exit("json-mutate.py: set EQUIV to the absolute path of the equiv binary")
seed = int(sys.argv[1]) if len(sys.argv) > 1 else 1
runs = int(sys.argv[2]) if len(sys.argv) > 2 else (1500 if os.environ.get("EQUIV_LONG") else 100)
rng = random.Random(seed)
golden = sorted(glob.glob(os.path.join(root, "tests/cobol/golden/*.json")))
if not golden:
    sys.exit("json-mutate.py: no golden JSON under tests/cobol/golden")

REPLACEMENTS = [None, 0, -1, 1, 2**40, 2**31 - 1, -2**31, "", "X", "9(999999)", "S9(18)V9(18)", [], {},
                [0, 0, 0], True, False, 1.5, {"ref": "X"}, {"num": "1E999"}, {"cond": "relation"},
                {"stmt": "move"}, "ALL", 88, 66]


def nodes(x, path=()):
    yield path, x
    if isinstance(x, dict):
        for k, v in x.items():
            yield from nodes(v, path + (k,))
    elif isinstance(x, list):
        for i, v in enumerate(x):
            yield from nodes(v, path + (i,))


def get(x, p):
    for k in p:
        x = x[k]
    return x


def mutate(doc):
    paths = [p for p, _ in nodes(doc) if p]
    for _ in range(rng.randint(1, 3)):
        p = rng.choice(paths)
        try:
            parent = get(doc, p[:-1])
            r = rng.random()
            if r < 0.35 and isinstance(parent, dict):
                del parent[p[-1]]
            elif r < 0.45 and isinstance(parent, list):
                del parent[p[-1]]
            elif r < 0.55 and isinstance(parent, list) and parent:
                parent.append(parent[0])          # duplicate an element (ids repeat)
            else:
                parent[p[-1]] = rng.choice(REPLACEMENTS)
        except (KeyError, IndexError, TypeError):
            pass
    return doc


def dd_names(doc):
    names = set()
    for _, n in nodes(doc):
        if isinstance(n, dict) and isinstance(n.get("assign"), str) and n["assign"]:
            names.add(n["assign"])
    return sorted(names)


failures = 0
for i in range(runs):
    g = rng.choice(golden)
    orig = json.load(open(g))
    names = dd_names(orig)
    doc = mutate(orig)
    work = tempfile.mkdtemp(prefix="json-mutate-")
    dsdir = os.path.join(work, "dd")
    os.mkdir(dsdir)
    prog = os.path.join(work, "m.json")
    with open(prog, "w") as f:
        json.dump(doc, f)
    args = [equiv, "cobol", "run", prog, "--encoding", "ascii", "--fuel", "20000"]
    for n in names:
        if "=" in n or "/" in n:
            continue
        path = os.path.join(dsdir, n)
        open(path, "w").close()                 # an empty input data set
        args += ["--dd", f"{n}={path}"]
    expected = set(os.listdir(dsdir))
    why = None
    try:
        q = subprocess.run(args, capture_output=True, timeout=60, cwd=work)
        err = q.stderr.decode("latin-1")
        errlines = [l for l in err.splitlines() if l.strip()]
        if q.returncode not in (0, 1, 3, 4):
            why = f"exit {q.returncode}"
        elif "Sanitizer" in err or "runtime error" in err:
            why = "sanitizer report"
        elif q.returncode == 1 and (len(errlines) != 1 or not errlines[0].startswith("equiv: error: ")):
            why = "exit 1 without exactly one 'equiv: error:' line"
        else:
            extra = set(os.listdir(dsdir)) - expected
            if extra:
                why = f"files left behind: {sorted(extra)}"
    except subprocess.TimeoutExpired:
        why, err = "timeout (60 s)", ""
    if why:
        failures += 1
        keep = f"json-mutate-fail-{seed}-{i}.json"
        shutil.copy(prog, keep)
        print(f"FAIL run {i} ({os.path.basename(g)}): {why}; input kept in {keep}")
        print("  " + "\n  ".join(err.strip().splitlines()[-12:]))
    shutil.rmtree(work, ignore_errors=True)
print(f"json-mutate: {runs - failures} passed, {failures} failed (seed {seed}, {runs} runs)")
sys.exit(1 if failures else 0)
