#!/bin/sh
# compile-corpus.sh - checks the COBOL test corpus against GnuCOBOL: every program must compile with
# cobc -std=ibm; batch programs (those with data/<PROG>/) are built, run on their data and must end with rc 0.
#
# Conventions (see corpus/README.md):
#   corpus/data/<PROG>/<DDNAME>.dat  input file; exported as environment variable DDNAME=<path>
#                                    (GnuCOBOL maps ASSIGN TO DDNAME to $DDNAME / $DD_DDNAME)
#   corpus/data/<PROG>/rc            the run's expected exit status (RETURN-CODE) when it is not 0
#   corpus/data/<PROG>/CALLS         names of subprograms (corpus/<SUB>.cbl) built as modules for <PROG>
#   corpus/data/<PROG>/expect/<F>    expected content of output file <F> (or 'stdout'), checked by hand
#                                    against the business rules in the program's comment, then against cobc
#   outputs are written into a scratch run directory (ASSIGN names without a variable = file in cwd)
set -u

here=$(cd "$(dirname "$0")" && pwd)
corpus=$here/corpus
copy=$corpus/copy
COBC=${COBC:-cobc}

# Programs containing EXEC SQL / EXEC CICS blocks: GnuCOBOL has no SQL or CICS translator.
NOT_COMPILED="CICSINQ SQLBATCH"

if ! command -v "$COBC" >/dev/null 2>&1; then
    echo "compile-corpus: $COBC not found (Debian package gnucobol3)" >&2
    echo "0 passed, 1 failed"
    exit 1
fi

tmp=$(mktemp -d "${TMPDIR:-/tmp}/cbl-corpus.XXXXXX")
trap 'rm -rf "$tmp"' EXIT INT TERM
pass=0
fail=0

ok()  { pass=$((pass + 1)); echo "ok   $1"; }
bad() { fail=$((fail + 1)); echo "FAIL $1: $2"; }

for src in "$corpus"/*.cbl; do
    prog=$(basename "$src" .cbl)
    case " $NOT_COMPILED " in
        *" $prog "*) echo "skip $prog (not compiled: needs the CICS/SQL translator)"; continue ;;
    esac
    data=$corpus/data/$prog
    # IBM's CBL options statement is unknown to GnuCOBOL 3.1.2; its synonym PROCESS is accepted
    # (and ignored), so such a program is checked as a copy whose first word is PROCESS.
    if head -n 1 "$src" | grep -Eq '^[ 0-9]{6} +CBL( |$)'; then
        sed '1s/CBL/PROCESS/' "$src" >"$tmp/$prog.cbl"
        src=$tmp/$prog.cbl
    fi
    if [ ! -d "$data" ]; then
        if "$COBC" -std=ibm -fsyntax-only -I "$copy" "$src" >"$tmp/$prog.log" 2>&1; then
            ok "$prog (syntax)"
        else
            bad "$prog" "cobc -fsyntax-only failed"; sed 's/^/    /' "$tmp/$prog.log"
        fi
        continue
    fi
    # batch program: build, run on its data, check rc and expected outputs
    run=$tmp/run-$prog
    mkdir -p "$run"
    if ! "$COBC" -std=ibm -x -I "$copy" -o "$run/$prog" "$src" >"$tmp/$prog.log" 2>&1; then
        bad "$prog" "cobc -x failed"; sed 's/^/    /' "$tmp/$prog.log"; continue
    fi
    subfail=0
    if [ -f "$data/CALLS" ]; then
        for sub in $(cat "$data/CALLS"); do
            if ! "$COBC" -std=ibm -m -I "$copy" -o "$run/$sub.so" "$corpus/$sub.cbl" \
                    >>"$tmp/$prog.log" 2>&1; then
                subfail=1
            fi
        done
    fi
    if [ $subfail -ne 0 ]; then
        bad "$prog" "subprogram build failed"; sed 's/^/    /' "$tmp/$prog.log"; continue
    fi
    (
        cd "$run" || exit 99
        for f in "$data"/*.dat; do
            [ -e "$f" ] || continue
            name=$(basename "$f" .dat)
            export "$name=$f"
        done
        COB_LIBRARY_PATH=$run
        export COB_LIBRARY_PATH
        timeout 60 "./$prog" >stdout 2>stderr </dev/null
    )
    rc=$?
    # data/<PROG>/rc: the RETURN-CODE the run must end with when it is not 0 (rejects found)
    want=0
    [ -f "$data/rc" ] && want=$(cat "$data/rc")
    if [ $rc -ne "$want" ]; then
        bad "$prog" "run ended with rc $rc (want $want)"; sed 's/^/    /' "$run/stdout" "$run/stderr" | tail -20
        continue
    fi
    diffs=0
    if [ -d "$data/expect" ]; then
        for e in "$data"/expect/*; do
            [ -e "$e" ] || continue
            out=$run/$(basename "$e")
            if ! diff -u "$e" "$out" >"$tmp/$prog.diff" 2>&1; then
                diffs=1; echo "    output $(basename "$e") differs:"; sed 's/^/    /' "$tmp/$prog.diff" | head -20
            fi
        done
    fi
    if [ $diffs -ne 0 ]; then
        bad "$prog" "outputs differ from data/$prog/expect"
    else
        ok "$prog (built and ran)"
    fi
done

# malformed inputs: every NAME.cbl has a one-line NAME.expect of the documented form, and the
# generated files are what gen-binary.sh produces.
mal=$here/malformed
malbad=0
for src in "$mal"/*.cbl; do
    exp=${src%.cbl}.expect
    if [ ! -f "$exp" ] || [ "$(wc -l <"$exp")" -ne 1 ] ||
       ! grep -Eq '^([0-9]+:[0-9]+|EOF) \[(syntax|lex|copy|picture|resolve|io|format|ibm)\]$' "$exp"; then
        malbad=1; echo "    bad or missing expectation for $(basename "$src")"
    fi
done
mkdir -p "$tmp/gen"
cp "$mal/gen-binary.sh" "$tmp/gen/"
sh "$tmp/gen/gen-binary.sh"
for f in format-binary-garbage.cbl format-nul-byte.cbl io-empty.cbl; do
    if ! cmp -s "$tmp/gen/$f" "$mal/$f"; then
        malbad=1; echo "    $f differs from what gen-binary.sh writes"
    fi
done
if [ $malbad -eq 0 ]; then ok "malformed/*.expect"; else bad "malformed" "expectation files"; fi

echo "$pass passed, $fail failed"
[ $fail -eq 0 ]
