#!/usr/bin/env python3
# gen.py - writes ACCTSEED.dat (initial accounts) and ACTIVITY.dat for ACCTAGE.
# ACCTSEED: acct X(8) name X(20) balance S9(7)V99 SIGN LEADING SEPARATE (10) last date 9(8)
# ACTIVITY: code X (N new, P payment, C charge, X close) acct X(8) amount 9(7)V99 date 9(8)
#           name X(20) (new accounts only)
import random

rnd = random.Random(8080)
seed = []
accts = sorted(rnd.sample(range(1000, 9999), 45))
for a in accts:
    bal = rnd.choice([0, 0, 1250, 99999, -5000, rnd.randint(0, 2000000)])
    d = rnd.choice([20231015, 20231231, 20240105, 20240229, 20240301, 20230315])
    seed.append("A%07d%-20s%+010d%08d" % (a, "HOLDER %d" % a, bal, d))
with open("ACCTSEED.dat", "w") as f:
    for s in seed:
        assert len(s) == 46
        f.write(s + "\n")
act = []


def a(code, acct, cents, date, name=""):
    act.append("%s%-8s%09d%08d%-20s" % (code, acct, cents, date, name))


keys = ["A%07d" % k for k in accts]
for i in range(80):
    k = rnd.choice(keys)
    a(rnd.choice("PPCC"), k, rnd.randint(1, 300000), rnd.choice([20240310, 20240315, 20240320]))
a("N", "A0000001", 0, 20240301, "FIRST NEW ACCOUNT")       # lowest key
a("N", "A9999999", 5000, 20240302, "LAST NEW ACCOUNT")     # highest key
a("N", keys[3], 0, 20240303, "DUPLICATE NEW")              # status 22
a("P", "A0000002", 100, 20240304)                          # status 23
a("C", "A0000001", 2500, 20240305)                         # charge on the new account
a("X", "A0000001", 0, 20240306)                            # close with balance: refused
a("P", "A0000001", 2500, 20240307)                         # pay it off
a("X", "A0000001", 0, 20240308)                            # close: DELETE
a("X", "A0000001", 0, 20240309)                            # close again: status 23
a("C", "A0000001", 100, 20240309)                          # activity after close: 23
zero = [s[:8] for s in seed if int(s[28:38]) == 0]
for k in zero[:3]:
    a("X", k, 0, 20240311)                                 # closures of zero balances
a("Q", keys[0], 100, 20240312)                             # bad code
big = [s[:8] for s in seed if int(s[28:38]) > 0][0]
a("C", big, 999999999, 20240313)                          # large charge: size error
with open("ACTIVITY.dat", "w") as f:
    for s in act:
        assert len(s) == 46
        f.write(s + "\n")
