#!/usr/bin/env bash
# tests/c/sanitizer-crosscheck.sh — cross-checks the expectations of tests/c/ub against gcc's
# -fsanitize=undefined,address: where the sanitizer reports the program, it must report it on the
# line NAME.expect names. Cases the sanitizer does not catch (indeterminate reads, pointer
# comparisons, string-literal writes, ...) are listed, not failed: the C standard decides those.
set -u
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
agree=0 silent=0 fail=0
for src in "$here"/ub/*.c; do
  name=$(basename "$src" .c)
  read -r kind line words <"$here/ub/$name.expect"
  [ "$kind" = ub ] || continue
  gcc -std=c11 -w -g -O0 -fsanitize=undefined,address -fno-sanitize-recover=all -o "$tmp/$name" "$src" 2>/dev/null || {
    echo "FAIL $name: gcc could not compile it"; fail=$((fail + 1)); continue; }
  ASAN_OPTIONS=detect_leaks=0 timeout 10 "$tmp/$name" >/dev/null 2>"$tmp/$name.err"
  # UBSan: "FILE:LINE:COL: runtime error: ..."; ASan: "#0 0x... in main FILE:LINE"
  got=$(grep -oE "$name\.c:[0-9]+(:[0-9]+)?: runtime error" "$tmp/$name.err" | head -n 1 | cut -d: -f2)
  [ -n "$got" ] || got=$(grep -A3 -E '^==[0-9]+==ERROR: AddressSanitizer' "$tmp/$name.err" |
                         grep -oE "$name\.c:[0-9]+" | head -n 1 | cut -d: -f2)
  if [ -z "$got" ]; then
    echo "not caught by the sanitizers: $name"; silent=$((silent + 1))
  elif [ "$got" = "$line" ]; then
    agree=$((agree + 1))
  else
    echo "FAIL $name: sanitizer reports line $got, expectation says $line"; fail=$((fail + 1))
  fi
done
echo "sanitizer-crosscheck: $agree agree, $silent not caught by the sanitizers, $fail disagree"
[ $fail -eq 0 ]
