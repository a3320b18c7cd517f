#!/bin/sh
# copytag.sh - partial-word replacement with a parenthesised tag (issue 9 item 13): each
# copytag/NAME.cbl runs under `equiv cobol run --encoding ascii`; its displayed lines must equal
# NAME.expect and, when cobc is installed, what `cobc -std=ibm` prints (cobc 3.1.2 accepts
# ==(TAG)== and replaces the tag inside words as IBM does). TAGNONE copies a tagged copybook
# without REPLACING: a located [copy] error at the first tagged word.
set -u
here=$(cd "$(dirname "$0")" && pwd)
d=$here/copytag
EQUIV=${EQUIV:-$here/../../../build/equiv}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/cbl-tag.XXXXXX")
trap 'rm -rf "$tmp"' EXIT INT TERM
pass=0; fail=0
cd "$d" || exit 1
for name in TAGP TAG2P; do
    why=""
    "$EQUIV" cobol run "$name.cbl" --encoding ascii >"$tmp/$name.out" 2>"$tmp/$name.err" || why="equiv: $(head -c 300 "$tmp/$name.err")"
    [ -z "$why" ] && ! cmp -s "$tmp/$name.out" "$name.expect" && why="differs from $name.expect: $(tr '\n' '|' <"$tmp/$name.out")"
    if [ -z "$why" ] && command -v cobc >/dev/null 2>&1; then
        if cobc -std=ibm -x -o "$tmp/$name" "$name.cbl" 2>"$tmp/$name.cobc"; then
            "$tmp/$name" >"$tmp/$name.cobc.out"
            cmp -s "$tmp/$name.out" "$tmp/$name.cobc.out" || why="differs from cobc: $(tr '\n' '|' <"$tmp/$name.cobc.out")"
        else
            why="cobc rejected it: $(head -c 300 "$tmp/$name.cobc")"
        fi
    fi
    if [ -z "$why" ]; then echo "ok   $name"; pass=$((pass + 1)); else echo "FAIL $name: $why"; fail=$((fail + 1)); fi
done
"$EQUIV" cobol parse TAGNONE.cbl -o "$tmp/none.json" 2>"$tmp/none.err"
rc=$?
want="./TAGREC.cpy:1:12: error: [copy] '(TAG)-REC' holds a partial-word tag that no REPLACING replaced (COPY ... REPLACING ==(TAG)== BY ==name== or ==:TAG:== BY ==name==)"
if [ $rc -eq 1 ] && [ "$(head -n 1 "$tmp/none.err")" = "$want" ] && [ ! -e "$tmp/none.json" ]; then
    echo "ok   TAGNONE: unreplaced tag is an error"; pass=$((pass + 1))
else
    echo "FAIL TAGNONE (exit $rc)"; head -3 "$tmp/none.err"; fail=$((fail + 1))
fi
echo "$pass passed, $fail failed"
[ $fail -eq 0 ]
