# model.py - IBM-rule model of FXCONV's FXOUT: python3 model.py ../../../corpus/data/FXCONV > FXOUT
# (the rules are stated in ../README.md, FXCONV row; output checked line by line against cobc's)
import sys
from decimal import Decimal as D, ROUND_DOWN, ROUND_HALF_UP, ROUND_HALF_EVEN, ROUND_CEILING, getcontext
getcontext().prec = 60
data = sys.argv[1]
def trunc(x, n): return x.quantize(D(1).scaleb(-n), rounding=ROUND_DOWN)
def rnd(x, n, mode): return x.quantize(D(1).scaleb(-n), rounding=mode)
def edit(v, ndec, intpic, sign=True, bwz=False):
    # intpic like 'ZZ,ZZZ,ZZZ,ZZ9' ; fixed leading '-' if sign
    if bwz and v == 0:
        return ' ' * ((1 if sign else 0) + len(intpic) + (ndec + 1 if ndec else 0))
    neg = v < 0; v = abs(v)
    ip = int(v); fp = v - ip
    digits = str(ip).rjust(sum(1 for c in intpic if c in 'Z9'), '0')
    out = []; di = 0; started = False
    for c in intpic:
        if c == ',':
            out.append(',' if started else ' ')
        else:
            d = digits[di]; di += 1
            if d != '0' or c == '9': started = True
            out.append(d if started else ' ')
    s = ''.join(out)
    if ndec: s += '.' + str(int((fp * (10 ** ndec)).to_integral_value())).rjust(ndec, '0')
    return (('-' if neg else ' ') if sign else '') + s
rates = {}
order = []
for l in open(data + '/FXRATES.dat'):
    c = l[0:3]; mid = D(l[3:16]) / D(10**8); sp = int(l[16:19]); mi = int(l[19])
    rates[c] = (mid, sp, 10 ** mi); order.append(c)
tot = {c: [0, D(0), D(0), 0] for c in order}
mode = {'B': ROUND_HALF_UP, 'W': ROUND_HALF_EVEN, 'O': ROUND_DOWN}
raw = open(data + '/FXTRAN.dat', 'rb').read()
out = []
for k in range(0, len(raw), 40):
    r = raw[k:k + 40]
    tid = r[0:8].decode(); ccy = r[8:11].decode(); side = r[11:12].decode()
    pk = r[12:19].hex(); amt = D(int(pk[:-1])) / 100 * (-1 if pk[-1] == 'd' else 1)
    chan = r[19:20].decode()
    reason = ''
    if ccy not in rates: reason = 'UNKNOWN CURRENCY'
    elif side not in 'BS': reason = 'BAD SIDE'
    elif chan not in 'BWO': reason = 'BAD CHANNEL'
    if not reason:
        mid, sp, scale = rates[ccy]
        # COMPUTE R ROUNDED = MID +/- MID * SP / 10000: the quotient carries dmax = 8 + 1 decimals
        q = trunc(mid * sp / 10000, 9)
        rate = rnd(mid + q if side == 'B' else mid - q, 8, ROUND_HALF_UP)
        notes = chg = D(0)
        if side == 'B':
            # DIVIDE ... GIVING USD ROUNDED MODE m: the exact quotient rounded by the mode (ISO 2002;
            # IBM has no MODE phrase; cobc agrees)
            usd = rnd(amt / rate, 2, mode[chan])
            if abs(usd) >= D('1000000000'): reason = 'USD RESULT TOO LARGE'; tot[ccy][3] += 1
            else:
                fgn = amt
                fee = rnd(usd * D('0.0015'), 2, ROUND_CEILING)
                if chan == 'B':
                    notes = D(int(usd / 20)); chg = usd - notes * 20
        else:
            minor = rnd(amt * rate * scale, 0, mode[chan])
            if abs(minor) >= D(10) ** 15: reason = 'FOREIGN TOO LARGE'; tot[ccy][3] += 1
            else:
                fgn = minor / scale; usd = amt
                fee = rnd(usd * D('0.0015'), 2, ROUND_CEILING)
    if reason:
        out.append((tid + ' ' + ccy + ' ' + side + chan + ' * ' + reason).rstrip())
        continue
    tot[ccy][0] += 1; tot[ccy][1] += fgn; tot[ccy][2] += usd
    res = usd if side == 'B' else fgn
    line = (tid + ' ' + ccy + ' ' + side + chan + ' ' + edit(amt, 2, 'ZZ,ZZZ,ZZZ,ZZ9') + ' ' +
            edit(rate, 8, 'ZZ,ZZ9', sign=False) + ' ' + edit(res, 3, 'ZZZ,ZZZ,ZZZ,ZZZ,ZZ9') + ' ' +
            edit(fee, 2, 'ZZ,ZZ9') + ' ' + edit(notes, 0, 'ZZZ,ZZZ,ZZ9', bwz=True) +
            edit(chg, 2, 'ZZ9', bwz=True))
    out.append(line.rstrip())
for c in order:
    n, f, u, se = tot[c]
    out.append('TOTAL ' + c + edit(D(n), 0, 'ZZZZ9', sign=False) + ' DEALS ' + edit(f, 3, 'ZZZ,ZZZ,ZZZ,ZZZ,ZZ9') +
               ' USD ' + edit(u, 2, 'Z,ZZZ,ZZZ,ZZZ,ZZ9') + ' SIZE ERRORS  ' + edit(D(se), 0, 'ZZZ9', sign=False))
print('\n'.join(out))
