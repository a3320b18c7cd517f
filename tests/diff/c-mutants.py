#!/usr/bin/env python3
"""tests/diff/c-mutants.py EQUIV COUNT SEED — random one-place mutants of the C pair corpus's
functions, each diffed against its original by `equiv diff`, and the verdicts checked on gcc
builds, independently of Equiv: every `equivalent` by check-pairs.sh (the gcc+UBSan driver on
20,000 inputs per function: a difference refutes the proof), every `behaviour_changed` by
emit-tests.sh (the emitted test program, built by gcc from the two files, must reproduce the
difference). Most mutants change behaviour; some do not (a constant no input reaches, a bound that
cannot tie): both kinds are wrong twins of verdict paths the hand-written corpus has few of.

Mutations (code lines only; comments, preprocessor lines and declarations' array sizes untouched):
an integer literal plus or minus one, < and <=, > and >= swapped, + and -, && and ||, == and !=.
A mutant gcc refuses is drawn again. Functions whose verdict is neither of the two are not checked.
"""
import json, os, random, re, shutil, subprocess, sys, tempfile

equiv, count, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
here = os.path.dirname(os.path.abspath(__file__))
corpus = os.path.join(here, "pairs")
if not shutil.which("gcc"):
    print("c-mutants: gcc not found")
    sys.exit(77)

OPS = [(r"(?<![<>=!])<(?![<=])", "<="), (r"<=", "<"), (r"(?<![<>=-])>(?![>=])", ">="), (r">=", ">"),
       (r"(?<![+])\+(?![+=])", "-"), (r"(?<![-])-(?![-=>])", "+"), (r"&&", "||"), (r"\|\|", "&&"),
       (r"==", "!="), (r"!=", "==")]


def code_sites(line):
    if line.lstrip().startswith(("#", "//", "/*", "*")) or "[" in line and re.search(r"\b(int|char|long|short|unsigned)\b", line):
        return []
    code = line.split("//")[0]
    out = []
    for m in re.finditer(r"(?<![\w.])(\d+)(?![\w.])", code):
        if code[:m.start()].count('"') % 2 == 0 and code[:m.start()].count("'") % 2 == 0:
            v = int(m.group(1))
            out.append((m.start(), m.end(), str(v + 1) if v == 0 or random.random() < 0.5 else str(v - 1)))
    for pat, rep in OPS:
        for m in re.finditer(pat, code):
            if code[:m.start()].count('"') % 2 == 0:
                out.append((m.start(), m.end(), rep))
    return out


def functions_of(expect_path):
    """The functions of a pair's expect, each with its `# check-range` and `# asan` lines (those
    written under its `function` line belong to it)."""
    names, extra = [], {}
    for l in open(expect_path):
        if l.startswith("function "):
            names.append(l.split()[1])
            extra[names[-1]] = []
        elif names and (l.startswith("# check-range:") or l.startswith("# asan")):
            extra[names[-1]].append(l.rstrip("\n"))
    return names, extra


rnd = random.Random(seed)
random.seed(seed)
pairs = sorted(d for d in os.listdir(corpus) if os.path.isfile(os.path.join(corpus, d, "old.c")))
work = tempfile.mkdtemp(prefix="c-mutants.")
eqdir, bcdir = os.path.join(work, "eq"), os.path.join(work, "bc")
os.makedirs(eqdir)
os.makedirs(bcdir)
made = tries = 0
counts = {}
while made < count and tries < count * 20:
    tries += 1
    name = rnd.choice(pairs)
    src = os.path.join(corpus, name, rnd.choice(["old.c", "new.c"]))
    names, extra = functions_of(os.path.join(corpus, name, "expect"))
    if not names:
        continue
    lines = open(src).read().split("\n")
    choices = [(i, s) for i, l in enumerate(lines) for s in code_sites(l)]
    if not choices:
        continue
    i, (a, b, rep) = rnd.choice(choices)
    mutant = list(lines)
    mutant[i] = lines[i][:a] + rep + lines[i][b:]
    tag = f"m{made:03d}-{name}-l{i + 1}"
    d = os.path.join(work, "all", tag)
    os.makedirs(d)
    shutil.copy(src, os.path.join(d, "old.c"))
    with open(os.path.join(d, "new.c"), "w") as f:
        f.write("\n".join(mutant))
    if subprocess.run(["gcc", "-std=c11", "-fsyntax-only", "-w", os.path.join(d, "new.c")],
                      capture_output=True).returncode != 0:
        shutil.rmtree(d)
        continue
    made += 1
    p = subprocess.run([equiv, "diff", os.path.join(d, "old.c"), os.path.join(d, "new.c"), "--json", "--timeout",
                        os.environ.get("EQUIV_MUTANT_TIMEOUT", "10")], capture_output=True, text=True, timeout=900)
    try:
        fns = {f["name"]: f["verdict"] for f in json.loads(p.stdout)["functions"]}
    except (ValueError, KeyError):
        print(f"FAIL {tag}: no verdicts (exit {p.returncode}): {p.stderr[:300]}")
        sys.exit(1)
    verdicts = {n: fns.get(n) for n in names if fns.get(n) in ("equivalent", "behaviour_changed")}
    for v in fns.values():
        counts[v] = counts.get(v, 0) + 1
    print(f"{tag}: {src[len(corpus) + 1:]}:{i + 1}: {lines[i].strip()}  ->  {mutant[i].strip()}: "
          + ", ".join(f"{n} {fns.get(n)}" for n in names), flush=True)
    for kind, target in (("equivalent", eqdir), ("behaviour_changed", bcdir)):
        mine = [n for n, v in verdicts.items() if v == kind]
        if mine:
            shutil.copytree(d, os.path.join(target, tag))
            with open(os.path.join(target, tag, "expect"), "w") as f:
                f.write("".join(f"function {n} {kind}\n" + "".join(x + "\n" for x in extra[n]) for n in mine))
print(f"{made} mutants; verdicts: {counts}")
ok = True
if os.listdir(eqdir):
    p = subprocess.run(["bash", os.path.join(here, "check-pairs.sh"), eqdir, os.environ.get("EQUIV_MUTANT_INPUTS", "20000")])
    ok &= p.returncode == 0
if os.listdir(bcdir):
    p = subprocess.run(["bash", os.path.join(here, "emit-tests.sh"), equiv]
                       + sorted(os.path.join(bcdir, x) for x in os.listdir(bcdir)))
    ok &= p.returncode == 0
if ok:
    shutil.rmtree(work, ignore_errors=True)
else:
    print(f"the mutants are kept in {work}")
sys.exit(0 if ok else 1)
