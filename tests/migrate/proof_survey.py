#!/usr/bin/env python3
"""tests/migrate/proof_survey.py EQUIV [--table] [--no-bugs] [--jobs N] [PROG[/LANG]...] — where each of the 16
corpus migration proofs stops (issue 17: 8 programs x Rust, Java).

Every input file the COBOL program reads (`equiv migrate --statement --json`'s inputs) is stated
`printable` and `always_present` in a copy of the program's interface, so that the proof by
induction over the records is attempted wherever the map covers the program's shape. Then:
- the correct translation (rust/main.rs, java/<Main>.java), with a short search (--rounds 20,
  --timeout 120), must never be `behaviour_changed`; it is `equivalent` only with the proof's words
  (by induction over the records) and the printable assumption; otherwise `unknown`, and the line
  printed says where the proof stopped (the construct and file:line, or the shape the map refuses);
- every seeded bug (bugs/rust-*.rs, bugs/java-*/), with one round (so that the proof is attempted,
  the search having shown nothing), must never be `equivalent`: `unknown` with a reason, or
  `behaviour_changed` replayed where the one round hit it.
--no-bugs runs the correct translations only. --table prints the correct translations' lines as the Markdown table of docs/migrate.md ("Corpus
proofs: where each stops"). Long tier: the 16 correct translations take about 3 to 40 s of CPU
each, the bugs about as many again."""
import concurrent.futures, json, os, re, subprocess, sys, tempfile

args = sys.argv[1:]
EQUIV = os.path.abspath(args.pop(0))
TABLE = "--table" in args
NOBUGS = "--no-bugs" in args
JOBS = 2
if "--jobs" in args:
    k = args.index("--jobs")
    JOBS = int(args[k + 1])
    del args[k:k + 2]
args = [a for a in args if a not in ("--table", "--no-bugs")]
MIG = os.path.dirname(os.path.abspath(__file__))
PROGRAMS = ["acctint", "ctlbrk", "custexp", "datecall", "invmerge", "payroll", "stmtgen", "trnpost"]
WANT = [tuple((a + "/").split("/")[:2]) for a in args] or [(p, "") for p in PROGRAMS]


def sources(prog):
    d = os.path.join(MIG, prog)
    main = os.path.join(d, prog.upper() + ".cbl")
    subs = sorted(os.path.join(d, f) for f in os.listdir(d) if f.endswith(".cbl") and f != prog.upper() + ".cbl")
    return main, subs


def stated_interface(prog, tmp):
    main, subs = sources(prog)
    with open(os.path.join(MIG, prog, "interface.json")) as f:
        iface = json.load(f)
    p = subprocess.run([EQUIV, "migrate", main, *subs, "--interface", os.path.join(MIG, prog, "interface.json"),
                        "--statement", "--json"], capture_output=True, text=True, timeout=300)
    for inp in json.loads(p.stdout)["inputs"]:
        if inp["dd"] in iface["files"]:
            iface["files"][inp["dd"]].update({"printable": True, "always_present": True})
    path = os.path.join(tmp, prog + ".json")
    with open(path, "w") as f:
        json.dump(iface, f)
    return path


def migrate(prog, iface, lang, target, rounds, cwd):
    main, subs = sources(prog)
    p = subprocess.run([EQUIV, "migrate", main, *subs, "--interface", iface, f"--{lang}", target, "--json",
                        "--rounds", rounds, "--timeout", "120"], capture_output=True, text=True, cwd=cwd, timeout=900)
    try:
        return json.loads(p.stdout)
    except ValueError:
        return {"verdict": None, "stdout": p.stdout[:500], "stderr": p.stderr[:500], "status": p.returncode}


def proved(r):
    return (r.get("verdict") == "equivalent" and "by induction over the records" in (r.get("proof") or "")
            and any("printable" in a for a in r.get("assumptions") or []) and r.get("vacuous") is not True)


def replayed(r):
    return r.get("verdict") == "behaviour_changed" and "replayed" in ((r.get("counterexample") or {}).get("replay") or "")


def stop(r):
    """Where the proof stopped, from the unknown's reason."""
    why = r.get("reason") or ""
    k = why.find("the proof by induction over the records was not made")
    why = why[k:] if k >= 0 else why[-300:]
    why = why.replace("the proof by induction over the records was not made: ", "")
    if "it stopped at: " in why:
        why = why.split("it stopped at: ")[-1]
        why = why[:-1] if why.endswith(")") else why  # the "(it stopped at: ...)" around it
    why = re.sub(r"/[^ ]*/tests/migrate/", "", why)
    return why.strip()


def correct_target(prog, lang):
    if lang == "rust":
        return os.path.join(MIG, prog, "rust", "main.rs")
    d = os.path.join(MIG, prog, "java")
    return os.path.join(d, next(f for f in sorted(os.listdir(d)) if f.endswith(".java")))


def bug_targets(prog, lang):
    bd = os.path.join(MIG, prog, "bugs")
    out = []
    for f in sorted(os.listdir(bd)):
        if lang == "rust" and f.startswith("rust-") and f.endswith(".rs"):
            out.append((f, os.path.join(bd, f)))
        if lang == "java" and f.startswith("java-") and os.path.isdir(os.path.join(bd, f)):
            jd = os.path.join(bd, f)
            out.append((f, os.path.join(jd, next(g for g in sorted(os.listdir(jd)) if g.endswith(".java")))))
    return out


def job(prog, lang, label, target, iface, tmp):
    """One verdict: (line, table row or None, failed)."""
    correct = label is None
    r = migrate(prog, iface, lang, target, "20" if correct else "1", tmp)
    v = r.get("verdict")
    if correct:
        if proved(r):
            return f"{prog}/{lang}: equivalent ({r['proof'][:100]}): ok", (prog, lang, "equivalent", r["proof"]), 0
        if v == "unknown" and r.get("proof") is None and r.get("reason"):
            s = stop(r)
            return f"{prog}/{lang}: unknown (stops at: {s}): ok", (prog, lang, "unknown", s), 0
        return f"FAIL: {prog}/{lang}: " + json.dumps(r)[:1500], None, 1
    if (v == "unknown" and r.get("proof") is None and r.get("reason")) or replayed(r):
        return f"{prog}/bugs/{label} --rounds 1: {v}: ok", None, 0
    return f"FAIL: {prog}/bugs/{label} --rounds 1: " + json.dumps(r)[:1500], None, 1


fails = n = 0
rows = []
with tempfile.TemporaryDirectory() as tmp:
    jobs = []
    for prog, lang in WANT:
        iface = stated_interface(prog, tmp)
        for lg in ([lang] if lang else ["rust", "java"]):
            jobs.append((prog, lg, None, correct_target(prog, lg), iface, tmp))
            if not NOBUGS:
                jobs += [(prog, lg, label, t, iface, tmp) for label, t in bug_targets(prog, lg)]
    with concurrent.futures.ThreadPoolExecutor(JOBS) as ex:
        for line, row, failed in ex.map(lambda j: job(*j), jobs):
            n += 1
            fails += failed
            print(line, flush=True)
            if row:
                rows.append(row)
if TABLE:
    print("\n| program | translation | verdict | where the proof stops |\n|---|---|---|---|")
    for prog, lang, v, s in rows:
        print(f"| {prog.upper()} | {lang} | {v} | {s.replace('|', '/')} |")
print(f"{n - fails} passed, {fails} failed")
sys.exit(1 if fails else 0)
