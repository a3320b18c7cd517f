#!/usr/bin/env python3
# gen.py - writes CUSTIN.dat for the NAMEFMT corpus program: names as keyed by hand ("SURNAME,
# GIVEN", "GIVEN SURNAME", compound surnames, stray spaces and commas, too many parts, names that
# do not fit a label) and city lines with good and bad state codes and ZIP codes.
import random

r = random.Random(1959)
recs = []

def rec(name, street, city):
    line = '%06d' % (len(recs) + 1) + name.ljust(40)[:40] + street.ljust(34)[:34] + city.ljust(40)[:40]
    recs.append(line.rstrip())

fixed = [
    ('SMITH, JOHN A', '12 ELM STREET', 'SPRINGFIELD, IL 62704'),
    ("O'BRIEN,MARY", '4 HARBOR RD', 'BOSTON,MA 02101-1234'),
    ('DE LA CRUZ, JUAN CARLOS', '900 MISSION ST APT 4', 'SAN FRANCISCO, CA 94103'),
    ('JOHN Q PUBLIC', '1 MAIN ST', 'ANYTOWN, NY 10001'),
    ('PRINCE', '1999 PAISLEY PARK', 'CHANHASSEN, MN 55317'),
    ('', '77 NOWHERE LANE', 'NOWHERE, KS 66002'),
    ('   LEADING, SPACES', '5 FIRST AVE', 'FARGO, ND 58102'),
    ('A B C D E F', '6 SIXTH ST', 'SIXES, OR 97476'),
    ('A B C D E F G', '7 SEVENTH ST', 'SEVENS, OR 97476'),
    ('WOLFESCHLEGELSTEINHAUSEN, HUBERT BLAINE', '1 LONG RD', 'PHILADELPHIA, PA 19104'),
    ('MONTGOMERY-WORTHINGTON, ALEXANDRA VICTORI', '2 LONG RD', 'PHILADELPHIA, PA 19104'),
    ('SMITH JR, ROBERT', '10 DOWNING ST', 'AUSTIN, TX 78701'),
    ('NGUYEN,,THI', '88 LOTUS WAY', 'HOUSTON, TX 77002'),
    ('LEE, ANN', '3 PINE CT', 'SEATTLE WA 98101'),
    ('KIM, SOO', '4 PINE CT', 'PORTLAND, O1 97201'),
    ('PARK, JI', '5 PINE CT', 'DENVER, CO 8020'),
    ('CHO, MIN', '6 PINE CT', 'DENVER, CO 80202-12'),
    ('WU, LI', '7 PINE CT', 'DENVER, CO 8O202'),
    ('ADAMS, Z', '8 PINE CT', 'DENVER,  CO   80202'),
    ('X' * 40, '9 PINE CT', 'DENVER, CO 80202'),
    ('BROWN, JAMES', '', 'MIAMI, FL 33101'),
    ('GARCIA, ANA', '11 OAK AVE', ''),
    ('LLANFAIRPWLLGWYNGYLLGOGERYCHWYRNDROBW, JO', '1 STATION RD', 'WILMINGTON, DE 19801'),
    # with initials the label name fills its 32 positions exactly / needs 33
    ('ABCDEFGHIJKLMNOPQRSTUVWXYZ, ABCDEF G', '2 STATION RD', 'WILMINGTON, DE 19801'),
    ('ABCDEFGHIJKLMNOPQRSTUVWXYZA, ABCDEF G', '3 STATION RD', 'WILMINGTON, DE 19801'),
]
for n, s, c in fixed:
    rec(n, s, c)

last = ['SMITH', 'JOHNSON', 'WILLIAMS', 'BROWN', 'JONES', 'MILLER', 'DAVIS', 'VAN DER BERG',
        'MACDONALD', "D'ANGELO", 'ST JOHN', 'LOPEZ', 'OKAFOR', 'YAMAMOTO', 'SCHMIDT', 'NOVAK']
first = ['JAMES', 'MARY', 'ROBERT', 'PATRICIA', 'MICHAEL', 'LINDA', 'WEI', 'AISHA', 'JOSE', 'ANNA',
         'CHRISTOPHER', 'ELIZABETH', 'O', 'JO']
streets = ['MAIN ST', 'OAK AVE', 'PARK BLVD', 'RIVER RD', 'LAKE SHORE DR', 'CEDAR LN']
cities = [('CHICAGO', 'IL', '60601'), ('DALLAS', 'TX', '75201'), ('ST LOUIS', 'MO', '63101'),
          ('SALT LAKE CITY', 'UT', '84101'), ('RALEIGH', 'NC', '27601'),
          ('WINSTON SALEM', 'NC', '27101')]
for i in range(90):
    ln, fn = r.choice(last), r.choice(first)
    style = r.randint(0, 4)
    if style == 0:
        name = '%s, %s' % (ln, fn)
    elif style == 1:
        name = '%s,%s %s' % (ln, fn, r.choice('ABCDEJKM'))
    elif style == 2:
        name = '%s %s' % (fn, ln)
    elif style == 3:
        name = '%s  ,  %s' % (ln, fn)
    else:
        name = '%s, %s %s' % (ln, fn, r.choice(first))
    city, st, z = r.choice(cities)
    if r.random() < 0.3:
        z = z + '-%04d' % r.randint(0, 9999)
    sep = r.choice([', ', ',', ' , '])
    rec(name, '%d %s' % (r.randint(1, 99999), r.choice(streets)), '%s%s%s %s' % (city, sep, st, z))

with open('CUSTIN.dat', 'w') as f:
    for line in recs:
        f.write(line + '\n')
