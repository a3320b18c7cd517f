#!/bin/sh
# diff-cobc.sh - runs every batch program of the corpus (those with data/<PROG>/) under GnuCOBOL
# (cobc -std=ibm -fsign=EBCDIC -fbinary-truncate: IBM's default TRUNC(STD)) and under `equiv cobol run --encoding ascii`, and compares the
# displayed lines and every sequential/line-sequential/relative output file byte for byte.
# Programs listed in known-differences.txt (NAME  reason) are expected to differ; the list only
# shrinks: a listed program that now matches is reported so that its line is removed.
set -u
here=$(cd "$(dirname "$0")" && pwd)
corpus=$here/../corpus
copy=$corpus/copy
EQUIV=${EQUIV:-$here/../../../build/equiv}
COBC=${COBC:-cobc}
known=$here/known-differences.txt
command -v "$COBC" >/dev/null 2>&1 || { echo "diff-cobc: $COBC not found"; echo "0 passed, 1 failed"; exit 1; }
command -v jq >/dev/null 2>&1 || { echo "diff-cobc: jq not found"; echo "0 passed, 1 failed"; exit 1; }
tmp=$(mktemp -d "${TMPDIR:-/tmp}/cbl-diff.XXXXXX")
trap 'rm -rf "$tmp"' EXIT INT TERM
pass=0; fail=0; xfail=0
for data in "$corpus"/data/*/; do
    prog=$(basename "$data")
    src=$corpus/$prog.cbl
    run=$tmp/cobc-$prog; eq=$tmp/equiv-$prog
    mkdir -p "$run" "$eq"
    csrc=$src
    if head -n 1 "$src" | grep -Eq '^[ 0-9]{6} +CBL( |$)'; then
        sed '1s/CBL/PROCESS/' "$src" >"$tmp/$prog.cbl"; csrc=$tmp/$prog.cbl
    fi
    # GnuCOBOL
    subs=""
    if [ -f "$data/CALLS" ]; then
        for sub in $(cat "$data/CALLS"); do
            "$COBC" -std=ibm -fsign=EBCDIC -fbinary-truncate -m -I "$copy" -o "$run/$sub.so" "$corpus/$sub.cbl" >/dev/null 2>&1
            subs="$subs $corpus/$sub.cbl"
        done
    fi
    if ! "$COBC" -std=ibm -fsign=EBCDIC -fbinary-truncate -x -I "$copy" -o "$run/$prog" "$csrc" >"$tmp/$prog.log" 2>&1; then
        echo "FAIL $prog: cobc build failed"; fail=$((fail + 1)); continue
    fi
    (
        cd "$run" || exit 99
        for f in "$data"*.dat; do
            [ -e "$f" ] || continue
            n=$(basename "$f" .dat); cp "$f" "$tmp/in-cobc-$n"; export "$n=$tmp/in-cobc-$n"
        done
        COB_LIBRARY_PATH=$run; export COB_LIBRARY_PATH
        timeout 60 "./$prog" >"$tmp/cobc-$prog.stdout" 2>/dev/null </dev/null
    )
    crc=$?
    # Equiv: one --dd per ASSIGN name of every program of the run unit
    "$EQUIV" cobol parse "$src" -I "$copy" --compact >"$tmp/$prog.json" 2>/dev/null
    dds=""
    for a in $(jq -r '.. | objects | select(has("assign")) | .assign' "$tmp/$prog.json" | sort -u); do
        if [ -f "$data$a.dat" ]; then cp "$data$a.dat" "$eq/in-$a"; dds="$dds --dd $a=$eq/in-$a"
        else dds="$dds --dd $a=$eq/$a"; fi
    done
    extra=""
    [ -f "$here/ibm/$prog/args" ] && extra=$(cat "$here/ibm/$prog/args")
    # shellcheck disable=SC2086
    timeout 120 "$EQUIV" cobol run "$src" $subs -I "$copy" --encoding ascii $extra $dds >"$tmp/equiv-$prog.stdout" 2>"$tmp/equiv-$prog.stderr"
    erc=$?
    why=""
    [ $erc -ne 0 ] && why="equiv exit $erc: $(head -c 300 "$tmp/equiv-$prog.stderr")"
    # the RETURN-CODE at the end of the run (cobc's exit status) must be the same
    eqrc=$(sed -n 's/^equiv: completed with RETURN-CODE //p' "$tmp/equiv-$prog.stderr")
    [ -z "$why" ] && [ "${eqrc:-0}" != "$crc" ] && why="RETURN-CODE differs: cobc $crc, equiv ${eqrc:-0}"
    # the reference: ibm/<PROG>/<F> where IBM and GnuCOBOL differ (ibm/README.md), else cobc's
    ref=$tmp/cobc-$prog.stdout
    [ -f "$here/ibm/$prog/stdout" ] && ref=$here/ibm/$prog/stdout
    if [ -z "$why" ] && ! cmp -s "$ref" "$tmp/equiv-$prog.stdout"; then
        why="displayed lines differ: $(diff "$ref" "$tmp/equiv-$prog.stdout" | head -6 | tr '\n' '|')"
    fi
    if [ -z "$why" ]; then
        # output files: the ASSIGN names of non-indexed files that cobc wrote in its directory
        # relative files: cobc stores each slot as an 8-byte native length and the record,
        # Equiv as documented (docs/cobol-datasets.md): compare the (slot number, record) lists
        for a in $(jq -r '.. | objects | select(has("assign")) | select(.organization == "relative") | .assign' "$tmp/$prog.json" | sort -u); do
            [ -f "$run/$a" ] || continue
            if ! python3 - "$run/$a" "$eq/$a" <<'PY'
import sys
c = open(sys.argv[1], "rb").read(); e = open(sys.argv[2], "rb").read()
def equiv_slots(b):
    hs = [int.from_bytes(b[i:i + 2], "big") for i in range(0, len(b), 4)]
    lrecl = None
    off, out, n = 0, [], 1
    # the slot length: the first non-empty header gives the record length (fixed records)
    first = int.from_bytes(b[0:2], "big")
    lrecl = first - 4 if first else None
    if lrecl is None:
        return None, []
    while off < len(b):
        l = int.from_bytes(b[off:off + 2], "big")
        if l: out.append((n, b[off + 4:off + l]))
        off += 4 + lrecl; n += 1
    return lrecl, out
lrecl, es = equiv_slots(e)
cs, off, n = [], 0, 1
while lrecl is not None and off < len(c):
    l = int.from_bytes(c[off:off + 8], "little")
    if l: cs.append((n, c[off + 8:off + 8 + l]))
    off += 8 + lrecl; n += 1
sys.exit(0 if lrecl is not None and cs == es else 1)
PY
            then why="relative output $a differs (slot by slot)"; break; fi
        done
        # print files (records with an ASA or machine control byte, docs/cobol-run.md): the
        # report they render as (equiv cobol data convert --from asa|machine --to line) is what
        # cobc writes to a line sequential file
        prints=""
        if jq -e '[.. | objects | select(has("advancing") or has("linage"))] | length > 0' "$tmp/$prog.json" >/dev/null; then
            mkdir -p "$eq/json"; for f in "$eq"/in-*; do [ -f "$f" ] && cp "$f" "$eq/json/"; done
            pdds=$(printf '%s' "$dds" | sed "s|=$eq/|=$eq/json/|g")
            # shellcheck disable=SC2086
            timeout 120 "$EQUIV" cobol run "$src" $subs -I "$copy" --encoding ascii $extra $pdds --json >"$eq/run.json" 2>/dev/null
            prints=$(jq -r '.print_files // {} | to_entries[] | "\(.key):\(.value.control):\(.value.lrecl)"' "$eq/run.json" 2>/dev/null)
        fi
        for p in $prints; do
            a=${p%%:*}; r=${p#*:}
            "$EQUIV" cobol data convert --from "${r%%:*}" --to line --lrecl "${r#*:}" "$eq/$a" "$eq/$a.report" 2>"$eq/$a.err" ||
                { why="print file $a does not render: $(head -c 200 "$eq/$a.err")"; break; }
            mv "$eq/$a.report" "$eq/$a"
        done
        for a in $(jq -r '.. | objects | select(has("assign")) | select(.organization != "indexed" and .organization != "relative") | .assign' "$tmp/$prog.json" | sort -u); do
            [ -n "$why" ] && break
            ref=$run/$a
            [ -f "$here/ibm/$prog/$a" ] && ref=$here/ibm/$prog/$a
            [ -f "$ref" ] || continue
            if ! cmp -s "$ref" "$eq/$a"; then
                why="output $a differs: $(diff "$ref" "$eq/$a" | head -6 | tr '\n' '|')"; break
            fi
        done
    fi
    listed=$(grep -E "^$prog( |$)" "$known" 2>/dev/null | head -1)
    if [ -z "$why" ]; then
        if [ -n "$listed" ]; then echo "FAIL $prog: matches now; remove it from known-differences.txt"; fail=$((fail + 1))
        else echo "ok   $prog"; pass=$((pass + 1)); fi
    elif [ -n "$listed" ]; then
        echo "xfail $prog (known: ${listed#"$prog"})"; xfail=$((xfail + 1))
    else
        echo "FAIL $prog: $why"; fail=$((fail + 1))
    fi
done
# Programs without files and without data: displayed lines only, with the clock fixed on both
# sides (COB_CURRENT_DATE for cobc, --clock for Equiv) and no SYSIN.
for src in "$corpus"/*.cbl; do
    prog=$(basename "$src" .cbl)
    [ -d "$corpus/data/$prog" ] && continue
    "$EQUIV" cobol parse "$src" -I "$copy" --compact >"$tmp/$prog.json" 2>/dev/null || continue
    [ -n "$(jq -r '[.. | objects | select(has("assign"))] | length | select(. > 0)' "$tmp/$prog.json")" ] && continue
    csrc=$src
    if head -n 1 "$src" | grep -Eq '^[ 0-9]{6} +CBL( |$)'; then
        sed '1s/CBL/PROCESS/' "$src" >"$tmp/$prog.cbl"; csrc=$tmp/$prog.cbl
    fi
    "$COBC" -std=ibm -fsign=EBCDIC -fbinary-truncate -x -I "$copy" -o "$tmp/$prog.bin" "$csrc" >/dev/null 2>&1 || continue
    COB_CURRENT_DATE="2024/03/15 10:20:30" timeout 20 "$tmp/$prog.bin" >"$tmp/cobc-$prog.stdout" 2>/dev/null </dev/null
    extra=""
    [ -f "$here/ibm/$prog/args" ] && extra=$(cat "$here/ibm/$prog/args")
    # shellcheck disable=SC2086
    timeout 60 "$EQUIV" cobol run "$src" -I "$copy" --encoding ascii --clock 2024-03-15T10:20:30 $extra \
        >"$tmp/equiv-$prog.stdout" 2>"$tmp/equiv-$prog.stderr"
    erc=$?
    why=""
    [ $erc -ne 0 ] && why="equiv exit $erc: $(head -c 300 "$tmp/equiv-$prog.stderr")"
    ref=$tmp/cobc-$prog.stdout
    [ -f "$here/ibm/$prog/stdout" ] && ref=$here/ibm/$prog/stdout
    if [ -z "$why" ] && ! cmp -s "$ref" "$tmp/equiv-$prog.stdout"; then
        why="displayed lines differ: $(diff "$ref" "$tmp/equiv-$prog.stdout" | head -6 | tr '\n' '|')"
    fi
    listed=$(grep -E "^$prog( |$)" "$known" 2>/dev/null | head -1)
    if [ -z "$why" ]; then
        if [ -n "$listed" ]; then echo "FAIL $prog: matches now; remove it from known-differences.txt"; fail=$((fail + 1))
        else echo "ok   $prog (display only)"; pass=$((pass + 1)); fi
    elif [ -n "$listed" ]; then
        echo "xfail $prog (known: ${listed#"$prog"})"; xfail=$((xfail + 1))
    else
        echo "FAIL $prog: $why"; fail=$((fail + 1))
    fi
done
echo "$pass passed, $xfail known differences, $fail failed"
[ $fail -eq 0 ]
