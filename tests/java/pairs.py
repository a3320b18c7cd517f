#!/usr/bin/env python3
"""pairs.py EQUIV — Java change pairs (tests/java/pairs/NAME/{oldV,newV}.java and expect: lines
"METHOD VERDICT [WORDS...]" with the reason from the JLS in comments; the words, where given, must
be in the verdict's reason or proof). `equiv diff oldV.java newV.java --json`
must give each expected verdict; and each verdict is checked on the real JVM (Driver.java):
a behaviour_changed counterexample is run on both versions, whose JVM results must differ and
equal the old and new behaviours equiv reports (and equiv's own JVM replay, counterexample.native,
must agree); an equivalent verdict is tested on 120 inputs
(edge values and seeded random ones) on which both versions' JVM results must be equal.
The verdict "any" accepts what equiv gives and checks it the same way (generated pairs).
A pair may hold a file `budget` (reasons in comments): `timeout S`, the --timeout its diff gets
(the budget is wall-clock time, a loaded machine stretches it), and `suite long`: the pair runs
only with `pairs.py EQUIV --long` (the long tier), never in the default run. `--shard=K/N` keeps the
pairs whose place in the sorted list is K modulo N (the default suite runs one half, the long tier
the other)."""
import concurrent.futures, json, os, random, subprocess, sys, tempfile

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, here)
equiv = sys.argv[1]
only = sys.argv[2:]
long_tier = "--long" in only
shard = [tuple(int(x) for x in o.split("=", 1)[1].split("/")) for o in only if o.startswith("--shard=")]
only = [o for o in only if o != "--long" and not o.startswith("--shard=")]
root = os.path.join(here, "pairs")
if only and only[0] == "--root":  # pairs elsewhere (tests/java/gen/sym-mutants.sh)
    root, only = only[1], only[2:]
from diff_jvm_lib import canon_equiv  # noqa: E402

EDGE = {"I": [0, 1, -1, 2, 31, 32, 33, 63, 64, 2**31 - 1, -2**31, 46341, -7, 1000], "J": [0, 1, -1, 63, 64, 2**63 - 1, -2**63, 2**32, -2**32 + 5],
        "S": [0, 1, -1, 32767, -32768, 255], "B": [0, 1, -1, 127, -128, 64], "C": [0, 1, 65, 65535, 255, 256], "Z": [0, 1]}
RANGE = {"I": 32, "J": 64, "S": 16, "B": 8}


def params(javap_out, meth):
    # the parameter descriptor characters of METHOD (from javap -s -p's output)
    out = javap_out.splitlines()
    for i, l in enumerate(out):
        if (" " + meth + "(") in l:
            d = out[i + 1].split("descriptor:")[1].strip()
            d = d[1:d.index(")")]
            res, k = [], 0
            while k < len(d):
                if d[k] == "L":
                    e = d.index(";", k)
                    res.append("T" if d[k:e + 1] == "Ljava/lang/String;" else "L")  # T: a String
                    k = e
                elif d[k] == "[" and d[k + 1] in "IJSBCZ":  # an array of a primitive type
                    res.append(d[k:k + 2])
                    k += 1
                else:
                    res.append(d[k])
                k += 1
            return res
    return None


def statics(javap_out):
    # the unit class's static inputs (docs/java.md "Statics": non-final, of a primitive integral type
    # or boolean) as (name, descriptor character), from javap -s -p's field lines
    out, res = javap_out.splitlines(), []
    for i, l in enumerate(out[:-1]):
        w = l.strip().rstrip(";").split()
        if "static" in w and "final" not in w and "(" not in l and "descriptor:" in out[i + 1]:
            d = out[i + 1].split("descriptor:")[1].strip()
            if d in ("I", "J", "S", "B", "C", "Z"):
                res.append((w[-1], d))
    return res


def scalar_text(t, v):
    return ("true" if v else "false") if t == "Z" else str(v)


def gen_array(t, rng, k):
    # null, empty, short arrays of edge values, then random lengths up to 12 (past the executor's 8),
    # every third one up to 40 (past the unrolling bound of 16: what a loop cut's induction covers)
    if k % 9 == 4:
        return "null"
    n = k % 4 if k < 12 else rng.randrange(13) if k % 3 else rng.randrange(13, 41)
    e = EDGE.get(t, [0])
    w = RANGE.get(t, 32)
    items = [e[(k + j) % len(e)] if (k + j) % 3 else (rng.randrange(2) if t == "Z" else rng.randrange(65536) if t == "C"
             else rng.randrange(-2**(w - 1), 2**(w - 1))) for j in range(n)]
    return "[" + ";".join(scalar_text(t, v) for v in items) + "]"


def gen_string(rng, k):
    # null, "", short ASCII strings (letters the pairs compare with among them), now and then any unit
    if k % 9 == 4:
        return "null"
    n = k % 4 if k < 12 else rng.randrange(13) if k % 3 else rng.randrange(13, 41)
    pool = "abxyesQ AZ09-"
    units = [rng.randrange(65536) if rng.randrange(10) == 0 else ord(rng.choice(pool)) for _ in range(n)]
    return "[" + ";".join(str(u) for u in units) + "]"


def gen(tys, rng, k):
    vals = []
    for t in tys:
        if t == "L":  # an object of a program class: Driver.java fills its fields (rand:N), or null
            vals.append("null" if k % 9 == 4 else "rand:%d" % rng.randrange(2**31))
            continue
        if t == "T":
            vals.append(gen_string(rng, k + len(vals)))
            continue
        if t[0] == "[":
            vals.append(gen_array(t[1], rng, k + len(vals)))
            continue
        if k < 40:
            e = EDGE.get(t, [0])
            vals.append(e[(k * 7 + len(vals) * 3) % len(e)] if k >= len(e) else e[k % len(e)])
        elif t == "Z":
            vals.append(rng.randrange(2))
        elif t == "C":
            vals.append(rng.randrange(65536))
        else:
            w = RANGE.get(t, 32)
            vals.append(rng.randrange(-2**(w - 1), 2**(w - 1)) if k % 2 else rng.randrange(-300, 300))
    return ",".join(v if t[0] in "[TL" else "true" if (t == "Z" and v) else "false" if t == "Z" else str(v) for t, v in zip(tys, vals))


def value_text(v):
    if v["type"] == "bool":
        return "true" if v["value"] else "false"
    if v["type"] == "agg":  # an array argument, as Driver.java reads it
        return "[" + ";".join(value_text(x) for x in v["items"]) + "]"
    return v["value"]


def arg_text(v):
    # a static input (the verdict's "state") as Driver.java stores it before the call
    return ("static:%s=" % v["name"] if v.get("state") else "") + value_text(v["value"])


tmp = tempfile.mkdtemp(prefix="equiv-java-pairs-")
fails = checked = native_agreed = 0
counts = {}
try:
    subprocess.run(["javac", "-d", tmp, os.path.join(here, "Driver.java")], check=True)
    def budget(name):
        b = {"timeout": "20", "suite": "default"}
        f = os.path.join(root, name, "budget")
        if os.path.exists(f):
            for l in open(f):
                w = l.split("#")[0].split()
                if len(w) == 2:
                    b[w[0]] = w[1]
        return b
    pairs = sorted(d for d in os.listdir(root) if (d in only if only else (budget(d)["suite"] == "long") == long_tier))
    if shard:
        pairs = [d for i, d in enumerate(pairs) if any(i % n == k for k, n in shard)]
    jobs, meta = [], []

    # every pair's two versions compiled in one JVM (Compile.java) and described by one javap (a
    # JVM start costs a second or more); equiv diff then takes the class files, two pairs at a
    # time, except for the pairs in JAVA_SOURCES, which go through its own javac (the .java path)
    JAVA_SOURCES = {"npe"}
    subprocess.run(["javac", "-d", tmp, os.path.join(here, "Compile.java")], check=True)
    cdirs = {name: os.path.join(tmp, "p", name) for name in pairs}
    subprocess.run(["java", "-cp", tmp, "Compile"], check=True, input="".join(
        "%s\t%s\t%s\n" % (cdirs[n], os.path.join(root, n, "oldV.java"), os.path.join(root, n, "newV.java")) for n in pairs).encode())
    javap = subprocess.run(["javap", "-s", "-p"] + [os.path.join(cdirs[n], "oldV.class") for n in pairs],
                           capture_output=True, text=True, check=True).stdout.split("Compiled from")[1:]
    assert len(javap) == len(pairs), (len(javap), len(pairs))

    def diff(name):
        ext, d = (".java", os.path.join(root, name)) if name in JAVA_SOURCES else (".class", cdirs[name])
        return subprocess.run([equiv, "diff", os.path.join(d, "oldV" + ext), os.path.join(d, "newV" + ext), "--json", "--timeout", budget(name)["timeout"]],
                              capture_output=True)
    with concurrent.futures.ThreadPoolExecutor(2) as pool:  # the machines have 2 cores
        prepared = [(os.path.join(root, n), cdirs[n], jp, p) for n, jp, p in zip(pairs, javap, pool.map(diff, pairs))]
    for name, (pdir, cdir, javap_out, p) in zip(pairs, prepared):
        dirs = {"oldV": cdir, "newV": cdir}
        expect = [l.split("#")[0].split() for l in open(os.path.join(pdir, "expect"))]
        expect = [e for e in expect if e]
        if p.returncode != 0:
            print("FAIL %s: equiv diff exited %d: %s" % (name, p.returncode, p.stderr.decode()[:400]))
            fails += 1
            continue
        got = {f["name"]: f for f in json.loads(p.stdout)["functions"]}
        for e in expect:
            # METHOD VERDICT [WORDS...]: the words, where given, must be in the verdict's reason
            meth, verdict, words = e[0], e[1], " ".join(e[2:])
            checked += 1
            f = got.get(meth)
            if f and verdict == "any":  # whatever equiv concludes, checked on the JVM below
                verdict = f["verdict"]
                counts[verdict] = counts.get(verdict, 0) + 1
            if not f or f["verdict"] != verdict:
                print("FAIL %s.%s: expected %s, equiv gave %s (%s)" % (name, meth, verdict, f and f["verdict"], f and f.get("reason")))
                fails += 1
                continue
            # (for an equivalent verdict, its proof: "by induction" says how it was proved)
            said = (f.get("reason") or "") + " | " + (f.get("proof") or "")
            if words and words not in said:
                print("FAIL %s.%s: the reason does not say '%s': %s" % (name, meth, words, said))
                fails += 1
                continue
            if verdict == "behaviour_changed":
                ce = f["counterexample"]
                # equiv's own replay on the JVM (counterexample.native) must have been made and agree
                nat = ce.get("native")
                if not nat or nat.get("agrees") is not True:
                    print("FAIL %s.%s: equiv's JVM replay does not agree: %s" % (name, meth, nat and nat.get("note")))
                    fails += 1
                else:
                    native_agreed += 1
                args = ",".join(arg_text(i) for i in ce["inputs"])
                want = (canon_equiv(ce["old"]), canon_equiv(ce["new"]))
                for side in ("oldV", "newV"):
                    jobs.append("%s\t%s\t%s\t%s\n" % (dirs[side], side, meth, args))
                meta.append(("changed", name, meth, args, want))
            elif verdict == "equivalent":
                tys = params(javap_out, meth)
                sts = [s for s in statics(javap_out) if s[0] in (f.get("state") or {}).get("compared", [])]
                rng = random.Random(hash(name + meth) & 0xffff)
                for k in range(120):
                    args = gen(tys + [d for _, d in sts], rng, k)
                    if sts:  # the static inputs last, by name
                        a = args.split(",")
                        args = ",".join(a[:len(a) - len(sts)] + ["static:%s=%s" % (n, v) for (n, _), v in zip(sts, a[len(a) - len(sts):])])
                    for side in ("oldV", "newV"):
                        jobs.append("%s\t%s\t%s\t%s\n" % (dirs[side], side, meth, args))
                    meta.append(("same", name, meth, args, None))
        for meth in got:
            if meth not in [e[0] for e in expect]:
                print("FAIL %s.%s: no expected verdict (equiv gave %s)" % (name, meth, got[meth]["verdict"]))
                fails += 1
    jvm = subprocess.run(["java", "-XX:-ShowCodeDetailsInExceptionMessages", "-XX:TieredStopAtLevel=1", "-cp", tmp, "Driver"],
                         input="".join(jobs).encode(), capture_output=True, check=True).stdout.decode().splitlines()
    for k, (kind, name, meth, args, want) in enumerate(meta):
        jo, jn = tuple(jvm[2 * k].split("\t", 1)), tuple(jvm[2 * k + 1].split("\t", 1))
        if kind == "changed" and (jo == jn or (jo, jn) != want):
            print("FAIL %s.%s(%s): the JVM gives old %s, new %s; equiv said %s" % (name, meth, args, jo, jn, want))
            fails += 1
        if kind == "same" and jo != jn:
            print("FAIL %s.%s(%s): called equivalent, the JVM gives old %s, new %s" % (name, meth, args, jo, jn))
            fails += 1
    if counts:
        print("verdicts: " + ", ".join("%s %d" % kv for kv in sorted(counts.items())))
    print("java-pairs: %d verdicts in %d pairs, %d JVM runs; %d counterexamples replayed on the JVM by equiv too, agreeing; %d failed"
          % (checked, len(pairs), len(jobs), native_agreed, fails))
    sys.exit(1 if fails else 0)
finally:
    subprocess.run(["rm", "-rf", tmp])
