#!/usr/bin/env python3
# gen.py - writes ACCTNOS.dat for CHKDIGIT: type X (M mod-11, L Luhn) account X(10)
# (digits, right-justified, leading spaces allowed) holder X(20) sort code X(8) "NN-NN-NN".
# Check digits are computed here independently of the program (the same functions checked
# cobc's ACCTOK/ACCTREJ when the program was written):
#   mod-11: weights 10,9,...,2 on the first 9 digits; c = 11 - sum mod 11; 11 -> 0; 10 -> no valid number
#   Luhn: the last digit makes the Luhn sum of all 10 digits a multiple of 10.
import random

rnd = random.Random(31337)


def mod11(d9):
    s = sum(int(c) * w for c, w in zip(d9, range(10, 1, -1)))
    c = 11 - s % 11
    return None if c == 10 else (0 if c == 11 else c)


def luhn(d9):
    for c in range(10):
        digits = [int(x) for x in d9 + str(c)][::-1]
        s = 0
        for i, d in enumerate(digits):
            if i % 2 == 1:
                d *= 2
                d = d // 10 + d % 10
            s += d
        if s % 10 == 0:
            return c


names = ["MARY O'NEIL", "JOSE PEREZ", "li wei", "ANNE-MARIE DUPONT", "KARL SCHMIDT",
         "AYO BELLO", "OLGA PETROVA", "TOM BAKER 3RD", "sara nilsson", "PAT QUINN"]
recs = []


def rec(t, acct, name, sort):
    recs.append("%s%10s%-20s%-8s" % (t, acct, name, sort))


for i in range(70):
    t = rnd.choice("ML")
    while True:
        d9 = "%09d" % rnd.randint(0, 10 ** 9 - 1)
        c = mod11(d9) if t == "M" else luhn(d9)
        if c is not None:
            break
    acct = d9 + str(c)
    if rnd.random() < 0.15:                       # a wrong check digit
        acct = d9 + str((c + rnd.randint(1, 9)) % 10)
    if rnd.random() < 0.1:                        # leading zeros given as spaces
        acct = acct.lstrip("0").rjust(10)
    sort = "%02d-%02d-%02d" % (rnd.randint(0, 99), rnd.randint(0, 99), rnd.randint(0, 99))
    rec(t, acct, rnd.choice(names), sort)
# awkward cases
rec("M", "0000000000", "ZERO ACCOUNT", "00-00-00")       # mod-11: sum 0 -> c 11 -> 0: valid
rec("L", "0000000000", "ZERO ACCOUNT", "00-00-00")       # Luhn: valid
rec("M", "12345A7890", "BAD DIGITS", "11-22-33")          # not numeric
rec("L", "12 4567890", "EMBEDDED SPACE", "11-22-33")      # not numeric
rec("M", "", "BLANK ACCOUNT", "11-22-33")                 # all spaces -> zeros: valid mod-11
rec("X", "1234567890", "UNKNOWN TYPE", "11-22-33")
rec("L", "499273987" + str(luhn("499273987")), "LUHN VALID", "11-22-33")
rec("L", "4992739871", "LUHN INVALID", "11-22-33")     # Luhn sum 59
rec("M", "0000000019", "MODULUS ELEVEN VALID", "11-22-33")         # s=1*2=2, c=9
rec("M", "0000000051", "REMAINDER TEN", "11-22-33")  # s=5*2=10, c=1: valid
rec("M", "000000006" + "0", "CHECK WOULD BE TEN", "99-99-99")  # s=12 -> 12 mod 11 = 1 -> c=10 ->
                                                          # no valid number: reject
rec("L", "0000000018", "BAD SORT CODE", "11/22/33")       # class test fails
rec("L", "0000000018", "SORT CODE LAYOUT", "112-2-33")  # wrong dash count? 2 dashes, bad layout
rec("L", "0000000018", "SORT CODE THREE DASH", "1-2-3-44")
rec("M", "0000000019", "N4ME WITH DIGIT", "11-22-33")     # name not alphabetic
rec("M", "0000000019", "", "11-22-33")
rec("M", "0000000027", "SIXTEEN DIGIT SUM", "11-22-33")  # s=2*2=4, c=7: valid                    # blank name
with open("ACCTNOS.dat", "w") as f:
    for r in recs:
        assert len(r) == 39, r
        f.write(r + "\n")
