#!/usr/bin/env python3
"""cobol-pairs-check.py - the checks of cobol-pairs.sh (see there).

Replay: a counterexample's records are JSON strings whose code points are the record's bytes
decoded by IBM-037's table (interp_lang.c record_text), so text.encode('cp037') gives the EBCDIC
bytes back; `equiv cobol run --json` shows displayed lines decoded by the run's code page (1140).

GnuCOBOL: cobc -std=ibm -fsign=EBCDIC -fbinary-truncate runs ASCII data. A generated data set is converted field by
field (the counterexample's "type"): text and zoned fields through code page 037 (EBCDIC zoned
digits and overpunch signs F0-F9, C0-C9, D0-D9 become '0'-'9', '{A-I', '}J-R', GnuCOBOL's
-fsign=EBCDIC spelling), packed and binary fields unchanged. Both versions compiled by cobc must
differ on it as Equiv says, and `equiv cobol run --encoding ascii` must show what cobc shows.
Generated data (pairs whose verdict is equivalent or unknown): both versions compiled by cobc run
on DATASETS data sets made from the FD layouts of `equiv cobol parse --compact` (the longest record
of each file the program READs; valid data per PICTURE in cobc's ASCII form: zoned digits with the
-fsign=EBCDIC overpunch on the last digit when signed, packed digits with sign nibble C/D or F,
big-endian binary within the PICTURE's digits, text of letters, digits and spaces), with 0, 1, 2,
7, 12 and random record counts. For `equivalent` any difference of stdout, output files or return
code fails the pair: it contradicts the proof. For `unknown` a difference is only reported.
A pair's file `print` names its print files ('DD LRECL asa|machine'): cobc builds them as LINE
SEQUENTIAL files and Equiv's records with control characters are compared as the report they
print (`equiv cobol data convert --to line`).
A pair's `expect` may say `any` (generated pairs): the verdict given is checked as if expected.
A pair's file `timeout` (seconds) lowers the verdict's --timeout for pairs known to run out of time;
its file `args` holds more `equiv diff` arguments, one per line (e.g. --records 8).
Known IBM-vs-GnuCOBOL difference: HIGH-VALUES (X'FF') in a text field becomes X'9F' in ASCII
(IBM-037's X'FF' is U+009F), so a difference that rests on HIGH-VALUES comparing high is not
reproduced by cobc and is reported as such, not as a failure.
"""
import json, os, random, re, shutil, subprocess, sys, tempfile, time

equiv, corpus = sys.argv[1], sys.argv[2]
cobc = shutil.which(os.environ.get("COBC", "cobc"))
tmp = tempfile.mkdtemp(prefix="cbl-pairs.")
passed = failed = 0
log = []


def fail(name, why):
    global failed
    failed += 1
    print(f"FAIL {name}: {why}")


def run(args, **kw):
    return subprocess.run(args, capture_output=True, timeout=300, **kw)


def dds_of(src):
    """Every DD name the program's SELECTs assign (the last part of UT-S-NAME)."""
    p = run([equiv, "cobol", "parse", src, "--compact"])
    doc = json.loads(p.stdout)
    out = []
    for prog in doc["programs"]:
        for sel in prog.get("environment", {}).get("files", []):
            a = sel.get("assign") or sel["name"]
            out.append(a.split("-")[-1])
    return out


def fields_of(type_text):
    """[(name, kind, length)] of the record type 'seq<agg R{F: decimal(7,2) signed packed[4], ...}>'."""
    body = type_text[type_text.index("{") + 1:type_text.rindex("}")]
    out = []
    for m in re.finditer(r"([^,{}\s][^:]*): (decimal\([^)]*\)[^\[]*|bytes)\[(\d+)\]", body):
        kind = "raw" if re.search(r"\b(packed|binary)\b", m.group(2)) else "text"
        out.append((m.group(1).strip(), kind, int(m.group(3))))
    return out


def records_bytes(value):
    recs = []
    for rec in value["items"]:
        recs.append([it["value"].encode("latin-1") for it in rec["items"]])
    return recs


def write_sysin(path, inp):
    """The SYSIN lines of a counterexample input (80-byte EBCDIC records of printable characters)
    as text lines, the form `equiv cobol run --sysin` and a cobc build's standard input take."""
    with open(path, "wb") as f:
        for rec in records_bytes(inp["value"]):
            f.write(b"".join(rec).decode("cp037").encode("latin-1") + b"\n")


SYSIN_CHARS = "DdYN AX1209"


def clock_of(inp):
    """The counterexample's clock (one record of DATE YYYYMMDD and TIME HHMMSShh, zoned) as
    `equiv cobol run --clock` text."""
    rec = records_bytes(inp["value"])[0]
    d = "".join(chr(0x30 + (b & 0x0F)) for b in b"".join(rec))
    return f"{d[0:4]}-{d[4:6]}-{d[6:8]}T{d[8:10]}:{d[10:12]}:{d[12:14]}.{d[14:16]}"


def parm_of(inp):
    """The counterexample's PARM (one record: a binary halfword LENGTH, then TEXT) as text."""
    rec = records_bytes(inp["value"])[0]
    n = rec[0][0] * 256 + rec[0][1]
    return rec[1][:n].decode("cp037")


PARM_WRAPPER = """\
       IDENTIFICATION DIVISION.
       PROGRAM-ID. EQPARMW.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  WS-LEN          PIC 9(3).
       01  WS-I            PIC 9(3).
       01  PARM-AREA.
           05 PARM-LEN     PIC S9(4) COMP.
           05 PARM-TEXT    PIC X(100).
       PROCEDURE DIVISION.
           ACCEPT WS-LEN FROM ENVIRONMENT 'EQUIV_PARM_LEN'
           ACCEPT PARM-TEXT FROM ENVIRONMENT 'EQUIV_PARM'
           MOVE WS-LEN TO PARM-LEN
           PERFORM VARYING WS-I FROM WS-LEN BY 1 UNTIL WS-I >= 100
             MOVE LOW-VALUE TO PARM-TEXT(WS-I + 1:1)
           END-PERFORM
           CALL '{prog}' USING PARM-AREA
           STOP RUN.
"""


def program_id(src):
    m = re.search(r"PROGRAM-ID\.\s+([A-Z0-9-]+)", open(src, encoding="latin-1").read().upper())
    return m.group(1) if m else "?"


def takes_parm(src):
    """Whether the program's PROCEDURE DIVISION has USING (a main program's PARM)."""
    return re.search(r"PROCEDURE\s+DIVISION\s+USING", open(src, encoding="latin-1").read().upper()) is not None


def parm_env(env, text):
    env["EQUIV_PARM_LEN"] = "%03d" % len(text)
    env["EQUIV_PARM"] = text


def cob_date(clock):
    """--clock text as GnuCOBOL's COB_CURRENT_DATE (YYYY/MM/DD HH:MM:SS.hh)."""
    return clock[0:4] + "/" + clock[5:7] + "/" + clock[8:10] + " " + clock[11:]


def reads_sysin(src):
    """Whether the program ACCEPTs from SYSIN (an ACCEPT without FROM DATE/DAY/TIME/...)."""
    text = open(src, encoding="latin-1").read().upper()
    return any(not re.match(r"\s*\S+\s+FROM\s+(DATE|DAY|TIME|DAY-OF-WEEK)", m.group(1))
               for m in re.finditer(r"\bACCEPT\b(.*)", text))


def outcome_of(run_json):
    if run_json["status"] == "completed":
        return ("exited", run_json["return_code"])
    if run_json["status"] == "abended":
        return ("abended", run_json["abend_code"])
    return ("wrong", run_json.get("wrong_kind"))


def reported(b):
    if b["result"] != "outcome":
        return ("wrong", b["kind"])
    return (b["kind"], b.get("code"))


def replay(name, src, cex, side):
    """Runs src with `equiv cobol run` on the counterexample's data sets; '' or why it differs."""
    d = os.path.join(tmp, name, side)
    os.makedirs(d, exist_ok=True)
    args = [equiv, "cobol", "run", src, "--json"]
    inputs = {i["name"]: i for i in cex["inputs"]}
    if "SYSIN" in inputs:
        path = os.path.join(d, "SYSIN.txt")
        write_sysin(path, inputs["SYSIN"])
        args += ["--sysin", path]
    if "CLOCK" in inputs:
        args += ["--clock", clock_of(inputs["CLOCK"])]
    if "PARM" in inputs:
        args += ["--parm", parm_of(inputs["PARM"])]
    for dd in dds_of(src):
        path = os.path.join(d, dd)
        if dd in inputs:
            with open(path, "wb") as f:
                for rec in records_bytes(inputs[dd]["value"]):
                    f.write(b"".join(rec))
        args += ["--dd", f"{dd}={path}"]
    p = run(args)
    try:
        r = json.loads(p.stdout)
    except ValueError:
        return f"equiv cobol run gave no JSON: {p.stderr.decode(errors='replace')[:200]}"
    want = cex[side]
    if outcome_of(r) != reported(want):
        return f"{side}: replay {outcome_of(r)}, reported {reported(want)}"
    if reported(want)[0] == "wrong":
        return ""  # a run that goes wrong reports no output: what it displayed before is not compared
    streams = {}
    for o in want.get("output", []):
        streams.setdefault(o["stream"], []).append(o["text"].encode("cp037"))
    shown = [line.encode("cp1140") for line in r["display"]]
    if shown != streams.get("SYSOUT", []):
        return f"{side}: displayed lines differ from the reported ones"
    for dd in dds_of(src):
        if dd in inputs:
            continue
        path = os.path.join(d, dd)
        got = open(path, "rb").read() if os.path.exists(path) else b""
        if got != b"".join(streams.get(dd, [])):
            return f"{side}: output file {dd} differs from the reported records"
    return ""


DATASETS = int(os.environ.get("EQUIV_COBOL_DATASETS", "30"))


def pic_shape(pic):
    """(kind, digits, scale, signed, length-in-characters) of a PICTURE string."""
    pic = re.sub(r"(.)\((\d+)\)", lambda m: m.group(1) * int(m.group(2)), pic.upper())
    signed = pic.startswith("S")
    body = pic.lstrip("S")
    if re.fullmatch(r"[9V]+", body):
        digits = body.count("9")
        scale = len(body.split("V")[1]) if "V" in body else 0
        return ("num", digits, scale, signed, digits)
    return ("text", 0, 0, False, len(body))


def layout_fields(items, out):
    for it in items:
        if it.get("redefines"):
            continue
        n = int(it.get("occurs", {}).get("max", 1)) if isinstance(it.get("occurs"), dict) else 1
        for _ in range(n):
            if it.get("children"):
                layout_fields(it["children"], out)
            elif it.get("picture"):
                out.append((it.get("name") or "FILLER", it["picture"], it.get("usage", "display")))
    return out


def input_layouts(src):
    """{DD: [(name, picture, usage)]} of every file the program READs (its longest record)."""
    p = run([equiv, "cobol", "parse", src, "--compact"])
    prog = json.loads(p.stdout)["programs"][0]
    text = open(src).read().upper()
    assign = {f["name"]: (f.get("assign") or f["name"]).split("-")[-1]
              for f in prog.get("environment", {}).get("files", [])}
    out = {}
    for fd in prog["data"].get("file", []):
        fname = fd["file"]["ref"]
        if not re.search(r"\bREAD\s+" + re.escape(fname) + r"\b", text):
            continue
        best = []
        for rec in fd.get("records", []):
            flds = layout_fields([rec], [])
            if sum(field_len(f) for f in flds) > sum(field_len(f) for f in best):
                best = flds
        out[assign[fname]] = best
    return out


def field_len(f):
    kind, digits, scale, signed, ln = pic_shape(f[1])
    if f[2] == "packed-decimal":
        return digits // 2 + 1
    if f[2] == "binary":
        return 2 if digits <= 4 else 4 if digits <= 9 else 8
    return ln


def gen_digits(rng, n):
    r = rng.random()
    if r < 0.15:
        return [0] * n
    if r < 0.25:
        return [9] * n
    if r < 0.45 and n:
        return [rng.randrange(10)] + [0] * (n - 1)
    if r < 0.55 and n > 1:
        return [0] * (n - 2) + [rng.randrange(10), 5]
    return [rng.randrange(10) for _ in range(n)]


def gen_field(rng, f):
    """One valid value of field f in GnuCOBOL's ASCII form."""
    kind, digits, scale, signed, ln = pic_shape(f[1])
    if kind == "text":
        if rng.random() < 0.4:
            return bytes(rng.choice(b"0123456789") for _ in range(ln))
        if rng.random() < 0.3:
            return bytes([rng.choice(b"ABCDKWXZ")]) + b" " * (ln - 1)
        return bytes(rng.choice(b"ABCDEKWXYZ 0123456789") for _ in range(ln))
    ds = gen_digits(rng, digits)
    neg = signed and rng.random() < 0.4
    if f[2] == "packed-decimal":
        nib = ([0] if digits % 2 == 0 else []) + ds + [(0xD if neg else 0xC) if signed else 0xF]
        return bytes(nib[i] * 16 + nib[i + 1] for i in range(0, len(nib), 2))
    if f[2] == "binary":
        v = int("".join(map(str, ds)) or "0") * (-1 if neg else 1)
        return v.to_bytes(field_len(f), "big", signed=True)
    z = bytes(b"0123456789"[d] for d in ds)
    if signed:
        z = z[:-1] + bytes([(b"}JKLMNOPQR" if neg else b"{ABCDEFGHI")[ds[-1]]])
    return z


def print_files(src):
    """{DD: (lrecl, format)} of the pair's file `print` (lines 'DD LRECL asa|machine'): the print
    files of the pair's programs (docs/cobol-run.md, "Print files")."""
    pf = os.path.join(os.path.dirname(src), "print")
    out = {}
    for line in (open(pf).read().splitlines() if os.path.exists(pf) else []):
        if line.strip():
            dd, lrecl, fmt = line.split()
            out[dd] = (int(lrecl), fmt)
    return out


def as_report(path, lrecl, fmt):
    """A print data set rendered as the report GnuCOBOL writes to a line sequential file (equiv
    cobol data convert --from asa|machine --to line); None when it does not convert."""
    out = path + ".report"
    p = run([equiv, "cobol", "data", "convert", "--from", fmt, "--to", "line", "--lrecl", str(lrecl), path, out])
    return open(out, "rb").read() if p.returncode == 0 else None


def cobc_build(d, side, src):
    exe = os.path.join(d, side)
    csrc = os.path.join(d, f"{side}prog.cbl")  # cobc refuses a source named like a C keyword
    shutil.copy(src, csrc)
    text = open(src, encoding="latin-1").read()
    for dd in print_files(src):
        # GnuCOBOL writes WRITE ... ADVANCING as line ends only on a LINE SEQUENTIAL file: the
        # print file's SELECT is switched, and Equiv's records are compared as the report they
        # print (tests/cobol/print/print.sh does the same)
        text = re.sub(r"(SELECT\s+[\w-]+\s+ASSIGN\s+TO\s+" + dd + r"\b[^.]*?ORGANIZATION\s+IS\s+)SEQUENTIAL",
                      r"\1LINE SEQUENTIAL", text, flags=re.S)
    with open(csrc, "w", encoding="latin-1") as f:
        f.write(text)
    srcs = [csrc]
    if takes_parm(src):  # GnuCOBOL runs no main program with USING: a wrapper passes the PARM
        wsrc = os.path.join(d, f"{side}wrap.cbl")
        with open(wsrc, "w") as f:
            f.write(PARM_WRAPPER.format(prog=program_id(src)))
        srcs = [wsrc, csrc]
    # -fbinary-truncate: IBM's default TRUNC(STD) (binary receivers cut to their PICTURE's digits);
    # cobc's ibm.conf has binary-truncate: no (found by cobol-mutants.py: SUBTRACT 1 FROM a
    # PIC 9(4) COMP holding 0 stores 1 under IBM's rules, another value without it)
    p = run([cobc, "-std=ibm", "-fsign=EBCDIC", "-fbinary-truncate", "-x", "-o", exe] + srcs)
    if p.returncode:
        return None, f"cobc cannot build the {side} version: {p.stderr.decode(errors='replace')[:200]}"
    return exe, ""


def old_is_safe(old, env, dds, d, sysin_path=None):
    """Whether `equiv cobol run` completes the old version on the data sets named in env (the cobc
    form: ASCII text, EBCDIC signs) without an undefined result."""
    args = [equiv, "cobol", "run", old, "--encoding", "ascii", "--json"]
    if "EQUIV_PARM" in env:
        args += ["--parm", env["EQUIV_PARM"]]
    if "COB_CURRENT_DATE" in env:  # YYYY/MM/DD HH:MM:SS.hh -> --clock
        c = env["COB_CURRENT_DATE"]
        args += ["--clock", c[0:4] + "-" + c[5:7] + "-" + c[8:10] + "T" + c[11:]]
    if sysin_path:
        args += ["--sysin", sysin_path]
    for dd in dds:
        src = env[dd]
        if os.path.exists(src):
            args += ["--dd", f"{dd}={src}"]
        else:
            args += ["--dd", f"{dd}={os.path.join(d, 'safe-' + dd)}"]
    p = run(args)
    try:
        return json.loads(p.stdout)["status"] in ("completed", "abended")
    except (ValueError, KeyError):
        return False


def cobc_generated(name, old, new, only_old_safe=False):
    """Both versions under cobc on DATASETS generated data sets: (number of differing sets, first,
    why-not). only_old_safe: data sets on which old goes wrong (an undefined result, by `equiv cobol
    run`) are not compared - changed_only_where_old_unsafe allows anything there."""
    d = os.path.join(tmp, name, "gen")
    os.makedirs(d, exist_ok=True)
    exes = {}
    for side, src in (("old", old), ("new", new)):
        exes[side], err = cobc_build(d, side, src)
        if err:
            return 0, "", err
    lay = input_layouts(old)
    if lay != input_layouts(new):
        return 0, "", "the two versions' input layouts differ"
    dds = sorted(set(dds_of(old)) | set(dds_of(new)))
    sysin = reads_sysin(old) or reads_sysin(new)
    parm = takes_parm(old) or takes_parm(new)
    rng = random.Random(name)
    counts = [0, 1, 2, 7, 12] + [rng.randrange(16) for _ in range(max(0, DATASETS - 5))]
    differ, first, unsafe = 0, "", 0
    for k, n in enumerate(counts[:DATASETS]):
        env = dict(os.environ)
        for dd in dds:
            env[dd] = os.path.join(d, f"{k}-{dd}")
        for dd, flds in lay.items():
            with open(env[dd], "wb") as f:
                for _ in range(n):
                    f.write(b"".join(gen_field(rng, fl) for fl in flds))
        env["COB_CURRENT_DATE"] = "%04d/%02d/%02d %02d:%02d:%02d.%02d" % (
            rng.randrange(1990, 2031), rng.randrange(1, 13), rng.randrange(1, 29), rng.randrange(24),
            rng.randrange(60), rng.randrange(60), rng.randrange(100))
        if parm:
            parm_env(env, "".join(rng.choice(SYSIN_CHARS) for _ in range(rng.randrange(101))))
        spath = os.path.join(d, f"{k}-SYSIN.txt")
        with open(spath, "w", encoding="latin-1") as f:
            if sysin:
                for _ in range(rng.randrange(4)):
                    f.write("".join(rng.choice(SYSIN_CHARS) for _ in range(80)) + "\n")
        res = {}
        for side in ("old", "new"):
            for dd in dds:
                if dd not in lay and os.path.exists(env[dd]):
                    os.unlink(env[dd])
            with open(spath, "rb") as sin:
                try:
                    c = run([exes[side]], env=env, cwd=d, stdin=sin)
                except subprocess.TimeoutExpired:  # a run that does not end is an outcome too
                    res[side] = (b"", "did not end in 300 s", {})
                    continue
            outs = {dd: open(env[dd], "rb").read() for dd in dds
                    if dd not in lay and os.path.exists(env[dd])}
            res[side] = (c.stdout, c.returncode, outs)
        if res["old"] != res["new"] and only_old_safe and not old_is_safe(old, env, dds, d, spath if sysin else None):
            unsafe += 1
            continue
        if res["old"] != res["new"]:
            differ += 1
            if not first:
                o, nw = res["old"], res["new"]
                what = ("stdout" if o[0] != nw[0] else "return code" if o[1] != nw[1] else "output files")
                first = f"data set {k} ({n} records): {what} differ"
    if unsafe:
        first = (first + "; " if first else "") + f"{unsafe} differ where old goes wrong"
    return differ, first, ""


def cobc_check(name, old, new, cex):
    """Both versions under GnuCOBOL on the ASCII form of the data sets: 'same', 'differs',
    'undefined' (a version goes wrong there, so cobc's run of it shows nothing) or why not."""
    d = os.path.join(tmp, name, "cobc")
    os.makedirs(d, exist_ok=True)
    res = {}
    for side, src in (("old", old), ("new", new)):
        if reported(cex[side])[0] == "wrong":
            # an undefined result (IBM: a subscript out of range without SSRANGE, invalid data):
            # cobc runs on with whatever it finds, or loops; nothing to compare on this side
            res[side] = None
            continue
        exe, err = cobc_build(d, side, src)
        if err:
            return err
        env = dict(os.environ)
        eq_args = [equiv, "cobol", "run", src, "--encoding", "ascii"]
        inputs = {i["name"]: i for i in cex["inputs"]}
        for dd in dds_of(src):
            path = os.path.join(d, f"{side}-{dd}")
            epath = os.path.join(d, f"{side}-eq-{dd}")
            if dd in inputs:
                flds = fields_of(inputs[dd]["type"])
                with open(path, "wb") as f:
                    for rec in records_bytes(inputs[dd]["value"]):
                        for (fname, kind, ln), b in zip(flds, rec):
                            f.write(b if kind == "raw" else b.decode("cp037").encode("latin-1"))
                shutil.copy(path, epath)
            elif os.path.exists(path):
                os.unlink(path)
            env[dd] = path
            eq_args += ["--dd", f"{dd}={epath}"]
        if "PARM" in inputs:
            pt = parm_of(inputs["PARM"])
            eq_args += ["--parm", pt]
            parm_env(env, pt)
        if "CLOCK" in inputs:
            ck = clock_of(inputs["CLOCK"])
            eq_args += ["--clock", ck]
            env["COB_CURRENT_DATE"] = cob_date(ck)
        stdin = None
        if "SYSIN" in inputs:
            spath = os.path.join(d, f"{side}-SYSIN.txt")
            write_sysin(spath, inputs["SYSIN"])
            eq_args += ["--sysin", spath]
            stdin = open(spath, "rb")
        try:
            c = run([exe], env=env, cwd=d, stdin=stdin if stdin else subprocess.DEVNULL)
        except subprocess.TimeoutExpired:
            return f"{side}: the cobc build did not end in 300 s"
        finally:
            if stdin:
                stdin.close()
        e = run(eq_args)
        outs = {dd: open(os.path.join(d, f"{side}-{dd}"), "rb").read()
                for dd in dds_of(src) if dd not in inputs and os.path.exists(os.path.join(d, f"{side}-{dd}"))}
        eouts = {dd: open(os.path.join(d, f"{side}-eq-{dd}"), "rb").read()
                 for dd in dds_of(src) if dd not in inputs and os.path.exists(os.path.join(d, f"{side}-eq-{dd}"))}
        for dd, (lrecl, fmt) in print_files(src).items():
            if dd in eouts:
                eouts[dd] = as_report(os.path.join(d, f"{side}-eq-{dd}"), lrecl, fmt)
        m = re.search(rb"completed with RETURN-CODE (\d+)", e.stderr)
        erc = int(m.group(1)) if m else (0 if e.returncode == 0 else -1)
        if b"abended: code" in e.stderr and c.returncode != 0 and b"libcob: error" in c.stderr:
            # both end the run unit abnormally (a file status 4x with no FILE STATUS or declarative):
            # IBM's abend code (Equiv: 4038) has no counterpart in cobc's exit status 1
            erc = c.returncode
        if c.stdout != e.stdout or c.returncode != erc or outs != eouts:
            return (f"{side}: equiv --encoding ascii and cobc disagree (rc {erc} vs {c.returncode}, "
                    f"stdout {'same' if c.stdout == e.stdout else 'differs'}, files "
                    f"{'same' if outs == eouts else 'differ'})")
        res[side] = (c.stdout, c.returncode, outs)
    if res["old"] is None or res["new"] is None:
        return "undefined"
    return "same" if res["old"] == res["new"] else "differs"


# EQUIV_SHARD=K/N: only every N-th pair from the K-th (the default suite runs one half under the
# sanitizers, the long suite the other; together every pair)
shard_k, shard_n = (int(x) for x in os.environ.get("EQUIV_SHARD", "0/1").split("/"))
for index, name in enumerate(sorted(d for d in os.listdir(corpus) if os.path.isdir(os.path.join(corpus, d)))):
    if index % shard_n != shard_k:
        continue
    pdir = os.path.join(corpus, name)
    if not os.path.isdir(pdir):
        continue
    old, new = os.path.join(pdir, "old.cbl"), os.path.join(pdir, "new.cbl")
    expect = open(os.path.join(pdir, "expect")).read().splitlines()
    t0 = time.monotonic()
    # 90 s per program: the sanitizer build on a busy machine runs the inductions several times slower;
    # less for the pairs whose file `timeout` says so (known to run out of time: unknown either way)
    tfile = os.path.join(pdir, "timeout")
    tmo = open(tfile).read().strip() if os.path.exists(tfile) else "90"
    afile = os.path.join(pdir, "args")
    extra = open(afile).read().split() if os.path.exists(afile) else []
    p = run([equiv, "diff", old, new, "--json", "--timeout", tmo] + extra)
    secs = time.monotonic() - t0
    try:
        fn = json.loads(p.stdout)["functions"][0]
    except (ValueError, KeyError, IndexError):
        fail(name, f"no verdict (exit {p.returncode}): {p.stderr.decode(errors='replace')[:300]}")
        continue
    why = ""
    # expect `any` (generated pairs, cobol-mutants.py): whatever verdict equiv gives is checked as
    # it would be had it been expected — a replay and cobc for a difference, cobc's generated data
    # sets for a proof
    anyv = expect[0] == "any"
    if anyv:
        expect = [fn["verdict"]]
    if fn["verdict"] != expect[0]:
        why = f"verdict {fn['verdict']} ({fn['reason']}), expected {expect[0]}"
    elif len(expect) > 1 and expect[1] not in (fn["reason"] or ""):
        why = f"reason '{fn['reason']}' does not say '{expect[1]}'"
    if not why and not anyv and fn["verdict"] in ("equivalent", "changed_only_where_old_unsafe") and not any(
            "(files of any length)" in x for x in fn.get("assumptions") or []):
        why = f"equivalent only {fn.get('assumptions')}, not for files of any length"
    # file `assume`: each line is a text some assumption of the verdict must state
    asfile = os.path.join(pdir, "assume")
    for want in (open(asfile).read().splitlines() if os.path.exists(asfile) else []):
        if not why and want and not any(want in x for x in fn.get("assumptions") or []):
            why = f"the verdict does not state the assumption '{want}' (it states {fn.get('assumptions')})"
    if not why and fn["verdict"] == "changed_only_where_old_unsafe":
        cex = fn["counterexample"]
        why = replay(name, old, cex, "old") or replay(name, new, cex, "new")
        if not why and reported(cex["old"])[0] != "wrong":
            why = f"changed_only_where_old_unsafe, but old {reported(cex['old'])} on the counterexample"
        if not why and reported(cex["new"])[0] == "wrong":
            why = "changed_only_where_old_unsafe, but new goes wrong on the counterexample too"
    if not why and fn["verdict"] == "behaviour_changed":
        cex = fn["counterexample"]
        why = replay(name, old, cex, "old") or replay(name, new, cex, "new")
        if not why and cobc:
            c = cobc_check(name, old, new, cex)
            if c == "same":
                print(f"note {name}: GnuCOBOL does not show the difference on this data set")
            elif c == "undefined":
                print(f"note {name}: a version goes wrong (undefined) on this data set; cobc not compared there")
            elif c != "differs":
                why = "GnuCOBOL: " + c
    if not why:
        s = run([equiv, "diff", old, old, "--json"])
        sv = json.loads(s.stdout)["functions"][0]
        if sv["verdict"] != "equivalent":
            why = f"old.cbl against itself: {sv['verdict']} ({sv['reason']})"
    gen = ""
    if not why and cobc and fn["verdict"] in ("equivalent", "unknown", "changed_only_where_old_unsafe"):
        g0 = time.monotonic()
        cwou = fn["verdict"] == "changed_only_where_old_unsafe"
        ndiff, first, err = cobc_generated(name, old, new, only_old_safe=cwou)
        gsecs = time.monotonic() - g0
        if err:
            why = "GnuCOBOL: " + err
        elif ndiff and fn["verdict"] != "unknown":
            why = (f"{fn['verdict']}, but cobc shows a difference on {ndiff} of {DATASETS} generated data sets"
                   f"{' where old is safe' if cwou else ''}: {first}")
        else:
            gen = (f", cobc {DATASETS} data sets {gsecs:.1f}s"
                   + (f": {ndiff} differ, first {first}" if ndiff else ": same"))
    m = re.search(r"on (\d+) generated input", fn["reason"] or "")
    rate = f", {int(m.group(1)) / secs:.0f} inputs/s" if m else ""
    rate += gen
    if why:
        fail(name, why)
    else:
        passed += 1
        print(f"ok {name}: {fn['verdict']} [{secs:.2f}s{rate}]", flush=True)
shutil.rmtree(tmp, ignore_errors=True)
print(f"{passed} passed, {failed} failed")
sys.exit(1 if failed else 0)
