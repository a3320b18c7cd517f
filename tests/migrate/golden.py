#!/usr/bin/env python3
"""tests/migrate/golden.py EQUIV [--corpus DIR] [PROG...] — the golden-master check of the migration corpus
(issue 17, docs/migrate-interface.md). For every program directory tests/migrate/<prog>/ (or the
ones named) and every data set data/<set>/:

- the COBOL side: each input's Latin-1 lines converted to an EBCDIC fixed data set with
  `equiv cobol data convert`, run with `equiv cobol run PROG.cbl [SUB.cbl]... --encoding ebcdic
  --json`; an output data set (fixed EBCDIC records of the FD's RECORD CONTAINS length) decoded
  through the interface's code page;
- the translations: rust/main.rs built with `rustc -O`, java/<MainClass>.java with `javac`, every
  seeded bug (bugs/rust-<bug>.rs, bugs/java-<bug>/<MainClass>.java) the same way, each run with the
  interface's args (paths of the Latin-1 line files; outputs in a fresh directory per run) and
  SYSIN on standard input when the interface says so;
- the runs related as docs/migrate-interface.md "How the runs are related" says: displayed lines
  against standard output (trailing spaces compared), output files record by record (trailing
  spaces removed on both sides), completion with the return code (mod 256) or the abend against
  abend.exit_status (files not compared after an abend).

Asserted: every COBOL run completes or abends (a sample that goes wrong is not admissible); every
correct translation matches on every data set; every seeded bug differs from the COBOL outcome on
at least one data set (the table printed at the end says which); at least 3 data sets and 5 seeded
bugs per program, every bug file with its `// seeded bug: ...; shows on: ...` header.

cobc: the program is also compiled with `cobc -x -std=ibm -fsign=EBCDIC` (GnuCOBOL 3.1.2) and run on
the Latin-1 data as fixed ASCII records; its outcome must be the same as Equiv's, except on the data
sets listed in <prog>/cobc-differs.txt (`<set>: <why>` per line), where it must differ (so the list
cannot go stale). CEE3ABD, which cobc lacks, is linked to a stub written here that ends the run
with return code 254 (cobc's abend, compared with Equiv's abended status).

Interface files: `line` files in Latin-1 or UTF-8 and `fixed` files in Latin-1 (records back to
back) are related; any other format, encoding or display encoding is reported as a failure.

Data set conventions besides data/<set>/<DD>.txt and SYSIN.txt: data/<set>/absent lists DD names
(one a line) of input data sets that are not present (the COBOL OPEN gives status 35; the
translation receives a path to a file that does not exist). A DD in args with neither a file nor
an `absent` line is an output.
"""
import concurrent.futures as cf
import json, os, re, shutil, subprocess, sys, tempfile, time

HERE = os.path.dirname(os.path.abspath(__file__))
EQUIV = os.path.abspath(sys.argv[1]) if len(sys.argv) > 1 else os.environ.get("EQUIV", "")
ONLY = sys.argv[2:]
# --corpus DIR: the tests/migrate directory of another worktree (a copy of this script run from
# elsewhere checks that tree's programs)
CORPUS = HERE
if len(ONLY) >= 2 and ONLY[0] == "--corpus":
    CORPUS, ONLY = os.path.abspath(ONLY[1]), ONLY[2:]
RUSTC = os.environ.get("EQUIV_RUSTC") or next(
    (p for p in [os.path.join(d, "rustc") for d in os.environ.get("PATH", "").split(":") if d]
     + [os.path.expanduser("~/.cargo/bin/rustc"), "/root/.cargo/bin/rustc"] if os.access(p, os.X_OK)), "rustc")
JOBS = int(os.environ.get("EQUIV_TEST_JOBS", "2"))
# The translations and cobc run without the sanitizer settings meant for equiv.
CLEAN_ENV = {k: v for k, v in os.environ.items() if not k.endswith("SAN_OPTIONS")}
CLEAN_ENV["LC_ALL"] = "C"

failures = []

def fail(msg):
    failures.append(msg)
    print("FAIL:", msg, flush=True)

def run(cmd, **kw):
    kw.setdefault("capture_output", True)
    kw.setdefault("timeout", 120)
    if "stdin" not in kw and "input" not in kw:
        kw["input"] = b""   # an empty pipe, not /dev/null (see empty_file)
    return subprocess.run(cmd, **kw)

# ---------------------------------------------------------------- the COBOL source's files
def source_text(path):
    """The program text of a fixed-format source: columns 8-72 of the lines that are not comments."""
    out = []
    for line in open(path, encoding="latin-1"):
        line = line.rstrip("\n")
        if len(line) >= 7 and line[6] in "*/":
            continue
        out.append(line[7:72])
    return " ".join(out)

def file_lrecls(path):
    """DD name -> record length, from SELECT f ASSIGN TO dd and FD f ... RECORD CONTAINS n."""
    text = source_text(path).upper()
    dd_of = {}
    for m in re.finditer(r"\bSELECT\s+(?:OPTIONAL\s+)?([A-Z0-9-]+)\s+ASSIGN\s+(?:TO\s+)?'?([A-Z0-9-]+)'?", text):
        dd = m.group(2).split("-")[-1]
        dd_of[m.group(1)] = dd
    lrecl = {}
    for m in re.finditer(r"\bFD\s+([A-Z0-9-]+)([^.]*)\.", text):
        r = re.search(r"RECORD\s+CONTAINS\s+(\d+)\s+(?:CHARACTERS)?", m.group(2))
        if m.group(1) in dd_of and r:
            lrecl[dd_of[m.group(1)]] = int(r.group(1))
    return lrecl

# ---------------------------------------------------------------- one outcome, three runners
class Outcome:
    """status (COBOL: completed|abended; a translation or cobc: exited|signalled|timed out), display
    lines, return code or exit status, files {DD: [records without trailing spaces]}."""
    def __init__(self, status, display, rc, files, note=""):
        self.status, self.display, self.rc, self.files, self.note = status, display, rc, files, note

def relate(cobol, other, iface, outputs, abend_status):
    """The first difference of `other` (a translation's or cobc's run: its exit status and lines)
    from the COBOL outcome, or None: docs/migrate-interface.md, "How the runs are related"."""
    if other.status != "exited":
        return "the other run %s (%s)" % (other.status, other.note)
    if cobol.status == "abended":
        if other.rc != abend_status:
            return "COBOL abended (%s), the other exited %d (%s)" % (cobol.note, other.rc, other.note)
    elif iface.get("return_code", "exit_status") == "exit_status":
        if cobol.rc % 256 != other.rc:
            return "COBOL completed with return code %d, the other exited %d (%s)" % (cobol.rc, other.rc, other.note)
    elif other.rc == abend_status:
        return "COBOL completed, the other exited with the abend status %d" % other.rc
    if cobol.display != other.display:
        n = next((i for i in range(min(len(cobol.display), len(other.display)))
                  if cobol.display[i] != other.display[i]), min(len(cobol.display), len(other.display)))
        a = cobol.display[n] if n < len(cobol.display) else "<none>"
        b = other.display[n] if n < len(other.display) else "<none>"
        return "display line %d: COBOL %r, other %r" % (n + 1, a, b)
    if cobol.status == "completed":
        for dd in outputs:
            a, b = cobol.files.get(dd, []), other.files.get(dd, [])
            if a != b:
                n = next((i for i in range(min(len(a), len(b))) if a[i] != b[i]), min(len(a), len(b)))
                ra = a[n] if n < len(a) else "<none>"
                rb = b[n] if n < len(b) else "<none>"
                return "%s record %d: COBOL %r, other %r" % (dd, n + 1, ra, rb)
    return None

def empty_file(work):
    path = os.path.join(work, "empty.stdin")
    open(path, "wb").close()
    return path

def stdout_lines(b, encoding="latin-1"):
    lines = b.decode(encoding, errors="replace").split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    return lines

class Program:
    def __init__(self, d):
        self.dir = d
        self.name = os.path.basename(d)
        self.iface = json.load(open(os.path.join(d, "interface.json")))
        self.main_cbl = os.path.join(d, self.name.upper() + ".cbl")
        self.subs = sorted(os.path.join(d, f) for f in os.listdir(d)
                           if f.endswith(".cbl") and os.path.join(d, f) != self.main_cbl)
        self.codepage = self.iface.get("codepage", "037")
        self.pycodec = "cp037" if self.codepage == "037" else "cp1140"
        self.lrecl = file_lrecls(self.main_cbl)
        self.abend_status = self.iface.get("abend", {}).get("exit_status")
        self.display_encoding = self.iface.get("display", {}).get("encoding", "latin-1")
        self.fmt = {}
        for dd in self.iface["args"]:
            f = self.iface.get("files", {}).get(dd, {})
            self.fmt[dd] = (f.get("format"), f.get("encoding", "latin-1"))
            # what golden.py cannot relate is a failure, never a silent approximation
            if self.fmt[dd] not in (("line", "latin-1"), ("line", "utf-8"), ("fixed", "latin-1")):
                fail("%s: %s: files format %s encoding %s: not supported by golden.py" % (self.name, dd, *self.fmt[dd]))
        if self.iface.get("domain"):
            # the samples are not checked against the stated domain (no field layout here): said, not skipped
            print("note: %s: the interface's domain is not checked on the data sets" % self.name, flush=True)
        if self.display_encoding not in ("latin-1", "utf-8"):
            fail("%s: display encoding %s: not supported by golden.py" % (self.name, self.display_encoding))
        self.main_class = self.iface.get("java", {}).get("main_class", "")
        ds = os.path.join(d, "data")
        self.sets = sorted(s for s in os.listdir(ds) if os.path.isdir(os.path.join(ds, s))) if os.path.isdir(ds) else []
        self.bugs = []   # (label, kind, source)
        bd = os.path.join(d, "bugs")
        if os.path.isdir(bd):
            for f in sorted(os.listdir(bd)):
                p = os.path.join(bd, f)
                if f.startswith("rust-") and f.endswith(".rs"):
                    self.bugs.append((f[:-3], "rust", p))
                elif f.startswith("java-") and os.path.isdir(p):
                    self.bugs.append((f, "java", os.path.join(p, self.main_class + ".java")))
        self.cobc_differs = {}
        cd = os.path.join(d, "cobc-differs.txt")
        if os.path.exists(cd):
            for line in open(cd):
                if ":" in line and not line.startswith("#"):
                    s, why = line.split(":", 1)
                    self.cobc_differs[s.strip()] = why.strip()

    def norm(self, dd, records):
        """Records as the relation compares them: a line file's without trailing spaces."""
        return [r.rstrip(" ") for r in records] if self.fmt[dd][0] == "line" else list(records)

    def translation_input(self, dd, path, work):
        """The translation's form of an input sample (Latin-1 lines): as is, re-encoded in UTF-8, or
        fixed records back to back."""
        fmt, enc = self.fmt[dd]
        if (fmt, enc) == ("line", "latin-1"):
            return path
        recs = open(path, "rb").read().split(b"\n")[:-1]
        out = os.path.join(work, dd + ".in")
        if fmt == "line":
            open(out, "wb").write(b"".join(r.decode("latin-1").encode("utf-8") + b"\n" for r in recs))
        else:
            open(out, "wb").write(b"".join(recs))
        return out

    def translation_output(self, dd, path):
        """An output file of the translation as records (text)."""
        fmt, enc = self.fmt[dd]
        if not os.path.exists(path):
            return []
        data = open(path, "rb").read()
        if fmt == "fixed":
            n = self.lrecl.get(dd, 1)
            text = data.decode("latin-1")
            return [text[i:i + n] for i in range(0, len(text), n)]
        lines = data.decode("latin-1" if enc == "latin-1" else "utf-8", errors="replace").split("\n")
        if lines and lines[-1] == "":
            lines.pop()
        return self.norm(dd, lines)

    def set_inputs(self, s):
        """(inputs {DD: path or None if absent}, outputs [DD], sysin path or None)."""
        sd = os.path.join(self.dir, "data", s)
        absent = set()
        if os.path.exists(os.path.join(sd, "absent")):
            absent = {l.strip() for l in open(os.path.join(sd, "absent")) if l.strip()}
        ins, outs = {}, []
        for dd in self.iface["args"]:
            p = os.path.join(sd, dd + ".txt")
            if dd in absent:
                ins[dd] = None
            elif os.path.exists(p):
                ins[dd] = p
            else:
                outs.append(dd)
        sysin = os.path.join(sd, "SYSIN.txt")
        return ins, outs, (sysin if os.path.exists(sysin) else None)

    # ---- the COBOL side, on Equiv's semantics
    def run_equiv(self, s, work):
        ins, outs, sysin = self.set_inputs(s)
        cmd = [EQUIV, "cobol", "run", self.main_cbl, *self.subs, "--encoding", "ebcdic", "--json"]
        if self.codepage == "037":
            cmd += ["--option", "CODEPAGE(37)"]
        for dd, p in ins.items():
            ebc = os.path.join(work, dd + ".ebc")
            if p is not None:
                if dd not in self.lrecl:
                    fail("%s: no RECORD CONTAINS for DD %s" % (self.name, dd)); return None
                data = open(p, "rb").read()
                if data and not data.endswith(b"\n"):
                    fail("%s/%s: %s does not end in a line end" % (self.name, s, dd))
                for i, rec in enumerate(data.split(b"\n")[:-1]):
                    if len(rec) != self.lrecl[dd]:
                        fail("%s/%s: %s line %d has %d bytes, the record %d" % (self.name, s, dd, i + 1, len(rec), self.lrecl[dd]))
                n = str(self.lrecl[dd])
                r = run([EQUIV, "cobol", "data", "convert", "--from", "line", "--to", "fixed", "--lrecl", n,
                         "--to-lrecl", n, "--encoding", "ascii", "--to-encoding", "ebcdic", "--codepage", self.codepage, p, ebc])
                if r.returncode != 0:
                    fail("%s/%s: convert %s: %s" % (self.name, s, dd, r.stderr.decode(errors="replace").strip())); return None
            cmd += ["--dd", "%s=%s" % (dd, ebc)]
        for dd in outs:
            cmd += ["--dd", "%s=%s" % (dd, os.path.join(work, dd + ".out.ebc"))]
        if sysin:
            cmd += ["--sysin", sysin]
        r = run(cmd)
        try:
            j = json.loads(r.stdout)
        except ValueError:
            fail("%s/%s: equiv cobol run exit %d: %s" % (self.name, s, r.returncode, r.stderr.decode(errors="replace").strip()[:400]))
            return None
        if j["status"] not in ("completed", "abended"):
            fail("%s/%s: the COBOL run went wrong (%s: %s at %s): not an admissible sample"
                 % (self.name, s, j.get("wrong_kind"), j.get("reason"), j.get("location")))
            return None
        files = {}
        if j["status"] == "completed":
            for dd in outs:
                p = os.path.join(work, dd + ".out.ebc")
                data = open(p, "rb").read() if os.path.exists(p) else b""
                n = self.lrecl.get(dd)
                if n is None or len(data) % n:
                    fail("%s/%s: output %s: %d bytes, not records of %s" % (self.name, s, dd, len(data), n)); return None
                files[dd] = self.norm(dd, [data[i:i + n].decode(self.pycodec) for i in range(0, len(data), n)])
        note = "abend code %s: %s" % (j.get("abend_code"), j.get("reason")) if j["status"] == "abended" else ""
        return Outcome(j["status"], j["display"], j["return_code"], files, note)

    # ---- a translation (a built binary or a Java class directory)
    def run_translation(self, cmd_prefix, s, work):
        ins, outs, sysin = self.set_inputs(s)
        args = []
        for dd in self.iface["args"]:
            if dd in ins:
                args.append(self.translation_input(dd, ins[dd], work) if ins[dd] is not None
                            else os.path.join(work, dd + ".absent"))
            else:
                args.append(os.path.join(work, dd + ".txt"))
        # SYSIN: its lines without trailing spaces; none: an empty file (not /dev/null, which a
        # broken machine may have as a plain file)
        stdin_path = empty_file(work)
        if self.iface.get("stdin") == "SYSIN" and sysin:
            cards = open(sysin, "rb").read().split(b"\n")
            open(stdin_path, "wb").write(b"\n".join(c.rstrip(b" ") for c in cards))
        with open(stdin_path, "rb") as stdin:
            try:
                r = run(cmd_prefix + args, stdin=stdin, env=CLEAN_ENV, cwd=work)
            except subprocess.TimeoutExpired:
                return Outcome("timed out", [], -1, {}, "120 s")
        status = "signalled" if r.returncode < 0 else "exited"
        files = {dd: self.translation_output(dd, os.path.join(work, dd + ".txt")) for dd in outs}
        return Outcome(status, stdout_lines(r.stdout, self.display_encoding), r.returncode, files,
                       "exit %d: %s" % (r.returncode, r.stderr.decode("latin-1")[-300:].strip()))

    # ---- cobc on the Latin-1 data
    def run_cobc(self, exe, s, work):
        ins, outs, sysin = self.set_inputs(s)
        env = dict(CLEAN_ENV)
        for dd, p in ins.items():
            path = os.path.join(work, dd + ".asc")
            if p is not None:
                recs = open(p, "rb").read().split(b"\n")[:-1]
                open(path, "wb").write(b"".join(r.ljust(self.lrecl[dd], b" ") for r in recs))
            env["DD_" + dd] = path
        for dd in outs:
            env["DD_" + dd] = os.path.join(work, dd + ".cobc.out")
        with open(sysin or empty_file(work), "rb") as stdin:
            r = run([exe], env=env, stdin=stdin, cwd=work)
        status = "signalled" if r.returncode < 0 else "exited"
        files = {}
        for dd in outs:
            p = os.path.join(work, dd + ".cobc.out")
            data = open(p, "rb").read() if os.path.exists(p) else b""
            n = self.lrecl.get(dd, 1)
            files[dd] = self.norm(dd, [data[i:i + n].decode("latin-1") for i in range(0, len(data), n)])
        return Outcome(status, stdout_lines(r.stdout), r.returncode, files,
                       r.stderr.decode("latin-1")[-300:].strip())

# ---------------------------------------------------------------- building
CEE3ABD_STUB = """       IDENTIFICATION DIVISION.
       PROGRAM-ID. CEE3ABD.
      * Test stub for cobc only (golden.py): Equiv models CEE3ABD as an
      * abend; here the run stops with return code 254, read as abended.
       DATA DIVISION.
       LINKAGE SECTION.
       01  ABD-CODE   PIC S9(9) BINARY.
       01  ABD-TIMING PIC S9(9) BINARY.
       PROCEDURE DIVISION USING ABD-CODE ABD-TIMING.
           MOVE 254 TO RETURN-CODE
           STOP RUN.
"""

def build_rust(src, out):
    r = run([RUSTC, "-O", "-C", "codegen-units=1", "--edition", "2021", "-A", "warnings", "-o", out, src], timeout=300)
    return None if r.returncode == 0 else "rustc %s: %s" % (src, r.stderr.decode(errors="replace")[:800])

COMPILE_JAVA = next((p for p in [os.path.join(d, "..", "java", "Compile.java") for d in (CORPUS, HERE)]
                     if os.path.exists(p)), os.path.join(HERE, "..", "java", "Compile.java"))

def build_java_all(jobs):
    """Every Java source [(src, outdir)] compiled in one JVM (tests/java/Compile.java run as a
    source-file program): one javac start-up instead of one per translation."""
    for _, outdir in jobs:
        os.makedirs(outdir, exist_ok=True)
    lines = "".join("%s\t%s\n" % (outdir, src) for src, outdir in jobs)
    r = run(["java", "-XX:+UseSerialGC", COMPILE_JAVA], input=lines.encode(), timeout=600)
    return None if r.returncode == 0 else "javac: %s" % r.stderr.decode(errors="replace")[:2000]

def build_cobc(prog, outdir):
    os.makedirs(outdir, exist_ok=True)
    srcs = [prog.main_cbl, *prog.subs]
    if any("CEE3ABD" in open(p, encoding="latin-1").read() for p in srcs):
        stub = os.path.join(outdir, "CEE3ABD.cbl")
        open(stub, "w").write(CEE3ABD_STUB)
        srcs.append(stub)
    exe = os.path.join(outdir, prog.name)
    r = run(["cobc", "-x", "-std=ibm", "-fsign=EBCDIC", "-fbinary-truncate", "-o", exe, *srcs], timeout=300, env=CLEAN_ENV)
    return exe, (None if r.returncode == 0 else "cobc: %s" % r.stderr.decode(errors="replace")[:800])

JAVA = ["java", "-Xshare:auto", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-cp"]

def self_test():
    """The relation's wrong twins: each difference it must see, and what it must not compare."""
    iface = {"return_code": "exit_status"}
    cob = Outcome("completed", ["A "], 260, {"OUT": ["X"]})
    same = Outcome("exited", ["A "], 4, {"OUT": ["X"]})
    checks = [
        (relate(cob, same, iface, ["OUT"], 12), False, "equal outcomes (return code 260 is exit status 4)"),
        (relate(cob, Outcome("exited", ["A"], 4, {"OUT": ["X"]}), iface, ["OUT"], 12), True, "a display's trailing space"),
        (relate(cob, Outcome("exited", ["A "], 4, {"OUT": ["Y"]}), iface, ["OUT"], 12), True, "a record"),
        (relate(cob, Outcome("exited", ["A "], 4, {"OUT": ["X", "X"]}), iface, ["OUT"], 12), True, "a record more"),
        (relate(cob, Outcome("exited", ["A "], 0, {"OUT": ["X"]}), iface, ["OUT"], 12), True, "the exit status"),
        (relate(cob, Outcome("exited", ["A "], 4, {"OUT": ["X"]}), {"return_code": "ignore"}, ["OUT"], 4), True,
         "the abend status where the COBOL run completed"),
        (relate(Outcome("abended", ["A "], 0, {}), Outcome("exited", ["A "], 12, {"OUT": ["Z"]}), iface, ["OUT"], 12),
         False, "an abend (files not compared)"),
        (relate(Outcome("abended", ["A "], 0, {}), Outcome("exited", ["A "], 0, {}), iface, ["OUT"], 12), True,
         "an abend against a completion"),
        (relate(cob, Outcome("signalled", ["A "], -11, {"OUT": ["X"]}), iface, ["OUT"], 12), True, "a signal"),
    ]
    for got, want, what in checks:
        if bool(got) != want:
            fail("relate self-test: %s: %s" % (what, got or "no difference"))

def main():
    self_test()
    if not EQUIV or not os.access(EQUIV, os.X_OK):
        print("usage: golden.py EQUIV [PROG...]", file=sys.stderr); return 2
    t0 = time.time()
    dirs = sorted(os.path.join(CORPUS, d) for d in os.listdir(CORPUS)
                  if os.path.exists(os.path.join(CORPUS, d, "interface.json"))
                  and os.path.isdir(os.path.join(CORPUS, d, "data"))  # cli/ is migrate-cli's, not the corpus's
                  and (not ONLY or d in ONLY))
    if not dirs:
        print("no program under", CORPUS, file=sys.stderr); return 1
    progs = [Program(d) for d in dirs]
    tmp = tempfile.mkdtemp(prefix="equiv-migrate-golden-")
    pool = cf.ThreadPoolExecutor(JOBS)
    try:
        # every build at once: (prog, label) -> command prefix
        builds = {}
        for p in progs:
            bd = os.path.join(tmp, p.name)
            os.makedirs(bd)
            builds[(p.name, "rust")] = ("rust", os.path.join(p.dir, "rust", "main.rs"), os.path.join(bd, "rust"))
            builds[(p.name, "java")] = ("java", os.path.join(p.dir, "java", p.main_class + ".java"), os.path.join(bd, "java"))
            for label, kind, src in p.bugs:
                builds[(p.name, label)] = (kind, src, os.path.join(bd, label))
        java_fut = pool.submit(build_java_all, [(src, out) for kind, src, out in builds.values() if kind == "java"])
        futs = {k: pool.submit(build_rust, src, out) for k, (kind, src, out) in builds.items() if kind == "rust"}
        cobc_futs = {p.name: pool.submit(build_cobc, p, os.path.join(tmp, p.name, "cobc")) for p in progs}
        prefix = {}
        java_err = java_fut.result()
        if java_err:
            fail(java_err)
        for k, (kind, src, out) in builds.items():
            if kind == "rust":
                err = futs[k].result()
                if err:
                    fail("%s: %s" % (k[0], err)); continue
                prefix[k] = [out]
            elif not java_err:
                main_class = next(p for p in progs if p.name == k[0]).main_class
                # a translation that did not build is never a caught bug
                if not os.path.exists(os.path.join(out, main_class + ".class")):
                    fail("%s: %s: javac wrote no %s.class" % (k[0], src, main_class)); continue
                prefix[k] = JAVA + [out, main_class]
        print("built %d translations in %.1fs" % (len(prefix), time.time() - t0), flush=True)

        summary = []
        for p in progs:
            if len(p.sets) < 3:
                fail("%s: %d data sets, at least 3 wanted" % (p.name, len(p.sets)))
            if len(p.bugs) < 5:
                fail("%s: %d seeded bugs, at least 5 wanted" % (p.name, len(p.bugs)))
            for label, kind, src in p.bugs:
                if not os.path.exists(src):
                    fail("%s: %s: no %s" % (p.name, label, src)); continue
                if not re.search(r"//\s*seeded bug:.*;\s*shows on:", open(src, encoding="utf-8").read()):
                    fail("%s: %s: no '// seeded bug: ...; shows on: ...' header" % (p.name, label))
            # the COBOL outcome per set
            cob = {}
            for s in p.sets:
                w = os.path.join(tmp, p.name, "equiv-" + s); os.makedirs(w)
                cob[s] = pool.submit(p.run_equiv, s, w)
            cob = {s: f.result() for s, f in cob.items()}
            # every translation on every set
            runs = {}
            for label in ["rust", "java"] + [b[0] for b in p.bugs]:
                if (p.name, label) not in prefix:
                    continue
                for s in p.sets:
                    if cob[s] is None:
                        continue
                    w = os.path.join(tmp, p.name, "run-%s-%s" % (label, s)); os.makedirs(w)
                    runs[(label, s)] = pool.submit(p.run_translation, prefix[(p.name, label)], s, w)
            exe, cerr = cobc_futs[p.name].result()
            cobc_runs = {}
            if cerr:
                fail("%s: %s" % (p.name, cerr))
            else:
                for s in p.sets:
                    if cob[s] is None:
                        continue
                    w = os.path.join(tmp, p.name, "cobc-" + s); os.makedirs(w)
                    cobc_runs[s] = pool.submit(p.run_cobc, exe, s, w)
            for label in ["rust", "java"]:
                for s in p.sets:
                    if (label, s) in runs:
                        _, outs, _ = p.set_inputs(s)
                        d = relate(cob[s], runs[(label, s)].result(), p.iface, outs, p.abend_status)
                        if d:
                            fail("%s/%s: the %s translation differs: %s" % (p.name, s, label, d))
            caught_row = []
            for label, kind, src in p.bugs:
                caught = []
                for s in p.sets:
                    if (label, s) in runs:
                        _, outs, _ = p.set_inputs(s)
                        if relate(cob[s], runs[(label, s)].result(), p.iface, outs, p.abend_status):
                            caught.append(s)
                if (p.name, label) in prefix and not caught:
                    fail("%s: seeded bug %s is not caught on any data set" % (p.name, label))
                caught_row.append((label, caught))
            agree = []
            for s, f in cobc_runs.items():
                _, outs, _ = p.set_inputs(s)
                d = relate(cob[s], f.result(), p.iface, outs, 254)
                if s in p.cobc_differs:
                    if not d:
                        fail("%s/%s: listed in cobc-differs.txt but cobc agrees" % (p.name, s))
                    agree.append("%s: differs as listed (%s)" % (s, d))
                elif d:
                    fail("%s/%s: cobc differs from equiv cobol run: %s" % (p.name, s, d))
                else:
                    agree.append("%s: agrees" % s)
            summary.append((p, cob, caught_row, agree))
        for p, cob, caught_row, agree in summary:
            print("%s: sets %s" % (p.name, ", ".join("%s (%s)" % (s, cob[s].status if cob[s] else "?") for s in p.sets)))
            for label, caught in caught_row:
                print("  %-32s caught on: %s" % (label, ", ".join(caught) or "NONE"))
            print("  cobc: " + "; ".join(agree))
    finally:
        pool.shutdown()
        shutil.rmtree(tmp, ignore_errors=True)
    print("%d programs, %d failures, %.1fs" % (len(progs), len(failures), time.time() - t0))
    return 1 if failures else 0

if __name__ == "__main__":
    sys.exit(main())
