#!/usr/bin/env python3
# gen.py - writes COAIN.dat (chart of accounts, ascending) and JRNLIN.dat (journal batches)
# for GLPOST. COAIN: acct 9(6) name X(24) type X opening S9(9)V99 SIGN TRAILING SEPARATE (12).
# JRNLIN: 'H' batch 9(4) date 9(8) | 'D' batch 9(4) acct 9(6) D/C amount 9(9)V99 text X(20)
#         | 'T' batch 9(4) debit total 9(11)V99 line count 9(3).
import random

rnd = random.Random(77)
types = "AAALLERRXX"
accts = sorted(rnd.sample(range(100000, 999999, 100), 40))
accts[0] = 100000
accts[-1] = 999999
coa = []
for a in accts:
    t = rnd.choice(types)
    op = rnd.choice([0, 0, 150000, 2500000, 99999999999, rnd.randint(0, 10 ** 8)])
    sign = "+" if t in "AX" else "-"
    if op == 0:
        sign = "+"
    coa.append("%06d%-24s%s%011d%s" % (a, "ACCOUNT %06d %s" % (a, t), t, op, sign))
with open("COAIN.dat", "w") as f:
    for r in coa:
        assert len(r) == 43, r
        f.write(r + "\n")

lines = []


def det(b, acct, dc, cents, text="POSTING"):
    a = acct if isinstance(acct, str) else "%06d" % acct
    c = cents if isinstance(cents, str) else "%011d" % cents
    lines.append("D%04d%s%s%s%-20s" % (b, a, dc, c, text))


def batch(b, pairs, trailer_adj=0, count_adj=0, extra=None):
    lines.append("H%04d%08d" % (b, 20240300 + b % 28 + 1))
    dr = 0
    n = 0
    for acct, dc, cents in pairs:
        det(b, acct, dc, cents)
        n += 1
        if dc == "D" and isinstance(cents, int):
            dr += cents
    if extra:
        for e in extra:
            lines.append(e)
            n += 1
    lines.append("T%04d%013d%03d" % (b, dr + trailer_adj, n + count_adj))


for b in range(1, 11):
    pairs = []
    for k in range(rnd.randint(1, 8)):
        amt = rnd.choice([1, 100, 4999, 125000, rnd.randint(1, 10 ** 7)])
        pairs.append((rnd.choice(accts), "D", amt))
        # split the credit over one or two accounts
        if amt > 1 and rnd.random() < 0.4:
            part = amt // 3
            pairs.append((rnd.choice(accts), "C", part))
            pairs.append((rnd.choice(accts), "C", amt - part))
        else:
            pairs.append((rnd.choice(accts), "C", amt))
    batch(b, pairs)
# awkward batches
batch(11, [(100000, "D", 99999999999), (999999, "C", 99999999999)])            # extremes
batch(12, [(accts[3], "D", 5000), (accts[4], "C", 4999)])                       # out of balance
batch(13, [(accts[5], "D", 700), (accts[6], "C", 700)], count_adj=1)            # count mismatch
batch(14, [(accts[7], "D", 800), (accts[8], "C", 800)], trailer_adj=100)       # control total
batch(15, [(accts[9], "D", 900), (123456, "C", 900)])                            # unknown acct
batch(16, [(accts[10], "D", 0), (accts[11], "C", 0)])                            # zero amounts
batch(17, [(accts[12], "X", 300), (accts[13], "C", 300)])                        # bad D/C
batch(18, [(accts[14], "D", "0000001A000"), (accts[15], "C", 1000)])             # bad amount
batch(19, [])                                                                    # empty batch
lines.append("H%04d%08d" % (20, 20240331))                                       # no trailer
det(20, accts[16], "D", 100)
batch(21, [(accts[17], "D", 250), (accts[18], "C", 250)])
det(22, accts[16], "D", 100, "DETAIL OUTSIDE BATCH")                             # orphan
lines.append("Z0023")                                                            # bad type
with open("JRNLIN.dat", "w") as f:
    for l in lines:
        f.write(l + "\n")
