#!/bin/sh
# gen-trans.sh N - N transaction records for POSTING.cbl (account 0000-0999, type D/W/I/X,
# amount 9(7)V99), deterministic (a linear congruential sequence), one per line.
n=${1:-100000}
awk -v n="$n" 'BEGIN {
  s = 12345
  for (i = 0; i < n; i++) {
    s = (s * 1103515245 + 12345) % 2147483648; a = int(s / 65536) % 1000
    s = (s * 1103515245 + 12345) % 2147483648; t = int(s / 65536) % 20
    s = (s * 1103515245 + 12345) % 2147483648; m = int(s / 65536) % 5000000
    ty = t < 10 ? "D" : t < 18 ? "W" : t < 19 ? "I" : "X"
    printf "%04d%s%09d\n", a, ty, m
  }
}'
