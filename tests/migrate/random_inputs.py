#!/usr/bin/env python3
"""tests/migrate/random_inputs.py EQUIV [N] [SEED] — random admissible inputs for the corpus programs
helper-written generators know (acctint, trnpost, ctlbrk, custexp): N data sets per program (files
of 0-30 records, every field drawn from its PICTURE's values with the boundaries favoured: the
largest value, zero, negative zero's neighbours, keys out of EBCDIC order, text with double spaces,
';', Latin-1 letters, dates that are not dates), each run on `equiv cobol run` and on the correct
Rust and Java translations, related as golden.py relates them. Every run must agree: the samples
of golden.py are not the only inputs a correct translation must get right. Suite 'long'."""
import os, random, shutil, sys, tempfile
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import golden
golden.EQUIV = os.path.abspath(sys.argv[1])
N = int(sys.argv[2]) if len(sys.argv) > 2 else 40
rng = random.Random(int(sys.argv[3]) if len(sys.argv) > 3 else 17)
POS='{ABCDEFGHI'; NEG='}JKLMNOPQR'
PRINT = [chr(c) for c in list(range(0x20, 0x7f)) + list(range(0xa0, 0x100))]
def z(units, n, signed=True):
    s=str(abs(units)).rjust(n,'0')[-n:]
    if not signed: return s
    if units >= 0 and rng.random() < 0.2: return s
    return s[:-1]+(NEG if units<0 else POS)[int(s[-1])]
def num(n, signed=True):
    r = rng.random(); m = 10**n - 1
    if r < 0.15: v = m
    elif r < 0.3: v = rng.randint(0, 1000)
    elif r < 0.4: v = 0
    else: v = rng.randint(0, m)
    if signed and rng.random() < 0.4: v = -v
    return v
def text(n, pool=None):
    if pool: return rng.choice(pool).ljust(n)[:n]
    k = rng.randint(0, n)
    s = ''.join(rng.choice(PRINT + [' ']*20 + [';']) for _ in range(k))
    return s.ljust(n)[:n]
def esort(keys):
    """Keys in EBCDIC order (code page 037)."""
    return sorted(keys, key=lambda k: k.encode('cp037'))

def gen_acctint():
    cats = ['CK','SV','01','ck','MM','TD','a1','Z9']
    rc = rng.sample(cats, rng.randint(0, 5))
    if rng.random() < 0.85: rc = esort(rc)
    rates = [c + z(num(5,False),5,False) + z(num(9,False),9,False) + '    ' for c in rc]
    accts = []
    for _ in range(rng.randint(0, 8)):
        accts.append(text(10) + text(20) + rng.choice(cats) + rng.choice('AAAACX') + z(num(11),11) + z(num(9),9) + z(num(5,False),5,False) + '  ')
    return {'RATES': rates, 'ACCTIN': accts}, None

def gen_trnpost():
    cards = ['4000000000000001','4000000000000002','4000000000000003','5000000000000001']
    accs = ['0000000001','0000000002','CORP000001','corp000001','0000000003']
    xref = [rng.choice(cards) + rng.choice(accs) + rng.choice('AAB') + ' '*13 for _ in range(rng.randint(0, 6))]
    ak = rng.sample(accs, rng.randint(0, 4))
    if rng.random() < 0.85: ak = esort(ak)
    acm = [a + z(num(9,False),9,False) + z(num(11),11) + z(num(9),9) + z(num(5,False),5,False) + ' '*6 for a in ak]
    trans = [text(8) + rng.choice(cards + ['9999999999999999']) + rng.choice('PPRCCFX') + z(num(9),9) + text(8) + ' '*8
             for _ in range(rng.randint(0, 10))]
    return {'XREF': xref, 'ACCTS': acm, 'TRANS': trans}, None

def gen_ctlbrk():
    keys = esort([b + t for b in ['BR01','BR02','br01','1001'] for t in ['CK','SV','c1']])
    n = rng.randint(0, 30)
    ks = sorted(rng.choice(range(len(keys))) for _ in range(n))
    recs = []
    for k in ks:
        key = keys[k] if rng.random() < 0.9 else rng.choice(keys)
        recs.append(key + text(10) + text(15) + z(num(9), 9))
    return {'ACCTS': recs}, None

def gen_custexp():
    ids = ['C0000001','C 000002','a0000001','Z0000001','90000001','        ','C0000010']
    recs = []
    for _ in range(rng.randint(0, 8)):
        date = rng.choice(['20240229','20241301','20240100','20240131','2024-1-1','00000000','19991232', text(8)])
        name = rng.choice(['A  B', 'X'*29 + ' ', 'CAFE; BAR', ' LEAD', text(30)])
        recs.append(rng.choice(ids).ljust(8) + name.ljust(30)[:30] + text(20) + text(2) + date
                    + z(num(9,False),9,False) + z(num(9),9) + rng.choice('AAIDX') + rng.choice('YNy') + ' '*12)
    card = None
    if rng.random() < 0.7:
        card = rng.choice(ids + ['        ', 'A0000000']) + rng.choice(ids + ['        ', '99999999'])
    return {'CUSTIN': recs}, card

GEN = {'acctint': gen_acctint, 'trnpost': gen_trnpost, 'ctlbrk': gen_ctlbrk, 'custexp': gen_custexp}

def check(prog, tmp):
    d = os.path.join(tmp, prog)
    shutil.copytree(os.path.join(golden.HERE, prog), d, ignore=shutil.ignore_patterns('data', 'bugs'))
    for i in range(N):
        files, card = GEN[prog]()
        sd = os.path.join(d, 'data', 'r%03d' % i)
        os.makedirs(sd)
        for dd, recs in files.items():
            open(os.path.join(sd, dd + '.txt'), 'w', encoding='latin-1').write(''.join(r + '\n' for r in recs))
        if card is not None:
            open(os.path.join(sd, 'SYSIN.txt'), 'w', encoding='latin-1').write(card + '\n')
    p = golden.Program(d)
    b = os.path.join(tmp, prog + '-bin')
    os.makedirs(b)
    err = golden.build_rust(os.path.join(d, 'rust', 'main.rs'), os.path.join(b, 'rs')) or \
        golden.build_java_all([(os.path.join(d, 'java', p.main_class + '.java'), os.path.join(b, 'jv'))])
    if err:
        golden.fail('%s: %s' % (prog, err))
        return
    ends = {}
    for s in p.sets:
        w = os.path.join(tmp, prog + '-' + s)
        os.makedirs(w)
        cob = p.run_equiv(s, w)
        if cob is None:
            continue
        ends[cob.status] = ends.get(cob.status, 0) + 1
        _, outs, _ = p.set_inputs(s)
        for label, pre in (('rust', [os.path.join(b, 'rs')]), ('java', golden.JAVA + [os.path.join(b, 'jv'), p.main_class])):
            w2 = os.path.join(tmp, '%s-%s-%s' % (prog, label, s))
            os.makedirs(w2)
            diff = golden.relate(cob, p.run_translation(pre, s, w2), p.iface, outs, p.abend_status)
            if diff:
                golden.fail('%s/%s: the %s translation differs: %s (kept in %s)' % (prog, s, label, diff, d))
    print('%s: %d random data sets, COBOL runs %s' % (prog, len(p.sets), ends), flush=True)

tmp = tempfile.mkdtemp(prefix='equiv-migrate-random-')
for prog in sorted(GEN):
    if os.path.isdir(os.path.join(golden.HERE, prog)):
        check(prog, tmp)
if not golden.failures:
    shutil.rmtree(tmp, ignore_errors=True)
print('%d failures' % len(golden.failures))
sys.exit(1 if golden.failures else 0)
