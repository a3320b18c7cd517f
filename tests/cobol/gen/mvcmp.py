# mvcmp.py — case generators for diff.py's "move" and "compare" modes: each case is a few
# WORKING-STORAGE entries, the COBOL statements that DISPLAY one line, and the cbl_mvcmp lines that
# make our semantics print the same line (see cbl_mvcmp.c). Receivers are shown as hex bytes.
import decimal
import random

USAGES = ["DISPLAY", "COMP-3", "COMP", "COMP-5"]
ALNUM_EDITED = ["X(2)BX(3)", "XX/XX/XXXX", "X0X0X", "AA0AA", "X(4)BBX(2)", "99BXX", "X/X"]
NUM_EDITED = ["ZZZ9.99", "ZZ,ZZ9.99CR", "$$$,$$9.99-", "+++9", "-9(5)", "9(5)+", "***,**9.99",
              "Z(6)9", "---,--9.99", "$ZZZ9.99", "ZZ9.99-", "9(3).9(3)", "ZZ9", "99.99",
              "Z,ZZ9", "+Z(4)9.99", "9(4)0", "ZZBZZ9", "9.9(5)", "ZZZZZZZZZ9.99"]
# Numeric-edited pictures whose de-edited value is the number shown (no insertion 0, /, B
# between digits, which IBM keeps as digits/ignores differently): senders of de-editing moves.
DEEDIT_PICS = ["ZZZ9.99", "ZZ,ZZ9.99CR", "$$$,$$9.99-", "+++9", "-9(5)", "9(5)+",
               "***,**9.99", "Z(6)9", "---,--9.99", "$ZZZ9.99", "ZZ9.99-", "9(3).9(3)", "99.99",
               "Z,ZZ9", "+Z(4)9.99", "ZZZZZZZZZ9.99", "ZZ9.99DB"]
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
ALNUM_CHARS = LETTERS + "abcdefghijklmnopqrstuvwxyz0123456789 -.*$,/"


def cobol_str(s):
    """An alphanumeric literal of s (quotes doubled)."""
    return "'" + s.replace("'", "''") + "'"


def hexs(b):
    return "".join("%02X" % c for c in b)


class Num:
    """A numeric item: usage, digits (9 positions), scale (P included), sign form."""

    def __init__(self, rng, max_digits=18, usage=None, allow_p=True):
        self.usage = usage or rng.choice(USAGES)
        # cobc 3.1.2 gives COMP-5 of 1-2 digits one byte; IBM a halfword (ibm-vs-gnucobol.md C4)
        self.digits = rng.randint(3 if self.usage == "COMP-5" else 1, max(max_digits, 3))
        self.signed = rng.random() < 0.6
        self.sign = None
        if self.usage == "DISPLAY" and self.signed and rng.random() < 0.5:
            self.sign = rng.choice(["LEADING", "TRAILING SEPARATE", "LEADING SEPARATE"])
        r = rng.random()
        self.p = 0
        if not allow_p:
            r = 1.0
        if self.usage != "DISPLAY":  # P only on DISPLAY items: cobc mis-scales the others
            r = 1.0
        if r < 0.1 and self.digits < 16:  # integer P scaling: 9(d)P(m)
            self.p = rng.randint(1, 3)
            self.scale = -self.p
        elif r < 0.18 and self.digits < 16:  # fractional P scaling: VP(m)9(d)
            self.p = rng.randint(1, 3)
            self.scale = self.digits + self.p
        else:
            self.scale = rng.randint(0, self.digits) if rng.random() < 0.7 else 0

    def pic(self):
        s = "S" if self.signed else ""
        if self.scale < 0:
            return s + "9(%d)P(%d)" % (self.digits, self.p)
        if self.p:
            return s + "VP(%d)9(%d)" % (self.p, self.digits)
        ip = self.digits - self.scale
        if ip:
            s += "9(%d)" % ip
        if self.scale:
            s += "V9(%d)" % self.scale
        return s

    def clauses(self):
        c = "PIC %s" % self.pic()
        if self.usage != "DISPLAY":
            c += " " + self.usage
        if self.sign:
            c += " SIGN " + self.sign
        return c

    def plain_display(self):
        """The clauses of a DISPLAY item without P that holds every value of this one."""
        if self.scale < 0:
            return "PIC S9(%d)" % (self.digits + self.p)
        if self.p:
            return "PIC SV9(%d)" % self.scale
        ip = self.digits - self.scale
        return "PIC S%sV9(%d)" % ("9(%d)" % ip if ip else "", self.scale) if self.scale else \
            "PIC S9(%d)" % self.digits

    def wide_display(self):
        """The clauses of a twin item that holds every value of this one: plain_display, or
        for COMP-5 (whose values are limited by the binary field only, not the PICTURE) a
        signed COMP-5 of the same PICTURE."""
        if self.usage != "COMP-5":
            return self.plain_display()
        return "PIC S%s COMP-5" % self.pic().lstrip("S")

    def is_integer(self):
        return self.scale <= 0

    def rand_value(self, rng, fit=True):
        """A literal within the picture (fit) or up to 3 digits beyond on either end."""
        nd = self.digits if rng.random() < 0.25 else rng.randint(1, self.digits)
        extra_hi = extra_lo = 0
        if not fit:
            extra_hi, extra_lo = rng.randint(0, 3), rng.randint(0, 3)
        digs = "".join(rng.choice("0123456789") for _ in range(nd + extra_hi + extra_lo))
        if rng.random() < 0.1:
            digs = "9" * len(digs)
        if self.scale < 0:
            body = digs + "0" * self.p  # integer with P positions as zeros
            frac = ""
            if extra_lo:
                body, frac = digs, ""
            lit = body.lstrip("0") or "0"
        elif self.p:
            lit = "0." + "0" * self.p + digs[:self.digits + extra_lo]
        else:
            sc = self.scale + extra_lo
            ip, fp = digs[:len(digs) - sc] if sc < len(digs) else "", digs[-sc:] if sc else ""
            fp = fp.rjust(sc, "0") if sc else ""
            lit = (ip.lstrip("0") or "0") + ("." + fp if fp else "")
        neg = (self.signed or not fit) and rng.random() < 0.45
        return ("-" if neg else "") + lit

    def neg_zero_bytes(self):
        """The bytes of -0 (DISPLAY with cobc's -fsign=EBCDIC overpunch, or packed with D)."""
        if self.usage == "COMP-3":
            n = self.digits + (1 - self.digits % 2)
            nib = [0] * n + [0xD]
            return bytes(nib[i] * 16 + nib[i + 1] for i in range(0, len(nib), 2))
        d = "0" * self.digits
        if self.sign == "LEADING":
            return ("}" + d[1:]).encode()
        if self.sign == "TRAILING SEPARATE":
            return (d + "-").encode()
        if self.sign == "LEADING SEPARATE":
            return ("-" + d).encode()
        return (d[:-1] + "}").encode()


class Case:
    def __init__(self, family, label):
        self.family, self.label = family, label
        self.ws, self.proc, self.drv = [], [], []
        self.ibm = None  # the IBM result where cobc is known to differ (ibm-vs-gnucobol.md)
        self.known = None  # the id of that entry
        self.negzero = False
        self.open = None  # an open question (ibm-vs-gnucobol.md) deciding this case's result
        self.edit = None  # (picture, value) of a numeric-edited store in the case  # a negative sender: the result may be a zero of either sign


def hexdump(case, name):
    case.proc += ["           MOVE %s TO HX-BUF" % name,
                  "           MOVE FUNCTION LENGTH(%s) TO HX-LEN" % name,
                  "           PERFORM HEXDUMP"]


def sender(rng, i, cat):
    """WORKING-STORAGE for sender S<i> of category cat; returns (case-setup lines, drv lines,
    description) with the sender's value set by VALUE or by a MOVE both sides do."""
    name = "S%06d" % i
    ws, proc, drv = [], [], []
    if cat == "X":
        n = rng.randint(1, 12)
        v = "".join(rng.choice(ALNUM_CHARS) for _ in range(rng.randint(0, n)))
        ws.append("       01 %s PIC X(%d) VALUE %s." % (name, n, cobol_str(v) if v else "SPACES"))
        return ws, proc, drv, ("X(%d)" % n, v)
    if cat == "XD":  # alphanumeric holding digits only (for numeric receivers)
        n = rng.randint(1, 12)
        v = "".join(rng.choice("0123456789") for _ in range(n))
        ws.append("       01 %s PIC X(%d) VALUE %s." % (name, n, cobol_str(v)))
        return ws, proc, drv, ("X(%d)" % n, v)
    if cat == "A":
        n = rng.randint(1, 12)
        v = "".join(rng.choice(LETTERS + " abc") for _ in range(rng.randint(0, n)))
        ws.append("       01 %s PIC A(%d) VALUE %s." % (name, n, cobol_str(v) if v else "SPACES"))
        return ws, proc, drv, ("A(%d)" % n, v)
    if cat == "XE":
        pic = rng.choice(ALNUM_EDITED)
        v = "".join(rng.choice(LETTERS + "0123456789") for _ in range(rng.randint(1, 8)))
        ws.append("       01 %s PIC %s." % (name, pic))
        proc.append("           MOVE %s TO %s" % (cobol_str(v), name))
        drv.append("m #X%s %s" % (hexs(v.encode()), name))
        return ws, proc, drv, (pic, v)
    if cat == "NE":
        pic = rng.choice(DEEDIT_PICS)
        v = Num(rng, 6).rand_value(rng)
        ws.append("       01 %s PIC %s." % (name, pic))
        proc.append("           MOVE %s TO %s" % (v, name))
        drv.append("m #N%s %s" % (v, name))
        return ws, proc, drv, (pic, v)
    if cat == "G":
        a, b = rng.randint(1, 6), rng.randint(1, 5)
        va = "".join(rng.choice(ALNUM_CHARS) for _ in range(a))
        vb = str(rng.randint(0, 10 ** b - 1))
        ws += ["       01 %s." % name,
               "          05 %sA PIC X(%d) VALUE %s." % (name, a, cobol_str(va)),
               "          05 %sB PIC 9(%d) VALUE %s." % (name, b, vb)]
        return ws, proc, drv, ("G X(%d) 9(%d)" % (a, b), va + "|" + vb)
    # numeric: integer only when cat == "NI"
    num = Num(rng)
    while cat == "NI" and not num.is_integer():
        num = Num(rng)
    if (num.usage in ("DISPLAY", "COMP-3") and num.signed and rng.random() < 0.12
            and num.scale >= 0):
        # negative zero, written as the group's hex VALUE
        ws += ["       01 G%06d VALUE X'%s'." % (i, hexs(num.neg_zero_bytes())),
               "          05 %s %s." % (name, num.clauses())]
        return ws, proc, drv, (num.clauses(), "-0", num)
    v = num.rand_value(rng)
    if num.p:  # cobc 3.1.2 rejects or loops on some VALUEs of P-scaled items: MOVE instead
        ws.append("       01 %s %s." % (name, num.clauses()))
        proc.append("           MOVE %s TO %s" % (v, name))
        drv.append("m #N%s %s" % (v, name))
    else:
        ws.append("       01 %s %s VALUE %s." % (name, num.clauses(), v))
    return ws, proc, drv, (num.clauses(), v, num)


def cobc_loops(snum, rnum):
    """G-M1 (ibm-vs-gnucobol.md): cobc 3.1.2's run of a MOVE from a DISPLAY item with fractional
    P scaling (PIC VP(m)9(n)) to a BINARY/COMP-5 item can loop for ever (seen when low-order
    digits are truncated, e.g. VP(2)9(2) to S9(4)V9 COMP); such MOVEs are not run on cobc."""
    return (snum is not None and rnum is not None and snum.p > 0 and snum.scale > 0
            and rnum.usage in ("COMP", "COMP-5"))


def cobc_misscales(snum, rnum):
    """G-M1: cobc 3.1.2 mis-scales (or loops on, see cobc_loops) a MOVE between an item with P
    scaling and one of another usage; such a MOVE on cobc's side goes through a DISPLAY item."""
    return (snum.p > 0 and rnum.usage != "DISPLAY") or (rnum.p > 0 and snum.usage != "DISPLAY")


def receiver(rng, i, cat):
    """W<i> wrapping receiver R<i> of category cat; returns (ws lines, description)."""
    name = "R%06d" % i
    if cat == "G":
        a, b = rng.randint(1, 6), rng.randint(1, 5)
        return (["       01 %s." % name, "          05 FILLER PIC X(%d)." % a,
                 "          05 FILLER PIC 9(%d)." % b], "G X(%d) 9(%d)" % (a, b), None)
    if cat in ("X", "A"):
        n = rng.randint(1, 12)
        c = "PIC %s(%d)" % (cat, n)
        if rng.random() < 0.3:
            c += " JUSTIFIED RIGHT"
    elif cat == "XE":
        c = "PIC " + rng.choice(ALNUM_EDITED)
    elif cat == "NE":
        c = "PIC " + rng.choice(NUM_EDITED)
        if rng.random() < 0.1 and "*" not in c:
            c += " BLANK WHEN ZERO"
    else:
        num = Num(rng)
        c = num.clauses()
        return ["       01 W%06d." % i, "          05 %s %s." % (name, c)], c, num
    return ["       01 W%06d." % i, "          05 %s %s." % (name, c)], c, None


# Legal sender -> receiver category pairs (Language Reference, "MOVE statement", table of valid
# moves): X alphanumeric, XD alphanumeric digits, A alphabetic, XE alphanumeric-edited, NI numeric
# integer, N numeric, NE numeric-edited, G group.
MOVE_PAIRS = {
    "X": ["X", "A", "XE", "G"],
    "XD": ["X", "NI", "N", "NE"],
    "A": ["X", "A", "XE", "G"],
    "XE": ["X", "A", "XE", "G"],
    "NI": ["X", "XE", "N", "NE", "G"],
    "N": ["N", "NE", "G"],
    "NE": ["X", "XE", "N", "NE", "G"],
    "G": ["X", "A", "XE", "N", "NE", "G"],
}
FIGS = ["SPACE", "ZERO", "QUOTE", "HIGH-VALUE", "LOW-VALUE"]


def move_case(rng, i):
    r = rng.random()
    if r < 0.2:  # literal senders: numeric, alphanumeric, figurative, ALL
        kind = rng.choice(["num", "num", "alnum", "fig", "all"])
        rcat = rng.choice(["X", "A", "XE", "N", "N", "NE", "G"])
        if kind == "num":
            rcat = rng.choice(["N", "N", "NE", "X", "G"])
            lit = Num(rng, 12).rand_value(rng, fit=False)
            if rcat in ("X", "G"):
                lit = lit.lstrip("-").split(".")[0]
            cob, drv = lit, "#N" + lit
        elif kind == "alnum":
            rcat = rng.choice(["X", "A", "XE", "G"])
            v = "".join(rng.choice(LETTERS if rcat == "A" else ALNUM_CHARS)
                        for _ in range(rng.randint(1, 14)))
            cob, drv = cobol_str(v), "#X" + hexs(v.encode())
        elif kind == "fig":
            f = rng.choice(FIGS)
            if rcat in ("N", "NE"):
                f = "ZERO"
            if rcat == "A" and f == "ZERO":
                f = "SPACE"
            cob, drv = f + rng.choice(["", "S"]) if f != "ZERO" else "ZEROS", "#F" + f
        else:
            rcat = rng.choice(["X", "XE", "G"])
            v = "".join(rng.choice(LETTERS + "0123456789-") for _ in range(rng.randint(1, 3)))
            cob, drv = "ALL " + cobol_str(v), "#A" + hexs(v.encode())
        c = Case("move-literal", "%s -> %s" % (cob, rcat))
        ws, rdesc, rnum_lit = receiver(rng, i, rcat)
        c.label += " " + rdesc
        c.ws += ws
        c.proc.append("           MOVE %s TO R%06d" % (cob, i))
        c.drv.append("M %s R%06d" % (drv, i))
        hexdump(c, "W%06d" % i if rcat != "G" else "R%06d" % i)
        c.negzero = kind == "num" and lit.startswith("-")
        if rcat == "NE" and kind == "num":
            c.edit = (rdesc.split()[1], lit)
        if kind == "num" and rcat == "N" and rnum_lit.usage == "COMP" and rnum_lit.digits >= 13:
            twin(c, i, ws, "       01 Y%06d PIC %s." % (i, rnum_lit.pic()),
                 "MOVE %s TO Y%06d MOVE Y%06d TO R%06d" % (cob, i, i, i), rcat, "G-M3")
        if kind == "all" and rcat == "XE":
            # G-M2: cobc moves an ALL literal into an alphanumeric-edited item without its
            # insertion characters; IBM repeats the literal to the receiver's size and moves that.
            size = len(expand_pic(rdesc.split()[1]))
            twin(c, i, ws, "", "MOVE %s TO R%06d" % (cobol_str((v * size)[:size]), i), rcat,
                 "G-M2")
        return c
    scat = rng.choice(list(MOVE_PAIRS))
    rcat = rng.choice(MOVE_PAIRS[scat])
    ws, proc, drv, sdesc = sender(rng, i, scat)
    rws, rdesc, rnum = receiver(rng, i, rcat)
    c = Case("move-" + ("numeric" if scat in ("N", "NI") and rcat == "N" else
                        "de-edit" if scat == "NE" else "edit" if rcat == "NE" else "other"),
             "%s %r -> %s" % (sdesc[0], sdesc[1], rdesc))
    c.ws += ws + rws
    snum = sdesc[2] if len(sdesc) > 2 else None
    binary = ("COMP-3", "COMP", "COMP-5")
    c.drv += drv + ["M S%06d R%06d" % (i, i)]
    if cobc_loops(snum, rnum):
        # G-M1: cobc's run of this MOVE never ends; only the twin below runs on cobc
        c.proc += proc + ["           DISPLAY 'COBC-LOOPS'"]
    else:
        c.proc += proc + ["           MOVE S%06d TO R%06d" % (i, i)]
        hexdump(c, "W%06d" % i if rcat != "G" else "R%06d" % i)
    if rcat != "G" and snum is not None and rnum is not None and (
            (snum.p and rnum.usage in binary) or (rnum.p and snum.usage in binary)):
        # G-M1: cobc mis-scales P items next to packed/binary data; IBM's result is that of the
        # same value in a DISPLAY item without P (P positions are only scaling).
        twin(c, i, rws, "       01 Y%06d %s VALUE %s." % (i, snum.plain_display(), sdesc[1]),
             "MOVE Y%06d TO R%06d" % (i, i), rcat, "G-M1")
    elif rcat in ("N", "NI") and scat != "G" and rnum.usage == "COMP" and (
            rnum.digits >= 13 or scat == "XD"):
        # G-M3: cobc's TRUNC(STD) store into a binary item of 13-18 digits (or of an
        # alphanumeric sender into one with decimals) keeps wrong digits;
        # IBM's result is that of the same MOVE to a DISPLAY item of that PICTURE, then to it.
        twin(c, i, rws, "       01 Y%06d PIC %s." % (i, rnum.pic()),
             "MOVE S%06d TO Y%06d MOVE Y%06d TO R%06d" % (i, i, i, i), rcat, "G-M3")
    elif rcat == "X" and scat == "NI" and "JUSTIFIED" in rdesc and sdesc[1] != "-0":
        # G-M4: cobc ignores JUSTIFIED RIGHT for a numeric sender; IBM moves the sender's digits
        # (an unsigned integer of its size, Elementary moves) like any alphanumeric sender.
        size = snum.digits + max(0, -snum.scale)
        digs = sdesc[1].lstrip("-").zfill(size)[-size:]
        twin(c, i, rws, "", "MOVE %s TO R%06d" % (cobol_str(digs), i), rcat, "G-M4")
    elif scat == "NE" and sdesc[0] == "ZZ9.99DB" and rcat in ("N", "NE"):
        # G-M5: cobc's de-editing ignores DB (IBM: CR and DB make the de-edited value negative);
        # IBM's result is that of moving the value the edited item shows.
        v = decimal.Decimal(sdesc[1])
        shown = (abs(v) % 1000).quantize(decimal.Decimal("0.01"), rounding=decimal.ROUND_DOWN)
        lit = ("-" if v < 0 and shown else "") + str(shown)
        twin(c, i, rws, "", "MOVE %s TO R%06d" % (lit, i), rcat, "G-M5")
    if rcat == "NE":
        c.edit = (rdesc.split()[1], sdesc[1])
    if scat == "NE":
        c.edit = (sdesc[0], sdesc[1])
    if rcat in ("N", "NE") and sdesc[1].startswith("-"):
        c.negzero = True
    return c


def expand_pic(pic):
    out, k = [], 0
    while k < len(pic):
        ch = pic[k]
        k += 1
        if k < len(pic) and pic[k] == "(":
            j = pic.index(")", k)
            out += [ch] * int(pic[k + 1:j])
            k = j + 1
        else:
            out.append(ch)
    return out


def twin(c, i, rws, yws, stmt, rcat, known):
    """Adds a second run on cobc's side whose output is IBM's result for the case: receiver
    Z<i> declared like R<i>, the statements stmt (written for R<i>) renamed to it."""
    zws = [l.replace("W%06d" % i, "V%06d" % i).replace("R%06d" % i, "Z%06d" % i) for l in rws]
    c.ws += zws + ([yws] if yws else [])
    c.proc.append("           " + stmt.replace("R%06d" % i, "Z%06d" % i))
    hexdump(c, "V%06d" % i if rcat != "G" else "Z%06d" % i)
    c.known = known


def show_relation(c, a, b, drv_a, drv_b):
    c.proc += ["           IF %s < %s DISPLAY 'LT'" % (a, b),
               "           ELSE IF %s = %s DISPLAY 'EQ'" % (a, b),
               "           ELSE DISPLAY 'GT' END-IF END-IF"]
    c.drv.append("C %s %s" % (drv_a, drv_b))


def show_if(c, cond, drv):
    c.proc.append("           IF %s DISPLAY 'T' ELSE DISPLAY 'F' END-IF" % cond)
    c.drv.append(drv)


def rand_text(rng, n, chars=ALNUM_CHARS):
    return "".join(rng.choice(chars) for _ in range(n))


def compare_case(rng, i):
    r = rng.random()
    a, b = "S%06d" % i, "T%06d" % i
    if r < 0.3:  # numeric vs numeric across usages and scales
        c = Case("cmp-numeric", "")
        na, nb = Num(rng), Num(rng)
        va = na.rand_value(rng)
        vb = va if rng.random() < 0.3 else nb.rand_value(rng)
        # an equal value needs to fit b: fall back to b's own value when it does not
        c.ws.append("       01 %s %s VALUE %s." % (a, na.clauses(), va))
        if vb == va:
            c.ws.append("       01 %s %s." % (b, nb.clauses()))
            if cobc_misscales(na, nb):  # G-M1: through a DISPLAY item without P on cobc's side
                c.ws.append("       01 Y%06d %s." % (i, na.plain_display()))
                c.proc.append("           MOVE %s TO Y%06d MOVE Y%06d TO %s" % (a, i, i, b))
            else:
                c.proc.append("           MOVE %s TO %s" % (a, b))
            c.drv.append("m %s %s" % (a, b))
        else:
            c.ws.append("       01 %s %s VALUE %s." % (b, nb.clauses(), vb))
        c.label = "%s=%s vs %s" % (na.clauses(), va, nb.clauses())
        if rng.random() < 0.2:
            show_relation(c, a, "ZERO", a, "#FZERO")
            return c
        ya, yb = "YA%06d" % i, "YB%06d" % i
        if rng.random() < 0.2:
            lit = nb.rand_value(rng)
            c.label += " (literal %s)" % lit
            show_relation(c, a, lit, a, "#N" + lit)
            ip, _, fp = lit.lstrip("-").partition(".")
            yb_ws = "       01 %s PIC S9(%d)%s VALUE %s." % (
                yb, max(len(ip), 1), "V9(%d)" % len(fp) if fp else "", lit)
            yb_set = []
            # G-C1: cobc 3.1.2 compares an item with a negative literal of more integer digits
            # wrongly (PIC S9 holding 9 < -55 is true)
            known = "G-C1" if len(ip.lstrip("0")) > max(na.digits - max(na.scale, 0), 0) else None
            wide = [na]
        else:
            show_relation(c, a, b, a, b)
            yb_ws = "       01 %s %s." % (yb, nb.wide_display())
            yb_set = ["           MOVE %s TO %s" % (b, yb)]
            known = None
            wide = [na, nb]
        if any(x.usage == "COMP-5" and not x.signed and x.digits >= 10 for x in wide):
            # G-C3: cobc 3.1.2 compares an unsigned COMP-5 item of 10-18 digits (8 bytes) with
            # a negative value as if that value were a large unsigned one
            known = "G-C3"
        if known:
            # IBM compares algebraically, whatever the sizes and usages (Language Reference,
            # "Comparison of numeric operands"); cobc does so for DISPLAY copies of the two
            # operands, which give IBM's result
            c.ws += ["       01 %s %s." % (ya, na.wide_display()), yb_ws]
            c.proc += ["           MOVE %s TO %s" % (a, ya)] + yb_set
            show_relation(c, ya, yb, "", "")
            c.drv.pop()
            c.known = known
        return c
    if r < 0.5:  # alphanumeric of unequal lengths, space padding, figuratives, ALL
        c = Case("cmp-alnum", "")
        la, lb = rng.randint(1, 10), rng.randint(1, 10)
        va = rand_text(rng, rng.randint(0, la))
        if rng.random() < 0.4:
            vb = va[:lb]
            if rng.random() < 0.5 and len(vb) < lb:
                vb += rand_text(rng, 1)
        else:
            vb = rand_text(rng, rng.randint(0, lb))
        c.ws.append("       01 %s PIC X(%d) VALUE %s." % (a, la, cobol_str(va) if va else "SPACES"))
        c.ws.append("       01 %s PIC X(%d) VALUE %s." % (b, lb, cobol_str(vb) if vb else "SPACES"))
        c.label = "%r vs %r" % (va, vb)
        k = rng.random()
        if k < 0.15:
            f = rng.choice(["SPACE", "ZERO", "HIGH-VALUE", "LOW-VALUE", "QUOTE"])
            show_relation(c, a, f + "S" if f != "ZERO" else "ZEROS", a, "#F" + f)
        elif k < 0.3:
            lit = rand_text(rng, rng.randint(1, 3), "AB 0")
            show_relation(c, a, "ALL " + cobol_str(lit), a, "#A" + hexs(lit.encode()))
        elif k < 0.45:
            lit = vb or "X"
            show_relation(c, a, cobol_str(lit), a, "#X" + hexs(lit.encode()))
        else:
            show_relation(c, a, b, a, b)
        return c
    if r < 0.6:  # numeric integer (DISPLAY) vs alphanumeric
        c = Case("cmp-num-alnum", "")
        na = Num(rng, 9, "DISPLAY")
        while not na.is_integer() or na.p:
            na = Num(rng, 9, "DISPLAY")
        na.sign = None if rng.random() < 0.5 else na.sign
        va = na.rand_value(rng)
        lb = rng.randint(1, 10)
        vb = rand_text(rng, rng.randint(0, lb), "0123456789 A")
        c.ws.append("       01 %s %s VALUE %s." % (a, na.clauses(), va))
        c.ws.append("       01 %s PIC X(%d) VALUE %s." % (b, lb, cobol_str(vb) if vb else "SPACES"))
        c.label = "%s=%s vs %r" % (na.clauses(), va, vb)
        show_relation(c, a, b, a, b)
        if na.sign and "SEPARATE" in na.sign:
            # G-C2: cobc 3.1.2 compares the item's bytes, separate sign included; IBM compares
            # its digits as an alphanumeric item of that many characters (the separate sign is
            # not moved, Language Reference "Elementary moves"); cobc does so for a literal copy
            ya = "YA%06d" % i
            c.ws.append("       01 %s PIC X(%d) VALUE %s." % (
                ya, na.digits, cobol_str(va.lstrip("-").zfill(na.digits))))
            show_relation(c, ya, b, "", "")
            c.drv.pop()
            c.known = "G-C2"
        return c
    if r < 0.78:  # class tests
        c = Case("cmp-class", "")
        k = rng.random()
        if k < 0.35:  # zoned/packed bytes, valid or not, through a group VALUE
            num = Num(rng, 9, rng.choice(["DISPLAY", "COMP-3"]))
            num.p, num.scale = 0, min(max(num.scale, 0), num.digits)
            size = (num.digits // 2 + 1 if num.usage == "COMP-3" else
                    num.digits + (1 if num.sign and "SEPARATE" in num.sign else 0))
            if num.usage == "COMP-3":
                nibs = [rng.choice([rng.randint(0, 9), rng.randint(0, 15)]) for _ in range(size * 2)]
                nibs[-1] = rng.choice([0xC, 0xD, 0xF, 0xF, 0xA, 0xB, 0xE, 0x3])
                if num.digits % 2 == 0 and rng.random() < 0.7:
                    nibs[0] = 0
                if num.digits % 2 == 0 and nibs[0] != 0:
                    # P1 (ibm-vs-gnucobol.md, open): a nonzero unused high-order nibble
                    c.open = "P1"
                data = bytes(nibs[k2] * 16 + nibs[k2 + 1] for k2 in range(0, len(nibs), 2))
            else:
                data = bytearray(rand_text(rng, size, "0123456789" * 4 + "A}{JR +-x").encode())
                data = bytes(data)
            c.ws += ["       01 G%06d VALUE X'%s'." % (i, hexs(data)),
                     "          05 %s %s." % (a, num.clauses())]
            c.label = "%s bytes %s" % (num.clauses(), hexs(data))
            show_if(c, "%s IS NUMERIC" % a, "K %s NUMERIC" % a)
        else:
            n = rng.randint(1, 8)
            v = rand_text(rng, n, LETTERS + "abcdefgh   0123-")
            if rng.random() < 0.5:
                v = rand_text(rng, n, rng.choice([LETTERS + " ", "abcxyz ", "0123456789"]))
            cls = rng.choice(["NUMERIC", "ALPHABETIC", "ALPHABETIC-LOWER", "ALPHABETIC-UPPER"])
            c.ws.append("       01 %s PIC X(%d) VALUE %s." % (a, n, cobol_str(v)))
            c.label = "%r %s" % (v, cls)
            show_if(c, "%s IS %s" % (a, cls), "K %s %s" % (a, cls))
        return c
    if r < 0.88:  # sign conditions, negative zero included
        c = Case("cmp-sign", "")
        num = Num(rng, 12, rng.choice(USAGES))
        sign = rng.choice(["POSITIVE", "NEGATIVE", "ZERO"])
        if num.usage in ("DISPLAY", "COMP-3") and num.signed and num.scale >= 0 \
                and rng.random() < 0.25:
            c.ws += ["       01 G%06d VALUE X'%s'." % (i, hexs(num.neg_zero_bytes())),
                     "          05 %s %s." % (a, num.clauses())]
            v = "-0"
        else:
            v = num.rand_value(rng)
            if rng.random() < 0.2:
                v = "0"
            c.ws.append("       01 %s %s VALUE %s." % (a, num.clauses(), v))
        c.label = "%s=%s %s" % (num.clauses(), v, sign)
        show_if(c, "%s IS %s" % (a, sign), "S %s %s" % (a, sign))
        return c
    # condition-names with value lists and THRU ranges
    c = Case("cmp-88", "")
    if rng.random() < 0.5:
        num = Num(rng, 4, rng.choice(USAGES))
        num.p, num.scale = 0, 0
        vals = sorted(int(num.rand_value(rng)) for _ in range(4))
        ent = []
        for k in range(rng.randint(1, 3)):
            if rng.random() < 0.5:
                lo, hi = sorted(rng.sample(vals + [0], 2))
                ent.append("%d THRU %d" % (lo, hi))
            else:
                ent.append(str(rng.choice(vals)))
        cur = rng.choice(vals + [int(num.rand_value(rng))])
        c.ws += ["       01 %s %s VALUE %d." % (a, num.clauses(), cur),
                 "          88 Q%06d VALUE %s." % (i, " ".join(ent))]
    else:
        n = rng.randint(1, 5)
        vals = [rand_text(rng, rng.randint(1, n), "ABCab09 ") for _ in range(4)]
        ent = []
        for k in range(rng.randint(1, 3)):
            if rng.random() < 0.5:
                lo, hi = sorted(rng.sample(vals, 2))
                ent.append("%s THRU %s" % (cobol_str(lo), cobol_str(hi)))
            else:
                ent.append(cobol_str(rng.choice(vals)))
        cur = rng.choice(vals + [rand_text(rng, n, "ABCab09 ")])
        c.ws += ["       01 %s PIC X(%d) VALUE %s." % (a, n, cobol_str(cur)),
                 "          88 Q%06d VALUE %s." % (i, " ".join(ent))]
    c.label = "%s = %r" % (" ".join(ent), cur)
    show_if(c, "Q%06d" % i, "Q Q%06d" % i)
    return c


HEX_WS = ["       01 HX-TAB PIC X(16) VALUE '0123456789ABCDEF'.",
          "       01 HX-BUF PIC X(200).", "       01 HX-LEN PIC 9(4) COMP.",
          "       01 HX-I PIC 9(4) COMP.", "       01 HX-V PIC 9(4) COMP.",
          "       01 HX-H PIC 9(4) COMP.", "       01 HX-L PIC 9(4) COMP.",
          "       01 HX-P PIC 9(4) COMP.", "       01 HX-OUT PIC X(400)."]
# Prints HX-BUF(1:HX-LEN) as hex digits: FUNCTION ORD gives the byte's ordinal plus one.
HEX_PARA = ["       HEXDUMP.",
            "           MOVE SPACES TO HX-OUT",
            "           PERFORM VARYING HX-I FROM 1 BY 1 UNTIL HX-I > HX-LEN",
            "              COMPUTE HX-V = FUNCTION ORD(HX-BUF(HX-I:1)) - 1",
            "              DIVIDE HX-V BY 16 GIVING HX-H REMAINDER HX-L",
            "              COMPUTE HX-P = HX-I * 2 - 1",
            "              MOVE HX-TAB(HX-H + 1:1) TO HX-OUT(HX-P:1)",
            "              MOVE HX-TAB(HX-L + 1:1) TO HX-OUT(HX-P + 1:1)",
            "           END-PERFORM",
            "           DISPLAY HX-OUT(1:HX-LEN * 2)."]


def gen_cases(mode, n, rng):
    make = move_case if mode == "move" else compare_case
    return [make(rng, i) for i in range(n)]


def wrap(line):
    """Fixed format: breaks a line longer than 72 columns at a space outside quotes."""
    out = []
    while len(line) > 72:
        quote, cut = False, -1
        for k, ch in enumerate(line[:72]):
            if ch == "'":
                quote = not quote
            elif ch == " " and not quote and k > 11:
                cut = k
        out.append(line[:cut])
        line = "               " + line[cut + 1:]
    return out + [line]


def cobol_program(cases, start=0):
    ws, proc = list(HEX_WS), []
    for c in cases:
        ws += c.ws
        proc += c.proc
    head = ["       IDENTIFICATION DIVISION.", "       PROGRAM-ID. GENDIFF.",
            "       DATA DIVISION.", "       WORKING-STORAGE SECTION."]
    lines = head + ws + ["       PROCEDURE DIVISION.", "       MAIN-PARA."] + proc + \
        ["           STOP RUN."] + HEX_PARA
    return "\n".join(w for l in lines for w in wrap(l)) + "\n"


def driver_input(cases):
    return "\n".join(l for c in cases for l in c.drv) + "\n"


def driver_output_lines(out):
    """Our driver prints a line for every upper-case command only; silent setup moves are 'm'."""
    return out.splitlines()


def cobc_lines(case):
    """Lines cobc's run prints for the case: 2 when it has an IBM twin (the second is IBM's
    result for a listed GnuCOBOL-vs-IBM difference)."""
    return 2 if case.known else 1


def show_case(c):
    """The case as a failure report names it: family, label and its COBOL lines."""
    return "%s [%s]:\n%s" % (c.family, c.label, "\n".join(c.ws + c.proc))


def zero_sign_only(ours, theirs):
    """N1 (ibm-vs-gnucobol.md, open): the two results are both zero and differ only in the sign
    (we store +0 where a negative value truncates to zero; cobc keeps the sender's sign)."""
    def norm(h):
        b = [h[k:k + 2] for k in range(0, len(h), 2)]
        b = ["30" if x in ("7B", "7D") else "2B" if x == "2D" else x for x in b]
        if b and b[-1][1] in "CD" and b[-1][0] == "0":
            b[-1] = "0C"
        return b
    o, t = norm(ours), norm(theirs)
    return ours != theirs and o == t and all(x in ("30", "2B", "00", "0C") for x in o)
