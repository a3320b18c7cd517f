#!/bin/sh
# cobol-emit.sh EQUIV - `equiv diff --emit-tests` on COBOL pairs: a behaviour_changed pair gets
# DIR/PROGRAM/ with its data sets (EBCDIC for equiv, ASCII for cobc), expected.txt and run.sh;
# the EBCDIC data set replayed by `equiv cobol run` shows the reported old outcome, and run.sh
# (both versions built by cobc) shows the difference (exit 0). An equivalent pair writes nothing.
set -u
EQUIV=${1:?usage: cobol-emit.sh EQUIV}
here=$(cd "$(dirname "$0")" && pwd)
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
fail=0
p=$here/cobol-pairs/fee-rounding
"$EQUIV" diff "$p/old.cbl" "$p/new.cbl" --emit-tests "$t/a" > "$t/out" || { echo "FAIL: equiv diff exit $?"; exit 1; }
d=$t/a/FEECALC
for f in TXNIN.ebcdic TXNIN.ascii expected.txt run.sh; do
  [ -s "$d/$f" ] || { echo "FAIL: $f not written"; fail=1; }
done
grep -q '^old: exited 0' "$d/expected.txt" || { echo "FAIL: expected.txt has no old outcome"; fail=1; }
# the EBCDIC data set is what equiv's own runs read: the old version shows the reported line
want=$(sed -n 's/^  SYSOUT: //p' "$d/expected.txt" | head -1)
"$EQUIV" cobol run "$p/old.cbl" --dd TXNIN="$d/TXNIN.ebcdic" --dd RPTOUT="$t/rpt" --json > "$t/run" 2>&1
grep -qF "$want" "$t/run" || { echo "FAIL: equiv cobol run on TXNIN.ebcdic does not show '$want'"; cat "$t/run"; fail=1; }
if command -v cobc >/dev/null; then
  sh "$d/run.sh" > "$t/sh" 2>&1
  rc=$?
  [ $rc -eq 0 ] || { echo "FAIL: run.sh exit $rc (0: the versions differ under cobc)"; cat "$t/sh"; fail=1; }
else
  echo "FAIL: cobc not found (scripts/bootstrap installs gnucobol3)"; fail=1
fi
# IBM's CBL/PROCESS lines, which cobc refuses: run.sh builds a copy with them blank, and TRUNC(BIN)
# without -fbinary-truncate (native.c's rule)
mkdir -p "$t/cbl"
for v in old new; do { echo "       CBL TRUNC(BIN)"; cat "$p/$v.cbl"; } > "$t/cbl/$v.cbl"; done
"$EQUIV" diff "$t/cbl/old.cbl" "$t/cbl/new.cbl" --emit-tests "$t/c" > "$t/out3" 2>&1
grep -q 'behaviour_changed' "$t/out3" || { echo "FAIL: CBL TRUNC(BIN) pair: $(head -1 "$t/out3")"; fail=1; }
grep -q -- '-fno-binary-truncate' "$t/c/FEECALC/run.sh" || { echo "FAIL: TRUNC(BIN) built with -fbinary-truncate"; fail=1; }
if command -v cobc >/dev/null; then
  sh "$t/c/FEECALC/run.sh" > "$t/sh3" 2>&1
  rc=$?
  [ $rc -eq 0 ] || { echo "FAIL: CBL pair's run.sh exit $rc (0: the versions differ under cobc)"; cat "$t/sh3"; fail=1; }
fi
# an equivalent pair: no test
"$EQUIV" diff "$here/cobol-pairs/refactor-fee/old.cbl" "$here/cobol-pairs/refactor-fee/new.cbl" --timeout 90 \
  --emit-tests "$t/b" > "$t/out2" 2>&1
grep -q 'equivalent' "$t/out2" || { echo "FAIL: refactor-fee: $(head -1 "$t/out2")"; fail=1; }
[ -z "$(ls -A "$t/b" 2>/dev/null)" ] || { echo "FAIL: an equivalent pair wrote $(ls "$t/b")"; fail=1; }
[ $fail -eq 0 ] && echo "1 passed, 0 failed" || echo "0 passed, 1 failed"
exit $fail
