#!/usr/bin/env bash
# tests/diff/budget.sh EQUIV — every function gets its time and memory budget, and one function's
# running out of it costs the others nothing (issue 19, item 4). budget/idct_{old,new}.c hold an
# 8x8 integer IDCT (the decoder's low-frequency path: thousands of merged cases) and three small
# functions. Checked: verdicts and reason codes; wall times only against generous upper bounds
# (the machine is shared): a budget of T seconds is honoured within 50% + 2 s per function.
set -u
EQUIV=${1:?usage: budget.sh EQUIV}
here=$(cd "$(dirname "$0")" && pwd)
exec python3 - "$EQUIV" "$here/budget" <<'PY'
import json, subprocess, sys, time
equiv, d = sys.argv[1:3]
old, new = f"{d}/idct_old.c", f"{d}/idct_new.c"
fails = []
def run(*extra):
    t0 = time.monotonic()
    p = subprocess.run([equiv, "diff", old, new, "--json", *extra], capture_output=True, text=True, timeout=600)
    el = time.monotonic() - t0
    if p.returncode != 0:
        fails.append(f"{extra}: exit {p.returncode}: {p.stderr.strip()[:300]}")
        return None, el
    return json.loads(p.stdout), el
def fn(j, name):
    return next((f for f in j["functions"] if f["name"] == name), None)
def small_ones(j, tag):
    # the other functions of the file get their own verdicts, whatever idct_block did
    for name, want in (("idct_1d", "equivalent"), ("clamp_byte", "equivalent"), ("add_sat", "behaviour_changed")):
        f = fn(j, name)
        if not f or f["verdict"] != want:
            fails.append(f"{tag}: {name}: {f and f['verdict']}, expected {want}")
    f = fn(j, "add_sat")
    if f and f["verdict"] == "behaviour_changed":
        cx = f["counterexample"]
        if not cx or cx["old"] == cx["new"]:
            fails.append(f"{tag}: add_sat: behaviour_changed without a replayed difference")
def within(f, budget, tag):
    slack = budget * 1.5 + 2
    if f["seconds"] > slack:
        fails.append(f"{tag}: {f['name']} took {f['seconds']} s for a budget of {budget} s (slack {slack} s)")

# 1. the IDCT pair as the issue ran it: --timeout 5, every function of the file
j, el = run("--timeout", "5", "--unroll", "64")
if j:
    small_ones(j, "--timeout 5")
    f = fn(j, "idct_block")
    if not f:
        fails.append("--timeout 5: no verdict for idct_block")
    else:
        within(f, 5, "--timeout 5")
        if f["verdict"] == "unknown" and f["reason_code"] not in ("timeout", "memory", "bound", "solver"):
            fails.append(f"--timeout 5: idct_block unknown with reason code {f['reason_code']}: {f['reason']}")
        if f["verdict"] == "equivalent":
            fails.append("WRONG EQUIVALENT: idct_block (the new version rounds differently)")
        if f["verdict"] == "behaviour_changed" and f["counterexample"]["old"] == f["counterexample"]["new"]:
            fails.append("idct_block: behaviour_changed without a replayed difference")
        print(f"idct_block --timeout 5: {f['verdict']} ({f['reason_code']}) in {f['seconds']} s")
    if el > 4 * (5 * 1.5 + 2):
        fails.append(f"--timeout 5: the run took {el:.1f} s for 4 functions")

# 2. a small --memory cap: the IDCT needs more, so its verdict is the memory-limit unknown; the
#    next functions are still compared
j, el = run("--timeout", "20", "--unroll", "64", "--memory", "16")
if j:
    if j["inputs"]["options"].get("memory") != 16:
        fails.append(f"--memory 16: options.memory is {j['inputs']['options'].get('memory')}")
    small_ones(j, "--memory 16")
    f = fn(j, "idct_block")
    if not f or f["verdict"] != "unknown" or f["reason_code"] != "memory" \
            or not f["reason"].startswith("memory limit of 16 MiB reached in "):
        fails.append(f"--memory 16: idct_block: {f and (f['verdict'], f['reason_code'], f['reason'])}")
    else:
        print(f"idct_block --memory 16: {f['reason']} in {f['seconds']} s")

# 3. a short --timeout, honoured within the stated slack
j, el = run("--timeout", "2", "--unroll", "64", "--function", "idct_block")
if j:
    f = fn(j, "idct_block")
    if not f:
        fails.append("--timeout 2: no verdict")
    else:
        within(f, 2, "--timeout 2")
        if f["verdict"] != "unknown" or f["reason_code"] not in ("timeout", "memory"):
            fails.append(f"--timeout 2: idct_block: {f['verdict']} ({f['reason_code']}): {f['reason']}")
        print(f"idct_block --timeout 2: {f['verdict']} ({f['reason_code']}) in {f['seconds']} s")

# 4. a wrong --memory is a one-line usage error, exit 1
for bad in ("0", "12", "lots", "-5"):
    p = subprocess.run([equiv, "diff", old, new, "--memory", bad], capture_output=True, text=True, timeout=60)
    lines = p.stderr.strip().splitlines()
    if p.returncode != 1 or not lines or "--memory" not in lines[0]:
        fails.append(f"--memory {bad}: exit {p.returncode}, stderr {p.stderr.strip()[:200]!r}")

for x in fails: print("FAIL", x)
print(f"budget: {len(fails)} failures")
sys.exit(1 if fails else 0)
PY
