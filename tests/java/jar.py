#!/usr/bin/env python3
"""jar.py EQUIV — .jar input and --classpath: a jar written by the JDK's `jar` tool (deflated, with
a Main-Class) and one written stored by Python's zipfile must run as the class files they hold;
--classpath finds classes in another directory or archive (and without it they are missing);
a truncated or malformed archive gives one located error line and exit 1, never a crash."""
import os, subprocess, sys, tempfile, zipfile, struct, zlib

equiv = sys.argv[1]
here = os.path.dirname(os.path.abspath(__file__))
fails = 0


def check(cond, what):
    global fails
    if not cond:
        fails += 1
        print("FAIL", what)


def run(*args):
    return subprocess.run([equiv, "java"] + list(args), capture_output=True, timeout=120)


tmp = tempfile.mkdtemp(prefix="equiv-java-jar-")
try:
    cls = os.path.join(tmp, "cls")
    os.makedirs(cls)
    src = os.path.join(here, "corpus", "Concat.java")
    subprocess.run(["javac", "-g", "-d", cls, src], check=True)
    with open(os.path.join(tmp, "manifest.txt"), "w") as f:
        f.write("Main-Class: Concat\n")
    jar1 = os.path.join(tmp, "concat.jar")
    subprocess.run(["jar", "cfm", jar1, os.path.join(tmp, "manifest.txt"), "-C", cls, "."], check=True)
    want = run("run", os.path.join(cls, "Concat.class"), "--method", "pts", "--args", "3", "--json")
    got = run("run", jar1, "--method", "pts", "--args", "3", "--json")
    check(want.returncode == 0 and got.returncode == 0 and want.stdout == got.stdout, "jar tool's archive runs as its classes: %r" % got.stderr[:200])
    # a stored archive without a manifest: its only top-level class is the unit's
    jar2 = os.path.join(tmp, "stored.jar")
    with zipfile.ZipFile(jar2, "w", zipfile.ZIP_STORED) as z:
        for n in sorted(os.listdir(cls)):
            z.write(os.path.join(cls, n), n)
    got = run("run", jar2, "--method", "pts", "--args", "3", "--json")
    check(got.returncode == 0 and got.stdout == want.stdout, "stored archive: %r" % got.stderr[:200])
    got = run("ir", jar2)
    check(got.returncode == 0 and b"Concat" in got.stdout, "equiv java ir of a jar")
    # --classpath: a user of a library class kept elsewhere
    lib, app = os.path.join(tmp, "lib"), os.path.join(tmp, "app")
    os.makedirs(lib)
    os.makedirs(app)
    with open(os.path.join(tmp, "Lib.java"), "w") as f:
        f.write("public class Lib { public static int twice(int x) { return 2 * x; } }\n")
    with open(os.path.join(tmp, "App.java"), "w") as f:
        f.write("public class App { static int f(int x) { return Lib.twice(x) + 1; } }\n")
    subprocess.run(["javac", "-d", lib, os.path.join(tmp, "Lib.java")], check=True)
    subprocess.run(["javac", "-cp", lib, "-d", app, os.path.join(tmp, "App.java")], check=True)
    appc = os.path.join(app, "App.class")
    got = run("run", appc, "--method", "f", "--args", "20")
    check(got.returncode == 3 and b"unsupported" in got.stderr, "without --classpath Lib is missing: %r" % got.stderr)
    got = run("run", appc, "--method", "f", "--args", "20", "--classpath", lib)
    check(got.returncode == 0 and b"returned 41" in got.stderr, "--classpath DIR: %r" % got.stderr)
    libjar = os.path.join(tmp, "lib.jar")
    subprocess.run(["jar", "cf", libjar, "-C", lib, "."], check=True)
    got = run("run", appc, "--method", "f", "--args", "20", "--classpath", "/nonexistent-dir-x:" + libjar)
    check(got.returncode == 1 and got.stderr.count(b"\n") == 1, "a bad class path entry is one error: %r" % got.stderr)
    got = run("run", appc, "--method", "f", "--args", "20", "--classpath", libjar)
    check(got.returncode == 0 and b"returned 41" in got.stderr, "--classpath JAR: %r" % got.stderr)
    # two top-level classes and no manifest: which is the unit's is not guessed
    jar3 = os.path.join(tmp, "two.jar")
    with zipfile.ZipFile(jar3, "w", zipfile.ZIP_DEFLATED) as z:
        z.write(appc, "App.class")
        z.write(os.path.join(lib, "Lib.class"), "Lib.class")
    got = run("run", jar3, "--method", "f")
    check(got.returncode == 1 and b"Main-Class" in got.stderr, "two classes, no Main-Class: %r" % got.stderr)

    # malformed archives: every truncation of the jar tool's archive, flipped bytes, odd methods
    data = open(jar1, "rb").read()
    bad = []
    step = max(1, len(data) // 150)
    for n in list(range(0, len(data), step)) + [len(data) - 1, len(data) - 22]:
        bad.append(("trunc%d" % n, data[:n]))
    cen = data.index(b"Concat.class", data.index(b"PK\x01\x02")) - 46  # Concat.class's central header
    assert data[cen:cen + 4] == b"PK\x01\x02"
    crc_at = cen + 16
    bad.append(("crc", data[:crc_at] + bytes([data[crc_at] ^ 1]) + data[crc_at + 1:]))
    meth_at = cen + 10
    bad.append(("method", data[:meth_at] + b"\x0c\x00" + data[meth_at + 2:]))
    enc_at = cen + 8
    bad.append(("encrypted", data[:enc_at] + bytes([data[enc_at] | 1]) + data[enc_at + 1:]))
    cd = data.rindex(b"PK\x05\x06")
    bad.append(("cdoff", data[:cd + 16] + struct.pack("<I", len(data)) + data[cd + 20:]))
    bad.append(("zip64", data[:cd + 10] + b"\xff\xff" + data[cd + 12:]))
    bad.append(("notzip", b"hello world, not an archive at all" * 3))
    deflated = bytearray(data)
    loc = struct.unpack("<I", data[cen + 42:cen + 46])[0]
    body = loc + 30 + struct.unpack("<H", data[loc + 26:loc + 28])[0] + struct.unpack("<H", data[loc + 28:loc + 30])[0]
    for i in range(body, min(body + 8, len(deflated))):
        deflated[i] ^= 0x5a
    bad.append(("inflate", bytes(deflated)))
    for name, img in bad:
        p = os.path.join(tmp, "bad-%s.jar" % name)
        open(p, "wb").write(img)
        got = run("run", p, "--method", "pts", "--args", "1")
        err = got.stderr.decode("utf-8", "replace")
        ok = got.returncode == 1 and err.count("\n") == 1 and err.startswith(p + ": error: [") and not got.stdout
        check(ok, "%s: exit %d, %r" % (name, got.returncode, err[:300]))
    print("java-jar: %d malformed archives, %d failures" % (len(bad), fails))
finally:
    subprocess.run(["rm", "-rf", tmp])
sys.exit(1 if fails else 0)
