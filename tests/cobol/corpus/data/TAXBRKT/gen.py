#!/usr/bin/env python3
# gen.py - writes PAYIN.dat for TAXBRKT (deterministic): 50-byte pay-period records
# emp id X(6) name X(20) filing status X freq X period 99 gross 9(6)V99 pretax 9(5)V99
# allowances 99 filler X(3); grouped by employee, periods ascending except where a case says.
import random

rnd = random.Random(1997)
recs = []
PERIODS = {"W": 52, "B": 26, "S": 24, "M": 12}


def rec(eid, name, fs, freq, period, gross, pretax=0, allow=0):
    p = period if isinstance(period, str) else "%02d" % period
    g = gross if isinstance(gross, str) else "%08d" % gross          # cents
    d = pretax if isinstance(pretax, str) else "%07d" % pretax
    a = allow if isinstance(allow, str) else "%02d" % allow
    r = "%-6s%-20s%s%s%s%s%s%s   " % (eid, name, fs, freq, p, g, d, a)
    assert len(r) == 50, r
    recs.append(r)


surnames = ["ADEYEMI", "BERGSTROM", "CASTILLO", "DUBOIS", "ENGLUND", "FARRELL", "GUPTA",
            "HALVORSEN", "IWASAKI", "JOVANOVIC", "KARLSSON", "LINDQVIST", "MORALES",
            "NAKAMURA", "OKAFOR", "PETROVA"]
eno = 100
# ordinary employees: a few consecutive periods each
for i, sn in enumerate(surnames):
    eno += 7
    fs = "SMH"[i % 3]
    freq = "WBSM"[i % 4]
    start = rnd.randint(1, 4)
    gross = rnd.choice([48000, 96150, 123456, 250000, 310075, 415000, 575050, 812500])
    for k in range(rnd.randint(3, 8)):
        g = gross + rnd.choice([0, 0, 1999, -1234, 5000])
        rec("E%05d" % eno, sn, fs, freq, start + k, g, rnd.choice([0, 2500, 15075, 40000]),
            rnd.choice([0, 1, 2, 3]))
# high earner, monthly 30,000.00: SS wage base crossed in period 6, surtax threshold in 7
eno += 7
for m in range(1, 13):
    rec("E%05d" % eno, "HIGH EARNER", "M", "M", m, 3000000, 50000, 2)
# one biweekly period of 250,000.00 crosses both limits at once, then a normal one
eno += 7
rec("E%05d" % eno, "BONUS PAYOUT", "S", "B", 1, 25000000, 0, 0)
rec("E%05d" % eno, "BONUS PAYOUT", "S", "B", 2, 400000, 0, 0)
rec("E%05d" % eno, "BONUS PAYOUT", "S", "B", 3, 400000, 0, 0)
# boundaries of the bracket table: annual taxable exactly 47,150.00 single and 23,200.00 married
eno += 7
rec("E%05d" % eno, "EXACT BOUNDARY S", "S", "M", 1, 428750, 0, 1)
rec("E%05d" % eno, "EXACT BOUNDARY S", "S", "M", 2, 428751, 0, 1)
eno += 7
rec("E%05d" % eno, "EXACT BOUNDARY M", "M", "M", 1, 265000, 0, 2)
rec("E%05d" % eno, "EXACT BOUNDARY M", "M", "M", 2, 264999, 0, 2)
# ROUNDED at half a cent: 1,010.00 * 1.45% = 14.645; zero gross; allowances wipe out wages
eno += 7
rec("E%05d" % eno, "HALF CENT", "H", "W", 1, 101000, 0, 0)
rec("E%05d" % eno, "HALF CENT", "H", "W", 2, 100875, 0, 0)
rec("E%05d" % eno, "HALF CENT", "H", "W", 3, 0, 0, 0)
rec("E%05d" % eno, "HALF CENT", "H", "W", 4, 30000, 0, 9)
rec("E%05d" % eno, "HALF CENT", "H", "W", 5, 30000, 0, 99)
# negative net pay: pretax takes almost all of the gross, FICA is on the gross
eno += 7
rec("E%05d" % eno, "NEGATIVE NET", "S", "S", 1, 100000, 99000, 0)
rec("E%05d" % eno, "NEGATIVE NET", "S", "S", 2, 100000, 100000, 0)
# size errors: annualised wages overflow 9(7)V99 (A1); YTD gross overflows in period 12 (Y1)
eno += 7
rec("E%05d" % eno, "ANNUAL OVERFLOW", "S", "W", 1, 25000000, 0, 0)
rec("E%05d" % eno, "ANNUAL OVERFLOW", "S", "M", 2, 99999999, 0, 0)   # F2 (frequency changed)
rec("E%05d" % eno, "ANNUAL OVERFLOW", "S", "W", 2, 19230769, 0, 0)   # 9,999,999.88 fits
eno += 7
for m in range(1, 13):
    rec("E%05d" % eno, "YTD OVERFLOW", "M", "M", m, 90000000, 9999999, 0)
eno += 7
rec("E%05d" % eno, "MAX GROSS", "H", "M", 1, 99999999, 9999999, 99)  # A1: 10,799,987.88
# rejects
eno += 7
e = "E%05d" % eno
rec(e, "REJECTS", "X", "W", 1, 100000)          # S2
rec(e, "REJECTS", "S", "W", 0, 100000)          # P1 zero period
rec(e, "REJECTS", "S", "W", "A1", 100000)       # P1 not numeric
rec(e, "REJECTS", "S", "W", 1, "0010O000")      # G1
rec(e, "REJECTS", "S", "W", 1, 100000, "00 1000")  # D2 pretax
rec(e, "REJECTS", "S", "W", 1, 100000, 0, " 1")    # D2 allowances
rec(e, "REJECTS", "S", "W", 1, 100000, 100001)     # D1
rec(e, "REJECTS", "S", "Q", 1, 100000)             # F1 unknown frequency
rec(e, "REJECTS", "S", "W", 53, 100000)            # F1 period 53 weekly
eno += 7
e = "E%05d" % eno
rec(e, "SEQUENCE", "M", "M", 13, 500000)           # F1 month 13
rec(e, "SEQUENCE", "M", "M", 3, 500000)
rec(e, "SEQUENCE", "M", "M", 3, 500000)            # Q1 duplicate period
rec(e, "SEQUENCE", "M", "M", 2, 500000)            # Q1 out of order
rec(e, "SEQUENCE", "M", "B", 4, 500000)            # F2
rec(e, "SEQUENCE", "H", "M", 4, 500000)            # status change is allowed
rec(e, "SEQUENCE", "M", "M", 12, 500000)
# an employee whose every record is rejected: YTD record with zero periods
eno += 7
rec("E%05d" % eno, "ALL REJECTED", "Z", "M", 1, 100000)
rec("E%05d" % eno, "ALL REJECTED", "M", "M", 14, 100000)
# the last employee: weekly, the whole year
eno += 7
for w in range(1, 53):
    rec("E%05d" % eno, "FULL YEAR WEEKLY", "S", "W", w, 123456 + 37 * w, 1500, 1)

with open("PAYIN.dat", "w") as f:
    for r in recs:
        f.write(r + "\n")
print(len(recs), "records")
