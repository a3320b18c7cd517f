#!/usr/bin/env python3
"""tests/migrate/longfile.py EQUIV — MIGFEE (tests/migrate/cli) on files longer than any search
generates: WS-TOTAL is S9(9)V99 COMP-3, so after 400,000 fees of 2,500.00 its sum passes eleven
digits and ADD without ON SIZE ERROR keeps the low ones (IBM Language Reference, ADD and "SIZE
ERROR phrases": without the phrase the result is truncated as a MOVE would). The correct Rust
and Java translations keep the total modulo 10^11 cents; their first versions did not (the Rust
one printed twelve digits, the Java one threw), which no generated input showed.

Each data set's expected lines are computed here from those rules, then checked on Equiv's COBOL
run, cobc (-std=ibm -fsign=EBCDIC), the rustc-built and the javac-built translations. The wrong
twin, the Rust translation with the plain sum (`total += f`), must differ on the first data set:
the data sets reach the truncation. A negative sum truncated to zero is shown with '+' by Equiv
(docs: tests/cobol/ibm-vs-gnucobol.md E4, a zero result of decimal arithmetic is positive) and with
'-' by cobc: that line is not compared with cobc. Long suite: each COBOL run reads 400,000 or more
records."""
import json, os, shutil, subprocess, sys, tempfile

EQUIV = os.path.abspath(sys.argv[1])
HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "cli")
PROG = os.path.join(HERE, "MIGFEE.cbl")
RUSTC = os.environ.get("EQUIV_RUSTC") or shutil.which("rustc") or next(
    (p for p in [os.path.expanduser("~/.cargo/bin/rustc"), "/root/.cargo/bin/rustc"] if os.access(p, os.X_OK)), "rustc")
failures = 0


def fail(msg):
    global failures
    failures += 1
    print("FAIL:", msg)


def rec(ident, cents, flag):
    """A TRANIN record as Latin-1 text: IN-AMT S9(5)V99 zoned, its sign overpunched in the last
    digit ('{', 'A'-'I' positive; '}', 'J'-'R' negative; the cli translations' reading)."""
    digits = "%07d" % abs(cents)
    last = int(digits[-1])
    over = ("{ABCDEFGHI" if cents >= 0 else "}JKLMNOPQR")[last]
    return ident + digits[:-1] + over + flag


def expected(records):
    """The two displayed lines, by COBOL's rules: the fee ROUNDED (half away from zero) to the
    cent of amount * 0.015 ('P') or 0.025; WS-COUNT 9(5) and WS-TOTAL S9(9)V99 keep their low
    digits after each ADD (the sign of the sum kept, a zero positive)."""
    count = total = 0
    for text, n in records:
        cents = int(text[4:10] + "0123456789"["{ABCDEFGHI".find(text[10])] if text[10] in "{ABCDEFGHI" else
                    text[4:10] + "0123456789"["}JKLMNOPQR".find(text[10])])
        if text[10] in "}JKLMNOPQR":
            cents = -cents
        rate = 15 if text[11] == "P" else 25
        for _ in range(n):
            q = cents * rate
            fee = (abs(q) + 500) // 1000 * (1 if q >= 0 else -1)
            s = total + fee
            total = abs(s) % 10**11 * (1 if s >= 0 else -1)
            count = (count + 1) % 100000
    return ["RECORDS %05d" % count, "TOTAL FEE %s%011d" % ("-" if total < 0 else "+", abs(total))]


MAX, NEG = 9999999, -9999999
SETS = [  # name, [(record, repeat)], compare the total's sign with cobc
    ("wraps", [(rec("A001", MAX, "N"), 400000), (rec("A002", 10000, "N"), 1)], True),
    ("wraps-negative", [(rec("A001", NEG, "N"), 400000), (rec("A002", -10000, "N"), 1)], True),
    ("negative-zero", [(rec("A001", NEG, "N"), 400000)], False),
    ("mixed-rates", [(rec("P001", MAX, "P"), 100000), (rec("A001", MAX, "N"), 380000)], True),
]

tmp = tempfile.mkdtemp(prefix="equiv-migrate-long-")
try:
    rust = os.path.join(tmp, "migfee")
    subprocess.run([RUSTC, "--edition", "2021", "-O", "-C", "overflow-checks=on", "-o", rust, os.path.join(HERE, "migfee.rs")],
                   check=True)
    src = open(os.path.join(HERE, "migfee.rs")).read()
    fixed = "total = (total + f) % 100_000_000_000;"
    if fixed not in src:
        fail("migfee.rs no longer keeps the total modulo 10^11 as this test expects")
    twin_src = os.path.join(tmp, "twin.rs")
    open(twin_src, "w").write(src.replace(fixed, "total += f;"))
    twin = os.path.join(tmp, "twin")
    subprocess.run([RUSTC, "--edition", "2021", "-O", "-C", "overflow-checks=on", "-o", twin, twin_src], check=True)
    classes = os.path.join(tmp, "classes")
    subprocess.run(["javac", "-d", classes, os.path.join(HERE, "java", "MigFee.java")], check=True)
    cobc = shutil.which("cobc")
    cob = os.path.join(tmp, "migfee-cobc")
    if cobc:
        subprocess.run([cobc, "-x", "-std=ibm", "-fsign=EBCDIC", "-o", cob, PROG], check=True, capture_output=True)
    for name, records, sign_with_cobc in SETS:
        want = expected(records)
        text = "".join((r + "\n") * n for r, n in records)
        line = os.path.join(tmp, name + ".txt")
        open(line, "w", encoding="latin-1").write(text)
        ebc = os.path.join(tmp, name + ".ebcdic")
        open(ebc, "wb").write("".join(r * n for r, n in records).encode("cp037"))
        p = subprocess.run([EQUIV, "cobol", "run", PROG, "--dd", "TRANIN=" + ebc, "--dd", "FEEOUT=" + os.path.join(tmp, "fo"),
                            "--fuel", "2000000000", "--json"], capture_output=True, text=True, timeout=3000)
        run = json.loads(p.stdout) if p.returncode == 0 else {}
        got = run.get("display")
        if run.get("status") != "completed" or got != want:
            fail(f"{name}: equiv cobol run gave {got} (exit {p.returncode}, {p.stderr.strip()[:200]}), expected {want}")
        p = subprocess.run([rust, line, os.path.join(tmp, "fo-rs")], capture_output=True, text=True)
        if p.returncode != 0 or p.stdout.splitlines() != want:
            fail(f"{name}: the Rust translation printed {p.stdout.splitlines()} (exit {p.returncode}), expected {want}")
        p = subprocess.run(["java", "-cp", classes, "MigFee", line, os.path.join(tmp, "fo-java")], capture_output=True, text=True)
        if p.returncode != 0 or p.stdout.splitlines() != want:
            fail(f"{name}: the Java translation printed {p.stdout.splitlines()} (exit {p.returncode}, {p.stderr.strip()[:200]}), "
                 f"expected {want}")
        if name == "wraps":
            p = subprocess.run([twin, line, os.path.join(tmp, "fo-twin")], capture_output=True, text=True)
            if p.stdout.splitlines() == want:
                fail(f"{name}: the wrong twin (a plain sum) printed what COBOL displays: the data set misses the truncation")
        if cobc:
            asc = os.path.join(tmp, name + ".asc")
            open(asc, "w", encoding="latin-1").write("".join(r * n for r, n in records))
            env = dict(os.environ, DD_TRANIN=asc, DD_FEEOUT=os.path.join(tmp, "fo-cob"))
            p = subprocess.run([cob], capture_output=True, text=True, env=env)
            got = p.stdout.splitlines()
            if not sign_with_cobc and len(got) == 2 and got[1][:10] == want[1][:10] and got[1][11:] == want[1][11:]:
                got[1] = want[1]  # E4: cobc keeps the minus sign of a zero
            if got != want:
                fail(f"{name}: cobc's build displayed {got}, expected {want}")
        print(f"ok {name}: {want[0]}, {want[1]}")
finally:
    shutil.rmtree(tmp, ignore_errors=True)
print("longfile:", "%d failed" % failures if failures else "all passed")
sys.exit(1 if failures else 0)
