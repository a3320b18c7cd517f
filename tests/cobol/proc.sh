#!/usr/bin/env bash
# tests/cobol/proc.sh — golden excerpts of the PROCEDURE DIVISION JSON. For each proc/NAME.cbl,
# proc/NAME.expect holds checks, one per line:
#   FILTER ==> JSON      jq FILTER on the parsed document (locations, resolver ids and the
#                        resolver's "kind" on references removed by strip) must equal JSON
#   ERROR LINE:COL [code]  the parse must fail, first error at that place with that code word
#   ERRORS LINE:COL ...    the parse must fail with exactly these errors, at these places
# Helpers for FILTER: stmts = every statement of the first program, in order, sentences flattened;
# para(NAME) = the sentences of paragraph NAME. The expectations were checked against the IBM
# rules and, for conditions and arithmetic, against cobc runs of the same programs (see comments).
set -u
equiv=${EQUIV:?set EQUIV to the equiv binary}
dir=$(cd "$(dirname "$0")/proc" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
prelude='def strip: walk(if type == "object" then del(.loc, .item, .id)
    | (if has("proc") then del(.target) else . end)
    | (if (.ref | type) == "string" then del(.kind) else . end) else . end);
  def stmts: [.programs[0].procedure.sections[].paragraphs[].sentences[][]];
  def para($n): [.programs[0].procedure.sections[].paragraphs[] | select(.name == $n)][0].sentences;
  strip | '
pass=0 fail=0
for src in "$dir"/*.cbl; do
  name=$(basename "$src" .cbl)
  exp="$dir/$name.expect"
  [ -f "$exp" ] || { echo "FAIL $name: no .expect file"; fail=$((fail+1)); continue; }
  (cd "$dir" && timeout 20 "$equiv" cobol parse "$name.cbl" -o "$tmp/$name.json" 2>"$tmp/$name.err")
  rc=$?
  n=0
  while IFS= read -r line || [ -n "$line" ]; do
    case "$line" in ''|'#'*) continue ;; esac
    n=$((n+1))
    if [ "${line%% *}" = ERRORS ]; then
      want=${line#ERRORS }
      got=$(grep ': error: ' "$tmp/$name.err" | sed -E "s/^$name\.cbl:([0-9]+:[0-9]+): error: .*/\1/" | tr '\n' ' ' | sed 's/ $//')
      if [ $rc -ne 1 ] || [ "$got" != "$want" ]; then
        echo "FAIL $name: want errors at '$want', got rc=$rc '$got'"; fail=$((fail+1))
      else
        pass=$((pass+1))
      fi
      continue
    fi
    if [ "${line%% *}" = ERROR ]; then
      want=${line#ERROR }
      place=${want%% *}
      code=${want#* }
      first=$(grep -m1 ': error: ' "$tmp/$name.err")
      if [ $rc -ne 1 ] || [[ "$first" != "$name.cbl:$place: error: $code "* ]]; then
        echo "FAIL $name: want first error '$place: error: $code', got rc=$rc '$first'"; fail=$((fail+1))
      else
        pass=$((pass+1))
      fi
      continue
    fi
    if [ $rc -ne 0 ]; then
      echo "FAIL $name: the front end rejected it:"; head -4 "$tmp/$name.err"; fail=$((fail+1)); break
    fi
    filter=${line%% ==> *}
    want=$(printf '%s' "${line#* ==> }" | jq -cS . 2>/dev/null) || { echo "FAIL $name: bad JSON in check $n"; fail=$((fail+1)); continue; }
    got=$(jq -cS "$prelude $filter" "$tmp/$name.json" 2>&1)
    if [ "$got" = "$want" ]; then
      pass=$((pass+1))
    else
      echo "FAIL $name check $n: $filter"; echo "  want $want"; echo "  got  $got"; fail=$((fail+1))
    fi
  done <"$exp"
done
echo "$pass passed, $fail failed"
[ $fail -eq 0 ] && [ $pass -gt 0 ]
