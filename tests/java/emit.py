#!/usr/bin/env python3
"""emit.py EQUIV — `equiv diff --emit-tests DIR` for Java and its replay on the JVM.

tests/java/emit/{old,new}/Acct.java declare the same class (the emitted test loads each version by
a class loader of its own); tests/java/pairs/exceptions declares oldV and newV. For each pair:
the verdicts are the expected ones (from the JLS; see the comments in the sources), every
behaviour_changed carries equiv's own JVM replay agreeing (counterexample.native), a test file is
written for each behaviour_changed and for nothing else (the equivalent feeClamp gets none), and
`java EquivTest_M.java` exits 1 and prints, for each version, the behaviour equiv replayed. The
wrong twin (one test per pair): the test pointed at the old version twice must find no difference
(exit 0)."""
import json, os, re, shutil, subprocess, sys, tempfile

here = os.path.dirname(os.path.abspath(__file__))
equiv = sys.argv[1]
JAVA = ["java", "-XX:-ShowCodeDetailsInExceptionMessages"]
CASES = [
    (os.path.join(here, "emit", "old", "Acct.java"), os.path.join(here, "emit", "new", "Acct.java"),
     {"fee": "behaviour_changed", "feeClamp": "equivalent", "doubleAll": "behaviour_changed", "initial": "behaviour_changed"}),
    (os.path.join(here, "pairs", "exceptions", "oldV.java"), os.path.join(here, "pairs", "exceptions", "newV.java"),
     {"introduced": "behaviour_changed", "guard": "equivalent"}),
]
fails = ran = 0


def fail(msg):
    global fails
    print("FAIL " + msg)
    fails += 1


def sections(out):
    """The lines the test printed under old: and under new:."""
    old, new, cur = [], [], None
    for l in out.splitlines():
        if l == "old:":
            cur = old
        elif l == "new:":
            cur = new
        elif cur is not None:
            cur.append(l.strip())
    return old, new


def wanted(text):
    """equiv's text of a replayed behaviour ("returned 7; argument 1 after the call: {..}") as the
    lines the test prints for it."""
    parts = text.split("; ")
    first = parts[0]
    if first.startswith("panicked: "):
        first = "threw " + first[len("panicked: "):]
    return [first] + parts[1:]


tmp = tempfile.mkdtemp(prefix="equiv-java-emit-")
try:
    for k, (old, new, expect) in enumerate(CASES):
        d = os.path.join(tmp, "t%d" % k)
        p = subprocess.run([equiv, "diff", old, new, "--emit-tests", d, "--json"], capture_output=True, text=True)
        txt = subprocess.run([equiv, "diff", old, new], capture_output=True, text=True).stdout
        if p.returncode != 0:
            fail("%s: equiv diff exited %d: %s" % (old, p.returncode, p.stderr[:300]))
            continue
        got = {f["name"]: f for f in json.loads(p.stdout)["functions"]}
        twinned = False
        for meth, verdict in expect.items():
            f = got.get(meth)
            if not f or f["verdict"] != verdict:
                fail("%s: expected %s, equiv gave %s" % (meth, verdict, f and (f["verdict"], f["reason"])))
                continue
            t = os.path.join(d, "EquivTest_%s.java" % meth)
            if verdict != "behaviour_changed":
                if os.path.exists(t):
                    fail("%s: a test was written for an %s verdict" % (meth, verdict))
                continue
            nat = f["counterexample"].get("native")
            if not nat or nat["agrees"] is not True:
                fail("%s: equiv's JVM replay does not agree: %s" % (meth, nat))
            if not os.path.exists(t):
                fail("%s: no test written" % meth)
                continue
            # what equiv replayed, as its text output shows it
            m = re.search(r"^%s: .*\n  input: .*\n  old: (.*)\n  new: (.*)$" % re.escape(meth), txt, re.M)
            if not m:
                fail("%s: no replayed behaviours in equiv's text output" % meth)
                continue
            want_old, want_new = wanted(m.group(1)), wanted(m.group(2))
            r = subprocess.run(JAVA + [t], capture_output=True, text=True)
            ran += 1
            got_old, got_new = sections(r.stdout)
            if r.returncode != 1:
                fail("%s: the emitted test exited %d, not 1 (the versions differ): %s %s" % (meth, r.returncode, r.stdout, r.stderr[:300]))
            for w, g, side in ((want_old, got_old, "old"), (want_new, got_new, "new")):
                for line in w:
                    if line not in g:
                        fail("%s: the %s version on the JVM printed %s, equiv replayed %r" % (meth, side, g, line))
            if twinned:
                continue
            # the wrong twin (one test per pair): both calls on the old version must agree, and the
            # test must say so
            twinned = True
            twin = os.path.join(d, "twin", "EquivTest_%s.java" % meth)
            os.makedirs(os.path.dirname(twin), exist_ok=True)
            src = open(t).read()
            n_new = src.count('"%s"' % os.path.realpath(new))
            if n_new != 1:
                fail("%s: the test names the new version %d times" % (meth, n_new))
                continue
            open(twin, "w").write(src.replace('"%s"' % os.path.realpath(new), '"%s"' % os.path.realpath(old)).replace(
                '"newV"', '"oldV"'))
            r2 = subprocess.run(JAVA + [twin], capture_output=True, text=True)
            ran += 1
            o2, n2 = sections(r2.stdout)
            if r2.returncode != 0 or o2 != n2:
                fail("%s: the test on the old version twice exited %d: %s" % (meth, r2.returncode, r2.stdout + r2.stderr[:300]))
    print("java-emit: %d emitted tests run on the JVM (with their twins); %d failed" % (ran, fails))
    sys.exit(1 if fails else 0)
finally:
    shutil.rmtree(tmp, ignore_errors=True)
