#!/usr/bin/env python3
# gen.py - writes FXRATES.dat (line sequential: currency, mid rate in units per USD with 8
# decimals, spread in basis points, minor units) and FXTRAN.dat (fixed 40-byte records with a
# packed-decimal amount, as the mainframe extract has them) for the FXCONV corpus program.
# Awkward cases: half-cent ties (XTS at rate 2), negative amounts (reversals), zero, the largest
# amount, results too large for the receiving field (size error), an unknown currency, a bad side.
import random

r = random.Random(4217)
rates = [('EUR', '0.92345678', 25, 2), ('GBP', '0.78901234', 30, 2), ('JPY', '151.23456789', 40, 0),
         ('CHF', '0.88123456', 35, 2), ('KWD', '0.30712345', 50, 3), ('IDR', '16234.56789012', 80, 2),
         ('MXN', '17.05432109', 60, 2), ('BHD', '0.37700000', 20, 3), ('XTS', '2.00000000', 0, 2)]
with open('FXRATES.dat', 'w') as f:
    for c, m, s, u in rates:
        whole, frac = m.split('.')
        f.write('%s%05d%s%03d%d\n' % (c, int(whole), frac.ljust(8, '0'), s, u))

def packed(cents, digits=13):
    s = '%0*d' % (digits, abs(cents))
    nib = [int(ch) for ch in s] + [0xD if cents < 0 else 0xC]
    if len(nib) % 2:
        nib = [0] + nib
    return bytes(nib[i] * 16 + nib[i + 1] for i in range(0, len(nib), 2))

recs = []
def rec(ccy, side, cents, chan):
    tid = 'FX%06d' % (len(recs) + 1)
    recs.append(tid.encode() + ccy.encode() + side.encode() + packed(cents) + chan.encode() +
                b' ' * 20)

# ties: 0.01/2, 0.03/2, 0.05/2, -0.05/2 through every channel (B away, W even, O truncation)
for chan in 'BWO':
    for c in [1, 3, 5, -5, 7]:
        rec('XTS', 'B', c, chan)
rec('EUR', 'B', 0, 'B')
rec('EUR', 'B', 9999999999999, 'W')      # the largest amount: USD result too large
rec('IDR', 'S', 9999999999999, 'W')      # sell: foreign result too large
rec('IDR', 'B', 9999999999999, 'B')      # fits
rec('JPY', 'S', 12345, 'O')              # 0 minor units
rec('KWD', 'S', 12345, 'B')              # 3 minor units
rec('BHD', 'B', -12345, 'W')             # reversal
rec('ZZZ', 'B', 100, 'B')                # unknown currency
rec('EUR', 'X', 100, 'B')                # bad side
rec('EUR', 'B', 100, 'Q')                # bad channel
for i in range(60):
    c = r.choice(rates[:8])[0]
    cents = r.randint(1, 5000000) * (-1 if r.random() < 0.1 else 1)
    rec(c, r.choice('BS'), cents, r.choice('BWO'))
for x in recs:
    assert len(x) == 40
open('FXTRAN.dat', 'wb').write(b''.join(recs))
