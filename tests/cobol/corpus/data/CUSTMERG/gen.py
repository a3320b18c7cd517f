#!/usr/bin/env python3
# gen.py - writes OLDMAST.dat (53-byte fixed records, no separators, balance packed
# S9(7)V99 COMP-3) and CHGIN.dat (line sequential change records) for CUSTMERG.
import random

rnd = random.Random(1987)
cities = ["LEEDS", "CORK", "ROTTERDAM", "LYON", "GDANSK", "PORTO", "AARHUS", "BRNO"]
first = ["ANNA", "BORIS", "CLARA", "DEV", "ELIF", "FINN", "GRETA", "HUGO", "IDA", "JONAS"]


def packed(cents, digits=9):
    s = "%0*d" % (digits, abs(cents)) + ("D" if cents < 0 else "C")
    return bytes.fromhex(s)


ids = sorted(rnd.sample(range(100, 9900, 7), 80))
mast = []
for k, i in enumerate(ids):
    cid = "C%05d" % (i * 10)
    name = "%s %s" % (rnd.choice(first), rnd.choice(["SMITH", "NOWAK", "ROSSI", "LEE", "KOVAC"]))
    bal = rnd.choice([0, 12550, -4000, 99999999, -99999999, rnd.randint(-500000, 5000000)])
    rec = (cid.encode() + ("%-20s" % name).encode() + ("%-12s" % rnd.choice(cities)).encode()
           + ("%09d" % rnd.choice([0, 100000, 500000, 999999999])).encode() + packed(bal)
           + rnd.choice([b"A", b"A", b"H"]))
    assert len(rec) == 53
    mast.append((cid, rec))
with open("OLDMAST.dat", "wb") as f:
    for _, r in mast:
        f.write(r)

keys = [c for c, _ in mast]
chg = []


def ch(cid, code, name="", city="", limit="", adj=None):
    a = " " * 10 if adj is None else "%+010d" % adj
    chg.append("%-6s%s%-20s%-12s%-9s%s" % (cid, code, name, city, limit, a))


# changes in key order; several per key, some keys between masters (adds), some past the end
pool = sorted(set(rnd.sample(keys, 30) + ["C%05d" % (i * 10 + 5) for i in rnd.sample(ids, 12)]))
for cid in pool:
    exists = cid in keys
    r = rnd.random()
    if exists:
        if r < 0.5:
            ch(cid, "C", city=rnd.choice(cities), adj=rnd.randint(-20000, 20000))
        elif r < 0.7:
            ch(cid, "C", limit="%09d" % rnd.choice([250000, 0, 999999999]))
            ch(cid, "C", name="RENAMED " + cid, adj=-1)
        elif r < 0.85:
            ch(cid, "D")
        else:
            ch(cid, "A", name="ADD ON EXISTING", city="X")       # R1 reject
    else:
        if r < 0.6:
            ch(cid, "A", name="NEW " + cid, city=rnd.choice(cities), limit="000100000", adj=5000)
            ch(cid, "C", adj=-2500)                              # change after the add
        elif r < 0.8:
            ch(cid, "C", city="NOWHERE")                          # R2 reject
        else:
            ch(cid, "D")                                          # R2 reject
ch(keys[5], "X", name="BAD CODE")                                 # R3 reject
chg.sort(key=lambda s: s[:6])                                     # stable: keeps add-then-change
chg.insert(20, "%-6s%s%-20s%-12s%-9s%s" % (keys[2], "C", "OUT OF SEQUENCE", "", "", " " * 10))  # R4
ch(keys[-1], "D")                                                 # delete the last master
ch("C99998", "A", name="ADD AFTER LAST", city="LEEDS", limit="000050000", adj=0)
ch("C99999", "A", name="ADD BAD LIMIT", city="LEEDS", limit="00005000X", adj=0)   # R5 reject
ch("C99999", "A", name="ADD BAD AMOUNT", city="LEEDS", limit="000050000", adj=None)  # zero balance
ch("C99999", "D")                                                 # add then delete
with open("CHGIN.dat", "w") as f:
    for c in chg:
        assert len(c) == 58, c
        f.write(c + "\n")
