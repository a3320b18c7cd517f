#!/usr/bin/env python3
"""tests/migrate/corpus.py EQUIV [LANG...] — equiv migrate over the migration corpus (issue 17): for
every program (tests/migrate/<prog>/ with data/), its correct Rust and Java translations must never
get behaviour_changed (this check proves nothing, so their verdict is unknown; a difference would be
a bug of the translation or of Equiv, to be looked at), and every seeded bug (bugs/rust-*.rs,
bugs/java-*/) is expected caught with a replayed input. Prints the table of verdicts and rounds;
fails on a behaviour_changed of a correct translation, on a counterexample that does not name a
difference, and on a seeded bug not caught unless the program's migrate-misses.txt lists it
(`<bug>: why the search does not reach it`), and on a listed bug that is caught (stale list).
Each caught bug's line says how equiv migrate's replay on cobc went (the same outcome as Equiv's
COBOL run, different — GnuCOBOL collates ASCII —, or not run: cobc lacks CEE3ABD, which four of the
programs call to abend); the last lines count caught bugs and listed misses per language.
Long tier. Java runs share one JVM (a difference is replayed in a JVM of its own), so Java gets as
many rounds as Rust."""
import json, os, subprocess, sys, time

EQUIV = os.path.abspath(sys.argv[1])
LANGS = sys.argv[2:] or ["rust", "java"]
HERE = os.path.dirname(os.path.abspath(__file__))
ROUNDS = {"rust": "3000", "java": "3000"}
failures = []
tally = {}  # lang -> [caught, listed misses, seeded bugs, cobc agreed with Equiv on the counterexample]


def migrate(d, prog, subs, lang, target):
    cmd = [EQUIV, "migrate", os.path.join(d, prog + ".cbl"), *subs, "--interface", os.path.join(d, "interface.json"),
           f"--{lang}", target, "--rounds", ROUNDS[lang], "--timeout", "240", "--json"]
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=900)
    if p.returncode != 0:
        return None, p.stderr.strip()
    return json.loads(p.stdout), None


t0 = time.time()
for name in sorted(os.listdir(HERE)):
    d = os.path.join(HERE, name)
    if not os.path.isdir(os.path.join(d, "data")):
        continue
    iface = json.load(open(os.path.join(d, "interface.json")))
    prog = iface["program"]
    subs = sorted(os.path.join(d, f) for f in os.listdir(d) if f.endswith(".cbl") and f != prog + ".cbl")
    misses = {}
    mp = os.path.join(d, "migrate-misses.txt")
    if os.path.exists(mp):
        for line in open(mp):
            if ":" in line and not line.startswith("#"):
                k, v = line.split(":", 1)
                misses[k.strip()] = v.strip()
    for lang in LANGS:
        targets = [("correct", os.path.join(d, "rust", "main.rs") if lang == "rust" else os.path.join(d, "java"))]
        bd = os.path.join(d, "bugs")
        for f in sorted(os.listdir(bd)):
            if lang == "rust" and f.startswith("rust-") and f.endswith(".rs"):
                targets.append((f[:-3], os.path.join(bd, f)))
            if lang == "java" and f.startswith("java-") and os.path.isdir(os.path.join(bd, f)):
                targets.append((f, os.path.join(bd, f)))
        for label, target in targets:
            r, err = migrate(d, prog, subs, lang, target)
            if r is None:
                failures.append(f"{name} {label}: {err}")
                print(f"{name:9} {label:34} ERROR {err}")
                continue
            v, tried = r["verdict"], r["tried"]
            line = f"{name:9} {label:34} {v:17} after {tried['inputs']:5} inputs, {tried['behaviours']:4} shapes, {r['seconds']:6.1f}s"
            if label == "correct":
                if v == "behaviour_changed":
                    failures.append(f"{name} {lang} correct translation: {r['counterexample']['difference']}")
                    line += "  FAIL: " + r["counterexample"]["difference"]
            elif v == "behaviour_changed":
                t = tally.setdefault(lang, [0, 0, 0, 0])
                t[0] += 1
                t[2] += 1
                if not r["counterexample"].get("difference"):
                    failures.append(f"{name} {label}: a counterexample without its difference")
                if label in misses:
                    failures.append(f"{name} {label}: caught, but migrate-misses.txt lists it")
                # the replay on cobc (informative: GnuCOBOL collates ASCII, and lacks CEE3ABD)
                native = r["counterexample"].get("native") or "no cobc replay"
                cobc = "cobc same" if "the same outcome as Equiv" in native else \
                    "cobc differs" if "differs from Equiv" in native else "cobc not run"
                t[3] += cobc == "cobc same"
                line += f"  [{cobc}] " + r["counterexample"]["difference"][:70]
            elif label in misses:
                t = tally.setdefault(lang, [0, 0, 0, 0])
                t[1] += 1
                t[2] += 1
                line += f"  (listed miss: {misses[label]})"
            else:
                tally.setdefault(lang, [0, 0, 0, 0])[2] += 1
                failures.append(f"{name} {label}: not caught ({r['reason'][:100]})")
                line += "  NOT CAUGHT"
            print(line, flush=True)
for lang, (caught, missed, bugs, same) in sorted(tally.items()):
    print(f"{lang}: {caught} of {bugs} seeded bugs caught ({same} replayed on cobc with Equiv's outcome), "
          f"{missed} listed misses")
print(f"migrate-corpus: {len(failures)} failure(s), {time.time() - t0:.0f}s")
for f in failures:
    print("FAIL:", f)
sys.exit(1 if failures else 0)
