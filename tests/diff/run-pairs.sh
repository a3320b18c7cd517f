#!/usr/bin/env bash
# tests/diff/run-pairs.sh — runs `equiv diff --all --json` on every change pair under tests/diff/pairs
# (format in README.md), fails on any verdict other than the expected one (a wrong `equivalent`
# loudly), replays every counterexample with `equiv c run` on both files, and lists each unknown.
# An unknown that is not listed is retried once with --timeout 30 (EQUIV_RETRY_TIMEOUT) before it
# fails the run, so that a slow or busy machine does not turn a decided pair into a failure.
# Usage: run-pairs.sh EQUIV [PAIR-DIR...]   (EQUIV_DIFF_ARGS adds options, e.g. --recheck;
# EQUIV_SHARD=K/N runs every N-th pair from the K-th; EQUIV_LONG_PAIRS=skip|also, see below)
set -u
EQUIV=${1:?usage: run-pairs.sh EQUIV [PAIR-DIR...]}
shift
here=$(cd "$(dirname "$0")" && pwd)
if [ $# -eq 0 ]; then set -- "$here"/pairs/*/; fi
exec python3 - "$EQUIV" "$@" <<'PY'
import json, os, struct, subprocess, sys
equiv, dirs = sys.argv[1], sys.argv[2:]
extra = os.environ.get("EQUIV_DIFF_ARGS", "").split()
# EQUIV_SHARD=K/N: only every N-th pair from the K-th, in name order (the default suite runs one
# half under the sanitizers, the long suite the other; together every pair)
shard_k, shard_n = (int(x) for x in os.environ.get("EQUIV_SHARD", "0/1").split("/"))
all_dirs = dirs
# EQUIV_LONG_PAIRS: "skip" leaves out the pairs whose expect has a line "# long" (several seconds
# each: the default suite's time), "also" runs them besides the shard (the long suite); unset: every
# pair is sharded alike
long_mode = os.environ.get("EQUIV_LONG_PAIRS", "")
def is_long(d):
    try:
        return any(ln.strip() == "# long" for ln in open(os.path.join(d, "expect")))
    except OSError:
        return False
longs = [d for d in sorted(dirs) if long_mode and is_long(d)]
dirs = [d for i, d in enumerate(d for d in sorted(dirs) if d not in longs) if i % shard_n == shard_k]
if long_mode == "also":
    dirs += longs
fails, unknowns, counts = [], [], {}
# Unknowns we know of (QuickJS's test262_errors.txt): "PAIR/FUNCTION  reason" per line. The list only
# shrinks: an unknown that is not on it fails the run; a listed entry that now gets its verdict is
# reported so it can be removed.
known = {}
kpath = os.path.join(os.path.dirname(os.path.abspath(all_dirs[0].rstrip("/"))), "..", "known-unknowns.txt") if all_dirs else ""
if kpath and os.path.exists(kpath):
    for ln in open(kpath):
        ln = ln.strip()
        if ln and not ln.startswith("#"):
            key, _, why = ln.partition(" ")
            known[key] = why.strip()
settled = []
def arg_text(v):
    if v["type"] == "agg":  # an array for a pointer parameter: `equiv c run --args [x,y,...]`
        return "[" + ",".join(arg_text(x) for x in v["items"]) + "]"
    if v["type"] == "float":
        b = int(v["bits"], 16)
        x = struct.unpack("<d", struct.pack("<Q", b))[0] if v["width"] == 64 else struct.unpack("<f", struct.pack("<I", b))[0]
        return repr(x)
    if v["type"] == "bool":
        return "1" if v["value"] else "0"
    return v["value"]
def strip(b):
    b = dict(b); b.pop("output", None); return b
for d in dirs:
    d = d.rstrip("/")
    name = os.path.basename(d)
    exp, accept, reasons, cur = {}, set(), {}, None
    try:
        lines = open(os.path.join(d, "expect")).read().splitlines()
    except OSError:
        fails.append(f"{name}: no expect file"); continue
    for ln in lines:
        ln = ln.strip()
        if ln.startswith("function "):
            parts = ln.split()
            if len(parts) != 3:
                fails.append(f"{name}: bad expect line '{ln}'"); continue
            cur = parts[1]; exp[cur] = parts[2]
        elif ln == "# accept-unknown" and cur:
            accept.add(cur)
        elif ln.startswith("# reason:") and cur:
            reasons[cur] = ln[len("# reason:"):].strip().lower()
    old, new = os.path.join(d, "old.c"), os.path.join(d, "new.c")
    cmd = [equiv, "diff", old, new, "--json"] + extra
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=int(os.environ.get("EQUIV_PAIR_TIMEOUT", "600")))
    except subprocess.TimeoutExpired:
        print(f"{name}: equiv diff did not finish within the runner's time limit", flush=True)
        for fn, want in exp.items():
            counts["unknown"] = counts.get("unknown", 0) + 1
            unknowns.append(f"{name}/{fn}: unknown (runner time limit)  [expected {want}]")
            if want != "unknown" and fn not in accept and f"{name}/{fn}" not in known:
                fails.append(f"{name}/{fn}: expected {want}, equiv diff did not finish within the time limit")
        continue
    if p.returncode != 0:
        fails.append(f"{name}: equiv diff exited {p.returncode}: {p.stderr.strip()[:300]}"); continue
    got = {f["name"]: f for f in json.loads(p.stdout)["functions"]}
    for fn, want in exp.items():
        f = got.get(fn)
        starved = (f and f["verdict"] == "unknown" and want == "unknown" and reasons.get(fn)
                   and reasons[fn] not in (f["reason"] or "").lower() and "time limit" in (f["reason"] or "").lower())
        if (f and f["verdict"] == "unknown" and want != "unknown" and fn not in accept and f"{name}/{fn}" not in known) or starved:
            # A verdict that needs most of the budget on one machine may miss it on a slower or
            # busier one (CI, make check beside a build). Such an unknown is retried once with
            # three times the budget; only the retried verdict counts, and the retry is reported.
            # So is an expected unknown whose expected reason (a bound met) the solver's time
            # limit came before (loop-printf/print_all_more under ASan at load 20).
            t = int(os.environ.get("EQUIV_RETRY_TIMEOUT", "30"))
            q = subprocess.run([equiv, "diff", old, new, "--json", "--function", fn, "--timeout", str(t)],
                               capture_output=True, text=True, timeout=600)
            if q.returncode == 0:
                g = json.loads(q.stdout)["functions"][0]
                print(f"{name}/{fn}: unknown within the budget ({f['reason']}); retried with --timeout {t}: {g['verdict']}", flush=True)
                f = g
        if f is None:
            fails.append(f"{name}: function {fn} not reported"); continue
        v = f["verdict"]
        print(f"{name}/{fn}: {v} ({f['seconds']}s){' — ' + f['reason'] if f['reason'] else ''}", flush=True)
        counts[v] = counts.get(v, 0) + 1
        if v == "unknown":
            unknowns.append(f"{name}/{fn}: unknown ({f['reason']})  [expected {want}]")
            if want == "unknown":
                r = reasons.get(fn)
                if r and r not in (f["reason"] or "").lower():
                    fails.append(f"{name}/{fn}: unknown reason '{f['reason']}' lacks '{r}'")
            elif fn not in accept and f"{name}/{fn}" not in known:
                fails.append(f"{name}/{fn}: expected {want}, got unknown ({f['reason']}) — not in known-unknowns.txt")
        elif v != want:
            loud = "WRONG EQUIVALENT — " if v == "equivalent" else ""
            fails.append(f"{loud}{name}/{fn}: expected {want}, got {v} ({f['reason']})")
        if v == want and v != "unknown" and f"{name}/{fn}" in known:
            settled.append(f"{name}/{fn}")
        cx = f.get("counterexample")
        if cx:
            ins = cx["inputs"]
            stdin_args = []
            if fn == "main" and ins and ins[-1]["name"] == "stdin" and ins[-1]["value"]["type"] == "bytes":
                # a whole program's standard input: a file for --stdin, one byte per code point
                sp = "/tmp/equiv-stdin-%d-%s" % (os.getpid(), name)
                open(sp, "wb").write(bytes(ord(ch) for ch in ins[-1]["value"]["value"]))
                stdin_args = [b"--stdin", sp.encode()]
                ins = ins[:-1]
            if not ins:
                args, run_args = "", []
            elif fn == "main" and len(ins) == 2 and ins[1]["value"]["type"] == "agg":
                # main(argc, argv): each string as one --argv (its bytes as JSON gives them, one
                # code point per byte), and --argc where argc counts strings not given
                strs = [bytes(ord(ch) for ch in x["value"]) for x in ins[1]["value"]["items"]]
                args = " ".join(repr(x) for x in strs)
                run_args = [a for x in strs for a in (b"--argv", x)]
                if int(ins[0]["value"]["value"]) > len(strs):
                    run_args += [b"--argc", ins[0]["value"]["value"].encode()]
            else:
                # a function's globals on entry ("state": docs/equiv-diff.md, "Globals") by name: the
                # check compares only those its versions reach, so their places differ per version
                params = [i for i in ins if not i.get("state")]
                state = [i for i in ins if i.get("state")]
                args = ",".join(arg_text(i["value"]) for i in ins)
                run_args = [b"--args", ",".join(arg_text(i["value"]) for i in params).encode()] if params else []
                for i in state:
                    if i["name"] == "program start":
                        run_args += [b"--program-start", arg_text(i["value"]).encode()]
                    else:
                        run_args += [b"--global", (i["name"][len("global "):] + "=" + arg_text(i["value"])).encode()]
            for side, path in (("old", old), ("new", new)):
                q = subprocess.run([equiv.encode(), b"c", b"run", path.encode(), b"--function", fn.encode()] + run_args +
                                   stdin_args + [b"--json"], capture_output=True, timeout=600)
                q = subprocess.CompletedProcess(q.args, q.returncode, q.stdout.decode("utf-8", "replace"),
                                                q.stderr.decode("utf-8", "replace"))
                try:
                    beh = json.loads(q.stdout)
                except ValueError:
                    fails.append(f"{name}/{fn}: replay on {side} printed no JSON: {q.stderr[:200]}"); continue
                if strip(beh) != strip(cx[side]):
                    fails.append(f"{name}/{fn}: counterexample ({args}) does not replay on {side}: "
                                 f"reported {cx[side]}, c run gives {beh}")
            if stdin_args: os.unlink(stdin_args[1].decode())
        elif v in ("behaviour_changed", "changed_only_where_old_unsafe"):
            fails.append(f"{name}/{fn}: {v} without a counterexample")
print("verdicts:", ", ".join(f"{k} {n}" for k, n in sorted(counts.items())))
for u in unknowns: print("unknown:", u)
for k in settled: print("settled (remove from known-unknowns.txt):", k)
for f in fails: print("FAIL:", f)
print(f"{len(dirs)} pairs, {len(fails)} failures")
sys.exit(1 if fails else 0)
PY
