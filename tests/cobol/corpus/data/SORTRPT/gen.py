#!/usr/bin/env python3
# gen.py - writes MOVES.dat for the SORTRPT corpus program: stock movements in entry order, with
# voided and zero-quantity movements (filtered out), bad numbers (rejected), negative adjustments,
# and duplicate sort keys (same warehouse, value and item) to show WITH DUPLICATES IN ORDER.
import random

r = random.Random(2718)
recs = []

def rec(wh, item, typ, qty, cost, date=None, raw_qty=None):
    q = raw_qty if raw_qty is not None else '%s%05d' % ('-' if qty < 0 else '+', abs(qty))
    d = date or '2024%02d%02d' % (r.randint(1, 12), r.randint(1, 28))
    recs.append('%-3s%-8s%s%s%07d%s' % (wh, item, typ, q, cost, d))

whs = ['EST', 'NTH', 'WST', 'CEN']
for i in range(170):
    wh = r.choice(whs)
    item = 'IT%06d' % r.randint(1, 60)
    typ = r.choice('RRRIIIAV')
    qty = r.randint(1, 500)
    if typ == 'I' or (typ == 'A' and r.random() < 0.5):
        qty = -qty
    rec(wh, item, typ, qty, r.randint(1, 250000))
# duplicate keys: identical warehouse, value and item, different dates (input order must hold)
# (value 2,250,000.00: above every random movement, so all four are printed)
for d in ['20240105', '20240101', '20240103']:
    rec('NTH', 'IT000007', 'R', 9000, 25000, date=d)
rec('NTH', 'IT000007', 'A', 4500, 50000, date='20240102')  # same value, other type
rec('SOU', 'IT000099', 'R', 0, 100)                       # zero quantity: filtered
rec('SOU', 'IT000098', 'V', 10, 100)                      # void: filtered
rec('SOU', 'IT000097', 'R', 0, 0, raw_qty='+00A10')       # bad quantity: rejected
rec('SOU', 'IT000096', 'Q', 10, 100)                      # bad type: rejected
rec('SOU', 'IT000095', 'R', 99999, 9999999)               # the largest value 999,989,999.00...
rec('SOU', 'IT000094', 'I', -99999, 9999999)              # ... and the smallest
rec('SOU', 'IT000093', 'A', -1, 1)                        # -0.01

with open('MOVES.dat', 'w') as f:
    for line in recs:
        f.write(line + '\n')
