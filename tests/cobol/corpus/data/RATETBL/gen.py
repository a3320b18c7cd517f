#!/usr/bin/env python3
# gen.py - writes RATEIN.dat (the parcel rate table: weight breakpoints, one rate row per zone,
# zone surcharges in zone order) and SHIPIN.dat (shipments) for the RATETBL corpus program.
# Awkward cases: a weight exactly on a breakpoint, below the first and above the last one, zero
# and non-numeric weights, an unknown zone, a zone without surcharge, a rate row for a zone that is
# already loaded, more rate rows than the table holds, a surcharge out of zone order.
import random

r = random.Random(8086)
weights = [0.5, 1, 2, 5, 10, 20, 30, 50, 70]
rate = ['W%02d' % len(weights) + ''.join('%07d' % round(w * 1000) for w in weights)]
zones = ['%02d' % z for z in range(1, 23)]  # 22 rows offered, the table holds 20
for zi, z in enumerate(zones):
    base = 4.5 + zi * 0.85
    row = []
    for i, w in enumerate(weights):
        row.append(round((base + w * (0.9 + zi * 0.07)) * 100))
    rate.append('R' + z + ''.join('%07d' % c for c in row))
rate.append('R05' + ''.join('%07d' % 100 for _ in weights))  # duplicate zone 05
# surcharges in zone order, zone 07 has none, one out of order
for z, p in [('01', 0), ('02', 250), ('03', 375), ('04', 1250), ('05', 800), ('06', 50),
             ('09', 1999), ('08', 500), ('10', 125), ('11', 1), ('12', 9999), ('13', 333),
             ('14', 667), ('15', 1500), ('16', 2000), ('17', 100), ('18', 200), ('19', 300),
             ('20', 400)]:
    rate.append('S' + z + '%04d' % p)

ship = []
def s(zone, kg, value, raw=None):
    w = raw if raw is not None else '%08d' % round(kg * 1000)
    ship.append('SH%05d' % (len(ship) + 1) + zone + w + '%09d' % round(value * 100))

for kg in [0.5, 70, 10, 0.25, 0.001, 70.001, 9999.999]:
    s('03', kg, 100)
s('03', 0, 100)
s('03', 0, 0, raw='0001A500')
s('99', 5, 100)          # unknown zone
s('21', 5, 100)          # a zone that did not fit the table
s('07', 12.5, 1000)      # no surcharge
s('05', 3.5, 250.75)     # the first row for 05 counts
s('12', 69.999, 9999999.99)
for i in range(80):
    z = r.choice(zones[:20])
    kg = round(r.uniform(0.1, 72), 3)
    s(z, kg, round(r.uniform(0, 5000), 2))

open('RATEIN.dat', 'w').write('\n'.join(rate) + '\n')
open('SHIPIN.dat', 'w').write('\n'.join(ship) + '\n')
