#!/usr/bin/env python3
"""tests/migrate/xcopy_java_proof.py EQUIV — equiv migrate's proof for a Java translation (issue 17):
XCOPY.cbl against tests/migrate/xcopy/java/XCopy.java (BufferedReader.readLine, PrintWriter.println)
is `equivalent` for files of any number of records, the proof's assumptions (printable records;
total correctness: each iteration reads a line) in the JSON; its seeded bugs (bugs/java-*: a field
dropped, a record one byte short, the first record skipped) are `behaviour_changed`, replayed, and
never `equivalent`, also when the search is given one round (the proof is then attempted and must
fail). First, XCopy.java is run on the JVM beside cobc's build of XCOPY and Equiv's COBOL run on
printable files of 0 to 40 records: each must copy every record. XCOPY40 (40-byte records, fields
reordered) against xcopy40/java/XCopy40.java the same way, run on the JVM beside cobc and Equiv's
COBOL run first: `equivalent` (lines as long as the records, asked by the map), its twin
bugs/java-last-char-zero (column 40 written as '0') `behaviour_changed` replayed, and never
`equivalent` with one round. xcopy/java-const/XCopy.java (the columns and the charset in final
statics its static initialiser sets) against XCOPY: run on the JVM beside cobc and Equiv's COBOL run,
then `equivalent`; its twins bugs/java-const-short (the array says 7 for 8) and
bugs/java-const-written (the loop writes the array: later records one byte short) are
`behaviour_changed` replayed, and never `equivalent` with one round. XCOPYD (XCOPY, then a DISPLAY and RETURN-CODE 4) against its Java
translations that print the line through a PrintStream over the standard output (xcopyd/java: a
buffered one in a class constant, flushed; xcopyd/java-local: one over
FileOutputStream(FileDescriptor.out)) and end with System.exit(4): on the JVM beside cobc and
Equiv's COBOL run (the same records, line and exit status), then `equivalent`; the twins
bugs/java-status-zero and bugs/java-display-changed `behaviour_changed` replayed (the proof refuses
them too: test_mig_xrec). The same Java against XCOPYRA
(read ahead), and with TRANIN allowed to be absent (tests/migrate/xcopyra/java/XCopy.java reads a
missing file as no lines: equivalent; XCopy.java throws: behaviour_changed). Long suite (each verdict takes
about 5 to 20 s of CPU, minutes of wall time at a high load: the proofs added by task mig14 are asked
with --timeout 1500, as the proof's solver checks are limited by what is left of it in wall time,
and at load 15 XCOPY40's did not finish within the default 300 s)."""
import json, os, random, shutil, subprocess, sys, tempfile

EQUIV = os.path.abspath(sys.argv[1])
HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "xcopy")
PROG = os.path.join(HERE, "XCOPY.cbl")
IFACE = os.path.join(HERE, "interface.json")
failures = passed = 0


def fail(msg):
    global failures
    failures += 1
    print("FAIL:", msg)


def ok(msg):
    global passed
    passed += 1
    print("ok", msg)


def copies_alike(tmp, prog, classes, main, recs, want, tag):
    """recs (a list of printable records) run through main on the JVM, Equiv's COBOL run of prog
    and cobc's build of it: each must write want (the output records); a failure or an ok line."""
    line = os.path.join(tmp, f"in{tag}.txt")
    open(line, "w", encoding="latin-1").write("".join(r + "\n" for r in recs))
    out = os.path.join(tmp, f"out{tag}.txt")
    p = subprocess.run(["java", "-cp", classes, main, line, out], capture_output=True, text=True)
    got = open(out, encoding="latin-1").read().split("\n")[:-1] if os.path.exists(out) else None
    if p.returncode != 0 or got != want:
        return fail(f"{tag}: {main}.java wrote {got} (exit {p.returncode}, {p.stderr.strip()[:200]})")
    ebc = os.path.join(tmp, f"in{tag}.ebcdic")
    open(ebc, "wb").write("".join(recs).encode("cp037"))
    eo = os.path.join(tmp, f"eo{tag}")
    p = subprocess.run([EQUIV, "cobol", "run", prog, "--dd", "TRANIN=" + ebc, "--dd", "COPYOUT=" + eo, "--json"],
                       capture_output=True, text=True)
    eq = open(eo, "rb").read().decode("cp037") if os.path.exists(eo) else None
    if p.returncode != 0 or eq != "".join(want):
        return fail(f"{tag}: equiv cobol run wrote {eq!r} (exit {p.returncode}, {p.stderr.strip()[:200]})")
    cob = os.path.join(tmp, os.path.basename(prog) + ".cobc")
    if shutil.which("cobc"):
        if not os.path.exists(cob):
            subprocess.run(["cobc", "-x", "-std=ibm", "-o", cob, prog], check=True, capture_output=True)
        asc, co = os.path.join(tmp, f"in{tag}.asc"), os.path.join(tmp, f"co{tag}")
        open(asc, "w", encoding="latin-1").write("".join(recs))
        p = subprocess.run([cob], capture_output=True, text=True, env=dict(os.environ, DD_TRANIN=asc, DD_COPYOUT=co))
        got = open(co, encoding="latin-1").read() if os.path.exists(co) else None
        if p.returncode != 0 or got != "".join(want):
            return fail(f"{tag}: cobc's build wrote {got!r} (exit {p.returncode})")
    ok(f"{tag}: {len(recs)} records written alike by the JVM, Equiv's COBOL run{' and cobc' if shutil.which('cobc') else ''}")


def twin_caught(java, tag, **where):
    """A wrong twin: behaviour_changed and replayed by the search (200 rounds); with one round (the
    proof attempted where the round shows nothing) never equivalent and no proof."""
    for rounds in ("200", "1"):
        r = migrate(java, "--rounds", rounds, **where)
        cx = r.get("counterexample") or {}
        good = (r.get("verdict") == "behaviour_changed" and "replayed" in (cx.get("replay") or "")) if rounds != "1" else \
            (r.get("verdict") != "equivalent" and r.get("proof") is None)
        if good:
            ok(f"{tag}, {rounds} rounds: {r['verdict']}")
        else:
            fail(f"{tag}, {rounds} rounds: {json.dumps(r)[:1500]}")


def migrate(java, *extra, iface=IFACE, prog=PROG):
    p = subprocess.run([EQUIV, "migrate", prog, "--interface", iface, "--java", java, "--json", *extra],
                       capture_output=True, text=True, timeout=3000)
    if p.returncode != 0:
        return {"verdict": f"exit {p.returncode}: {p.stderr.strip()[:300]}"}
    return json.loads(p.stdout)


tmp = tempfile.mkdtemp(prefix="equiv-xcopy-java-")
try:
    # the translation on the JVM against cobc and Equiv's COBOL semantics
    classes = os.path.join(tmp, "classes")
    subprocess.run(["javac", "-d", classes, os.path.join(HERE, "java", "XCopy.java")], check=True)
    rng = random.Random(17)
    printable = "".join(chr(c) for c in range(0x20, 0x7f))
    sets = [[], ["ABCDEFGH"], ["        ", "A      Z", "12345678"]]
    sets += [["".join(rng.choice(printable) for _ in range(8)) for _ in range(n)] for n in (5, 17, 40)]
    for i, recs in enumerate(sets):
        copies_alike(tmp, PROG, classes, "XCopy", recs, recs, f"set-{i}")

    r = migrate(os.path.join(HERE, "java", "XCopy.java"), "--rounds", "100")
    a = r.get("assumptions") or []
    if (r.get("verdict") == "equivalent" and "by induction over the records" in (r.get("proof") or "")
            and any("printable ASCII" in x for x in a) and any("total correctness: the translation terminates" in x for x in a)
            and r.get("vacuous") is not True and r.get("counterexample") is None):
        ok(f"XCopy.java: equivalent, {r['seconds']:.1f} s")
    else:
        fail(f"XCopy.java: {json.dumps(r)[:1500]}")

    for bug in ("java-field-dropped", "java-byte-short", "java-first-skipped"):
        java = os.path.join(HERE, "bugs", bug, "XCopy.java")
        r = migrate(java, "--rounds", "200")
        cx = r.get("counterexample") or {}
        if r.get("verdict") == "behaviour_changed" and "replayed" in (cx.get("replay") or "") and r.get("proof") is None:
            ok(f"{bug}: behaviour_changed ({cx['difference'][:70]})")
        else:
            fail(f"{bug}: {json.dumps(r)[:1500]}")
        # one round: the search shows nothing, the proof is attempted and must not be made
        r = migrate(java, "--rounds", "1")
        if r.get("verdict") == "equivalent" or r.get("proof") is not None or \
           "the proof by induction over the records was not made" not in (r.get("reason") or ""):
            fail(f"{bug}, one round: {json.dumps(r)[:1500]}")
        else:
            ok(f"{bug}, one round: {r['verdict']} ({(r.get('reason') or '')[-120:]})")

    # XCOPY40: 40-byte records, longer than the 16 bytes the Java executor follows by default
    x40 = os.path.join(os.path.dirname(HERE), "xcopy40")
    prog40, iface40 = os.path.join(x40, "XCOPY40.cbl"), os.path.join(x40, "interface.json")
    classes40 = os.path.join(tmp, "classes40")
    subprocess.run(["javac", "-d", classes40, os.path.join(x40, "java", "XCopy40.java")], check=True)
    for n in (0, 1, 7, 25):
        recs = ["".join(rng.choice(printable) for _ in range(40)) for _ in range(n)]
        copies_alike(tmp, prog40, classes40, "XCopy40", recs, [r[6:26] + r[:6] + r[26:] for r in recs], f"xcopy40-{n}")
    r = migrate(os.path.join(x40, "java", "XCopy40.java"), "--rounds", "20", "--timeout", "1500", iface=iface40, prog=prog40)
    a = r.get("assumptions") or []
    if (r.get("verdict") == "equivalent" and "by induction over the records" in (r.get("proof") or "")
            and any("at most 40 ASCII characters" in x for x in a) and r.get("vacuous") is not True):
        ok(f"XCOPY40, XCopy40.java: equivalent, {r['seconds']:.1f} s")
    else:
        fail(f"XCOPY40, XCopy40.java: {json.dumps(r)[:1500]}")
    twin_caught(os.path.join(x40, "bugs", "java-last-char-zero", "XCopy40.java"), "XCOPY40, java-last-char-zero",
                iface=iface40, prog=prog40)

    # class constants: final statics set by the static initialiser, read in the loop
    classes_c = os.path.join(tmp, "classes-const")
    subprocess.run(["javac", "-d", classes_c, os.path.join(HERE, "java-const", "XCopy.java")], check=True)
    for n in (0, 1, 9):
        recs = ["".join(rng.choice(printable) for _ in range(8)) for _ in range(n)]
        copies_alike(tmp, PROG, classes_c, "XCopy", recs, recs, f"xcopy-const-{n}")
    r = migrate(os.path.join(HERE, "java-const", "XCopy.java"), "--rounds", "20", "--timeout", "1500")
    if r.get("verdict") == "equivalent" and "by induction over the records" in (r.get("proof") or "") and r.get("vacuous") is not True:
        ok(f"java-const/XCopy.java: equivalent, {r['seconds']:.1f} s")
    else:
        fail(f"java-const/XCopy.java: {json.dumps(r)[:1500]}")
    for bug in ("java-const-short", "java-const-written"):
        twin_caught(os.path.join(HERE, "bugs", bug, "XCopy.java"), bug)

    # XCOPYD: a line displayed through a PrintStream over the standard output, System.exit(4)
    xd = os.path.join(os.path.dirname(HERE), "xcopyd")
    progd, ifaced = os.path.join(xd, "XCOPYD.cbl"), os.path.join(xd, "interface.json")
    recs = ["".join(rng.choice(printable) for _ in range(8)) for _ in range(6)]
    line = os.path.join(tmp, "xd.txt")
    open(line, "w", encoding="latin-1").write("".join(r + "\n" for r in recs))
    ebc = os.path.join(tmp, "xd.ebcdic")
    open(ebc, "wb").write("".join(recs).encode("cp037"))
    p = subprocess.run([EQUIV, "cobol", "run", progd, "--dd", "TRANIN=" + ebc, "--dd", "COPYOUT=" + os.path.join(tmp, "xd.eo"),
                        "--json"], capture_output=True, text=True)
    eq = json.loads(p.stdout) if p.returncode == 0 else {}
    if eq.get("display") != ["XCOPYD: RECORDS COPIED"] or eq.get("return_code") != 4:
        fail(f"XCOPYD: equiv cobol run: {p.stdout[:300]} {p.stderr[:200]}")
    if shutil.which("cobc"):
        cob = os.path.join(tmp, "xcopyd-cobc")
        subprocess.run(["cobc", "-x", "-std=ibm", "-o", cob, progd], check=True, capture_output=True)
        asc = os.path.join(tmp, "xd.asc")
        open(asc, "w", encoding="latin-1").write("".join(recs))
        p = subprocess.run([cob], capture_output=True, text=True, env=dict(os.environ, DD_TRANIN=asc, DD_COPYOUT=os.path.join(tmp, "xd.co")))
        if p.stdout != "XCOPYD: RECORDS COPIED\n" or p.returncode != 4:
            fail(f"XCOPYD: cobc's build: {p.stdout!r}, exit {p.returncode}")
    for variant in ("java", "java-local"):
        cls = os.path.join(tmp, "classes-d-" + variant)
        subprocess.run(["javac", "-d", cls, os.path.join(xd, variant, "XCopyD.java")], check=True)
        out = os.path.join(tmp, f"xd-{variant}.out")
        p = subprocess.run(["java", "-cp", cls, "XCopyD", line, out], capture_output=True, text=True)
        got = open(out, encoding="latin-1").read().split("\n")[:-1] if os.path.exists(out) else None
        if p.stdout != "XCOPYD: RECORDS COPIED\n" or p.returncode != 4 or got != recs:
            fail(f"XCOPYD: {variant}/XCopyD.java on the JVM: {p.stdout!r}, exit {p.returncode}, wrote {got}")
            continue
        ok(f"XCOPYD: {variant}/XCopyD.java on the JVM: the records, the line and exit status 4, as the COBOL runs")
        r = migrate(os.path.join(xd, variant, "XCopyD.java"), "--rounds", "20", "--timeout", "1500", iface=ifaced, prog=progd)
        if r.get("verdict") == "equivalent" and "by induction over the records" in (r.get("proof") or "") and r.get("vacuous") is not True:
            ok(f"XCOPYD, {variant}/XCopyD.java: equivalent, {r['seconds']:.1f} s")
        else:
            fail(f"XCOPYD, {variant}/XCopyD.java: {json.dumps(r)[:1500]}")
    for bug in ("java-status-zero", "java-display-changed"):
        r = migrate(os.path.join(xd, "bugs", bug, "XCopyD.java"), "--rounds", "50", iface=ifaced, prog=progd)
        cx = r.get("counterexample") or {}
        if r.get("verdict") == "behaviour_changed" and "replayed" in (cx.get("replay") or "") and r.get("proof") is None:
            ok(f"XCOPYD, {bug}: behaviour_changed ({cx['difference'][:70]})")
        else:
            fail(f"XCOPYD, {bug}: {json.dumps(r)[:1500]}")

    # XCOPYRA reads ahead: against the same Java, equivalent (its heads taken at the READs); with
    # TRANIN allowed to be absent, a translation that reads a missing file as no lines is
    # equivalent (that one input run on both sides), XCopy.java (FileNotFoundException) is not
    ra = os.path.join(os.path.dirname(HERE), "xcopyra")
    ra_prog, ra_abs = os.path.join(ra, "XCOPYRA.cbl"), os.path.join(ra, "interface-absent.json")
    r = migrate(os.path.join(HERE, "java", "XCopy.java"), "--rounds", "100", iface=os.path.join(ra, "interface.json"), prog=ra_prog)
    if r.get("verdict") == "equivalent" and "it reads ahead" in (r.get("proof") or ""):
        ok(f"XCOPYRA, XCopy.java: equivalent, {r['seconds']:.1f} s")
    else:
        fail(f"XCOPYRA, XCopy.java: {json.dumps(r)[:1500]}")
    r = migrate(os.path.join(ra, "java", "XCopy.java"), "--rounds", "100", iface=ra_abs, prog=ra_prog)
    if r.get("verdict") == "equivalent" and "where TRANIN is absent" in (r.get("proof") or ""):
        ok(f"XCOPYRA (TRANIN may be absent), xcopyra/java/XCopy.java: equivalent, {r['seconds']:.1f} s")
    else:
        fail(f"XCOPYRA (TRANIN may be absent), xcopyra/java/XCopy.java: {json.dumps(r)[:1500]}")
    for rounds in ("200", "1"):
        r = migrate(os.path.join(HERE, "java", "XCopy.java"), "--rounds", rounds, iface=ra_abs, prog=ra_prog)
        cx = r.get("counterexample") or {}
        good = (r.get("verdict") == "behaviour_changed" and "FileNotFoundException" in json.dumps(cx.get("translation"))
                if rounds != "1" else r.get("verdict") != "equivalent" and r.get("proof") is None)
        if good:
            ok(f"XCOPYRA (TRANIN may be absent), XCopy.java, {rounds} rounds: {r['verdict']}")
        else:
            fail(f"XCOPYRA (TRANIN may be absent), XCopy.java, {rounds} rounds: {json.dumps(r)[:1500]}")

    # without the interface's printable the proof is not attempted
    anyb = os.path.join(tmp, "any-bytes.json")
    open(anyb, "w").write(open(IFACE).read().replace(', "printable": true', ""))
    r = migrate(os.path.join(HERE, "java", "XCopy.java"), "--rounds", "1", iface=anyb)
    if r.get("verdict") == "equivalent" or r.get("proof") is not None or "printable" not in (r.get("reason") or ""):
        fail(f"XCopy.java without printable: {json.dumps(r)[:1500]}")
    else:
        ok(f"XCopy.java without printable, one round: {r['verdict']}, no proof")
finally:
    shutil.rmtree(tmp, ignore_errors=True)
print(f"{passed} passed, {failures} failed")
sys.exit(1 if failures else 0)
