#!/usr/bin/env python3
# gen.py - writes STMTIN.dat for STMTGEN (deterministic): 64-byte records, per customer one
# header H (name X(24), opening balance S9(7)V99 SIGN LEADING SEPARATE, credit limit 9(7),
# statement date 9(8)), details D (date 9(8), type XX, reference X(12), amount 9(7)V99,
# description X(24)) and a trailer T (detail count 9(4), hash total 9(9)V99 of the amounts).
import datetime
import random

rnd = random.Random(1991)
STMT = datetime.date(2024, 3, 31)
out = []


def hdr(cid, name, bal, limit, date="20240331"):
    b = bal if isinstance(bal, str) else "%+010d" % bal
    lim = limit if isinstance(limit, str) else "%07d" % limit
    r = "H%-8s%-24s%s%s%s" % (cid, name, b, lim, date)
    out.append(r.ljust(64))


def dtl(cid, date, typ, ref, amount, desc):
    d = date if isinstance(date, str) else date.strftime("%Y%m%d")
    a = amount if isinstance(amount, str) else "%09d" % amount
    r = "D%-8s%s%-2s%-12s%s%-24s" % (cid, d, typ, ref, a, desc)
    out.append(r.ljust(64))


def trl(cid, count, hashtot):
    out.append(("T%-8s%04d%011d" % (cid, count, hashtot)).ljust(64))


MERCHANTS = ["GROCERY MART", "CITY FUEL", "BOOK NOOK", "RAIL PASS", "PHARMACY 24", "HARDWARE HUT",
             "CAFE LUMEN", "AIRLINE TKT", "HOTEL NORD", "ELECTRO WORLD"]


def customer(cid, name, bal, limit, n, ages=(0, 29), big=False, extra=None, trailer=True,
             bad_trailer=False):
    """A customer with n generated details; extra = list of raw detail tuples appended."""
    hdr(cid, name, bal, limit)
    cnt, tot = 0, 0
    dets = []
    for i in range(n):
        age = rnd.randint(*ages)
        typ = rnd.choice(["PU", "PU", "PU", "PU", "PY", "CR", "FE", "IN"])
        amt = rnd.choice([999, 1250, 4599, 12000, 25075, 8888, 150000 if big else 3333])
        if typ == "PY":
            amt = rnd.choice([5000, 10000, 25000])
        desc = {"PU": rnd.choice(MERCHANTS), "PY": "PAYMENT - THANK YOU", "CR": "RETURN CREDIT",
                "FE": "LATE FEE", "IN": "INTEREST CHARGE"}[typ]
        dets.append((STMT - datetime.timedelta(days=age), typ, "R%s%03d" % (cid[-4:], i), amt, desc))
    dets.sort(key=lambda d: d[0])
    for d in dets + (extra or []):
        dtl(cid, *d)
        cnt += 1
        if not isinstance(d[3], str):
            tot += d[3]
    if trailer:
        trl(cid, cnt + (1 if bad_trailer else 0), tot)


c = 1000
def nid():
    global c
    c += 13
    return "C%07d" % c


names = ["A. BAKSHI", "B. CARDENAS", "C. DUNMORE", "D. ESPOSITO", "E. FONTAINE", "F. GRIMALDI",
         "G. HASSAN", "H. IVANOVA", "I. JENSEN", "J. KOWALSKI", "K. LEBLANC", "L. MENDOZA"]
for i, nm in enumerate(names):
    customer(nid(), nm, rnd.choice([0, 15000, 123456, -2500, 50000]),
             rnd.choice([1000, 2500, 5000, 10000]), rnd.randint(2, 12), ages=(0, 120))
# exactly 20 details (one page), 21 (a continuation page with one line), 47 (three pages)
customer(nid(), "TWENTY LINES", 0, 5000, 20)
customer(nid(), "TWENTY-ONE LINES", 0, 5000, 21)
customer(nid(), "FORTY-SEVEN LINES", 100000, 9999999, 47, ages=(0, 150), big=True)
# no details at all; a credit balance that stays a credit; over the limit
customer(nid(), "NO ACTIVITY", 4321, 1000, 0)
customer(nid(), "CREDIT BALANCE", -75000, 2000, 1,
         extra=[(datetime.date(2024, 3, 5), "CR", "RFND0001", 1000, "RETURN CREDIT")])
customer(nid(), "OVER LIMIT", 95000, 1000, 0,
         extra=[(datetime.date(2024, 3, 30), "PU", "BIG0001", 12345, "ELECTRO WORLD")])
# minimum payment: 5% of 1,234.50 = 61.725 -> 61.73; a balance below 25.00; exactly 500.00
customer(nid(), "HALF CENT MINIMUM", 123450, 5000, 0)
customer(nid(), "SMALL BALANCE", 1999, 5000, 0)
customer(nid(), "FIVE HUNDRED", 50000, 5000, 0)
# aging boundaries: 30, 31, 60, 61, 90, 91 days before 2024-03-31
cid = nid()
customer(cid, "AGING BOUNDARIES", 0, 9000, 0,
         extra=[(STMT - datetime.timedelta(days=d), "PU", "AGE%03d" % d, 1000 + d, "AGE %d DAYS" % d)
                for d in (91, 90, 61, 60, 31, 30, 0)])
# invalid details (counted by the trailer, not posted)
cid = nid()
customer(cid, "BAD DETAILS", 10000, 5000, 2,
         extra=[("20240230", "PU", "BADDAY", 1000, "FEB 30"),
                ("2024031A", "PU", "BADDATE", 1000, "NOT NUMERIC DATE"),
                ("20240401", "PU", "FUTURE", 1000, "AFTER STATEMENT"),
                (datetime.date(2024, 3, 2), "XX", "BADTYPE", 1000, "UNKNOWN TYPE"),
                (datetime.date(2024, 3, 2), "PU", "BADAMT", "0001 0000", "AMOUNT WITH SPACE")])
# a trailer whose count is one too high
customer(nid(), "TRAILER MISMATCH", 5000, 5000, 3, bad_trailer=True)
# a missing trailer (the next header closes it)
customer(nid(), "NO TRAILER", 2000, 5000, 2, trailer=False)
# an orphan detail and an orphan trailer between customers; an unknown record type
dtl("C0009999", datetime.date(2024, 3, 3), "PU", "ORPHAN", 500, "ORPHAN DETAIL")
trl("C0009998", 0, 0)
out.append("Z" + "C0009997" + "UNKNOWN RECORD".ljust(55))
# bad headers: their details and trailers are skipped
cid = nid()
hdr(cid, "BAD BALANCE", "+00012A450", 5000)
dtl(cid, datetime.date(2024, 3, 3), "PU", "SKIP1", 500, "SKIPPED")
trl(cid, 1, 500)
cid = nid()
hdr(cid, "BAD STMT DATE", 0, 5000, "20241301")
dtl(cid, datetime.date(2024, 3, 3), "PU", "SKIP2", 500, "SKIPPED")
trl(cid, 1, 500)
# the last customer's trailer is missing at end of file
customer(nid(), "LAST NO TRAILER", 0, 5000, 4, trailer=False)

with open("STMTIN.dat", "w") as f:
    for r in out:
        assert len(r) == 64, (len(r), r)
        f.write(r + "\n")
print(len(out), "records")
