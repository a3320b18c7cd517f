#!/bin/sh
# ebcdic.sh - the EBCDIC path of `equiv cobol run`: corpus batch programs whose data is character
# data run on their inputs converted to EBCDIC (code page 1140, `equiv cobol data convert`) under
# --encoding ebcdic; their displayed lines and line sequential outputs, converted back, must equal
# the ASCII run's (which diff-cobc.sh checks against cobc). Programs whose results depend on the
# collating sequence (EBCDIC orders letters before digits) are not in the list.
set -u
here=$(cd "$(dirname "$0")" && pwd)
corpus=$here/../corpus
EQUIV=${EQUIV:-$here/../../../build/equiv}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/cbl-ebcdic.XXXXXX")
trap 'rm -rf "$tmp"' EXIT INT TERM
pass=0; fail=0
conv() { "$EQUIV" cobol data convert --from line --to line --codepage 1140 "$@"; }
for p in PERFTHRU DATECALC STRBUILD; do
    d=$corpus/data/$p
    dda=""; dde=""
    outs=$("$EQUIV" cobol parse "$corpus/$p.cbl" -I "$corpus/copy" --compact | jq -r '.. | objects | select(has("assign")) | .assign' | sort -u)
    for a in $outs; do
        if [ -f "$d/$a.dat" ]; then
            conv --encoding ascii --to-encoding ebcdic "$d/$a.dat" "$tmp/$p-$a.in.ebc"
            dda="$dda --dd $a=$d/$a.dat"; dde="$dde --dd $a=$tmp/$p-$a.in.ebc"
        else
            dda="$dda --dd $a=$tmp/$p-$a.asc"; dde="$dde --dd $a=$tmp/$p-$a.ebc"
        fi
    done
    # shellcheck disable=SC2086
    "$EQUIV" cobol run "$corpus/$p.cbl" -I "$corpus/copy" --encoding ascii $dda >"$tmp/$p.asc.out" 2>/dev/null
    # shellcheck disable=SC2086
    "$EQUIV" cobol run "$corpus/$p.cbl" -I "$corpus/copy" --encoding ebcdic $dde >"$tmp/$p.ebc.out" 2>/dev/null
    why=""
    conv --encoding ebcdic --to-encoding ascii --keep-trailing-spaces "$tmp/$p.ebc.out" "$tmp/$p.back.out" &&
        cmp -s "$tmp/$p.asc.out" "$tmp/$p.back.out" || why="displayed lines differ"
    for a in $outs; do
        [ -n "$why" ] && break
        [ -f "$tmp/$p-$a.asc" ] || continue
        conv --encoding ebcdic --to-encoding ascii "$tmp/$p-$a.ebc" "$tmp/$p-$a.back" &&
            cmp -s "$tmp/$p-$a.asc" "$tmp/$p-$a.back" || why="output $a differs"
    done
    if [ -z "$why" ]; then echo "ok   $p"; pass=$((pass + 1)); else echo "FAIL $p: $why"; fail=$((fail + 1)); fi
done
echo "$pass passed, $fail failed"
[ $fail -eq 0 ]
