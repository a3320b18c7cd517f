#!/usr/bin/env python3
"""tests/ts/pairs.py EQUIV [--all] [--shard=K/N] [--only=NAME,...] [NAME...] — `equiv diff` on TypeScript change pairs (tests/ts/pairs/NAME/
{old.ts,new.ts,expect}; with --shard, the pairs whose index is K modulo N), each verdict checked on
node. expect: lines 'function NAME VERDICT' written from ECMA-262 (the pair's comment cites the
rule), '# reason: WORDS' after an unknown. Each refactoring has a wrong twin (another pair, or
another function) that the checks must tell apart:
- a behaviour_changed names an input on which node runs the two versions differently: each
  counterexample is run by node (tests/ts/node_run.js, the pinned typescript's transpileModule) on
  both files, and node's two outcomes (output, returned value or uncaught exception) must differ
  and each equal `equiv ts run`'s on that input;
- an equivalent is sampled on node: both files run on inputs where ECMAScript's rules turn (-0,
  NaN, the infinities, 2^31, 2^32, 2^53, halves; empty strings, surrogate pairs and lone
  surrogates; empty arrays and NaN elements) and random ones, within the bounds the verdict states
  (strings and arrays of at most 8 units or elements), and must give the same outcome on each; a
  pair whose functions loop as many times as a number says ('# sample-max: K' in expect) is
  sampled on numbers of magnitude at most K (and NaN), which node runs in time;
- '# any-length' in expect: each equivalent must state no assumption (proved for strings and
  arrays of every length, by induction over the loop), and is sampled on node on strings and
  arrays of up to 40 units or elements too;
- '# bounded' in expect: a wrong twin that differs only past the bound of 8: each equivalent must
  state that bound (never proved for every length), and node must run the versions differently
  on some of 48 longer inputs;
- '# timeout: N' in expect: equiv diff's --timeout (seconds per function, 10 by default) for a
  pair whose inductions need more under a loaded machine or the sanitizers."""
import base64, json, math, os, random, re, struct, subprocess, sys

HERE = os.path.dirname(os.path.abspath(__file__))
EQUIV = sys.argv[1]
ALL = "--all" in sys.argv[2:]
SHARDS = [tuple(int(x) for x in a.split("=", 1)[1].split("/")) for a in sys.argv[2:] if a.startswith("--shard=")]
# --only=A,B or pair names: just those pairs (whatever their suite), for working on a few
ONLY = [n for a in sys.argv[2:] if a.startswith("--only=") for n in a.split("=", 1)[1].split(",")] + \
       [a for a in sys.argv[2:] if not a.startswith("--")]
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
        # WTF-8: a lone surrogate as its 3 bytes, written as a \u escape both sides read
        return json.dumps(v["value"].encode("latin-1").decode("utf-8", "surrogatepass"), ensure_ascii=True)
    if t == "agg":
        return "[" + ", ".join(literal(x) for x in v["items"]) + "]"
    raise ValueError(f"value of type {t}")


def node_runs(path, fn, argss):
    """node's outcomes of fn on each argument list of argss (one node process), or None."""
    calls = "".join(json.dumps({"fn": fn, "args": a}) + "\n" for a in argss)
    p = subprocess.run(["node", os.path.join(HERE, "node_run.js"), path], input=calls, capture_output=True, text=True,
                       timeout=300)
    if p.returncode != 0:
        return None
    out = []
    for line in p.stdout.splitlines():
        r = json.loads(line)
        out.append((base64.b64decode(r["stdout"]),
                    base64.b64decode(r["stderr"]) + (r["end"] + "\n").encode("utf-8", "surrogatepass")))
    return out if len(out) == len(argss) else None


def node_run(path, fn, args):
    r = node_runs(path, fn, [args])
    return r[0] if r else None


# sample values where ECMAScript's rules turn, as argument literals (within the stated bounds)
NUMS = ["0", "-0", "1", "-1", "0.5", "-0.5", "1.5", "2.5", "-2.5", "0.1", "3", "7", "-3", "1e16", "2147483647",
        "2147483648", "-2147483649", "4294967296", "4294967297", "9007199254740993", "NaN", "Infinity", "-Infinity",
        "5e-324", "1.7976931348623157e308", "0.49999999999999994", "123.456", "-0.0001"]
STRS = ['""', '"a"', '"ab"', '"xab"', '"abc"', '"\\u{1F600}"', '"a\\ud800"', '"\\udc00x"', '"\\ud83d\\ude00b"',
        '"hello"', '"AbC"', '" "', '"\\u00e9t\\u00e9"']


def small(x, k):
    try:
        return x == "NaN" or abs(float(x)) <= k
    except ValueError:
        return False


# pieces of a long string (a JavaScript literal's text): letters, a space, a 2-byte character, a
# surrogate pair and a lone surrogate
PIECES = ["a", "b", "x", " ", "\\u00e9", "\\ud83d\\ude00", "\\ud800"]


def sample(kind, rng, k=None, long=False):
    if kind == "number":
        if k is not None:
            return rng.choice([x for x in NUMS if small(x, k)]) if rng.random() < 0.7 else repr(rng.uniform(-k, k))
        return rng.choice(NUMS) if rng.random() < 0.7 else repr(rng.uniform(-1e6, 1e6))
    if kind == "boolean":
        return rng.choice(["true", "false"])
    if kind == "string":
        if long and rng.random() < 0.5:
            return '"' + "".join(rng.choice(PIECES) for _ in range(rng.randint(9, 40))) + '"'
        return rng.choice(STRS)
    if kind.endswith("[]"):
        n = rng.randint(0, 40 if long and rng.random() < 0.5 else 6)
        return "[" + ", ".join(sample(kind[:-2], rng, k) for _ in range(n)) + "]"
    raise ValueError(kind)


def params(path, fn):
    src = open(path, encoding="utf-8").read()
    m = re.search(r"function\s+" + re.escape(fn) + r"\s*\(([^)]*)\)", src)
    return [p.split(":", 1)[1].strip() for p in m.group(1).split(",") if p.strip()] if m else None


def sample_equal(old, new, fn, n=24, k=None, long=False):
    """Runs both versions on node on n sampled inputs: None when they agree, else the input."""
    kinds = params(old, fn)
    if kinds is None or kinds != params(new, fn):
        return "(no signature to sample)"
    rng = random.Random(fn)
    argss = [", ".join(sample(t, rng, k, long) for t in kinds) for _ in range(n)]
    ro, rn = node_runs(old, fn, argss), node_runs(new, fn, argss)
    if ro is None or rn is None:
        return "(node could not run)"
    for a, x, y in zip(argss, ro, rn):
        if x != y:
            return a
    return None


def equiv_run(path, fn, args):
    cmd = [EQUIV, "ts", "run", path, "--function", fn] + (["--args", args] if args else [])
    p = subprocess.run(cmd, capture_output=True, timeout=120)
    return p.stdout, p.stderr


npairs = nverdicts = 0
for index, name in enumerate(sorted(os.listdir(os.path.join(HERE, "pairs")))):
    if (SHARDS and not any(index % n == k for k, n in SHARDS)) or (ONLY and name not in ONLY):
        continue
    d = os.path.join(HERE, "pairs", name)
    want, reasons, last, smax, anylen, bounded, tmo = {}, {}, None, None, False, False, "10"
    if not ALL and not ONLY and "# suite: long" in open(os.path.join(d, "expect")).read().splitlines():
        continue
    for line in open(os.path.join(d, "expect")):
        w = line.split()
        if len(w) == 3 and w[0] == "function":
            want[w[1]] = w[2]
            last = w[1]
        elif line.strip() == "# any-length":
            anylen = True
        elif line.strip() == "# bounded":
            bounded = True
        elif line.startswith("# timeout:"):
            tmo = line.split(":", 1)[1].strip()
        elif line.startswith("# sample-max:"):
            smax = float(line.split(":", 1)[1])
        elif line.startswith("# reason:") and last:
            reasons[last] = line[len("# reason:"):].strip().lower()
    old, new = os.path.join(d, "old.ts"), os.path.join(d, "new.ts")
    p = subprocess.run([EQUIV, "diff", old, new, "--all", "--json", "--timeout", tmo], capture_output=True, text=True,
                       timeout=600 + 10 * float(tmo))
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
        if f["verdict"] != v:
            fail(f"{name}/{fn}: {f['verdict']} ({f.get('reason')}), expected {v}")
            continue
        if v == "equivalent" and bounded:
            late = sample_equal(old, new, fn, n=48, k=smax, long=True)
            if not any("at most" in a for a in f.get("assumptions") or []):
                fail(f"{name}/{fn}: equivalent under {f.get('assumptions')}, expected under the bound of 8")
            elif not late or late in ("(no signature to sample)", "(node could not run)"):
                fail(f"{name}/{fn}: node shows no difference past the bound ({late}): not the twin it should be")
            else:
                print(f"ok   {name}/{fn}: equivalent within the bound only, and node runs ({late[:60]}...) differently")
            continue
        if v == "equivalent":
            bad = sample_equal(old, new, fn, n=48 if anylen else 24, k=smax, long=anylen)
            if anylen and f.get("assumptions"):
                fail(f"{name}/{fn}: equivalent under {f['assumptions']}, expected for every length")
            elif bad:
                fail(f"{name}/{fn}: equivalent, but node runs the versions differently on ({bad})")
            else:
                print(f"ok   {name}/{fn}: equivalent{' for every length' if anylen else ''}, and node agrees on "
                      f"{48 if anylen else 24} sampled inputs")
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
