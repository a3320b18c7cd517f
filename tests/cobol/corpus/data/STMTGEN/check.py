# check.py - an independent model of STMTGEN's rules in Python (dates with datetime, amounts in
# cents, ROUNDED half up); run in a directory holding cobc's STMTOUT and STMTEXC: prints MISMATCH
# lines and a summary.
import datetime, os
def dt(s):
    try: return datetime.date(int(s[:4]), int(s[4:6]), int(s[6:8])) if s.isdigit() else None
    except ValueError: return None
recs = [l.rstrip('\n') for l in open(os.path.join(os.path.dirname(os.path.abspath(__file__)), 'STMTIN.dat'))]
stmts, exc, cur, skip = [], [], None, None
def finish(c, differ):
    bal = c['bal']
    if bal > 0:
        mp = max((bal * 5 + 50) // 100, 2500); mp = min(mp, bal)
    else: mp = 0
    over = bal - c['limit'] * 100
    if over > 0: mp += over
    c.update(mp=mp, over=over, differ=differ); stmts.append(c)
for r in recs:
    t, cid, body = r[0], r[1:9], r[9:]
    if t == 'H':
        if cur: exc.append('MISSING TRAILER'); finish(cur, True); cur = None
        skip = None
        ob, lim, sd = body[24:34], body[34:41], body[41:49]
        reason = ('BAD OPENING BALANCE' if not (ob[0] in '+-' and ob[1:].isdigit()) else
                  'BAD CREDIT LIMIT' if not lim.isdigit() else
                  'BAD STATEMENT DATE' if dt(sd) is None else None)
        if reason: exc.append(reason); skip = cid; continue
        cur = dict(id=cid, open=int(ob), bal=int(ob), limit=int(lim), date=dt(sd), n=0, hash=0,
                   pu=0, fe=0, py=0, cr=0, age=[0, 0, 0, 0], lines=0)
    elif t == 'D':
        if skip == cid: exc.append('SKIPPED (BAD HEADER)'); continue
        if not cur or cid != cur['id']: exc.append('ORPHAN DETAIL'); continue
        d, typ, amt = body[:8], body[8:10], body[22:31]
        cur['n'] += 1
        if amt.isdigit(): cur['hash'] += int(amt)
        reason = ('BAD TRANSACTION DATE' if dt(d) is None else
                  'DATE AFTER STATEMENT' if d > cur['date'].strftime('%Y%m%d') else
                  'BAD TRANSACTION TYPE' if typ not in ('PU', 'FE', 'IN', 'PY', 'CR') else
                  'BAD AMOUNT' if not amt.isdigit() else None)
        if reason: exc.append(reason); continue
        a = int(amt); cur['lines'] += 1
        cur[{'PU': 'pu', 'FE': 'fe', 'IN': 'fe', 'PY': 'py', 'CR': 'cr'}[typ]] += a
        if typ in ('PU', 'FE', 'IN'):
            cur['bal'] += a; days = (cur['date'] - dt(d)).days
            cur['age'][0 if days <= 30 else 1 if days <= 60 else 2 if days <= 90 else 3] += a
        else: cur['bal'] -= a
    elif t == 'T':
        if skip == cid: exc.append('SKIPPED (BAD HEADER)'); skip = None; continue
        if not cur or cid != cur['id']: exc.append('ORPHAN TRAILER'); continue
        differ = int(body[:4]) != cur['n'] or int(body[4:15]) != cur['hash']
        if differ: exc.append('TRAILER CONTROLS DIFFER')
        finish(cur, differ); cur = None
    else: exc.append('UNKNOWN RECORD TYPE')
if cur: exc.append('MISSING TRAILER'); finish(cur, True)
# the printed statements
def amt(s):
    s = s.strip(); neg = s.endswith('CR'); s = s.replace('CR', '').replace(',', '').replace('.', '')
    return -int(s) if neg else int(s)
pages = open('STMTOUT').read().split('\f')[1:]
got, cur = [], None
for p in pages:
    ls = p.split('\n')
    if 'PAGE   1' in ls[0]: cur = dict(id=ls[1][8:16], pages=0, lines=0, sums={}); got.append(cur)
    cur['pages'] += 1
    cur['lines'] += sum(1 for l in ls if l[2:3].isdigit() and l[4:5] == '/')
    for l in ls:
        if l.startswith(' ' * 20) and '.' in l:
            cur['age'] = [amt(l[20 + 14 * i:34 + 14 * i]) for i in range(4)]
        elif l.startswith('    ') and l[4:28].strip() and 'AGING' not in l:
            cur['sums'][l[4:28].strip()] = amt(l[28:])
        if 'CONTROL TOTALS DO NOT AGREE' in l: cur['differ'] = True
bad = 0
if len(got) != len(stmts): print('MISMATCH statements', len(got), len(stmts)); bad += 1
for g, e in zip(got, stmts):
    s = g['sums']
    want = {'PREVIOUS BALANCE': e['open'], 'PURCHASES': e['pu'], 'FEES AND INTEREST': e['fe'],
            'PAYMENTS': e['py'], 'OTHER CREDITS': e['cr'], 'NEW BALANCE': e['bal'],
            'MINIMUM PAYMENT DUE': e['mp']}
    if e['over'] > 0: want['*** OVER CREDIT LIMIT BY'] = e['over']
    epages = max(1, -(-e['lines'] // 20))
    if (g['id'], s, g['age'], g['lines'], g['pages'], g.get('differ', False)) != \
       (e['id'], want, e['age'], e['lines'], epages, e['differ']):
        print('MISMATCH', g, e); bad += 1
gx = [l[:24].rstrip() for l in open('STMTEXC')]
if gx != exc: print('MISMATCH exceptions', gx, exc); bad += 1
print(len(stmts), 'statements', sum(max(1, -(-e['lines'] // 20)) for e in stmts), 'pages',
      sum(e['lines'] for e in stmts), 'posted', len(exc), 'exceptions',
      'new balances', sum(e['bal'] for e in stmts), 'minimum', sum(e['mp'] for e in stmts),
      bad, 'mismatches')
