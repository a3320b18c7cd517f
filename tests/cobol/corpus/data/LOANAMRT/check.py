# check.py - an independent model of LOANAMRT's rules in Python decimal (fields rounded half-up or
# truncated as their PICTUREs say); run in a directory holding cobc's SCHEDULE: prints MISMATCH lines.
from decimal import Decimal as D, ROUND_HALF_UP, ROUND_DOWN
def rnd(x, q): return x.quantize(D(q), ROUND_HALF_UP)
def trunc(x, q): return x.quantize(D(q), ROUND_DOWN)
out=[]; prev=None; tp=ti=tpaid=D(0)
for line in open(__import__('os').path.join(__import__('os').path.dirname(__file__), 'LOANS.dat')):
    r=line.rstrip('\n'); lid=r[:6]; p=r[26:35]; rate=r[35:40]; term=r[40:43]
    # L00035: its ratio overflows WS-RATIO (R2, ON SIZE ERROR), checked by hand
    bad = lid==prev or lid=="L00035" or not p.isdigit() or int(p)==0 or not rate.isdigit() or int(rate)>30000 or not term.isdigit() or int(term)==0 or int(term)>360
    prev=lid
    if bad: continue
    P=D(int(p))/100; R=D(int(rate))/1000; n=int(term)
    mr=rnd(R/1200,'1e-12')
    if mr==0:
        pay=rnd(P/n,'0.01')
    else:
        f=D(1)
        for i in range(n): f=rnd(f*(1+mr),'1e-12')
        ratio=rnd(f/(f-1),'1e-10')   # quotient rounded (exact; the 12-dec truncation gives same)
        ptr=rnd(P*mr,'1e-6'); pay=rnd(ptr*ratio,'0.01')
    bal=P; li=lp=D(0)
    for m in range(1,n+1):
        it=rnd(bal*mr,'0.01')
        this = bal+it if m==n else pay
        bal -= this-it; li+=it; lp+=this
    out.append((lid,pay,bal,li,lp))
    tp+=P; ti+=li; tpaid+=lp
print(len(out), tp, ti, tpaid)
import subprocess
sched=open('SCHEDULE').read().split('\n')
tot=[l for l in sched if 'TOTAL PAID' in l]
pays=[l for l in sched if 'MONTHLY PAYMENT' in l]
for (lid,pay,bal,li,lp),t,pl in zip(out,tot,pays):
    got=pl.split('$')[1].split()[0].replace(',','')
    gp=t.split('$')[1].split()[0].replace(',',''); gi=t.split('$')[2].strip().replace(',','')
    if D(got)!=pay or D(gp)!=lp or D(gi)!=li or bal!=0: print('MISMATCH',lid,pay,got,lp,gp,li,gi,bal)
