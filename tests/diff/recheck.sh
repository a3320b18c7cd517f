#!/usr/bin/env bash
# tests/diff/recheck.sh — `equiv diff --recheck --evidence DIR` on a subset of the change pairs (those
# with solver obligations that run in well under a second): every obligation in DIR/<fn>/log.tsv must
# have cvc5's agreement in DIR/<fn>/recheck.tsv, the verdict must still be the expected one, and each
# evidence file re-run by hand with the `z3` and `cvc5` binaries must give the answer log.tsv records.
# Usage: recheck.sh EQUIV [PAIR...]
set -u
EQUIV=${1:?usage: recheck.sh EQUIV [PAIR...]}
shift
here=$(cd "$(dirname "$0")" && pwd)
for b in z3 cvc5; do command -v $b >/dev/null || { echo "recheck: $b not found"; exit 77; }; done
if [ $# -eq 0 ]; then
  set -- abs-ternary eq-demorgan eq-div-pow2-unsigned eq-extract-helper eq-for-to-while eq-fp-unit-interval \
    eq-mul2-add eq-mul8-shift eq-sign eq-switch-if eq-table-lookup eq-uabs loop-bounded-rewrite \
    loop-unbounded-rewrite shift-for-mul-unsigned switch-to-table array-bounds-fix div-zero-guard \
    shift-range-fix ub-abs-intmin ub-intmin-div ub-pack-shift bc-loop-off-by-one
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
exec python3 - "$EQUIV" "$here/pairs" "$tmp" "$@" <<'PY'
import json, os, subprocess, sys
equiv, pairs, tmp, names = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]
fails, total, agreed, reran, unanswered = [], 0, 0, 0, 0
def rerun(prog, path):
    try:
        p = subprocess.run([prog, path], capture_output=True, text=True, timeout=120)
    except subprocess.TimeoutExpired:
        return "timeout"
    return (p.stdout.strip().splitlines() or ["(nothing)"])[0]
for name in names:
    d = os.path.join(pairs, name)
    ev = os.path.join(tmp, name)
    want = {}
    for ln in open(os.path.join(d, "expect")):
        if ln.startswith("function "):
            _, fn, v = ln.split()
            want[fn] = v
    p = subprocess.run([equiv, "diff", os.path.join(d, "old.c"), os.path.join(d, "new.c"), "--json", "--recheck",
                        "--evidence", ev, "--timeout", "30"], capture_output=True, text=True, timeout=600)
    if p.returncode != 0:
        fails.append(f"{name}: equiv diff exited {p.returncode}: {p.stderr[:200]}"); continue
    for f in json.loads(p.stdout)["functions"]:
        fn = f["name"]
        if fn in want and f["verdict"] != want[fn]:
            fails.append(f"{name}/{fn}: with --recheck the verdict is {f['verdict']} ({f['reason']}), expected {want[fn]}")
        fd = os.path.join(ev, fn)
        log = [l.rstrip("\n").split("\t") for l in open(os.path.join(fd, "log.tsv"))] if os.path.exists(os.path.join(fd, "log.tsv")) else []
        rc = {l.split("\t")[0]: l.rstrip("\n").split("\t") for l in open(os.path.join(fd, "recheck.tsv"))} if os.path.exists(os.path.join(fd, "recheck.tsv")) else {}
        if f["obligations"] and not log:
            fails.append(f"{name}/{fn}: {f['obligations']} obligations but no evidence log")
        for q, z3ans, *_ in log:
            total += 1
            r = rc.get(q)
            # an obligation z3 left unknown (a time limit: under the sanitizers an induction attempt's
            # share of the budget can run out) records no answer, so there is nothing for cvc5 to
            # confirm; the verdict above is still checked, and an unknown never proves anything
            if z3ans == "unknown":
                if r and r[2] not in ("cvc5 not asked",):
                    fails.append(f"{name}/{fn}/{q}: z3 unknown, yet cvc5's opinion is recorded as {r[2]}")
                unanswered += 1
                continue
            if not r or r[2] != "cvc5 agreed":
                fails.append(f"{name}/{fn}/{q}: z3 {z3ans}, cvc5 {'no line' if not r else r[2]}"); continue
            agreed += 1
            path = os.path.join(fd, q)
            for prog in ("z3", "cvc5"):
                got = rerun(prog, path)
                reran += 1
                if got != z3ans:
                    fails.append(f"{name}/{fn}/{q}: recorded {z3ans}, `{prog} {q}` by hand says {got}")
print(f"recheck: {len(names)} pairs, {total} obligations, cvc5 agreed on {agreed}, {unanswered} left unknown by z3, {reran} hand re-runs")
for f in fails: print("FAIL:", f)
sys.exit(1 if fails or total == 0 else 0)
PY
