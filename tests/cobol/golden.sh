#!/usr/bin/env bash
# tests/cobol/golden.sh — every corpus program parses without error, and its JSON equals the
# reviewed golden file tests/cobol/golden/NAME.json. EQUIV_UPDATE_GOLDEN=1 rewrites the goldens
# (review the diff before committing them).
set -u
equiv=${EQUIV:?set EQUIV to the equiv binary}
here=$(cd "$(dirname "$0")" && pwd)
corpus=$here/corpus
golden=$here/golden
mkdir -p "$golden"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0 fail=0
ran=()
: >"$tmp/all.err"
for src in "$corpus"/*.cbl; do
  name=$(basename "$src" .cbl)
  if ! (cd "$corpus" && timeout 30 "$equiv" cobol parse "$name.cbl" -I copy -o "$tmp/$name.json" 2>"$tmp/err"); then
    echo "FAIL $name: the front end rejected it:"; head -6 "$tmp/err"; fail=$((fail+1)); continue
  fi
  cat "$tmp/err" >>"$tmp/all.err"
  ran+=("$name.cbl")
  # --check reads, resolves and checks the same program and writes nothing (on every 8th: time)
  n_prog=$((${n_prog:-0} + 1))
  if [ $((n_prog % 8)) -eq 1 ]; then
    (cd "$corpus" && timeout 30 "$equiv" cobol parse "$name.cbl" -I copy --check >"$tmp/check.out" 2>"$tmp/check.err")
    crc=$?
    if [ $crc -ne 0 ] || [ -s "$tmp/check.out" ] || ! cmp -s "$tmp/err" "$tmp/check.err"; then
      echo "FAIL $name: --check gave exit code $crc, output or other messages than the parse"; fail=$((fail+1)); continue
    fi
  fi
  if [ -n "${EQUIV_UPDATE_GOLDEN:-}" ]; then
    cp "$tmp/$name.json" "$golden/$name.json"
  fi
  if [ ! -f "$golden/$name.json" ]; then
    echo "FAIL $name: no golden file (run with EQUIV_UPDATE_GOLDEN=1 and review)"; fail=$((fail+1)); continue
  fi
  if diff -q "$golden/$name.json" "$tmp/$name.json" >/dev/null; then
    pass=$((pass+1))
  else
    echo "FAIL $name: JSON differs from the golden file:"
    diff "$golden/$name.json" "$tmp/$name.json" | head -20
    fail=$((fail+1))
  fi
done
# --check of all of them in one process: exit 0, and each program's warnings in turn as alone
(cd "$corpus" && timeout 120 "$equiv" cobol parse "${ran[@]}" -I copy --check >"$tmp/check.out" 2>"$tmp/check.err")
crc=$?
if [ $crc -ne 0 ] || [ -s "$tmp/check.out" ] || ! cmp -s "$tmp/all.err" "$tmp/check.err"; then
  echo "FAIL --check of ${#ran[@]} programs in one process: exit code $crc, or other messages than one by one"
  diff "$tmp/all.err" "$tmp/check.err" | head -5; fail=$((fail+1))
fi
echo "$pass passed, $fail failed"
[ $fail -eq 0 ] && [ $pass -gt 0 ]
