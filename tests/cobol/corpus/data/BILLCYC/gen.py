#!/usr/bin/env python3
# gen.py - writes METERIN.dat for BILLCYC (deterministic): 60-byte records, details D
# (account X(10), class X, previous and current reading 9(5), read type X, previous read type X,
# multiplier 9(3), cycle days 99, tax exempt X, name X(20), filler X(10)), then one trailer T
# (count of details 9(7), hash total of their numeric current readings 9(11)).
import random

rnd = random.Random(1988)
out = []
count = 0
hashtot = 0


def d(acct, cls, prev, curr, rt="A", prt="A", mult=1, days=30, exempt="N", name="CUSTOMER"):
    global count, hashtot
    p = prev if isinstance(prev, str) else "%05d" % prev
    c = curr if isinstance(curr, str) else "%05d" % curr
    m = mult if isinstance(mult, str) else "%03d" % mult
    dy = days if isinstance(days, str) else "%02d" % days
    r = "D%-10s%s%s%s%s%s%s%s%s%-20s" % (acct, cls, p, c, rt, prt, m, dy, exempt, name)
    out.append(r.ljust(60))
    count += 1
    if c.isdigit():
        hashtot += int(c)


streets = ["ELM ST", "OAK AVE", "BIRCH RD", "MAPLE CT", "CEDAR LN", "PINE WAY", "ASH BLVD"]
n = 0
for i in range(90):
    n += 1
    cls = rnd.choice("RRRRRRCCI")
    prev = rnd.randint(0, 90000)
    use = {"R": rnd.randint(50, 1800), "C": rnd.randint(100, 1500), "I": rnd.randint(50, 900)}[cls]
    mult = {"R": 1, "C": rnd.choice([1, 10, 40]), "I": rnd.choice([100, 400])}[cls]
    rt = rnd.choice("AAAAAAE")
    prt = rnd.choice("AAAE")
    d("%010d" % (4100000000 + n * 37), cls, prev, prev + use, rt, prt, mult,
      rnd.randint(27, 33), rnd.choice("NNNNNNNNNY"), "%d %s" % (10 + i * 3, rnd.choice(streets)))


def acct():
    global n
    n += 1
    return "%010d" % (4100000000 + n * 37)


# rollovers: an ordinary one, exactly at the plausibility limit, one above it (E6)
d(acct(), "R", 99850, 120, name="ROLLOVER 270")
d(acct(), "R", 90000, 10000, name="ROLLOVER AT LIMIT")
d(acct(), "C", 90000, 10001, mult=10, name="ROLLOVER TOO BIG")
d(acct(), "R", 99999, 0, name="ROLLOVER ONE KWH")
# estimated reads: below the previous read (E8), consecutive estimates (W2)
d(acct(), "R", 5000, 4990, rt="E", name="ESTIMATE BELOW")
d(acct(), "R", 5000, 5400, rt="E", prt="E", name="SECOND ESTIMATE")
# zero usage on an actual read (W3, minimum charge), on an estimate (minimum only)
d(acct(), "R", 12345, 12345, name="VACANT ACTUAL")
d(acct(), "C", 12345, 12345, rt="E", name="VACANT ESTIMATE")
# tier boundaries: exactly 500 and 1000 kWh residential, 2000 and 10000 commercial
d(acct(), "R", 1000, 1500, name="TIER 500")
d(acct(), "R", 1000, 2000, name="TIER 1000")
d(acct(), "R", 1000, 2001, name="TIER 1001")
d(acct(), "C", 0, 200, mult=10, name="TIER 2000 C")
d(acct(), "C", 0, 1000, mult=10, name="TIER 10000 C")
# high usage (W1): residential over 10,000 kWh; the whole meter range; industrial max multiplier
d(acct(), "R", 0, 99999, name="WHOLE METER")
d(acct(), "I", 0, 99999, mult=999, name="MAX INDUSTRIAL")
d(acct(), "R", 20000, 30001, name="JUST OVER HIGH")
# minimum charge and rounding of half cents: 7 kWh = 0.7875; 15.00 taxed 0.9375 / 0.375
d(acct(), "R", 100, 107, name="SEVEN KWH")
d(acct(), "I", 100, 101, mult=100, name="SMALL INDUSTRIAL")
d(acct(), "R", 100, 150, exempt="Y", name="EXEMPT SMALL")
d(acct(), "I", 0, 5000, mult=400, exempt="Y", name="EXEMPT PLANT")
# rejects
d(" " * 10, "R", 100, 200, name="NO ACCOUNT")                 # E1
d(acct(), "X", 100, 200, name="BAD CLASS")                   # E2
d(acct(), "R", "0A100", 200, name="BAD PREVIOUS")            # E3
d(acct(), "R", 100, "2 0 0", name="BAD CURRENT")             # E3 (not in the hash)
d(acct(), "R", 100, 200, rt="Z", name="BAD READ TYPE")       # E4
d(acct(), "R", 100, 200, days=24, name="SHORT CYCLE")        # E5
d(acct(), "R", 100, 200, days=36, name="LONG CYCLE")         # E5
d(acct(), "R", 100, 200, days="3 ", name="BAD DAYS")         # E5
d(acct(), "C", 100, 200, mult=0, name="ZERO MULTIPLIER")     # E7
d(acct(), "C", 100, 200, mult="1O0", name="BAD MULTIPLIER")  # E7
d(acct(), "R", 100, 200, days=25, name="CYCLE 25")           # boundaries accepted
d(acct(), "R", 100, 200, days=35, name="CYCLE 35")
out.append("X" + "UNKNOWN RECORD".ljust(59))
# more ordinary readings after the awkward ones
for i in range(20):
    prev = rnd.randint(0, 99000)
    d(acct(), "R", prev, prev + rnd.randint(0, 999), name="%d LAKE DR" % (i + 1))
out.append(("T%07d%011d" % (count, hashtot)).ljust(60))
# a record after the trailer (E9; not part of the controls)
out.append(("D%-10s" % acct() + "R0010000200AA00130N" + "LATE ARRIVAL").ljust(60))

with open("METERIN.dat", "w") as f:
    for r in out:
        assert len(r) == 60, (len(r), r)
        f.write(r + "\n")
print(len(out), "records,", count, "details")
