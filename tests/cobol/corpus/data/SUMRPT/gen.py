#!/usr/bin/env python3
# gen.py - writes TXNIN.dat for the SUMRPT corpus program: transactions sorted by region, branch
# and account, with a branch whose net is zero, accounts with credits only, maximum amounts, bad
# transaction types, non-numeric amounts and one record out of sequence.
import random

r = random.Random(31337)
recs = []

def rec(reg, br, acct, typ, amt, ref='', raw_amt=None):
    a = raw_amt if raw_amt is not None else '%09d' % amt
    d = '2024%02d%02d' % (r.randint(1, 12), r.randint(1, 28))
    recs.append('%-2s%-3s%-6s%s%s%s%-11s' % (reg, br, acct, typ, a, d, ref))

for reg in ['CE', 'NE', 'SO', 'WE']:
    for b in range(r.randint(2, 4)):
        br = '%03d' % (100 * (b + 1) + r.randint(0, 9))
        for a in range(r.randint(1, 6)):
            acct = '%s%05d' % (reg[0], (a + 1) * 1000 + r.randint(0, 999))
            for t in range(r.randint(1, 8)):
                typ = 'D' if r.random() < 0.6 else 'C'
                rec(reg, br, acct, typ, r.randint(1, 2500000), 'TX%06d' % len(recs))
# awkward groups, appended in key order (region ZZ sorts last)
rec('ZZ', '001', 'Z00001', 'D', 123456, 'NETZERO')          # branch 001 nets to zero
rec('ZZ', '001', 'Z00001', 'C', 123456, 'NETZERO')
rec('ZZ', '001', 'Z00002', 'C', 0, 'ZEROCREDIT')             # a zero credit only
rec('ZZ', '002', 'Z00003', 'C', 50000, 'CREDITONLY')         # credits only: net CR / DB / -
rec('ZZ', '002', 'Z00003', 'C', 75025, 'CREDITONLY')
rec('ZZ', '002', 'Z00004', 'D', 999999999, 'MAXAMOUNT')      # the largest amount, twice
rec('ZZ', '002', 'Z00004', 'D', 999999999, 'MAXAMOUNT')
rec('ZZ', '002', 'Z00005', 'X', 100, 'BADTYPE')              # rejected: type
rec('ZZ', '002', 'Z00005', 'D', 0, 'BADAMOUNT', raw_amt='00001A000')  # rejected: amount
rec('ZZ', '002', 'Z00006', 'D', 1, 'ONECENT')
rec('ZZ', '002', 'Z00002', 'D', 500, 'OUTOFSEQ')             # out of sequence
rec('ZZ', '003', 'Z00007', 'D', 2, 'LAST')

with open('TXNIN.dat', 'w') as f:
    for line in recs:
        f.write(line + '\n')
