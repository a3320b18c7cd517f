#!/usr/bin/env python3
"""tests/diff/cobol-mutants.py EQUIV COUNT SEED — random one-place mutants of the COBOL corpus's
programs, each diffed against its original by `equiv diff` and the verdict checked as the pairs'
are (cobol-pairs-check.py with expect `any`): a `behaviour_changed` must replay on Equiv and show
under cobc, an `equivalent` must hold on cobc's runs over 30 generated data sets, a
`changed_only_where_old_unsafe` must replay with old going wrong. Most mutants change behaviour;
some do not (a literal in a branch no input reaches, a comparison that cannot tie): both kinds are
the wrong twins of the verdict paths that a hand-written corpus has few of.

Mutations, in the PROCEDURE DIVISION only (comment lines untouched): a numeric literal plus one,
a relational operator made strict or not (> and >=, < and <=), AND and OR swapped, ROUNDED
dropped, ADD … TO turned into SUBTRACT … FROM on one line, one character of a quoted literal; and
rewrites that keep the behaviour: ADD/SUBTRACT as COMPUTE, a relation as NOT of its complement
(> as NOT <=), PERFORM UNTIL as PERFORM WITH TEST BEFORE UNTIL, a displayed literal split in two.
A mutant that cobc or Equiv's front end refuses is drawn again.
"""
import os, random, re, shutil, subprocess, sys, tempfile

equiv, count, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
here = os.path.dirname(os.path.abspath(__file__))
corpus = os.path.join(here, "cobol-pairs")
cobc = shutil.which(os.environ.get("COBC", "cobc"))
if not cobc:
    print("cobol-mutants: cobc not found")
    sys.exit(77)


def procedure_lines(lines):
    """Indexes of the PROCEDURE DIVISION's code lines (not comments, not the division header)."""
    out, inproc = [], False
    for i, l in enumerate(lines):
        if len(l) > 6 and l[6] in "*/":
            continue
        if re.search(r"\bPROCEDURE\s+DIVISION\b", l):
            inproc = True
            continue
        if inproc and l.strip():
            out.append(i)
    return out


def outside_quotes(line, start):
    return line[:start].count("'") % 2 == 0 and line[:start].count('"') % 2 == 0


def sites(line):
    """(kind, start, end, replacement) of every mutation this line allows."""
    code = line[:72]
    out = []
    for m in re.finditer(r"(?<![\w-])(\d+)(?![\w-])", code):
        if outside_quotes(code, m.start()) and m.start() > 7:
            out.append(("literal", m.start(), m.end(), str(int(m.group(1)) + 1).rjust(len(m.group(1)), "0")))
    if re.search(r"\b(IF|WHEN|UNTIL|AND|OR)\b", code):
        for m in re.finditer(r" (>=|<=|>|<) ", code):
            if outside_quotes(code, m.start()):
                rep = {">=": ">", "<=": "<", ">": ">=", "<": "<="}[m.group(1)]
                out.append(("relation", m.start(), m.end(), " " + rep + " "))
        for m in re.finditer(r" (AND|OR) ", code):
            if outside_quotes(code, m.start()):
                out.append(("and-or", m.start(), m.end(), " OR " if m.group(1) == "AND" else " AND "))
    for m in re.finditer(r" ROUNDED\b", code):
        if outside_quotes(code, m.start()) and not re.search(r"MODE", code[m.end():]):
            out.append(("rounded", m.start(), m.end(), ""))
    m = re.match(r"^(\s+)ADD (\S+) TO (\S+)\s*$", code)
    if m:
        out.append(("add-sub", 0, len(code), f"{m.group(1)}SUBTRACT {m.group(2)} FROM {m.group(3)}"))
    # rewrites that keep the behaviour (their verdict should be `equivalent`, or `unknown`; cobc
    # checks any `equivalent` on generated data sets)
    m = re.match(r"^(\s+)ADD (\S+) TO ([\w-]+)(\.?)\s*$", code)
    if m:
        out.append(("add-compute", 0, len(code), f"{m.group(1)}COMPUTE {m.group(3)} = {m.group(3)} + {m.group(2)}{m.group(4)}"))
    m = re.match(r"^(\s+)SUBTRACT (\S+) FROM ([\w-]+)(\.?)\s*$", code)
    if m:
        out.append(("sub-compute", 0, len(code), f"{m.group(1)}COMPUTE {m.group(3)} = {m.group(3)} - {m.group(2)}{m.group(4)}"))
    if re.search(r"\b(IF|UNTIL)\b", code) and not re.search(r"\b(AND|OR|NOT)\b", code):
        for m in re.finditer(r" (>=|<=|>|<) ", code):
            if outside_quotes(code, m.start()):
                rep = {">=": "<", "<=": ">", ">": "<=", "<": ">="}[m.group(1)]
                out.append(("not-relation", m.start(), m.end(), " NOT " + rep + " "))
    for m in re.finditer(r"\bPERFORM UNTIL\b", code):
        out.append(("test-before", m.start(), m.end(), "PERFORM WITH TEST BEFORE UNTIL"))
    for m in re.finditer(r"\bDISPLAY '([^']{2,})'", code):
        body = m.group(1)
        out.append(("display-split", m.start(), m.end(), f"DISPLAY '{body[:1]}' '{body[1:]}'"))
    for m in re.finditer(r"'([^']+)'", code):
        body = m.group(1)
        k = len(body) // 2
        ch = "X" if body[k] != "X" else "Y"
        out.append(("text", m.start() + 1 + k, m.start() + 2 + k, ch))
    return out


def accepted(path):
    """cobc and Equiv's front end both take the program (cobc under another file name: it refuses
    a base name that is a C keyword, such as new)."""
    probe = os.path.join(os.path.dirname(path), "mutant.cbl")
    shutil.copy(path, probe)
    p = subprocess.run([cobc, "-std=ibm", "-fsyntax-only", probe], capture_output=True, timeout=120)
    os.remove(probe)
    if p.returncode != 0:
        return False
    p = subprocess.run([equiv, "cobol", "parse", path, "--compact"], capture_output=True, timeout=120)
    return p.returncode == 0


rnd = random.Random(seed)
originals = sorted(d for d in os.listdir(corpus) if os.path.isfile(os.path.join(corpus, d, "old.cbl")))
work = tempfile.mkdtemp(prefix="cbl-mutants.")
made = 0
tries = 0
while made < count and tries < count * 20:
    tries += 1
    name = rnd.choice(originals)
    src = os.path.join(corpus, name, rnd.choice(["old.cbl", "new.cbl"]))
    lines = open(src, encoding="latin-1").read().split("\n")
    choices = [(i, s) for i in procedure_lines(lines) for s in sites(lines[i])]
    if not choices:
        continue
    i, (kind, a, b, rep) = rnd.choice(choices)
    mutant = list(lines)
    mutant[i] = lines[i][:a] + rep + lines[i][b:]
    if mutant[i] == lines[i] or len(mutant[i].rstrip()) > 72:
        continue
    pdir = os.path.join(work, f"m{made:03d}-{name}-{kind}-l{i + 1}")
    os.makedirs(pdir)
    shutil.copy(src, os.path.join(pdir, "old.cbl"))
    with open(os.path.join(pdir, "new.cbl"), "w", encoding="latin-1") as f:
        f.write("\n".join(mutant))
    if not accepted(os.path.join(pdir, "new.cbl")):
        shutil.rmtree(pdir)
        continue
    for extra in ("print", "args"):
        if os.path.exists(os.path.join(corpus, name, extra)):
            shutil.copy(os.path.join(corpus, name, extra), pdir)
    with open(os.path.join(pdir, "expect"), "w") as f:
        f.write("any\n")
    with open(os.path.join(pdir, "timeout"), "w") as f:
        f.write(os.environ.get("EQUIV_MUTANT_TIMEOUT", "20") + "\n")
    print(f"{os.path.basename(pdir)}: {src[len(corpus) + 1:]}:{i + 1}: {lines[i].strip()}  ->  {mutant[i].strip()}",
          flush=True)
    made += 1
p = subprocess.run([sys.executable, os.path.join(here, "cobol-pairs-check.py"), equiv, work])
if p.returncode == 0:
    shutil.rmtree(work, ignore_errors=True)
else:
    print(f"the mutants are kept in {work}")
sys.exit(p.returncode)
