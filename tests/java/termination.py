#!/usr/bin/env python3
"""termination.py EQUIV — total against partial correctness in `equiv diff` for Java
(tests/java/termination/{oldV,newV}.java, docs/java.md "Termination").

Java's semantics is big-step (the seed's): a run that never ends has no outcome, so an equivalent
verdict is partial correctness unless both versions are shown to end on every admissible input.
Each method below has its expected verdict and its termination statement (the verdict's
assumptions): "total" (both versions terminate), "partial", or "-" (no equivalent verdict, no
statement). A claim of total correctness is checked on the JVM: both versions end, with equal
results, on sampled inputs; the loop that does not end on some input (spin: an odd n) is shown
not to end on the JVM (still running after 3 s), so its callers must never be called total."""
import json, os, select, subprocess, sys, tempfile

here = os.path.dirname(os.path.abspath(__file__))
equiv = sys.argv[1]
d = os.path.join(here, "termination")

EXPECT = {
    # explored: the loop exits within 5 iterations on every input (n <= 5), the closed form has none
    "small": ("equivalent", "total"),
    # identical lowered code: nothing executed, so no termination argument
    "down": ("equivalent", "partial"),
    # down is shared and its loop has the ranking function i: one uninterpreted function in both
    "useDown": ("equivalent", "total"),
    # identical, and spin(n) never ends for an odd n: partial, never total
    "spin": ("equivalent", "partial"),
    # spin has no ranking function (i != n, i += 2), so it is not abstracted: its loop passes the
    # unrolling bound, unknown
    "useSpin": ("unknown", "-"),
    "meet": ("equivalent", "partial"),
    # meet's loop has the ranking function hi - lo
    "useMeet": ("equivalent", "total"),
    # identical: partial
    "tri": ("equivalent", "partial"),
    # a loop nest ranked loop by loop (the inner loop havocked in the outer one's iteration):
    # tri is abstracted, total
    "useTri": ("equivalent", "total"),
    "spinNest": ("equivalent", "partial"),
    # spinNest's inner loop has no ranking function (spinNest(2) does not end): not abstracted;
    # every loop of each version cut (cut_all, inlined helpers' loops too) proves the two nests in
    # lockstep: equivalent with partial correctness, never total
    "useSpinNest": ("equivalent", "partial"),
    "spinBack": ("equivalent", "partial"),
    # the inner loop's i-- (iinc) is havocked in the outer loop's iteration, so n - i is not taken
    # for a ranking function (it was, and useSpinBack was called equivalent with total correctness,
    # while new never ends on (1, 1, 1) where old returns 0): not abstracted, unknown
    "useSpinBack": ("unknown", "-"),
}
SAMPLES = {
    "small": ["-1", "0", "3", "5", "6", "2147483647"],
    "useDown": ["0", "1", "-9", "100", "-9223372036854775808", "3000000"],
    "useTri": ["0,0", "1,255", "-7,256", "2147483647,100", "5,-1"],
    "useMeet": ["0,10,1", "-5,5,3", "7,7,0", "2147483640,2147483647,2", "-2147483648,-2147483600,5", "9,-9,1"],
}

fails = 0


def fail(msg):
    global fails
    print("FAIL " + msg)
    fails += 1


p = subprocess.run([equiv, "diff", os.path.join(d, "oldV.java"), os.path.join(d, "newV.java"), "--json", "--timeout", "60"],
                   capture_output=True, text=True)
if p.returncode not in (0, 3):
    print("FAIL equiv diff exited %d: %s" % (p.returncode, p.stderr[:400]))
    sys.exit(1)
got = {f["name"]: f for f in json.loads(p.stdout)["functions"]}
for meth, (verdict, term) in EXPECT.items():
    f = got.get(meth)
    if not f or f["verdict"] != verdict:
        fail("%s: expected %s, equiv gave %s (%s)" % (meth, verdict, f and f["verdict"], f and f["reason"]))
        continue
    text = " ".join(f["assumptions"])
    total = "total correctness: both versions terminate on every admissible input" in text
    partial = "partial correctness: a run that does not end is not compared" in text
    want = {"total": (True, False), "partial": (False, True), "-": (False, False)}[term]
    if (total, partial) != want:
        fail("%s: expected the statement '%s', the assumptions are %r" % (meth, term, f["assumptions"]))
for meth in got:
    if meth not in EXPECT:
        fail("%s: no expected verdict (equiv gave %s)" % (meth, got[meth]["verdict"]))

tmp = tempfile.mkdtemp(prefix="equiv-java-term-")
try:
    subprocess.run(["javac", "-d", tmp, os.path.join(here, "Driver.java"), os.path.join(d, "oldV.java"),
                    os.path.join(d, "newV.java")], check=True)
    # every total claim: both versions end on the JVM with equal results
    jobs, meta = [], []
    for meth, args in SAMPLES.items():
        for a in args:
            for side in ("oldV", "newV"):
                jobs.append("%s\t%s\t%s\t%s\n" % (tmp, side, meth, a))
            meta.append((meth, a))
    out = subprocess.run(["java", "-XX:-ShowCodeDetailsInExceptionMessages", "-cp", tmp, "Driver"], input="".join(jobs),
                         capture_output=True, text=True, timeout=120, check=True).stdout.splitlines()
    for k, (meth, a) in enumerate(meta):
        if out[2 * k] != out[2 * k + 1]:
            fail("%s(%s): called equivalent, the JVM gives old %s, new %s" % (meth, a, out[2 * k], out[2 * k + 1]))
    # spin ends for an even n and runs forever for an odd one (the reason useSpin is never total):
    # one JVM runs spin(4), whose line shows it up and running, then spin(1), whose line must not
    # come within 3 s
    # (spinNest the same: spinNest(1) ends with 0, spinNest(2) does not end; spinBack(1, 0) ends
    # with 1, spinBack(1, 1) does not)
    for meth, ends, want, runs in (("spin", "4", "i32:2", "1"), ("spinNest", "1", "i32:0", "2"), ("spinBack", "1,0", "i32:1", "1,1")):
        jp = subprocess.Popen(["java", "-cp", tmp, "Driver"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        try:
            jp.stdin.write("%s\toldV\t%s\t%s\n%s\toldV\t%s\t%s\n" % (tmp, meth, ends, tmp, meth, runs))
            jp.stdin.close()
            first = jp.stdout.readline().strip()
            if not first.endswith(want):
                fail("%s(%s): the JVM gives %s, not %s" % (meth, ends, first, want))
            ready, _, _ = select.select([jp.stdout], [], [], 3.0)
            if ready:
                fail("%s(%s) ended on the JVM (%s): its loop was meant not to end" % (meth, runs, jp.stdout.readline().strip()))
        finally:
            jp.kill()
            jp.wait()
finally:
    subprocess.run(["rm", "-rf", tmp])
print("java-termination: %d verdicts, %d JVM samples; %d failed" % (len(EXPECT), len(meta), fails))
sys.exit(1 if fails else 0)
