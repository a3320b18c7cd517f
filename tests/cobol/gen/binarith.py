#!/usr/bin/env python3
# binarith.py — differential test of single arithmetic statements (ADD, SUBTRACT, MULTIPLY,
# COMPUTE, each GIVING one binary receiver) against GnuCOBOL: receivers are COMP-5 items and
# BINARY items under TRUNC(STD) and TRUNC(BIN), half of the statements with ON SIZE ERROR.
# Each program runs under `equiv cobol run --encoding ascii` and cobc; the displayed lines are
# compared one per statement. Usage: binarith.py EQUIV [N] [SEED]; N defaults to 400 (10000 with
# EQUIV_LONG=1). The summary line counts, among the differing cases, those whose exact result
# lies beyond the receiver's binary capacity (the defect of issue 9 item 11).
#
# The rule checked: Language Reference, "USAGE clause", COMP-5: "When numeric data is moved or
# stored into a COMP-5 item, truncation occurs at the binary field size rather than at the COBOL
# PICTURE size limit"; Programming Guide, "TRUNC": BINARY under TRUNC(BIN) is handled as COMP-5.
# A size error is judged against the same capacity (the largest value the receiver can contain).
# GnuCOBOL 3.1.2 agrees for COMP-5 (any -std) and, under -std=ibm without -fbinary-truncate,
# for BINARY; with -fbinary-truncate (TRUNC(STD)) it cuts BINARY at the PICTURE, as IBM does.
# Receivers of 1-2 digits are not COMP-5 here: cobc gives them one byte, IBM a halfword
# (ibm-vs-gnucobol.md C4).
import decimal
import os
import random
import shutil
import subprocess
import sys
import tempfile

RUN_TIMEOUT = 120
D = decimal.Decimal
decimal.getcontext().prec = 80


def rand_value(rng, maxint, maxdec):
    if rng.random() < 0.05:
        return "0"
    ip = "".join(rng.choice("0123456789") for _ in range(rng.randint(1, maxint))).lstrip("0")
    s = ip or "0"
    nd = rng.randint(0, maxdec) if rng.random() < 0.6 else 0
    if nd:
        s += "." + "".join(rng.choice("0123456789") for _ in range(nd))
    if rng.random() < 0.45:
        s = "-" + s
    return s


class Case:
    def __init__(self, rng, trunc):
        self.trunc = trunc
        self.usage = "COMP-5" if trunc == "STD5" else "BINARY"
        self.digits = rng.randint(3 if self.usage == "COMP-5" else 1, 18)
        self.scale = rng.randint(0, min(self.digits, 4)) if rng.random() < 0.5 else 0
        self.signed = rng.random() < 0.6
        self.op = rng.choice(["ADD", "SUBTRACT", "MULTIPLY", "COMPUTE"])
        big = rng.random() < 0.5  # operands large enough to pass a halfword or fullword
        self.a = rand_value(rng, 10 if big else 5, 3)
        self.b = rand_value(rng, 9 if big else 4, 2)
        self.cop = rng.choice("+-*")
        self.rounded = rng.random() < 0.25
        self.size_error = rng.random() < 0.5

    def pic(self):
        ip = self.digits - self.scale
        s = ("S" if self.signed else "") + ("9(%d)" % ip if ip else "")
        return s + ("V9(%d)" % self.scale if self.scale else "")

    def exact(self):
        a, b = D(self.a), D(self.b)
        if self.op == "ADD":
            return a + b
        if self.op == "SUBTRACT":
            return a - b
        if self.op == "MULTIPLY":
            return a * b
        return a + b if self.cop == "+" else a - b if self.cop == "-" else a * b

    def beyond_capacity(self):
        """Whether |result| scaled to the receiver's decimals passes its binary field."""
        nbytes = 2 if self.digits <= 4 else 4 if self.digits <= 9 else 8
        v = abs(self.exact()) * (D(10) ** self.scale)
        cap = D(2) ** (nbytes * 8 - (1 if self.signed else 0))
        return v.to_integral_value(rounding=decimal.ROUND_DOWN) >= cap

    def cobc_overflows(self):
        """A3 (ibm-vs-gnucobol.md): cobc multiplies into a binary receiver in a 64-bit integer of
        the operands' digits (decimal points dropped); when that product reaches 2^63 it wraps.
        IBM's intermediate has the digits it needs (Programming Guide, "Fixed-point data and
        intermediate results"), so these cases are checked against the exact product instead."""
        if self.op != "MULTIPLY" and not (self.op == "COMPUTE" and self.cop == "*"):
            return False
        ia, ib = (abs(int(x.replace(".", "").replace("-", ""))) for x in (self.a, self.b))
        return ia * ib >= 2 ** 63

    def expected(self):
        """The IBM result shown as D: the exact result rounded (or truncated) to the decimals,
        then its low-order binary bits (|value| for unsigned), or TRUNC(STD)'s PICTURE digits;
        None when a SIZE ERROR phrase keeps the old value (ZERO) and runs."""
        v = self.exact() * (D(10) ** self.scale)
        mode = decimal.ROUND_HALF_UP if self.rounded else decimal.ROUND_DOWN
        n = int(v.to_integral_value(rounding=mode))
        if not self.signed:
            n = abs(n)
        if self.usage == "COMP-5" or self.trunc == "BIN":
            bits = (2 if self.digits <= 4 else 4 if self.digits <= 9 else 8) * 8
            lo, hi = (-2 ** (bits - 1), 2 ** (bits - 1) - 1) if self.signed else (0, 2 ** bits - 1)
            over = not lo <= n <= hi
            n %= 2 ** bits
            if self.signed and n > hi:
                n -= 2 ** bits
        else:
            over = abs(n) >= 10 ** self.digits
            n = (abs(n) % 10 ** self.digits) * (1 if n >= 0 else -1)
        if over and self.size_error:
            return "SIZE [ %020d.0000]" % 0
        q = D(n) / (D(10) ** self.scale)
        sign = "-" if q < 0 else " "
        ip, fp = format(abs(q), ".4f").split(".")
        return "[%s%020d.%s]" % (sign, int(ip), fp)

    def statement(self, i):
        r = "R%05d" % i
        rnd = " ROUNDED" if self.rounded else ""
        # one clause a line: fixed format ends at column 72
        if self.op == "ADD":
            s = ["ADD %s" % self.a, "  TO %s" % self.b, "  GIVING %s%s" % (r, rnd)]
        elif self.op == "SUBTRACT":
            s = ["SUBTRACT %s" % self.b, "  FROM %s" % self.a, "  GIVING %s%s" % (r, rnd)]
        elif self.op == "MULTIPLY":
            s = ["MULTIPLY %s" % self.a, "  BY %s" % self.b, "  GIVING %s%s" % (r, rnd)]
        else:
            s = ["COMPUTE %s%s" % (r, rnd), "  = %s %s %s" % (self.a, self.cop, self.b)]
        end = "END-" + self.op
        if self.size_error:
            s += ["  ON SIZE ERROR DISPLAY 'SIZE ' %d" % i, "  NOT ON SIZE ERROR CONTINUE", end]
        else:
            s += [end]
        s += ["MOVE %s TO D%05d" % (r, i), "DISPLAY '[' D%05d ']'" % i]
        return s

    def show(self, i):
        return "%s %s %s, R PIC %s %s (%s)%s%s" % (
            self.op, self.a, self.b if self.op != "COMPUTE" else self.cop + " " + self.b,
            self.pic(), self.usage, "TRUNC(BIN)" if self.trunc == "BIN" else "TRUNC(STD)",
            " ROUNDED" if self.rounded else "", " SIZE ERROR" if self.size_error else "")


def program(cases):
    ws, proc = [], []
    for i, c in enumerate(cases):
        ws.append("       01 R%05d PIC %s %s VALUE ZERO." % (i, c.pic(), c.usage))
        ws.append("       01 D%05d PIC -9(20).9(4)." % i)
        proc += ["           " + line for line in c.statement(i)]
    head = ["       IDENTIFICATION DIVISION.", "       PROGRAM-ID. BINARITH.",
            "       DATA DIVISION.", "       WORKING-STORAGE SECTION."]
    return "\n".join(head + ws + ["       PROCEDURE DIVISION."] + proc +
                     ["           STOP RUN."]) + "\n"


def lines_of(out):
    return out.decode("latin-1").splitlines()


def run_group(equiv, trunc, cases, tmp):
    """Runs one program of cases under both; returns (ours, theirs) lists of lines, or None."""
    src = os.path.join(tmp, "binarith.cbl")
    exe = os.path.join(tmp, "binarith")
    with open(src, "w") as f:
        f.write(program(cases))
    flags = ["-std=ibm", "-fsign=EBCDIC"] + (["-fbinary-truncate"] if trunc == "STD" else [])
    cc = subprocess.run(["cobc"] + flags + ["-x", "-o", exe, src], capture_output=True,
                        text=True, timeout=300)
    if cc.returncode != 0:
        print("cobc failed:\n" + cc.stderr[:3000])
        return None
    theirs = lines_of(subprocess.run([exe], capture_output=True, timeout=RUN_TIMEOUT).stdout)
    # ARITH(EXTEND) lets the shown item -9(20).9(4) have 24 digits (a doubleword's 20 and 4
    # decimals); the statements' operands and results are exact either way (no division).
    opt = ["--option", "ARITH(EXTEND)"] + (["--option", "TRUNC(BIN)"] if trunc == "BIN" else [])
    r = subprocess.run([equiv, "cobol", "run", src, "--encoding", "ascii"] + opt,
                       capture_output=True, timeout=RUN_TIMEOUT)
    ours = lines_of(r.stdout)
    if r.returncode != 0:
        print("equiv run failed (exit %d): %s" % (r.returncode, r.stderr.decode()[:500]))
    return ours, theirs


def split(lines, n):
    """One display line per case, a 'SIZE i' line joined to the case's value line."""
    out, pending = [], ""
    for ln in lines:
        if ln.startswith("SIZE "):
            pending = "SIZE "
            continue
        out.append(pending + ln)
        pending = ""
    return out + [""] * (n - len(out))


def main():
    equiv = sys.argv[1]
    n = int(sys.argv[2]) if len(sys.argv) > 2 else (10000 if os.environ.get("EQUIV_LONG") else 400)
    seed = int(sys.argv[3]) if len(sys.argv) > 3 else 20240917
    if not shutil.which("cobc"):
        print("cobc not found: skipped")
        return 77
    rng = random.Random(seed)
    groups = {"STD": [], "BIN": [], "STD5": []}
    for k in range(n):
        t = ("STD", "BIN", "STD5")[k % 3]
        groups[t].append(Case(rng, t))
    total = failed = beyond = beyond_failed = known = 0
    chunk = 500
    with tempfile.TemporaryDirectory() as tmp:
        for trunc, cases in groups.items():
            for start in range(0, len(cases), chunk):
                part = cases[start:start + chunk]
                got = run_group(equiv, "STD" if trunc == "STD5" else trunc, part, tmp)
                if got is None:
                    return 1
                ours, theirs = split(got[0], len(part)), split(got[1], len(part))
                for i, (c, o, t) in enumerate(zip(part, ours, theirs)):
                    total += 1
                    bc = c.usage == "COMP-5" or c.trunc == "BIN"
                    wide = bc and c.beyond_capacity()
                    beyond += wide
                    if o != t and c.cobc_overflows() and o == c.expected():
                        known += 1
                    elif o != t:
                        failed += 1
                        beyond_failed += wide
                        if failed <= 30:
                            print("DIFF %s: ours %r cobc %r" % (c.show(i), o, t))
    print("binarith: %d cases, %d differ (%.1f%%), %d cobc-differences (A3, ours the exact "
          "result); %d results beyond a COMP-5/TRUNC(BIN) receiver's capacity, %d of them differ"
          % (total, failed, 100.0 * failed / max(total, 1), known, beyond, beyond_failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
