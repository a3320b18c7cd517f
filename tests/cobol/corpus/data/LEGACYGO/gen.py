#!/usr/bin/env python3
# gen.py - writes POLTRAN.dat for the LEGACYGO corpus program: motor policy transactions (codes
# 1-5 and bad ones), ages, territories and classes at and beyond their limits, claim counts that
# give a discount, a surcharge or a decline, blank names, cancellations of bad policy numbers.
import random

r = random.Random(1979)
recs = []

def rec(pol, code, age, terr, cls, suminsd, claims, name):
    recs.append('%-8s%s%02d%s%s%07d%s%-20s' % (pol, code, age, terr, cls, suminsd, claims, name))

fixed = [
    ('P0000001', '1', 18, 'A', '1', 5000, '0', 'YOUNG MINIMUM'),
    ('P0000002', '1', 17, 'A', '1', 5000, '0', 'TOO YOUNG'),
    ('P0000003', '1', 85, 'E', '4', 2000000, '0', 'OLDEST MAXIMUM'),
    ('P0000004', '1', 86, 'E', '4', 2000000, '0', 'TOO OLD'),
    ('P0000005', '1', 40, 'F', '2', 10000, '0', 'BAD TERRITORY'),
    ('P0000006', '1', 40, 'C', '5', 10000, '0', 'BAD CLASS'),
    ('P0000007', '1', 40, 'C', '2', 4999, '0', 'SUM TOO SMALL'),
    ('P0000008', '1', 40, 'C', '2', 2000001, '0', 'SUM TOO LARGE'),
    ('P0000009', '2', 24, 'B', '3', 0, '0', 'RENEW NO CLAIMS'),
    ('P0000010', '2', 25, 'B', '3', 0, '1', 'RENEW ONE CLAIM'),
    ('P0000011', '2', 64, 'D', '3', 0, '2', 'RENEW TWO CLAIMS'),
    ('P0000012', '2', 65, 'D', '3', 0, '5', 'RENEW FIVE CLAIMS'),
    ('P0000013', '2', 70, 'D', '3', 0, '6', 'RENEW SIX DECLINED'),
    ('P0000014', '3', 0, ' ', ' ', 0, '0', 'CANCEL OK'),
    ('X0000015', '3', 0, ' ', ' ', 0, '0', 'CANCEL BAD NUMBER'),
    ('P0000016', '4', 0, ' ', ' ', 0, '0', 'NEW NAME LTD'),
    ('P0000017', '4', 0, ' ', ' ', 0, '0', ''),
    ('P0000018', '5', 45, 'B', '2', 250000, '0', 'ENDORSE'),
    ('P0000019', '5', 45, 'B', '2', 0, '0', 'ENDORSE NOTHING'),
    ('P0000020', '6', 45, 'B', '2', 1000, '0', 'CODE SIX'),
    ('P0000021', '0', 45, 'B', '2', 1000, '0', 'CODE ZERO'),
    ('P0000022', 'X', 45, 'B', '2', 1000, '0', 'CODE NOT NUMERIC'),
]
for f in fixed:
    rec(*f)
for i in range(70):
    code = r.choice('1111222345')
    rec('P%07d' % (100 + i), code, r.randint(16, 90), r.choice('ABCDEEF'), r.choice('12344'),
        r.randint(1, 400) * 5000, r.choice('0001123'), r.choice(['J SMITH', 'A JONES', 'K PATEL',
        'M GARCIA', 'T NGUYEN', '']))

open('POLTRAN.dat', 'w').write('\n'.join(x.rstrip() for x in recs) + '\n')
