#!/bin/sh
# tabs.sh - tab width in fixed format (issue 9 item 12): tabs/TABW.cbl copies CUSTREC.cpy, written
# with tab stops of 4 (four tabs, then spaces, before each level number). Under the default stops
# of 8 its 'PIC X(25).' passes column 72 and the parse fails; the diagnostic must say that the tab
# expansion pushed the line past column 72 and suggest --tab-width 4, and with --tab-width 4 both
# `equiv cobol parse` and `equiv cobol run` read it as written.
set -u
here=$(cd "$(dirname "$0")" && pwd)
d=$here/tabs
EQUIV=${EQUIV:-$here/../../../build/equiv}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/cbl-tabs.XXXXXX")
trap 'rm -rf "$tmp"' EXIT INT TERM
pass=0; fail=0
ok() { echo "ok   $1"; pass=$((pass + 1)); }
bad() { echo "FAIL $1"; sed 's/^/     /' "$tmp/err" | head -8; fail=$((fail + 1)); }
cd "$d" || exit 1
"$EQUIV" cobol parse TABW.cbl -o "$tmp/a.json" 2>"$tmp/err"
rc=$?
want="./CUSTREC.cpy:1:73: warning: [tab] tabs expanded to stops of 8 columns push this line's text to column 75, past column 72 (columns 73-80 are ignored); if the file was written with another tab width, try --tab-width 4"
if [ $rc -eq 1 ] && [ "$(head -n 1 "$tmp/err")" = "$want" ] && grep -q "^./CUSTREC.cpy:1:73: error: \[picture\] invalid PICTURE 'X(2'" "$tmp/err"; then
    ok "stops of 8: says the line passed column 72, suggests --tab-width 4"
else
    bad "stops of 8: want first line '$want' (exit $rc)"
fi
if "$EQUIV" cobol parse TABW.cbl --tab-width 4 -o "$tmp/b.json" 2>"$tmp/err" &&
    [ "$(jq -r '[.. | objects | select(.name == "CUST-ADDRESS-LINE-ONE-TXT") | .picture][0]' "$tmp/b.json")" = "X(25)" ] &&
    ! grep -q "past column 72" "$tmp/err"; then
    ok "parse --tab-width 4: PIC X(25), no column-72 warning"
else
    bad "parse --tab-width 4"
fi
"$EQUIV" cobol run TABW.cbl --encoding ascii --tab-width 4 >"$tmp/out" 2>"$tmp/err"
printf '[MAIN STREET 1            ]\n0001250\n' >"$tmp/want"
if cmp -s "$tmp/out" "$tmp/want"; then ok "run --tab-width 4"; else bad "run --tab-width 4: $(cat "$tmp/out")"; fi
for cmd in parse run; do
    "$EQUIV" cobol $cmd TABW.cbl --tab-width 0 >"$tmp/out" 2>"$tmp/err"
    rc=$?
    if [ $rc -eq 1 ] && [ "$(wc -l <"$tmp/err")" -eq 1 ] && grep -q "\[usage\] --tab-width" "$tmp/err"; then
        ok "$cmd --tab-width 0: usage error"
    else
        bad "$cmd --tab-width 0 (exit $rc)"
    fi
done
echo "$pass passed, $fail failed"
[ $fail -eq 0 ]
