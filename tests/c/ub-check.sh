#!/usr/bin/env bash
# tests/c/ub-check.sh — each tests/c/ub/NAME.c must make `equiv c run` go wrong (exit 3) with the kind,
# line and reason words of NAME.expect ("KIND LINE WORDS…"; LINE "-" means any line). The
# expectations come from the C11 standard; where gcc's -fsanitize=undefined,address catches the case
# too, tests/c/sanitizer-crosscheck.sh confirms the line with it.
set -u
equiv=${1:-${EQUIV:?set EQUIV or pass the equiv binary}}
here=$(cd "$(dirname "$0")" && pwd)
pass=0 fail=0
for src in "$here"/ub/*.c; do
  name=$(basename "$src" .c)
  read -r kind line words <"$here/ub/$name.expect"
  out=$("$equiv" c run "$src" 2>&1 >/dev/null); rc=$?
  last=$(printf '%s\n' "$out" | tail -n 1)
  ok=1
  [ $rc -eq 3 ] || ok=0
  case $last in "went wrong: [$kind] "*) ;; *) ok=0 ;; esac
  [ "$line" = "-" ] || case $last in *" at $src:$line:"*) ;; *) ok=0 ;; esac
  case $last in *"$words"*) ;; *) ok=0 ;; esac
  if [ $ok -eq 1 ]; then
    pass=$((pass + 1))
  else
    echo "FAIL $name: expected [$kind] '$words' at line $line, got (exit $rc): $last"
    fail=$((fail + 1))
  fi
done
echo "ub-check: $pass passed, $fail failed"
[ $fail -eq 0 ]
