#!/usr/bin/env python3
"""tests/ts/pairs.py EQUIV — `equiv diff` on TypeScript change pairs (tests/ts/pairs/NAME/{old.ts,
new.ts,expect}), each verdict checked on node. expect: lines 'function NAME VERDICT' written from
ECMA-262 (the pair's comment cites the rule), '# reason: WORDS' after an unknown. TypeScript has no
symbolic executor yet, so `equivalent` is never right here; a true refactoring is expected
`unknown` — its wrong twin is a behaviour_changed, which must name an input on which node runs the
two versions differently: each counterexample is run by node (tests/ts/node_run.js, the pinned
typescript's transpileModule) on both files, and node's two outcomes (output, returned value or
uncaught exception) must differ and each equal `equiv ts run`'s on that input.
A pair whose expect has the line '# suite: long' runs only with --all (suite 'long'): each costs
several front-end and node runs.

usage: pairs.py EQUIV [--all]"""
import base64, json, math, os, struct, subprocess, sys

HERE = os.path.dirname(os.path.abspath(__file__))
EQUIV = sys.argv[1]
ALL = "--all" in sys.argv[2:]
fails = 0


def fail(msg):
    global fails
    fails += 1
    print("FAIL " + msg)


def literal(v):
    """A counterexample value (docs/verdict-json.md) as an argument literal of `equiv ts run`."""
    t = v["type"]
    if t == "float":
        d = struct.unpack("<d", struct.pack("<Q", int(v["bits"], 16)))[0]
        if math.isnan(d):
            return "NaN"
        if math.isinf(d):
            return "Infinity" if d > 0 else "-Infinity"
        if d == 0 and math.copysign(1, d) < 0:
            return "-0"
        return repr(d)
    if t == "bool":
        return "true" if v["value"] else "false"
    if t == "bytes":
        return json.dumps(v["value"].encode("latin-1").decode("utf-8"), ensure_ascii=False)
    if t == "agg":
        return "[" + ", ".join(literal(x) for x in v["items"]) + "]"
    raise ValueError(f"value of type {t}")


def node_run(path, fn, args):
    p = subprocess.run(["node", os.path.join(HERE, "node_run.js"), path], input=json.dumps({"fn": fn, "args": args}) + "\n",
                       capture_output=True, text=True, timeout=120)
    if p.returncode != 0:
        return None
    r = json.loads(p.stdout.splitlines()[0])
    return base64.b64decode(r["stdout"]), base64.b64decode(r["stderr"]) + (r["end"] + "\n").encode("utf-8", "surrogatepass")


def equiv_run(path, fn, args):
    cmd = [EQUIV, "ts", "run", path, "--function", fn] + (["--args", args] if args else [])
    p = subprocess.run(cmd, capture_output=True, timeout=120)
    return p.stdout, p.stderr


npairs = nverdicts = 0
for name in sorted(os.listdir(os.path.join(HERE, "pairs"))):
    d = os.path.join(HERE, "pairs", name)
    want, reasons, last = {}, {}, None
    if not ALL and "# suite: long" in open(os.path.join(d, "expect")).read().splitlines():
        continue
    for line in open(os.path.join(d, "expect")):
        w = line.split()
        if len(w) == 3 and w[0] == "function":
            want[w[1]] = w[2]
            last = w[1]
        elif line.startswith("# reason:") and last:
            reasons[last] = line[len("# reason:"):].strip().lower()
    old, new = os.path.join(d, "old.ts"), os.path.join(d, "new.ts")
    p = subprocess.run([EQUIV, "diff", old, new, "--all", "--json", "--timeout", "10"], capture_output=True, text=True,
                       timeout=600)
    if p.returncode not in (0, 1):
        fail(f"{name}: exit {p.returncode}: {p.stderr.strip()[-300:]}")
        continue
    npairs += 1
    got = {f["name"]: f for f in json.loads(p.stdout)["functions"]}
    for fn, v in want.items():
        nverdicts += 1
        f = got.get(fn)
        if not f:
            fail(f"{name}/{fn}: no verdict")
            continue
        if f["verdict"] == "equivalent":
            fail(f"{name}/{fn}: equivalent, which no check of TypeScript can show yet (a WRONG verdict)")
            continue
        if f["verdict"] != v:
            fail(f"{name}/{fn}: {f['verdict']} ({f.get('reason')}), expected {v}")
            continue
        if v == "unknown":
            if reasons.get(fn) and reasons[fn] not in (f.get("reason") or "").lower():
                fail(f"{name}/{fn}: reason {f.get('reason')!r} lacks {reasons[fn]!r}")
            else:
                print(f"ok   {name}/{fn}: unknown ({f.get('reason')})")
            continue
        args = ", ".join(literal(i["value"]) for i in f["counterexample"]["inputs"])
        no, nn = node_run(old, fn, args), node_run(new, fn, args)
        if no is None or nn is None:
            fail(f"{name}/{fn}: node could not run ({args})")
        elif no == nn:
            fail(f"{name}/{fn}: node runs both versions the same on ({args}): not a difference")
        elif equiv_run(old, fn, args) != no or equiv_run(new, fn, args) != nn:
            fail(f"{name}/{fn}: equiv ts run and node disagree on ({args})")
        else:
            print(f"ok   {name}/{fn}: behaviour_changed on ({args}), replayed on node")
print(f"ts-pairs: {npairs} pairs, {nverdicts} verdicts, {fails} failures")
sys.exit(1 if fails or not nverdicts else 0)
