#!/usr/bin/env python3
# gen.py - writes LOANS.dat for LOANAMRT (deterministic): 45-byte loan records
# id(6) borrower(20) principal 9(7)V99 rate 9(2)V9(3) term 9(3) branch(2).
import random

rnd = random.Random(4711)
names = ["ABBOTT, J", "BRENNAN, K", "CHOWDHURY, S", "DA SILVA, M", "EKWUEME, O",
         "FISCHER, H", "GALLAGHER, P", "HOLM, T", "IBARRA, L", "JANSSEN, W"]
recs = []


def rec(lid, name, principal, rate, term, branch="01"):
    if isinstance(principal, str):
        p = principal
    else:
        p = "%09d" % principal          # cents
    r = rate if isinstance(rate, str) else "%05d" % rate   # thousandths of a percent
    t = term if isinstance(term, str) else "%03d" % term
    recs.append("%-6s%-20s%s%s%s%-2s" % (lid, name, p, r, t, branch))


n = 1
for i in range(30):
    principal = rnd.choice([150000, 500000, 1250000, 2500075, 999999, 730050, 4200000])
    rate = rnd.choice([3500, 4250, 5999, 6500, 7125, 9900, 12000, 18500])
    term = rnd.choice([6, 9, 12, 12, 18, 24, 36])
    rec("L%05d" % n, names[i % len(names)], principal, rate, term, "%02d" % (1 + i % 4))
    n += 1
# boundary and awkward cases
rec("L%05d" % n, "ZERO RATE", 120000, 0, 12); n += 1           # straight-line
rec("L%05d" % n, "ZERO RATE ODD", 100000, 0, 7); n += 1        # 1000.00/7: final adjusts
rec("L%05d" % n, "ONE MONTH", 250000, 6000, 1); n += 1          # single payment
rec("L%05d" % n, "TINY LOAN", 5, 0, 24); n += 1                 # payment rounds to 0.00
rec("L%05d" % n, "TINY RATE", 300000, 1, 6); n += 1             # 0.001%
rec("L%05d" % n, "MAX RATE", 100000, 30000, 12); n += 1         # 30% allowed
rec("L%05d" % n, "LONG MORTGAGE", 35000000, 6875, 360); n += 1  # 30 years
rec("L%05d" % n, "MAX PRINCIPAL", 999999999, 4999, 60); n += 1  # 9,999,999.99
rec("L%05d" % n, "RATE TOO HIGH", 100000, 30001, 12); n += 1    # reject R1
rec("L%05d" % n, "ZERO TERM", 100000, 5000, 0); n += 1          # reject T1
rec("L%05d" % n, "TERM TOO LONG", 100000, 5000, 361); n += 1    # reject T1
rec("L%05d" % n, "ZERO PRINCIPAL", 0, 5000, 12); n += 1         # reject P1
rec("L%05d" % n, "BAD PRINCIPAL", "0001A0000", 5000, 12); n += 1  # reject P1 (not numeric)
rec("L%05d" % n, "BAD RATE", 100000, " 5.00", 12); n += 1       # reject R1 (not numeric)
rec("L%05d" % n, "BAD TERM", 100000, 5000, "1 2"); n += 1       # reject T1
rec("L%05d" % n, "DUPLICATE FOLLOWS", 200000, 5000, 6); n += 1
rec("L%05d" % (n - 1), "DUPLICATE ID", 200000, 5000, 6)          # reject D1 (same id)
n += 1
rec("L%05d" % n, "LAST LOAN", 1000000, 7777, 13); n += 1

with open("LOANS.dat", "w") as f:
    for r in recs:
        assert len(r) == 45, r
        f.write(r + "\n")
