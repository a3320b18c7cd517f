#!/usr/bin/env python3
# gen.py - writes ORDERSV.dat for VARREC: one order per line, variable length:
# key X(8) type X count 9(2), then count segments of code X(3) qty 9(4) price 9(5)V99
# (14 bytes each); no trailing spaces (the line length is the record length).
import random

rnd = random.Random(555)
lines = []


def seg():
    return "%s%04d%07d" % (rnd.choice(["ABC", "K9Z", "Q12", "WID", "NUT"]),
                           rnd.choice([0, 1, 3, 25, 9999, rnd.randint(1, 500)]),
                           rnd.choice([1, 99, 1999, 9999999, rnd.randint(1, 500000)]))


for i in range(60):
    n = rnd.choice([0, 1, 1, 2, 3, 5, 8, 12])
    lines.append("ORD%05d%s%02d" % (i + 1, rnd.choice("NRX"), n) + "".join(seg() for _ in range(n)))
# awkward records
lines.append("ORD90001N03" + seg() + seg())                 # count says 3, 2 present
lines.append("ORD90002N01" + seg() + seg())                 # count says 1, 2 present
lines.append("ORD90003N13" + "".join(seg() for _ in range(13)))   # 13 > 12 segments
lines.append("ORD90004NX1" + seg())                         # count not numeric
lines.append("ORD90005N02" + seg() + "ABC00A10000100")      # qty not numeric
lines.append("ORD90006N00")                                 # empty order
lines.append("ORD90007N12" + "WID00000000001" * 12)         # 12 segments of qty 0
with open("ORDERSV.dat", "w") as f:
    for l in lines:
        assert not l.endswith(" ")
        f.write(l + "\n")
