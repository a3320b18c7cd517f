#!/bin/sh
# print.sh - print files as IBM writes them (docs/cobol-run.md, "Print files"; src/lang/cobol/
# print.h). For every NAME.cbl here (NAME.meta: format=asa|machine, lrecl=N of the data set,
# cobc=no where GnuCOBOL differs, args=extra run arguments):
#  - `equiv cobol run --encoding ascii` writes DD PRT (and PRQ) as records with the control
#    character first; NAME.records lists them (control byte in hex, then the text), written from
#    IBM's rules (each program's comment cites them);
#  - the run's print_files give the format and record length;
#  - `equiv cobol data convert --from FMT --to line` renders the report; unless cobc=no it must
#    equal what cobc -std=ibm writes for the same program with the file switched to LINE
#    SEQUENTIAL (and the displayed lines must be cobc's); with cobc=no it must equal NAME.report
#    (tests/cobol/ibm-vs-gnucobol.md says why cobc differs);
#  - the report converts back (--from line --to asa) to the same records (ASA files);
#  - the EBCDIC run (the default encoding) writes the same records in EBCDIC.
# Then the conversion's errors and the options' effects.
set -u
here=$(cd "$(dirname "$0")" && pwd)
EQUIV=${EQUIV:-$here/../../../build/equiv}
COBC=${COBC:-cobc}
command -v "$COBC" >/dev/null 2>&1 || { echo "print: $COBC not found"; echo "0 passed, 1 failed"; exit 1; }
command -v jq >/dev/null 2>&1 || { echo "print: jq not found"; echo "0 passed, 1 failed"; exit 1; }
tmp=$(mktemp -d "${TMPDIR:-/tmp}/cbl-print.XXXXXX")
trap 'rm -rf "$tmp"' EXIT INT TERM
pass=0; fail=0
ok() { echo "ok   $1"; pass=$((pass + 1)); }
bad() { echo "FAIL $1"; fail=$((fail + 1)); }
# records DATASET LRECL: one line per record, the control byte in hex and the text without
# trailing spaces
records() {
    python3 -c '
import sys
b = open(sys.argv[1], "rb").read(); n = int(sys.argv[2])
for i in range(0, len(b), n):
    r = b[i:i + n]
    print("%02X %s" % (r[0], r[1:].decode("latin-1").rstrip(" ")))' "$1" "$2"
}
meta() { sed -n "s/^$2=//p" "$here/$1.meta"; }
for src in "$here"/PRT*.cbl; do
    n=$(basename "$src" .cbl)
    fmt=$(meta "$n" format); lrecl=$(meta "$n" lrecl); cobc=$(meta "$n" cobc); args=$(meta "$n" args)
    # shellcheck disable=SC2086
    "$EQUIV" cobol run "$src" --encoding ascii $args --dd PRT="$tmp/$n.prt" --dd PRQ="$tmp/$n.prq" --json \
        >"$tmp/$n.json" 2>"$tmp/$n.err"
    if [ "$(jq -r .status "$tmp/$n.json" 2>/dev/null)" != completed ]; then
        bad "$n: run $(jq -r '.reason // empty' "$tmp/$n.json" 2>/dev/null) $(head -c 200 "$tmp/$n.err")"; continue
    fi
    jq -r '.display[]' "$tmp/$n.json" >"$tmp/$n.stdout"
    got=$(jq -r '.print_files.PRT | "\(.control) \(.lrecl)"' "$tmp/$n.json")
    [ "$got" = "$fmt $lrecl" ] && ok "$n: print file $got" || bad "$n: print_files says '$got', want '$fmt $lrecl'"
    for dd in prt prq; do
        [ -f "$tmp/$n.$dd" ] || continue
        records "$tmp/$n.$dd" "$lrecl" >>"$tmp/$n.records"
    done
    if cmp -s "$here/$n.records" "$tmp/$n.records"; then ok "$n: records"
    else bad "$n: records differ from $n.records"; diff "$here/$n.records" "$tmp/$n.records" | head -8 | sed 's/^/     /'; fi
    # the report
    if [ "$cobc" = no ]; then
        "$EQUIV" cobol data convert --from "$fmt" --to line --lrecl "$lrecl" "$tmp/$n.prt" "$tmp/$n.report" 2>"$tmp/$n.cerr"
        if cmp -s "$here/$n.report" "$tmp/$n.report"; then ok "$n: report (IBM's, $n.report)"
        else bad "$n: report differs from $n.report $(head -c 200 "$tmp/$n.cerr")"; fi
    else
        "$EQUIV" cobol data convert --from "$fmt" --to line --lrecl "$lrecl" "$tmp/$n.prt" "$tmp/$n.report" 2>"$tmp/$n.cerr"
        sed 's/ORGANIZATION IS SEQUENTIAL/ORGANIZATION IS LINE SEQUENTIAL/' "$src" >"$tmp/${n}LS.cbl"
        if ! "$COBC" -std=ibm -x -o "$tmp/$n.bin" "$tmp/${n}LS.cbl" >"$tmp/$n.clog" 2>&1; then
            bad "$n: cobc build failed: $(head -c 200 "$tmp/$n.clog")"; continue
        fi
        (cd "$tmp" && PRT="$tmp/$n.cobc" PRQ="$tmp/$n.cobq" timeout 20 "./$n.bin" >"$tmp/$n.cout" 2>/dev/null </dev/null)
        if cmp -s "$tmp/$n.cobc" "$tmp/$n.report"; then ok "$n: report = cobc's line sequential file"
        else bad "$n: report differs from cobc's $(head -c 200 "$tmp/$n.cerr")"; diff "$tmp/$n.cobc" "$tmp/$n.report" | head -6 | sed 's/^/     /'; fi
        cmp -s "$tmp/$n.cout" "$tmp/$n.stdout" && ok "$n: displayed lines = cobc's" || bad "$n: displayed lines differ from cobc's"
    fi
    if [ "$fmt" = asa ] && [ ! -f "$tmp/$n.prq" ] && [ -z "$args" ]; then
        # a blank line is either a blank record or a longer move: the records may differ, the
        # report they render may not
        "$EQUIV" cobol data convert --from line --to asa --lrecl "$lrecl" "$tmp/$n.report" "$tmp/$n.back" &&
            "$EQUIV" cobol data convert --from asa --to line --lrecl "$lrecl" "$tmp/$n.back" "$tmp/$n.again" &&
            cmp -s "$tmp/$n.again" "$tmp/$n.report" && ok "$n: report to ASA records and back: the same report" ||
            bad "$n: report to ASA records and back differs"
    fi
    # EBCDIC (the default encoding): the same records, the ASA characters in EBCDIC
    # shellcheck disable=SC2086
    "$EQUIV" cobol run "$src" $args --dd PRT="$tmp/$n.eprt" --dd PRQ="$tmp/$n.eprq" >/dev/null 2>&1
    "$EQUIV" cobol data convert --from fixed --to fixed --lrecl "$lrecl" --encoding ebcdic --to-encoding ascii \
        $( [ "$fmt" = machine ] && echo --allow-control ) "$tmp/$n.eprt" "$tmp/$n.eascii" 2>/dev/null
    if [ "$fmt" = asa ] && cmp -s "$tmp/$n.eascii" "$tmp/$n.prt"; then ok "$n: EBCDIC run writes the same records"
    elif [ "$fmt" = machine ] && "$EQUIV" cobol data convert --from machine --to line --lrecl "$lrecl" \
            --encoding ebcdic --to-encoding ascii "$tmp/$n.eprt" "$tmp/$n.ereport" && cmp -s "$tmp/$n.ereport" "$tmp/$n.report"
    then ok "$n: EBCDIC run renders the same report"
    else bad "$n: EBCDIC run differs"; fi
done
# LINAGE files are written as under ADV whatever the option (Programming Guide, "ADV")
"$EQUIV" cobol run "$here/PRTLIN.cbl" --encoding ascii --option NOADV --dd PRT="$tmp/l.prt" --json >"$tmp/l.json" 2>/dev/null
[ "$(jq -r '.print_files.PRT | "\(.adv) \(.lrecl)"' "$tmp/l.json")" = "ADV 13" ] && ok "LINAGE file under NOADV: ADV" ||
    bad "LINAGE file under NOADV: $(jq -c .print_files "$tmp/l.json")"
# NOADV on a record without a reserved byte: the control character replaces the first byte
"$EQUIV" cobol run "$here/PRTLINES.cbl" --encoding ascii --option NOADV --dd PRT="$tmp/na.prt" >/dev/null 2>&1
[ "$(head -c 20 "$tmp/na.prt")" = " NE LINE            " ] && [ "$(wc -c <"$tmp/na.prt")" -eq $((23 * 20)) ] &&
    ok "NOADV: the first byte of the record holds the control character" || bad "NOADV on PRTLINES"
# a CBL line sets NOADV too
{ echo "       CBL NOADV"; cat "$here/PRTNOADV.cbl"; } >"$tmp/CBLNOADV.cbl"
"$EQUIV" cobol run "$tmp/CBLNOADV.cbl" --encoding ascii --dd PRT="$tmp/cn.prt" >/dev/null 2>&1
cmp -s "$tmp/cn.prt" "$tmp/PRTNOADV.prt" && ok "CBL NOADV = --option NOADV" || bad "CBL NOADV"
# the JSON names the option
[ "$(jq -r .options.adv "$tmp/PRTLINES.json")" = ADV ] && ok "options.adv ADV by default" || bad "options.adv"
# conversion errors: one line on standard error, exit 1
convert_error() { # label, the text standard error must contain, then the arguments
    label=$1; want=$2; shift 2
    "$EQUIV" cobol data convert "$@" >"$tmp/ce.out" 2>"$tmp/ce.err"
    rc=$?
    if [ $rc -eq 1 ] && [ "$(wc -l <"$tmp/ce.err")" -eq 1 ] && grep -qF -- "$want" "$tmp/ce.err"; then ok "convert error: $label"
    else bad "convert error: $label (exit $rc: $(head -c 200 "$tmp/ce.err"))"; fi
}
printf 'XABC' >"$tmp/badcc"
convert_error "not an ASA character" "record 1: X'58' is not an ASA control character" --from asa --to line --lrecl 4 "$tmp/badcc" "$tmp/o"
convert_error "channel 2 has no text form" "record 2: a skip to channel 2" --from asa --to line --lrecl 11 "$tmp/PRTCSP.prq" "$tmp/o"
printf 'A LONG LINE\n' >"$tmp/long.txt"
convert_error "line too long for the record" "offset 0: a line of 11 bytes does not fit a record of 5 bytes" --from line --to asa --lrecl 5 "$tmp/long.txt" "$tmp/o"
convert_error "asa only to or from line" "converts only to a report" --from asa --to fixed --lrecl 21 "$tmp/PRTLINES.prt" "$tmp/o"
convert_error "machine code not ASA" "is not an ASA control character" --from asa --to line --lrecl 17 "$tmp/PRTBEF.prt" "$tmp/o"
convert_error "ASA is not machine" "is not a machine control character" --from machine --to line --lrecl 21 "$tmp/PRTLINES.prt" "$tmp/o"
"$EQUIV" cobol data check --format asa --lrecl 21 "$tmp/PRTLINES.prt" | grep -q ': 23 records$' && ok "data check --format asa" || bad "data check --format asa"
# OPEN EXTEND of a present print data set adds records after the present ones, which stay as
# they are (Language Reference, "OPEN statement", EXTEND); OPEN INPUT of it is not modelled (the
# control bytes: below)
cat >"$tmp/RDPRT.cbl" <<'COB'
       IDENTIFICATION DIVISION.
       PROGRAM-ID. RDPRT.
       ENVIRONMENT DIVISION.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT P ASSIGN TO PRT.
       DATA DIVISION.
       FILE SECTION.
       FD  P.
       01  R PIC X(20).
       PROCEDURE DIVISION.
           OPEN EXTEND P
           MOVE 'APPENDED' TO R
           WRITE R AFTER ADVANCING 2
           CLOSE P
           STOP RUN.
COB
cp "$tmp/PRTLINES.prt" "$tmp/ext.prt"
"$EQUIV" cobol run "$tmp/RDPRT.cbl" --encoding ascii --dd PRT="$tmp/ext.prt" --json >"$tmp/rd.json" 2>/dev/null
{ cat "$here/PRTLINES.records"; echo "30 APPENDED"; } >"$tmp/ext.want"
records "$tmp/ext.prt" 21 >"$tmp/ext.got"
[ "$(jq -r .status "$tmp/rd.json")" = completed ] && cmp -s "$tmp/ext.want" "$tmp/ext.got" &&
    ok "OPEN EXTEND of a present print data set: its records, then the new one" ||
    bad "OPEN EXTEND: $(jq -c '[.status, .reason]' "$tmp/rd.json") $(diff "$tmp/ext.want" "$tmp/ext.got" | head -3)"
sed 's/OPEN EXTEND P/OPEN INPUT P/' "$tmp/RDPRT.cbl" >"$tmp/RDPRTI.cbl"
"$EQUIV" cobol run "$tmp/RDPRTI.cbl" --encoding ascii --dd PRT="$tmp/PRTLINES.prt" --json >"$tmp/rdi.json" 2>/dev/null
[ "$(jq -r '"\(.wrong_kind) \(.location)"' "$tmp/rdi.json")" = "unsupported $tmp/RDPRTI.cbl:12:12" ] &&
    ok "OPEN INPUT of a present print data set: unsupported at its place" || bad "OPEN INPUT: $(jq -c '[.wrong_kind, .location, .reason]' "$tmp/rdi.json")"
# a present data set of another record length is not extended
printf 'X123' >"$tmp/short.prt"
"$EQUIV" cobol run "$tmp/RDPRT.cbl" --encoding ascii --dd PRT="$tmp/short.prt" --json >"$tmp/rds.json" 2>/dev/null
[ "$(jq -r .status "$tmp/rds.json")" != completed ] && ok "OPEN EXTEND of a data set of other records: not extended ($(jq -r .wrong_kind "$tmp/rds.json"))" ||
    bad "OPEN EXTEND of a short data set completed"
# reading a print data set back: another program whose FD is the data set's record (one byte
# longer than the writer's, Programming Guide "ADV") reads the control character as the record's
# first byte; its lines equal the records listed in PRTLINES.records and what cobc displays
cat >"$tmp/RDBACK.cbl" <<'COB'
       IDENTIFICATION DIVISION.
       PROGRAM-ID. RDBACK.
       ENVIRONMENT DIVISION.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT P ASSIGN TO PRT ORGANIZATION IS SEQUENTIAL.
       DATA DIVISION.
       FILE SECTION.
       FD  P.
       01  R.
           05 R-CC   PIC X.
           05 R-TEXT PIC X(20).
       WORKING-STORAGE SECTION.
       01  EOF PIC X VALUE 'N'.
       PROCEDURE DIVISION.
           OPEN INPUT P
           PERFORM UNTIL EOF = 'Y'
               READ P AT END MOVE 'Y' TO EOF
                   NOT AT END DISPLAY FUNCTION HEX-OF(R-CC) ' ' R-TEXT
               END-READ
           END-PERFORM
           CLOSE P
           STOP RUN.
COB
"$EQUIV" cobol run "$tmp/RDBACK.cbl" --encoding ascii --dd PRT="$tmp/PRTLINES.prt" 2>"$tmp/rb.err" | sed -e 's/ *$//' -e 's/^\(..\)$/\1 /' >"$tmp/rb.out"
if cmp -s "$tmp/rb.out" "$here/PRTLINES.records"; then ok "print data set read back by another program: the control byte first"
else bad "print data set read back: $(head -c 200 "$tmp/rb.err")"; diff "$here/PRTLINES.records" "$tmp/rb.out" | head -4; fi
sed 's/FUNCTION HEX-OF(R-CC)/R-CC/' "$tmp/RDBACK.cbl" >"$tmp/RDBACKC.cbl"
"$EQUIV" cobol run "$tmp/RDBACKC.cbl" --encoding ascii --dd PRT="$tmp/PRTLINES.prt" >"$tmp/rbc.out" 2>/dev/null
if "$COBC" -std=ibm -x -o "$tmp/rdback" "$tmp/RDBACKC.cbl" >/dev/null 2>&1 &&
    (cd "$tmp" && PRT="$tmp/PRTLINES.prt" ./rdback >"$tmp/rbc.cobc" 2>/dev/null </dev/null) && cmp -s "$tmp/rbc.out" "$tmp/rbc.cobc"
then ok "print data set read back: the lines cobc displays"; else bad "print data set read back differs from cobc"; fi
# and the program that wrote it reading it back in the same run: not modelled either
cat >"$tmp/RBSELF.cbl" <<'COB'
       IDENTIFICATION DIVISION.
       PROGRAM-ID. RBSELF.
       ENVIRONMENT DIVISION.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT P ASSIGN TO PRT ORGANIZATION IS SEQUENTIAL.
       DATA DIVISION.
       FILE SECTION.
       FD  P.
       01  R PIC X(10).
       PROCEDURE DIVISION.
           OPEN OUTPUT P
           MOVE 'ONE' TO R
           WRITE R AFTER ADVANCING 2 LINES
           CLOSE P
           OPEN INPUT P
           READ P END-READ
           CLOSE P
           STOP RUN.
COB
"$EQUIV" cobol run "$tmp/RBSELF.cbl" --encoding ascii --dd PRT="$tmp/rbself.prt" --json >"$tmp/rbs.json" 2>/dev/null
[ "$(jq -r '"\(.wrong_kind) \(.location)"' "$tmp/rbs.json")" = "unsupported $tmp/RBSELF.cbl:16:12" ] &&
    ok "OPEN INPUT of a print file the run wrote: unsupported at its place" || bad "RBSELF: $(jq -c '[.wrong_kind, .location, .reason]' "$tmp/rbs.json")"
# under NOADV the control character is the record's first byte, so a print file is read back:
# in the run that wrote it (RBNOADV) and from a present data set (the same program without its
# OPEN OUTPUT), OPEN EXTEND adding after the records read
"$EQUIV" cobol run "$here/RBNOADV.cbl" --encoding ascii --dd PRT="$tmp/nv.prt" >"$tmp/nv.out" 2>"$tmp/nv.err"
printf '%s\n' '1|HEAD     ' '-|         ' '0|ONE      ' '--' '1|HEAD     ' '-|         ' '0|ONE      ' ' |TWO      ' '--' >"$tmp/nv.want"
cmp -s "$tmp/nv.out" "$tmp/nv.want" && ok "NOADV: a print file read back in the run that wrote it, then extended" ||
    bad "NOADV read back: $(head -c 200 "$tmp/nv.err") $(diff "$tmp/nv.want" "$tmp/nv.out" | head -4)"
sed '/OPEN OUTPUT P/,/CLOSE P/d' "$here/RBNOADV.cbl" >"$tmp/RBNOADV2.cbl"
"$EQUIV" cobol run "$tmp/RBNOADV2.cbl" --encoding ascii --dd PRT="$tmp/nv.prt" >"$tmp/nv2.out" 2>/dev/null
{ sed -n 5,9p "$tmp/nv.want"; sed -n 5,8p "$tmp/nv.want"; echo ' |TWO      '; echo '--'; } >"$tmp/nv2.want"
cmp -s "$tmp/nv2.out" "$tmp/nv2.want" && [ "$(wc -c <"$tmp/nv.prt")" -eq 50 ] &&
    ok "NOADV: a present print data set read back, then extended" || bad "NOADV present data set read back"
# equiv diff: two programs that differ only in an ADVANCING phrase behave differently (the
# records of a print file carry their control character; a line sequential file's records their
# line control), on a print file and on a line sequential file
for org in "" " ORGANIZATION LINE SEQUENTIAL"; do
    for v in 2 3; do
        sed -e "s/SELECT PRT-FILE ASSIGN TO PRT/SELECT PRT-FILE ASSIGN TO PRT$org/" \
            -e '/ORGANIZATION IS SEQUENTIAL/d' -e "s/WRITE PRT-LINE AFTER ADVANCING 2 LINES/WRITE PRT-LINE AFTER ADVANCING $v LINES/" \
            "$here/PRTLINES.cbl" >"$tmp/ADV$v.cbl"
    done
    got=$("$EQUIV" diff "$tmp/ADV2.cbl" "$tmp/ADV3.cbl" --json 2>/dev/null | jq -r '[.. | objects | select(has("verdict")) | .verdict] | join(",")')
    [ "$got" = behaviour_changed ] && ok "diff: ADVANCING 2 vs 3 LINES${org:- (print file)}: behaviour_changed" ||
        bad "diff: ADVANCING 2 vs 3 LINES${org:- (print file)}: '$got'"
done
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
