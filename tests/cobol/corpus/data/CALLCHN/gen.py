#!/usr/bin/env python3
# gen.py - writes PAYIN.dat for the CALLCHN corpus program: batches ('H' records) of loan
# payments ('P'): regular, extra and payoff payments, overpayments (capped by the validator),
# short payoffs, bad loan numbers and amounts, zero payments, consecutive duplicates, an empty
# batch and a batch with only rejects.
import random

r = random.Random(6502)
recs = []
def hdr(b): recs.append('H' + b)
def pay(loan, amt, typ, bal, raw=None):
    a = raw if raw is not None else '%09d' % amt
    recs.append('P' + '%-8s' % loan + a + typ + '%09d' % bal)

hdr('B001')
pay('L0000001', 25000, 'R', 1000000)
pay('L0000002', 150000, 'R', 100000)        # overpayment: capped to the balance
pay('L0000002', 150000, 'R', 100000)        # the same loan again: duplicate warning
pay('L0000003', 500000, 'P', 500000)        # exact payoff
pay('L0000004', 400000, 'P', 500000)        # short payoff: rejected
pay('X0000005', 1000, 'R', 5000)            # bad loan number
pay('L00A0006', 1000, 'R', 5000)            # bad loan number
pay('L0000007', 0, 'R', 5000)               # zero payment
pay('L0000008', 0, 'R', 5000, raw='0000A1000')  # amount not numeric
pay('L0000009', 1000, 'Q', 5000)            # bad type
pay('L0000010', 999999999, 'X', 999999999)  # the largest amount
hdr('B002')                                 # empty batch
hdr('B003')
pay('X0000011', 1000, 'R', 5000)            # a batch with only rejects
pay('L0000012', 0, 'X', 5000)
for b in range(4, 7):
    hdr('B%03d' % b)
    for i in range(r.randint(8, 20)):
        bal = r.randint(1000, 5000000)
        typ = r.choice('RRRRXXP')
        amt = bal if typ == 'P' and r.random() < 0.7 else r.randint(100, 300000)
        pay('L%07d' % r.randint(100, 140), amt, typ, bal)
open('PAYIN.dat', 'w').write('\n'.join(recs) + '\n')
