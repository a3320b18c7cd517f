#!/usr/bin/env python3
# gen.py - writes ITEMSIN.dat and VALREQ.dat for INVVALU (deterministic).
# ITEMSIN: item(8) category(4) description(20) qty S9(7) SIGN LEADING SEPARATE (8)
#          unit cost 9(5)V9(4) (9) location(3) = 52 bytes, in no particular key order.
# VALREQ:  relation(2: GE/GT) category(4) - START requests on the alternate key.
import random

rnd = random.Random(20240315)
cats = ["BOLT", "CABL", "DRIL", "ELEC", "FAST", "GLUE", "HAND", "PAIN", "PLMB"]
words = ["HEX", "WIRE", "BIT", "SOCKET", "NUT", "EPOXY", "SAW", "PRIMER", "PIPE", "CLAMP"]
items = []
used = set()
for i in range(110):
    cat = rnd.choice(cats)
    while True:
        no = "%s%04d" % (cat[:2], rnd.randint(1, 9999))
        if no not in used:
            break
    used.add(no)
    desc = "%s %s %d" % (rnd.choice(words), cat.lower(), rnd.randint(1, 99))
    qty = rnd.choice([0, 1, 5, 12, 40, 150, 1200, rnd.randint(1, 5000)])
    cost = rnd.choice([0, 15, 1999, 25050, 1234567, rnd.randint(1, 99999999)])
    items.append([no, cat, desc.upper(), "%+08d" % qty, "%09d" % cost, "A%02d" % (i % 12)])
# awkward cases
items.append(["SF000001", "SAFE", "ONLY ITEM IN CATEG", "+0000003", "000125000", "Z01"])
items.append(["BO999999", "BOLT", "BACKORDERED BOLT", "-0000020", "000010000", "B01"])
items.append(["CA999999", "CABL", "MAX QTY AND COST", "+9999999", "999999999", "C01"])
items.append(["EL000000", "ELEC", "BAD QUANTITY", "+00A0010", "000010000", "E01"])
items.append(["DR999999", "DRIL", "ZERO COST", "+0000100", "000000000", "D01"])
dup = list(items[7]); dup[2] = "DUPLICATE ITEM NO"
items.insert(60, dup)
items.append(["GL000001", "GLUE", "DUPLICATE AT END", "+0000001", "000000100", "G01"])
items.append(["GL000001", "GLUE", "DUPLICATE AT END 2", "+0000002", "000000100", "G01"])
with open("ITEMSIN.dat", "w") as f:
    for it in items:
        r = "%-8s%-4s%-20s%s%s%-3s" % tuple(it)
        assert len(r) == 52, r
        f.write(r + "\n")
with open("VALREQ.dat", "w") as f:
    for req in ["GEBOLT", "GTBOLT", "GEC   ", "GTFAST", "GEPAIN", "GTPLMB", "GESAFE",
                "GTSAFE", "GEZZZZ", "GE    ", "GTHAND", "XXHAND"]:
        f.write(req + "\n")
