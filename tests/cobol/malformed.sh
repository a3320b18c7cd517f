#!/usr/bin/env bash
# tests/cobol/malformed.sh — every malformed input must give exit code 1, no crash, no output file,
# and a first error line at the place and with the code word its .expect file states
# ("LINE:COL [code]", or "EOF [code]" for a file that ends too early).
set -u
equiv=${EQUIV:?set EQUIV to the equiv binary}
dir=$(cd "$(dirname "$0")/malformed" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0 fail=0
ran=()
: >"$tmp/all.stderr"
for src in "$dir"/*.cbl; do
  name=$(basename "$src" .cbl)
  exp="$dir/$name.expect"
  [ -f "$exp" ] || { echo "FAIL $name: no .expect file"; fail=$((fail+1)); continue; }
  want=$(head -1 "$exp" | tr -d '\r')
  out="$tmp/$name.json"
  (cd "$dir" && timeout 20 "$equiv" cobol parse "$name.cbl" -I copy -o "$out" >"$tmp/stdout" 2>"$tmp/stderr")
  rc=$?
  cat "$tmp/stderr" >>"$tmp/all.stderr"
  ran+=("$name.cbl")
  first=$(grep -m1 ': error: ' "$tmp/stderr")
  if [ $rc -ne 1 ]; then
    echo "FAIL $name: exit code $rc (want 1)"; head -5 "$tmp/stderr"; fail=$((fail+1)); continue
  fi
  if [ -e "$out" ]; then
    echo "FAIL $name: an output file was left behind"; fail=$((fail+1)); continue
  fi
  # --check (parse, resolve, check, write nothing) says the same, on every 8th case (time)
  n_case=$((${n_case:-0} + 1))
  if [ $((n_case % 8)) -eq 1 ]; then
    (cd "$dir" && timeout 20 "$equiv" cobol parse "$name.cbl" -I copy --check >"$tmp/check.out" 2>"$tmp/check.err")
    crc=$?
    if [ $crc -ne $rc ] || [ -s "$tmp/check.out" ] || ! cmp -s "$tmp/stderr" "$tmp/check.err"; then
      echo "FAIL $name: --check gave exit code $crc and other messages or output than the parse:"
      diff "$tmp/stderr" "$tmp/check.err" | head -5; fail=$((fail+1)); continue
    fi
  fi
  code=$(echo "$want" | sed -E 's/.*\[([a-z]+)\].*/\1/')
  place=${want%% *}
  if [ "$place" = EOF ]; then
    pattern="^$name\\.cbl:[0-9]+:[0-9]+: error: \\[$code\\] "
  else
    pattern="^[^:]+:$place: error: \\[$code\\] "
  fi
  if echo "$first" | grep -qE "$pattern"; then
    pass=$((pass+1))
  else
    echo "FAIL $name: want '$want', got: $first"
    fail=$((fail+1))
  fi
done
# --check of all of them in one process: each program on its own, the same messages in turn, exit 1
(cd "$dir" && timeout 120 "$equiv" cobol parse "${ran[@]}" -I copy --check >"$tmp/check.out" 2>"$tmp/check.err")
crc=$?
if [ $crc -ne 1 ] || [ -s "$tmp/check.out" ] || ! cmp -s "$tmp/all.stderr" "$tmp/check.err"; then
  echo "FAIL --check of ${#ran[@]} programs in one process: exit code $crc, or other messages than one by one:"
  diff "$tmp/all.stderr" "$tmp/check.err" | head -5; fail=$((fail+1))
fi
echo "$pass passed, $fail failed"
[ $fail -eq 0 ] && [ $pass -gt 0 ]
