#!/usr/bin/env bash
# tests/cobol/run/malformed-json.sh — hostile JSON programs for `equiv cobol run` (malformed-json/):
# each NAME.json must end with the exit code of NAME.expect ("RC TEXT": 1 = rejected input, 4 = the
# run went wrong, 0 = completed) and, when TEXT is given, a first stderr line containing TEXT; never
# a crash or a sanitizer report. Shape errors name the JSON pointer of the node (validate.h).
set -u
equiv=${EQUIV:?set EQUIV to the equiv binary}
dir=$(cd "$(dirname "$0")/malformed-json" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0 fail=0
for prog in "$dir"/*.json; do
  name=$(basename "$prog" .json)
  exp="$dir/$name.expect"
  [ -f "$exp" ] || { echo "FAIL $name: no .expect file"; fail=$((fail+1)); continue; }
  line=$(head -1 "$exp")
  want_rc=${line%% *}
  want_text=${line#* }
  (cd "$tmp" && timeout 30 "$equiv" cobol run "$prog" --encoding ascii --fuel 20000 >"$tmp/stdout" 2>"$tmp/stderr")
  rc=$?
  first=$(head -1 "$tmp/stderr")
  if grep -q -e Sanitizer -e 'runtime error' "$tmp/stderr"; then
    echo "FAIL $name: sanitizer report"; head -20 "$tmp/stderr"; fail=$((fail+1))
  elif [ "$rc" != "$want_rc" ]; then
    echo "FAIL $name: exit code $rc (want $want_rc): $first"; fail=$((fail+1))
  elif [ -n "$want_text" ] && [[ "$first" != *"$want_text"* ]]; then
    echo "FAIL $name: want '$want_text' in: $first"; fail=$((fail+1))
  elif [ "$rc" = 1 ] && [ "$(grep -c . "$tmp/stderr")" != 1 ]; then
    echo "FAIL $name: more than one error line"; fail=$((fail+1))
  else
    pass=$((pass+1))
  fi
done
echo "$pass passed, $fail failed"
[ $fail -eq 0 ] && [ $pass -gt 0 ]
