#!/bin/sh
# cases.sh - small programs for each file status code, abend path and kind of going wrong:
# cases/NAME.cbl runs under `equiv cobol run --encoding ascii --json`; the fields status,
# return_code, abend_code, wrong_kind and display must equal cases/NAME.expect (one JSON line,
# written from IBM's rules: file status table, CEE3ABD, "the run unit is terminated"), and a run
# that abended or went wrong must name a location. NAME.dd: NAME=PATH lines (@F = cases/F, else a
# scratch file); NAME.args: extra arguments; NAME.sysin: the SYSIN lines (--sysin).
set -u
here=$(cd "$(dirname "$0")" && pwd)
EQUIV=${EQUIV:-$here/../../../build/equiv}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/cbl-cases.XXXXXX")
trap 'rm -rf "$tmp"' EXIT INT TERM
pass=0; fail=0
for src in "$here"/cases/*.cbl; do
    name=$(basename "$src" .cbl)
    dds=""
    if [ -f "$here/cases/$name.dd" ]; then
        while IFS='=' read -r dd path; do
            [ -n "$dd" ] || continue
            case $path in
                @*) cp "$here/cases/${path#@}" "$tmp/$name-$dd.in"; dds="$dds --dd $dd=$tmp/$name-$dd.in" ;;
                *) dds="$dds --dd $dd=$tmp/$name-$path" ;;
            esac
        done <"$here/cases/$name.dd"
    fi
    args=""
    [ -f "$here/cases/$name.args" ] && args=$(cat "$here/cases/$name.args")
    [ -f "$here/cases/$name.sysin" ] && args="$args --sysin $here/cases/$name.sysin"
    # shellcheck disable=SC2086
    "$EQUIV" cobol run "$src" --encoding ascii --json $args $dds >"$tmp/$name.json" 2>"$tmp/$name.err"
    got=$(jq -c '{status, return_code, abend_code, wrong_kind, display}' "$tmp/$name.json" 2>/dev/null)
    want=$(cat "$here/cases/$name.expect" 2>/dev/null)
    loc=$(jq -r 'if .status == "completed" then "ok" else (.location // "none") end' "$tmp/$name.json" 2>/dev/null)
    if [ "$got" = "$want" ] && [ "$loc" != "none" ] && [ -n "$loc" ]; then
        echo "ok   $name"; pass=$((pass + 1))
    else
        echo "FAIL $name"; echo "     want $want"; echo "     got  $got (location $loc)"; sed 's/^/     /' "$tmp/$name.err" | head -5
        fail=$((fail + 1))
    fi
done
# input errors: exactly one line on standard error and exit code 1, no run
c=$here/cases
printf 'ABC' >"$tmp/bad.seq"
input_error() { # label, then the arguments
    label=$1; shift
    "$EQUIV" cobol run "$@" >"$tmp/ie.out" 2>"$tmp/ie.err"
    rc=$?
    if [ $rc -eq 1 ] && [ "$(wc -l <"$tmp/ie.err")" -eq 1 ] && [ ! -s "$tmp/ie.out" ]; then
        echo "ok   input error: $label"; pass=$((pass + 1))
    else
        echo "FAIL input error: $label (exit $rc)"; sed 's/^/     /' "$tmp/ie.err" | head -3; fail=$((fail + 1))
    fi
}
input_error "missing DD" "$c/FSSEQ.cbl" --encoding ascii --dd INFILE="$c/FSSEQ.in"
input_error "malformed data set" "$c/FSSEQ.cbl" --encoding ascii --dd INFILE="$c/FSSEQ.in" \
    --dd NOFILE="$tmp/x1" --dd OPTFILE="$tmp/x2" --dd SEQFILE="$tmp/bad.seq"
input_error "bad --encoding" "$c/FSSEQ.cbl" --encoding utf8
input_error "bad --option" "$c/FSSEQ.cbl" --option 'TRUNC(XYZ)'
input_error "bad --fuel" "$c/FSSEQ.cbl" --fuel 0
input_error "bad --uuid (upper case)" "$c/FNUUID.cbl" --uuid 4ED161B5-0D3C-4F06-8381-5F14678E13DA
input_error "bad --uuid (not version 4)" "$c/FNUUID.cbl" --uuid 4ed161b5-0d3c-1f06-8381-5f14678e13da
input_error "bad --dd" "$c/FSSEQ.cbl" --dd NOEQUALS
input_error "bad --clock" "$c/FSSEQ.cbl" --clock 2024-13-01
input_error "unknown option" "$c/FSSEQ.cbl" --frobnicate
input_error "bad --random" "$c/RANDSEQ.cbl" --random 0=1.5
printf '%081d\n' 0 >"$tmp/long.sysin"
input_error "SYSIN line over 80 bytes" "$c/ACCNUM.cbl" --sysin "$tmp/long.sysin"
# an unknown or misspelt compiler option is a usage error naming it and the accepted ones
# (issue 9 item 8; before, anything but TRUNC/ARITH/NUMPROC/CODEPAGE was silently ignored)
says() { # label, the text the first line of standard error must contain, then the arguments
    label=$1; want=$2; shift 2
    "$EQUIV" cobol run "$@" >"$tmp/ie.out" 2>"$tmp/ie.err"
    rc=$?
    if [ $rc -eq 1 ] && [ ! -s "$tmp/ie.out" ] && head -n 1 "$tmp/ie.err" | grep -qF -- "$want"; then
        echo "ok   input error: $label"; pass=$((pass + 1))
    else
        echo "FAIL input error: $label (exit $rc, want '$want')"; sed 's/^/     /' "$tmp/ie.err" | head -3; fail=$((fail + 1))
    fi
}
accepted="accepted: TRUNC(STD|OPT|BIN), ARITH(COMPAT|EXTEND) or AR(C|E), NUMPROC(NOPFD|PFD), CODEPAGE(37|1140)"
says "misspelt --option" "[usage] --option TRUCN(BIN): [options] unknown compiler option 'TRUCN(BIN)' (did you mean TRUNC?); $accepted" \
    "$c/FSSEQ.cbl" --option 'TRUCN(BIN)'
says "garbage --option" "unknown compiler option 'garbage!!'; $accepted" "$c/FSSEQ.cbl" --option 'garbage!!'
says "misspelt option in a list" "unknown compiler option 'SSRANEG' (did you mean SSRANGE?)" \
    "$c/FSSEQ.cbl" --option 'TRUNC(BIN),SSRANEG'
printf '       CBL TRUNC(BIN),ARTIH(EXTEND)\n' >"$tmp/CBLBAD.cbl"
cat "$c/RETCODE.cbl" >>"$tmp/CBLBAD.cbl"
says "misspelt option in a CBL line" "CBLBAD.cbl:1:8: error: [options] unknown compiler option 'ARTIH(EXTEND)' (did you mean ARITH?)" "$tmp/CBLBAD.cbl"
# an alphanumeric literal in the VALUE clause of a numeric item (Language Reference, "VALUE
# clause": "If the item is numeric, all VALUE clause literals must be numeric"; cobc accepts it)
printf '       IDENTIFICATION DIVISION.\n       PROGRAM-ID. VALALNUM.\n       DATA DIVISION.\n       WORKING-STORAGE SECTION.\n       01 N PIC 999 VALUE "000".\n       PROCEDURE DIVISION.\n           DISPLAY N STOP RUN.\n' >"$tmp/VALALNUM.cbl"
says "alphanumeric VALUE on a numeric item" "5:11: [layout] VALUE of numeric item N is not a numeric literal" "$tmp/VALALNUM.cbl"
# the default fuel is for real batch jobs (issue 14 item 4): 2,000,000,000 statements, shown in
# the run's options; a run that uses it up says how to raise it (malformed-json/perform-self)
"$EQUIV" cobol run "$c/RETCODE.cbl" --encoding ascii --json >"$tmp/fuel.json" 2>/dev/null
if [ "$(jq -r .options.fuel "$tmp/fuel.json")" = 2000000000 ]; then
    echo "ok   default fuel 2000000000"; pass=$((pass + 1))
else
    echo "FAIL default fuel: $(jq -c .options "$tmp/fuel.json")"; fail=$((fail + 1))
fi
# HEX-OF shows the stored bytes: in an EBCDIC run 'AB1' is X'C1C2F1' (FNIBM6's first line)
"$EQUIV" cobol run "$c/FNIBM6.cbl" --json --clock 2024-03-15T10:20:30.25 >"$tmp/hex.json" 2>/dev/null
if [ "$(jq -r '.display[0]' "$tmp/hex.json")" = "C1C2F1 012D" ]; then
    echo "ok   HEX-OF in EBCDIC"; pass=$((pass + 1))
else
    echo "FAIL HEX-OF in EBCDIC: $(jq -c .display "$tmp/hex.json")"; fail=$((fail + 1))
fi
# options IBM accepts that do not change results still run (NOSEQ, OPT(2), SSRANGE, DATA(31))
"$EQUIV" cobol run "$c/RETCODE.cbl" --option 'NOSEQ,OPT(2)' --option 'SSRANGE DATA(31)' >/dev/null 2>"$tmp/ie.err"
if [ $? -ne 1 ] && ! grep -q error "$tmp/ie.err"; then
    echo "ok   accepted no-op options"; pass=$((pass + 1))
else
    echo "FAIL accepted no-op options"; sed 's/^/     /' "$tmp/ie.err" | head -3; fail=$((fail + 1))
fi
# a RECORD KEY outside the file's record runs (KEYWS above) with an [ibm] warning saying what
# Equiv makes of it (issue 9 item 14)
"$EQUIV" cobol run "$c/KEYWS.cbl" --encoding ascii --dd KSDS="$tmp/ks2" >/dev/null 2>"$tmp/w.err"
if grep -qF "KEYWS.cbl:16:30: warning: [ibm] RECORD KEY WS-KEY is not a field of a record of file KS (IBM: it must be described within a record description entry associated with the file); Equiv takes the key from the record at the offset and length WS-KEY has in its own storage" "$tmp/w.err"; then
    echo "ok   RECORD KEY outside the record: [ibm] warning"; pass=$((pass + 1))
else
    echo "FAIL RECORD KEY outside the record: no [ibm] warning"; sed 's/^/     /' "$tmp/w.err" | head -3; fail=$((fail + 1))
fi
echo "$pass passed, $fail failed"
[ $fail -eq 0 ]
