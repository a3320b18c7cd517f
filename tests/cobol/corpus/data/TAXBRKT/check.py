# check.py - an independent model of TAXBRKT's rules in Python decimal (ROUNDED = half away from
# zero, COMPUTE without ROUNDED truncates); run in a directory holding cobc's TAXOUT, TAXREJ and
# YTDOUT: prints MISMATCH lines and a summary.
import os
from decimal import Decimal as D, ROUND_HALF_UP
def rnd(x): return x.quantize(D('0.01'), ROUND_HALF_UP)
BR = {'S': [0, 11600, 47150, 100525, 191950, 243725, 609350],
      'M': [0, 23200, 94300, 201050, 383900, 487450, 731200],
      'H': [0, 16550, 63100, 100500, 191950, 243700, 609350]}
RATES = [D('.10'), D('.12'), D('.22'), D('.24'), D('.32'), D('.35'), D('.37')]
PER = {'W': 52, 'B': 26, 'S': 24, 'M': 12}
MAX = D('9999999.99')
lines, rejects, ytds = [], [], []
emp = None
def flush():
    if emp: ytds.append((emp['id'], emp['n'], emp['gross'], emp['fed'], emp['ss'], emp['med'], emp['net']))
for r in open(os.path.join(os.path.dirname(os.path.abspath(__file__)), 'PAYIN.dat')):
    r = r.rstrip('\n')
    eid, fs, fq, per, g, pt, al = r[:6], r[26], r[27], r[28:30], r[30:38], r[38:45], r[45:47]
    if emp is None or eid != emp['id']:
        flush()
        emp = dict(id=eid, freq=fq, last=0, n=0, gross=D(0), fed=D(0), ss=D(0), med=D(0), net=D(0))
    def rej(c): rejects.append(c)
    if fs not in 'SMH': rej('S2'); continue
    if not per.isdigit() or int(per) == 0: rej('P1'); continue
    if not g.isdigit(): rej('G1'); continue
    if not pt.isdigit() or not al.isdigit(): rej('D2'); continue
    G, P, A, n = D(int(g)) / 100, D(int(pt)) / 100, int(al), int(per)
    if P > G: rej('D1'); continue
    if fq not in PER or n > PER[fq]: rej('F1'); continue
    if fq != emp['freq']: rej('F2'); continue
    if n <= emp['last']: rej('Q1'); continue
    new = emp['gross'] + G
    if new > MAX: rej('Y1'); continue
    k = PER[fq]
    aw = (G - P) * k - A * D('4300')
    if abs(aw) > MAX: rej('A1'); continue
    at = max(aw, D(0))
    tax, top, lows = D(0), 0, BR[fs] + [9999999]
    for b in range(7):
        if at > lows[b]:
            sl = (lows[b + 1] - lows[b]) if b < 6 and at > lows[b + 1] else at - lows[b]
            tax = rnd(tax + sl * RATES[b]); top = b + 1
    fed = rnd(tax / k)
    old = emp['gross']
    ss_sub = max(D(0), min(new, D(168600)) - min(old, D(168600)))
    sur_sub = max(D(0), new - max(old, D(200000)))
    ss = rnd(ss_sub * D('.062'))
    med = rnd(G * D('.0145')) + rnd(sur_sub * D('.009'))
    net = G - P - fed - ss - med
    emp.update(gross=new, last=n, n=emp['n'] + 1, fed=emp['fed'] + fed, ss=emp['ss'] + ss,
               med=emp['med'] + med, net=emp['net'] + net)
    lines.append((eid, n, G, at, top, fed, ss, med, net, new))
flush()
bad = 0
def num(s): return D(s.replace(',', '').strip() or '0')
got = [l.rstrip('\n') for l in open('TAXOUT')]
if len(got) != len(lines): print('MISMATCH count', len(got), len(lines)); bad += 1
for l, e in zip(got, lines):
    g = (l[:6], int(l[10:12]), num(l[13:23]), num(l[24:36]), int(l[37]), num(l[39:49]),
         num(l[50:59]), num(l[60:69]), num(l[70:82].replace('-', '')) * (-1 if '-' in l[70:82] else 1),
         num(l[83:95]))
    if g != e: print('MISMATCH', l, e); bad += 1
grj = [l[:2] for l in open('TAXREJ')]
if grj != rejects: print('MISMATCH rejects', grj, rejects); bad += 1
for l, e in zip(open('YTDOUT'), ytds):
    s = -1 if l[61] == '-' else 1
    g = (l[:6], int(l[26:28]), D(l[28:37]) / 100, D(l[37:46]) / 100, D(l[46:53]) / 100,
         D(l[53:61]) / 100, s * D(l[62:71]) / 100)
    if g != e: print('MISMATCH ytd', l.rstrip(), e); bad += 1
print(len(lines), 'taxed', len(rejects), 'rejected', len(ytds), 'employees', bad, 'mismatches')
