# check.py - an independent model of BILLCYC's rules in Python decimal (ROUNDED = half up);
# run in a directory holding cobc's BILLOUT and BILLEXC: prints MISMATCH lines and a summary.
import os
from decimal import Decimal as D, ROUND_HALF_UP
def rnd(x): return x.quantize(D('0.01'), ROUND_HALF_UP)
RATES = {'R': (D('9.50'), D('15.00'), [(500, D('.1125')), (1000, D('.1340')), (None, D('.1580'))]),
         'C': (D('25.00'), D('40.00'), [(2000, D('.1050')), (10000, D('.0975')), (None, D('.0890'))]),
         'I': (D('150.00'), D('250.00'), [(10000, D('.0850')), (100000, D('.0720')), (None, D('.0655'))])}
bills, exc, trailer = [], [], False
for r in open(os.path.join(os.path.dirname(os.path.abspath(__file__)), 'METERIN.dat')):
    r = r.rstrip('\n')
    if trailer: exc.append('E9'); continue
    if r[0] == 'T': trailer = True; continue
    if r[0] != 'D': exc.append('E0'); continue
    acct, cls, pv, cu, rt, prt, mu, dy, ex = r[1:11], r[11], r[12:17], r[17:22], r[22], r[23], r[24:27], r[27:29], r[29]
    code = ('E1' if not acct.strip() else 'E2' if cls not in RATES else
            'E3' if not (pv.isdigit() and cu.isdigit()) else 'E4' if rt not in 'AE' else
            'E5' if not dy.isdigit() or not 25 <= int(dy) <= 35 else
            'E7' if not mu.isdigit() or int(mu) == 0 else
            'E8' if int(cu) < int(pv) and rt == 'E' else None)
    if code: exc.append(code); continue
    p, c = int(pv), int(cu)
    raw = c - p if c >= p else 100000 - p + c
    if c < p and raw > 20000: exc.append('E6'); continue
    use = raw * int(mu)
    cust, mn, tiers = RATES[cls]
    energy, low, rem = D(0), 0, use
    for up, rate in tiers:
        k = rem if up is None else min(rem, up - low)
        if up is not None: low = up
        energy += rnd(k * rate); rem -= k
        if rem == 0: break
    sub = energy + cust
    adj = mn - sub if sub < mn else D(0)
    sub += adj
    st, ct = (D(0), D(0)) if ex == 'Y' else (rnd(sub * D('.0625')), rnd(sub * D('.025')))
    bills.append((acct, use, energy, cust, adj, st, ct, sub + st + ct, 'R' if c < p else ' '))
    if use > tiers[1][0] * 10: exc.append('W1')
    if rt == 'E' and prt == 'E': exc.append('W2')
    if rt == 'A' and use == 0: exc.append('W3')
bad = 0
got = [l.rstrip('\n').ljust(96) for l in open('BILLOUT')]
if len(got) != len(bills): print('MISMATCH count', len(got), len(bills)); bad += 1
for l, e in zip(got, bills):
    g = (l[:10], int(l[23:32]), D(l[32:41]) / 100, D(l[41:46]) / 100, D(l[46:51]) / 100,
         D(l[51:59]) / 100, D(l[59:67]) / 100, D(l[67:76]) / 100, l[22])
    if g != e: print('MISMATCH', l, e); bad += 1
gx = [l[:2] for l in open('BILLEXC')]
if gx != exc: print('MISMATCH exceptions', gx, exc); bad += 1
print(len(bills), 'bills', 'energy', sum(b[2] for b in bills), 'billed', sum(b[7] for b in bills),
      'kWh', sum(b[1] for b in bills), len(exc), 'exceptions', bad, 'mismatches')
