#!/usr/bin/env python3
"""diff_jvm.py EQUIV [--every=N] [FILE.java ...] — the Java differential corpus (tests/java/corpus): every
"//@ run METHOD ARGS" line of every program is run by `equiv java run --json` on the class file
javac wrote and by the real JVM (Driver.java, a fresh class loader per run, helpful NullPointer-
Exception messages off as the model says); the printed output and the result (return value, or
the uncaught exception's class and message) must be equal. A line "//@ unsupported METHOD ARGS"
expects equiv to go wrong as unsupported instead (the model refuses rather than guesses), and
"//@ out_of_fuel METHOD ARGS" to reach a bound of the interpreter (the JVM side is not compared)."""
import concurrent.futures, json, os, re, subprocess, sys, tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from diff_jvm_lib import canon_equiv  # noqa: E402

here = os.path.dirname(os.path.abspath(__file__))
equiv = sys.argv[1]
# --every N: of each program's "//@ run" lines the 1st, (N+1)th, … (every program still runs; the
# default suite takes every 2nd for CI time, java-diff-jvm-long all); unsupported/out_of_fuel lines all
every = 1
args_ = sys.argv[2:]
if args_ and args_[0].startswith("--every="):
    every = int(args_[0].split("=", 1)[1])
    args_ = args_[1:]
files = args_ or sorted(os.path.join(here, "corpus", f) for f in os.listdir(os.path.join(here, "corpus")) if f.endswith(".java"))


tmp = tempfile.mkdtemp(prefix="equiv-java-diff-")
try:
    subprocess.run(["javac", "-d", tmp, os.path.join(here, "Driver.java")], check=True)
    runs, failed, n = [], 0, 0
    # one javac for the whole corpus (a javac start costs a second or more), then each program's
    # classes (NAME.class, NAME$*.class) into a directory of its own
    alldir = os.path.join(tmp, "all")
    subprocess.run(["javac", "-g", "-encoding", "UTF-8", "-d", alldir] + files, check=True)
    made = os.listdir(alldir)
    for f in files:
        name = os.path.basename(f)[:-5]
        cdir = os.path.join(tmp, name)
        os.makedirs(cdir)
        for c in made:
            if c == name + ".class" or c.startswith(name + "$"):
                os.rename(os.path.join(alldir, c), os.path.join(cdir, c))
        k = 0
        for line in open(f, encoding="utf-8"):
            m = re.match(r"\s*//@ (run|unsupported|out_of_fuel) (\S+)\s*(\S*)\s*$", line)
            if m:
                if m.group(1) == "run":
                    k += 1
                    if (k - 1) % every:
                        continue
                runs.append((name, cdir, m.group(1), m.group(2), m.group(3)))
    # the JVM does not run the out_of_fuel lines (an endless loop stays endless there)
    inp = "".join("%s\t%s\t%s\t%s\n" % (cdir, name, meth, args) for name, cdir, kind, meth, args in runs if kind != "out_of_fuel")
    jvm = subprocess.run(["java", "-XX:-ShowCodeDetailsInExceptionMessages", "-XX:TieredStopAtLevel=1", "-Xshare:auto",
                          "-cp", tmp, "Driver"], input=inp.encode(), capture_output=True, check=True).stdout.decode().splitlines()
    assert len(jvm) == sum(r[2] != "out_of_fuel" for r in runs), (len(jvm), len(runs))
    jvm_it = iter(jvm)

    def run_equiv(r):
        name, cdir, kind, meth, args = r
        cmd = [equiv, "java", "run", os.path.join(cdir, name + ".class"), "--method", meth, "--json"]
        if args:
            cmd += ["--args", args]
        return subprocess.run(cmd, capture_output=True)
    with concurrent.futures.ThreadPoolExecutor(2) as pool:  # the machines have 2 cores
        procs = list(pool.map(run_equiv, runs))
    for (name, cdir, kind, meth, args), p in zip(runs, procs):
        jl = next(jvm_it) if kind != "out_of_fuel" else "\t"
        n += 1
        what = "%s.%s(%s)" % (name, meth, args)
        if p.returncode not in (0, 3):
            print("FAIL %s: equiv exited %d: %s" % (what, p.returncode, p.stderr.decode()[:300]))
            failed += 1
            continue
        eo, er = canon_equiv(json.loads(p.stdout))
        jo, jr = jl.split("\t", 1)
        if kind != "run":
            if not er.startswith("wrong:%s:" % kind):
                print("FAIL %s: expected %s, equiv gave %s" % (what, kind, er))
                failed += 1
            continue
        if (eo, er) != (jo, jr):
            print("FAIL %s:\n  equiv: %s %s\n  jvm:   %s %s" % (what, eo, er, jo, jr))
            failed += 1
    print("java-diff: %d runs of %d programs, %d failed" % (n, len(files), failed))
    sys.exit(1 if failed else 0)
finally:
    subprocess.run(["rm", "-rf", tmp])
