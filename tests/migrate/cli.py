#!/usr/bin/env python3
"""equiv migrate on the small program tests/migrate/cli/MIGFEE.cbl (issue 17): the statement, the
verdicts on a correct Rust and Java translation (unknown: agreement proves nothing) and on seeded
bugs (behaviour_changed), each counterexample replayed here independently: the COBOL data sets
from --evidence through `equiv cobol run`, the translation's files through the rustc-built buggy
and correct translations (the bug's output must differ from COBOL's, the correct one's must not).
Then wrong input: hostile interface files, usage errors, a translation that does not compile."""
import json, os, shutil, subprocess, sys, tempfile

EQUIV = os.path.abspath(sys.argv[1])
HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "cli")
PROG = os.path.join(HERE, "MIGFEE.cbl")
IFACE = os.path.join(HERE, "interface.json")
failures = 0
# rustc as Equiv finds it: $EQUIV_RUSTC, PATH, then rustup's default place
RUSTC = os.environ.get("EQUIV_RUSTC") or shutil.which("rustc") or next(
    (p for p in [os.path.expanduser("~/.cargo/bin/rustc"), "/root/.cargo/bin/rustc"] if os.access(p, os.X_OK)), "rustc")


def fail(msg):
    global failures
    failures += 1
    print("FAIL:", msg)


def equiv(*args, timeout=600):
    return subprocess.run([EQUIV, *args], capture_output=True, text=True, timeout=timeout)


def migrate(*args):
    return equiv("migrate", PROG, "--interface", IFACE, *args)


tmp = tempfile.mkdtemp(prefix="equiv-migrate-test-")
try:
    # --- the statement ------------------------------------------------------------------------
    p = migrate("--statement")
    if p.returncode != 0:
        fail(f"--statement: exit {p.returncode}: {p.stderr}")
    for want in ["# Migration statement: MIGFEE", "**TRANIN**", "IN-AMT", "S9(5)V9(2)", "Record bound", "`<FEEOUT>`",
                 "RETURN-CODE modulo 256", "no end of the translation is related"]:
        if want not in p.stdout:
            fail(f"--statement lacks {want!r}")
    p = migrate("--statement", "--json")
    st = json.loads(p.stdout) if p.returncode == 0 else {}
    if st.get("format") != "equiv-migration-statement" or [i["dd"] for i in st.get("inputs", [])] != ["TRANIN"]:
        fail(f"--statement --json: {p.stdout[:300]} {p.stderr}")
    elif [f["name"] for f in st["inputs"][0]["fields"]] != ["IN-ID", "IN-AMT", "IN-FLAG"]:
        fail(f"statement fields: {st['inputs'][0]['fields']}")
    else:
        print("statement: ok")

    # --- the correct translations: unknown, never equivalent -------------------------------------
    for lang, path, rounds in [("rust", "migfee.rs", "60"), ("java", "java", "60")]:
        p = migrate(f"--{lang}", os.path.join(HERE, path), "--rounds", rounds, "--json")
        r = json.loads(p.stdout) if p.returncode == 0 else {}
        if r.get("verdict") != "unknown" or r.get("reason_code") != "bound" or r["tried"]["agreed"] < int(rounds) * 3 // 4:
            fail(f"{lang} correct translation: exit {p.returncode} {p.stdout[:400]} {p.stderr}")
        elif lang == "java" and not (r.get("runner") or "").startswith(f"{r['tried']['agreed']} runs in one JVM, 0 in a JVM each"):
            fail(f"java correct translation: every run in the one JVM expected: {r.get('runner')}")
        else:
            print(f"{lang} correct translation: unknown, {r['tried']['agreed']} inputs agreed ({r.get('runner')}): ok")
    # the one JVM's wrong twin: a translation correct in a JVM of its own that keeps state across
    # runs outside its classes (a system property). The shared JVM shows a difference; the replay
    # in a JVM of its own does not: no behaviour_changed, and the rest of the search runs alone
    p = migrate("--java", os.path.join(HERE, "shared-jvm-leak"), "--rounds", "8", "--json")
    r = json.loads(p.stdout) if p.returncode == 0 else {}
    if r.get("verdict") != "unknown" or "differed from the same run in a JVM of its own" not in (r.get("runner") or ""):
        fail(f"shared-jvm-leak: {p.stdout[:600]} {p.stderr}")
    else:
        print(f"shared-jvm-leak: unknown ({r['runner']}): ok")

    # --- seeded bugs: behaviour_changed, replayed here ------------------------------------------
    good = os.path.join(tmp, "good")
    subprocess.run([RUSTC, "--edition", "2021", "-O", "-o", good, os.path.join(HERE, "migfee.rs")], check=True)

    def cobol_lines(ev):
        out = os.path.join(ev, "feeout.dat")
        q = equiv("cobol", "run", PROG, "--encoding", "ebcdic", "--dd", "TRANIN=" + os.path.join(ev, "cobol-TRANIN.ebcdic"),
                  "--dd", "FEEOUT=" + out, "--json")
        return json.loads(q.stdout)["display"] if q.returncode == 0 else None

    def binary_lines(binary, ev):
        d = os.path.join(ev, "run-" + os.path.basename(binary))
        os.makedirs(d, exist_ok=True)
        q = subprocess.run([binary, os.path.join(ev, "translation-TRANIN"), os.path.join(d, "FEEOUT")],
                           capture_output=True)
        return q.stdout.decode("latin-1").splitlines()

    for bug in ["rust-truncates", "rust-sign-lost"]:
        ev = os.path.join(tmp, bug)
        src = os.path.join(HERE, "bugs", bug + ".rs")
        p = migrate("--rust", src, "--rounds", "200", "--json", "--evidence", ev)
        r = json.loads(p.stdout) if p.returncode == 0 else {}
        if r.get("verdict") != "behaviour_changed" or not r.get("counterexample"):
            fail(f"{bug}: exit {p.returncode} {p.stdout[:400]} {p.stderr}")
            continue
        binary = os.path.join(tmp, bug + ".bin")
        subprocess.run([RUSTC, "--edition", "2021", "-O", "-o", binary, src], check=True)
        cob, bad, ok = cobol_lines(ev), binary_lines(binary, ev), binary_lines(good, ev)
        if cob is None or cob == bad:
            fail(f"{bug}: the counterexample does not replay: COBOL {cob}, bug {bad}")
        elif cob != ok:
            fail(f"{bug}: the correct translation differs from COBOL on the counterexample: {cob} vs {ok}")
        else:
            print(f"{bug}: behaviour_changed, replayed (COBOL {cob[-1]!r}, bug {bad[-1]!r}): ok")
    # --emit-tests: run.sh replays without Equiv (exit 0: the translation differs); pointed at the
    # correct translation, the same script must find no difference (exit 1)
    et = os.path.join(tmp, "emit")
    p = migrate("--rust", os.path.join(HERE, "bugs", "rust-truncates.rs"), "--rounds", "200", "--emit-tests", et)
    script = os.path.join(et, "MIGFEE", "run.sh")
    q = subprocess.run(["sh", script], capture_output=True, text=True) if os.path.exists(script) else None
    if p.returncode != 0 or q is None or q.returncode != 0 or "differs from the COBOL program" not in q.stdout:
        fail(f"--emit-tests: exit {p.returncode}, run.sh {q and q.returncode}: {q and q.stdout[-400:]} {p.stderr}")
    else:
        text = open(script).read().replace(os.path.join(HERE, "bugs", "rust-truncates.rs"), os.path.join(HERE, "migfee.rs"))
        with open(os.path.join(et, "MIGFEE", "good.sh"), "w") as f:
            f.write(text)
        q = subprocess.run(["sh", os.path.join(et, "MIGFEE", "good.sh")], capture_output=True, text=True)
        if q.returncode != 1:
            fail(f"--emit-tests: the correct translation does not pass the emitted test: {q.returncode} {q.stdout[-400:]}")
        else:
            print("--emit-tests: run.sh shows the bug (exit 0) and passes the correct translation (exit 1): ok")
    p = migrate("--java", os.path.join(HERE, "bugs", "java-half-even"), "--rounds", "60", "--json")
    r = json.loads(p.stdout) if p.returncode == 0 else {}
    if r.get("verdict") != "behaviour_changed" or "TOTAL FEE" not in (r.get("counterexample") or {}).get("difference", ""):
        fail(f"java-half-even: {p.stdout[:400]} {p.stderr}")
    elif " 0 in a JVM each" in (r.get("runner") or " 0 in a JVM each"):
        fail(f"java-half-even: the difference was not replayed in a JVM of its own: {r.get('runner')}")
    else:
        print("java-half-even: behaviour_changed: ok")

    # --- an absent data set: TRANIN does not exist (OPEN status 35; MIGFEE declares FILE STATUS and
    # goes on, reading no record). The seeded bug throws NoSuchFileException; the correct Java
    # translation (above: unknown) reads no record. Replayed here on equiv cobol run, cobc and java.
    ev = os.path.join(tmp, "absent-ev")
    et = os.path.join(tmp, "absent-emit")
    bug = os.path.join(HERE, "bugs", "java-missing-throws")
    p = migrate("--java", bug, "--rounds", "60", "--json", "--evidence", ev, "--emit-tests", et)
    r = json.loads(p.stdout) if p.returncode == 0 else {}
    cx = r.get("counterexample") or {}
    nowhere = os.path.join(tmp, "no-such-data-set")
    if r.get("verdict") != "behaviour_changed" or not cx.get("inputs") or cx["inputs"][0].get("absent") is not True \
            or cx["inputs"][0].get("records") != [] or os.path.exists(os.path.join(ev, "cobol-TRANIN.ebcdic")):
        fail(f"java-missing-throws: {p.stdout[:600]} {p.stderr}")
    else:
        q = equiv("cobol", "run", PROG, "--encoding", "ebcdic", "--dd", "TRANIN=" + nowhere,
                  "--dd", "FEEOUT=" + os.path.join(tmp, "feeout.abs"), "--json")
        cob = json.loads(q.stdout)["display"] if q.returncode == 0 else None
        classes = os.path.join(tmp, "absent-classes")
        os.makedirs(classes + "/bug"), os.makedirs(classes + "/good")
        subprocess.run(["javac", "-d", classes + "/bug", os.path.join(bug, "MigFee.java")], check=True)
        subprocess.run(["javac", "-d", classes + "/good", os.path.join(HERE, "java", "MigFee.java")], check=True)
        jb = subprocess.run(["java", "-cp", classes + "/bug", "MigFee", nowhere, os.path.join(tmp, "fo1")],
                            capture_output=True, text=True)
        jg = subprocess.run(["java", "-cp", classes + "/good", "MigFee", nowhere, os.path.join(tmp, "fo2")],
                            capture_output=True, text=True)
        cobc_lines = None
        if shutil.which("cobc"):
            exe = os.path.join(tmp, "migfee-cobc")
            subprocess.run(["cobc", "-x", "-std=ibm", "-o", exe, PROG], check=True, capture_output=True)
            c = subprocess.run([exe], capture_output=True, text=True, cwd=tmp,
                               env=dict(os.environ, TRANIN=nowhere, FEEOUT=os.path.join(tmp, "fo3")))
            cobc_lines = [x.rstrip() for x in c.stdout.splitlines()] if c.returncode == 0 else ["exit %d" % c.returncode]
        if cob != ["RECORDS 00000", "TOTAL FEE +00000000000"] or jb.returncode != 1 or "NoSuchFileException" not in jb.stderr:
            fail(f"absent TRANIN does not replay: COBOL {cob}, bug exit {jb.returncode} {jb.stderr[:200]}")
        elif jg.returncode != 0 or jg.stdout.splitlines() != cob:
            fail(f"absent TRANIN: the correct translation differs from COBOL: {jg.stdout!r} vs {cob}")
        elif cobc_lines is not None and cobc_lines != cob:
            fail(f"absent TRANIN: cobc {cobc_lines} vs Equiv {cob}")
        elif "the same outcome as Equiv" not in (cx.get("native") or ""):
            fail(f"absent TRANIN: equiv migrate's cobc replay: {cx.get('native')}")
        else:
            print(f"java-missing-throws: behaviour_changed on an absent TRANIN, replayed (COBOL and cobc {cob}, "
                  "java NoSuchFileException): ok")
        script = os.path.join(et, "MIGFEE", "run.sh")
        q = subprocess.run(["sh", script], capture_output=True, text=True) if os.path.exists(script) else None
        good = open(script).read().replace(bug, os.path.join(HERE, "java")) if q else ""
        with open(os.path.join(et, "MIGFEE", "good.sh"), "w") as f:
            f.write(good)
        g = subprocess.run(["sh", os.path.join(et, "MIGFEE", "good.sh")], capture_output=True, text=True)
        if q is None or q.returncode != 0 or g.returncode != 1 or os.path.exists(os.path.join(et, "MIGFEE", "input", "TRANIN")):
            fail(f"absent TRANIN --emit-tests: run.sh {q and q.returncode} (want 0), on the correct one {g.returncode} "
                 f"(want 1): {q and q.stdout[-300:]} {g.stdout[-300:]}")
        else:
            print("absent TRANIN --emit-tests: run.sh shows the bug and passes the correct translation: ok")
    # its wrong twin: the interface says TRANIN always exists, so no input leaves it absent
    ap = json.load(open(IFACE))
    ap["files"]["TRANIN"]["always_present"] = True
    appath = os.path.join(tmp, "always.json")
    json.dump(ap, open(appath, "w"))
    p = equiv("migrate", PROG, "--interface", appath, "--java", bug, "--rounds", "40", "--json")
    r = json.loads(p.stdout) if p.returncode == 0 else {}
    if r.get("verdict") != "unknown" or r["tried"]["agreed"] < 30:
        fail(f"always_present: the absent TRANIN was generated: {p.stdout[:400]} {p.stderr}")
    st = equiv("migrate", PROG, "--interface", appath, "--statement").stdout
    st2 = migrate("--statement").stdout
    if "always exists" not in st or "Or no data set at all" not in st2 or "Or no data set at all" in st:
        fail("the statement does not say which data sets may be absent")
    else:
        print("always_present: never absent, stated: ok")

    # --- a domain: IN-FLAG is P, IN-AMT within a range ------------------------------------------
    base = json.load(open(IFACE))
    dom = dict(base, domain=[{"file": "TRANIN", "field": "IN-FLAG", "values": ["P"]},
                             {"file": "TRANIN", "field": "IN-AMT", "min": "-10.00", "max": "10.00"}])
    dpath = os.path.join(tmp, "domain.json")
    json.dump(dom, open(dpath, "w"))
    p = equiv("migrate", PROG, "--interface", dpath, "--statement")
    if p.returncode != 0 or 'IN-FLAG is "P"' not in p.stdout or "lies between -10.00 and 10.00" not in p.stdout:
        fail(f"domain statement: {p.stdout[-600:]} {p.stderr}")
    ev = os.path.join(tmp, "domain-ev")
    p = equiv("migrate", PROG, "--interface", dpath, "--rust", os.path.join(HERE, "bugs", "rust-sign-lost.rs"),
              "--rounds", "100", "--json", "--evidence", ev)
    r = json.loads(p.stdout) if p.returncode == 0 else {}
    recs = (r.get("counterexample") or {}).get("inputs", [{}])[0].get("records", [])
    if r.get("verdict") != "behaviour_changed" or not recs or any(x[11] != "P" for x in recs):
        fail(f"domain run: {p.stdout[:500]} {p.stderr}")
    else:
        print(f"domain: every generated IN-FLAG is P ({len(recs)} records in the counterexample): ok")

    # --- the schema: every interface file here validates; the loader's refusals are the schema's too
    import glob, jsonschema
    schema = json.load(open(os.path.join(HERE, "..", "..", "..", "docs", "migrate-interface.schema.json")))
    for path in sorted(glob.glob(os.path.join(HERE, "..", "*", "interface.json"))) + [dpath]:
        try:
            jsonschema.validate(json.load(open(path)), schema)
        except jsonschema.ValidationError as e:
            fail(f"{path}: not valid under docs/migrate-interface.schema.json: {e.message}")

    # --- wrong input ---------------------------------------------------------------------------
    def bad_iface(name, mutate, want):
        j = json.loads(json.dumps(base))
        text = mutate(j)
        path = os.path.join(tmp, name + ".json")
        with open(path, "w") as f:
            f.write(text if isinstance(text, str) else json.dumps(j))
        q = equiv("migrate", PROG, "--interface", path, "--statement")
        line = q.stderr.strip()
        try:  # what the schema alone can tell must be refused by it as well
            jsonschema.validate(json.loads(text) if isinstance(text, str) else j, schema)
            if name in schema_refuses:
                fail(f"interface {name}: the schema accepts what the loader refuses")
        except (ValueError, jsonschema.ValidationError):
            pass
        if q.returncode != 1 or want not in line or "\n" in line or q.stdout:
            fail(f"interface {name}: exit {q.returncode}, stderr {q.stderr!r}, want {want!r}")

    schema_refuses = {"unknown-member", "format", "version", "args", "dup-arg", "encoding", "abend", "java", "array",
                      "present", "printable"}
    bad_iface("unknown-member", lambda j: j.update(extra=1), "/extra: unknown member")
    bad_iface("format", lambda j: j.update(format="x"), "/format: wants")
    bad_iface("version", lambda j: j.update(format_version=2), "/format_version")
    bad_iface("args", lambda j: j.update(args="TRANIN"), "/args:")
    bad_iface("dup-arg", lambda j: j.update(args=["TRANIN", "TRANIN"]), "/args/1: a DD name given twice")
    bad_iface("no-input", lambda j: (j.update(args=["FEEOUT"]), j["files"].pop("TRANIN")), "reads the file on DD TRANIN")
    bad_iface("file-missing", lambda j: j["files"].pop("FEEOUT"), "/files/FEEOUT: missing")
    bad_iface("encoding", lambda j: j["files"]["TRANIN"].update(encoding="ebcdic"), "/files/TRANIN/encoding")
    bad_iface("present", lambda j: j["files"]["TRANIN"].update(always_present="yes"),
              "/files/TRANIN/always_present: wants true or false")
    bad_iface("printable", lambda j: j["files"]["TRANIN"].update(printable=1),
              "/files/TRANIN/printable: wants true or false")
    bad_iface("abend", lambda j: j.update(abend={"exit_status": 0}), "/abend:")
    bad_iface("java", lambda j: j.update(java={"main_class": "-jar"}), "/java:")
    bad_iface("dom-field", lambda j: j.update(domain=[{"file": "TRANIN", "field": "NOPE", "values": ["A"]}]),
              "/domain/0/field: NOPE is not")
    bad_iface("dom-long", lambda j: j.update(domain=[{"file": "TRANIN", "field": "IN-FLAG", "values": ["AB"]}]),
              "/domain/0/values/0:")
    bad_iface("dom-digits", lambda j: j.update(domain=[{"file": "TRANIN", "field": "IN-AMT", "values": ["1.234"]}]),
              "/domain/0/values/0:")
    bad_iface("syntax", lambda j: '{"format": "equiv-interface",', "syntax.json:1:")
    bad_iface("empty", lambda j: "", "empty.json:")
    bad_iface("array", lambda j: "[]", "wants an object")
    for args, want in [([], "missing the COBOL program"), ([PROG], "missing --interface"),
                       ([PROG, "--interface", IFACE], "missing --rust"),
                       ([PROG, "--interface", IFACE, "--rust", "a.rs", "--java", "b"], "one translation"),
                       ([PROG, "--interface", IFACE, "--rust", "a.rs", "--rounds", "0"], "--rounds"),
                       ([PROG, "--interface", IFACE, "--bogus"], "unknown option"),
                       ([PROG, "--interface", IFACE, "--rust", os.path.join(tmp, "none.rs")], "none.rs"),
                       ([PROG, "--interface", IFACE, "--java", os.path.join(HERE, "migfee.rs")], "--java wants")]:
        q = equiv("migrate", *args)
        if q.returncode != 1 or want not in q.stderr:
            fail(f"usage {args[1:]}: exit {q.returncode}, {q.stderr!r}")
    broken = os.path.join(tmp, "broken.rs")
    with open(broken, "w") as f:
        f.write("fn main() { let x: u32 = \"no\"; }\n")
    q = migrate("--rust", broken)
    if q.returncode != 1 or "does not compile" not in q.stderr or len(q.stderr.strip().splitlines()) != 1:
        fail(f"broken translation: exit {q.returncode}, {q.stderr!r}")
    else:
        print("wrong input: one line each, exit 1: ok")
finally:
    shutil.rmtree(tmp, ignore_errors=True)

print(f"migrate-cli: {failures} failure(s)")
sys.exit(1 if failures else 0)
