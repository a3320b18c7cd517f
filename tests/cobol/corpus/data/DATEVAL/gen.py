#!/usr/bin/env python3
# gen.py - writes BILLIN.dat for the DATEVAL corpus program: billing records with valid dates
# spread over 1601..9999, leap days, impossible dates, bad terms codes, signs and zero amounts.
import random

r = random.Random(4711)
recs = []

def rec(acct, inv, date, terms, cents):
    sign = '-' if cents < 0 else '+'
    amt = '%s%09d' % (sign, abs(cents))
    line = '%-8s%-6s%-8s%-3s%s' % (acct, inv, date, terms, amt)
    recs.append(line.ljust(44)[:44].rstrip())

# awkward cases first, each one on purpose
fixed = [
    ('20240229', 'N30', 12550), ('20230229', 'N30', 100),   # leap / not leap
    ('19000229', 'N60', 100), ('20000229', 'N60', 99999),   # century rules
    ('20241231', 'EOM', 1), ('20240131', 'EOM', 250000),     # EOM into Feb of a leap year
    ('20230131', 'EOM', 250000), ('20231130', 'EOM', -4200), # EOM into Feb of a common year
    ('16010101', 'N30', 0), ('16001231', 'N30', 500),        # first valid day / before it
    ('99991231', 'N30', 700), ('99991101', 'N60', 700),      # due beyond 9999-12-31
    ('99991101', 'N30', 800), ('99991031', 'EOM', 800),      # last due dates that fit
    ('99991115', 'EOM', 900), ('99991215', 'EOM', 900),      # EOM on the last day / beyond it
    ('20240001', 'N30', 100), ('20241301', 'N30', 100),      # month 00 / 13
    ('20240400', 'N30', 100), ('20240431', 'N30', 100),      # day 00 / 31 April
    ('2024A101', 'N30', 100), ('        ', 'N30', 100),      # not numeric / blank
    ('20240615', 'N90', 100), ('20240615', '   ', 100),      # bad terms
    ('20240302', 'N30', 999999999), ('20240302', 'N30', -999999999),  # max amounts
    ('20240817', 'N30', 1000), ('20240818', 'N60', 1000),    # due dates on weekends
    ('20240817', 'N30', 1000),                               # duplicate of the record above
]
for i, (d, t, c) in enumerate(fixed):
    rec('A%07d' % (i + 1), 'F%05d' % (i + 1), d, t, c)

mdays = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
for i in range(120):
    y = r.choice([r.randint(1601, 2100), r.randint(1990, 2030), r.randint(2030, 9998)])
    m = r.randint(1, 12)
    d = r.randint(1, mdays[m - 1] + (1 if m == 2 else 0))
    if r.random() < 0.08:
        d = mdays[m - 1] + r.randint(1, 3)                 # impossible day
    terms = r.choice(['N30', 'N60', 'EOM', 'N30', 'EOM', 'N45'])
    cents = r.randint(-50000, 5000000)
    if r.random() < 0.05:
        cents = 0
    rec('C%07d' % r.randint(1, 40), 'R%05d' % (i + 1), '%04d%02d%02d' % (y, m, d), terms, cents)

with open('BILLIN.dat', 'w') as f:
    for line in recs:
        f.write(line + '\n')
