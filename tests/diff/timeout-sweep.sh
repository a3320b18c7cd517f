#!/usr/bin/env bash
# tests/diff/timeout-sweep.sh EQUIV [inject|budgets] — the change pairs with checks cut short:
# a verdict whose checks ran out of time must come out `unknown`, never `equivalent` where the
# expected verdict is another (the only verdict that is not replayed; a check that timed out once
# left its obligation asserted and turned the following checks into a wrong `equivalent`).
#   inject   (make check) for every pair whose expected verdict is not `equivalent`, the N-th
#            check of each function answers unknown (EQUIV_TEST_UNKNOWN_CHECK=N, N = 1, 2 or 5 in
#            turn by the pair's place in the sorted list; every fourth pair only, for CI's time):
#            deterministic, the paths a timeout takes in the three obligations and in induction
#   inject-all (suite long) the same for N = 1..8
#   budgets  (suite long) every pair under --timeout 0.15, 0.3 and 0.5 seconds
set -u
EQUIV=${1:?usage: timeout-sweep.sh EQUIV [inject|budgets]}
mode=${2:-inject}
here=$(cd "$(dirname "$0")" && pwd)
exec python3 - "$EQUIV" "$here/pairs" "$mode" <<'PY'
import json, os, subprocess, sys
equiv, pairs, mode = sys.argv[1:4]
fails, runs = [], 0
def run(d, name, exp, extra, env, tag):
    global runs
    p = subprocess.run([equiv, "diff", os.path.join(d, "old.c"), os.path.join(d, "new.c"), "--json"] + extra,
                       capture_output=True, text=True, timeout=300, env=env)
    runs += 1
    if p.returncode != 0:
        fails.append(f"{name} {tag}: exit {p.returncode}: {p.stderr.strip()[:200]}"); return
    for f in json.loads(p.stdout)["functions"]:
        want = exp.get(f["name"])
        if want and f["verdict"] not in ("unknown", want):
            loud = "WRONG EQUIVALENT — " if f["verdict"] == "equivalent" else ""
            fails.append(f"{loud}{name}/{f['name']} {tag}: {f['verdict']}, expected {want}")
for index, name in enumerate(sorted(os.listdir(pairs))):
    d = os.path.join(pairs, name)
    try:
        exp = {l.split()[1]: l.split()[2] for l in open(os.path.join(d, "expect")) if l.startswith("function ")}
    except OSError:
        continue
    if mode.startswith("inject"):
        if all(v == "equivalent" for v in exp.values()): continue
        if mode == "inject" and index % 16: continue  # CI time: every sixteenth pair (all in inject-all)
        for n in (range(1, 9) if mode == "inject-all" else ((1, 2, 5)[index // 2 % 3],)):
            run(d, name, exp, ["--timeout", "30"], dict(os.environ, EQUIV_TEST_UNKNOWN_CHECK=str(n)), f"(check {n} unknown)")
    else:
        for t in ("0.15", "0.3", "0.5"):
            run(d, name, exp, ["--timeout", t], None, f"--timeout {t}")
for x in fails: print("FAIL", x)
print(f"timeout-sweep ({mode}): {runs} runs, {len(fails)} failures")
sys.exit(1 if fails else 0)
PY
