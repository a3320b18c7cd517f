#!/usr/bin/env python3
"""malformed.py EQUIV — the class-file reader on broken input: truncations of a class file
javac wrote, hand-made malformed files (tests/java/malformed/*.hex) and seeded byte mutations.
Each must give exit 1 with exactly one error line "FILE: error: [classfile] byte N: expected ..."
(N inside the file), or, for a mutation the reader accepts, exit 0; never a crash or a hang.
Also: a .java file with a syntax error gives one located javac error "FILE:LINE:COL: error: [javac]"."""
import os, random, re, subprocess, sys, tempfile

here = os.path.dirname(os.path.abspath(__file__))
equiv = sys.argv[1]
fails = 0
tmp = tempfile.mkdtemp(prefix="equiv-java-malformed-")


def run(path):
    return subprocess.run([equiv, "java", "ir", path], capture_output=True, timeout=60)


def check(path, size, must_fail, what):
    global fails
    p = run(path)
    err = p.stderr.decode("utf-8", "replace").splitlines()
    if p.returncode == 0 and not must_fail:
        return
    ok = p.returncode == 1 and len(err) == 1
    m = re.match(r"^(.*): error: \[classfile\] byte (\d+): (truncated: expected|expected) ", err[0]) if ok else None
    if not m or m.group(1) != path or int(m.group(2)) > size:
        print("FAIL %s: exit %d, stderr %r" % (what, p.returncode, err[:3]))
        fails += 1


try:
    src = os.path.join(tmp, "Sample.java")
    open(src, "w").write("""public class Sample {
  static int f(int a, long b) { try { return (int) (a / b); } catch (ArithmeticException e) { return -1; } }
  static String s(int k) { return "k=" + k + "€"; }
  static double d = 1.5; static final long L = 1L << 40;
  interface I { default int m() { return 1; } }
  static int sw(int k) { switch (k) { case 1: return 2; case 7: return 3; default: return 0; } }
}
""")
    subprocess.run(["javac", "-g", "-d", tmp, src], check=True)
    data = open(os.path.join(tmp, "Sample.class"), "rb").read()
    # every truncation
    cut = os.path.join(tmp, "cut.class")
    # the long tier (EQUIV_LONG=1) cuts 4 times as densely and mutates 150 times; the default suite
    # 40 cuts past the header and 50 mutations (CI time: each is an equiv start under ASan)
    long_tier = os.environ.get("EQUIV_LONG") == "1"
    mutations = 150 if long_tier else 50
    cuts = sorted(set(list(range(64)) + list(range(64, len(data), max(1, len(data) // (160 if long_tier else 40))))))
    for n in cuts:
        open(cut, "wb").write(data[:n])
        check(cut, len(data), True, "truncation at %d of %d" % (n, len(data)))
    # trailing garbage
    open(cut, "wb").write(data + b"\0")
    check(cut, len(data) + 1, True, "a byte after the end")
    # hand-made files
    for f in sorted(os.listdir(os.path.join(here, "malformed"))):
        if f.endswith(".hex"):
            raw = bytes.fromhex("".join(l.split("#")[0] for l in open(os.path.join(here, "malformed", f))))
            path = os.path.join(tmp, f[:-4] + ".class")
            open(path, "wb").write(raw)
            check(path, len(raw), True, f)
    # seeded mutations: 1-4 bytes replaced; accepted files must also lower and print without crashing
    rng = random.Random(13)
    for i in range(mutations):
        b = bytearray(data)
        for _ in range(rng.randint(1, 4)):
            b[rng.randrange(len(b))] = rng.randrange(256)
        open(cut, "wb").write(b)
        check(cut, len(b), False, "mutation %d" % i)
    # a javac error: one located line
    bad = os.path.join(tmp, "Broken.java")
    open(bad, "w").write("public class Broken {\n  static int f(int a) {\n    return a +;\n  }\n}\n")
    p = run(bad)
    err = p.stderr.decode().splitlines()
    if p.returncode != 1 or len(err) != 1 or not re.match(re.escape(bad) + r":3:\d+: error: \[javac\] illegal start of expression$", err[0]):
        print("FAIL javac error: exit %d, %r" % (p.returncode, err))
        fails += 1
    # a missing file, a wrong extension
    for path in (os.path.join(tmp, "nope.class"), src[:-5] + ".txt"):
        p = run(path)
        if p.returncode != 1 or len(p.stderr.decode().splitlines()) != 1:
            print("FAIL %s: exit %d, %r" % (path, p.returncode, p.stderr))
            fails += 1
    print("java-malformed: %d truncations, %d mutations; %d failed" % (len(cuts), mutations, fails))
    sys.exit(1 if fails else 0)
finally:
    subprocess.run(["rm", "-rf", tmp])
