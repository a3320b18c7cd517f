#!/bin/sh
# cases.sh - small programs for each file status code, abend path and kind of going wrong:
# cases/NAME.cbl runs under `equiv cobol run --encoding ascii --json`; the fields status,
# return_code, abend_code, wrong_kind and display must equal cases/NAME.expect (one JSON line,
# written from IBM's rules: file status table, CEE3ABD, "the run unit is terminated"), and a run
# that abended or went wrong must name a location. NAME.dd: NAME=PATH lines (@F = cases/F, else a
# scratch file); NAME.args: extra arguments.
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
input_error "bad --dd" "$c/FSSEQ.cbl" --dd NOEQUALS
input_error "bad --clock" "$c/FSSEQ.cbl" --clock 2024-13-01
input_error "unknown option" "$c/FSSEQ.cbl" --frobnicate
echo "$pass passed, $fail failed"
[ $fail -eq 0 ]
