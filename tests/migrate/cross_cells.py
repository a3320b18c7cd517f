#!/usr/bin/env python3
"""tests/migrate/cross_cells.py EQUIV — the record induction's candidates across differently named
cells (issue 17 (c), rel/verdict.c), in the default suite: two COBOL change pairs whose proof rests
on them (an accumulator renamed; a counter and a sum renamed and made COMP-3, as a translation
changes them) must stay `equivalent` with the cross pair in the proof, and a wrong twin (the renamed
counter widened, different past 99,999 records, beyond every bound) must never be. The pairs are in
tests/diff/cobol-pairs, where the long suite also runs them against cobc."""
import json, os, subprocess, sys

EQUIV = sys.argv[1]
PAIRS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "diff", "cobol-pairs")
CASES = [("eq-rename-accumulator", "equivalent", ["WS-COUNT (old) = WS-RECS (new)", "files of any length"]),
         ("eq-rename-usage-changed", "equivalent", ["WS-COUNT (old) = WS-RECS (new)", "WS-SUM (old) = WS-TOT (new)"]),
         ("un-rename-counter-widened", "unknown", ["bound"])]
failed = 0
for name, want, words in CASES:
    d = os.path.join(PAIRS, name)
    p = subprocess.run([EQUIV, "diff", os.path.join(d, "old.cbl"), os.path.join(d, "new.cbl"), "--json"],
                       capture_output=True, text=True, timeout=600)
    try:
        v = json.loads(p.stdout)["functions"][0]
    except (ValueError, KeyError, IndexError):
        print(f"FAIL {name}: no verdict (exit {p.returncode}): {p.stdout[:200]} {p.stderr[:200]}")
        failed += 1
        continue
    text = " ".join(str(v.get(k) or "") for k in ("proof", "reason")) + " " + " ".join(v.get("assumptions") or [])
    missing = [w for w in words if w not in text]
    if v.get("verdict") != want or missing:
        print(f"FAIL {name}: {v.get('verdict')} (want {want}), missing {missing}: {text[:400]}")
        failed += 1
    else:
        print(f"ok {name}: {want}")
sys.exit(1 if failed else 0)
