#!/usr/bin/env bash
# tests/c/diff-gcc.sh — differential test of Equiv's C semantics against gcc: each UB-free program in
# tests/c/run is compiled with plain `gcc -std=c11`, run, and its stdout and exit status compared
# with `equiv c run FILE` (function main). NAME.argv beside NAME.c lists main's argv, one string a
# line (argv[0] first; the gcc binary runs under that name, `exec -a`), NAME.stdin is its standard
# input (both optional). Usage: diff-gcc.sh [EQUIV] (default $EQUIV).
set -u
equiv=${1:-${EQUIV:?set EQUIV or pass the equiv binary}}
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0 fail=0
for src in "$here"/run/*.c; do
  name=$(basename "$src" .c)
  if ! gcc -std=c11 -w -o "$tmp/$name" "$src" -lm 2>"$tmp/$name.gccerr"; then
    echo "FAIL $name: gcc could not compile it"; cat "$tmp/$name.gccerr"; fail=$((fail + 1)); continue
  fi
  argv=() eqargs=() input=/dev/null
  if [ -f "$here/run/$name.argv" ]; then
    mapfile -t argv <"$here/run/$name.argv"
    for s in "${argv[@]}"; do eqargs+=(--argv "$s"); done
  fi
  if [ -f "$here/run/$name.stdin" ]; then input=$here/run/$name.stdin; eqargs+=(--stdin "$input"); fi
  if [ ${#argv[@]} -gt 0 ]; then
    (exec -a "${argv[0]}" "$tmp/$name" "${argv[@]:1}" <"$input" >"$tmp/$name.gcc.out"); gcc_rc=$?
  else
    "$tmp/$name" <"$input" >"$tmp/$name.gcc.out"; gcc_rc=$?
  fi
  "$equiv" c run "$src" "${eqargs[@]}" >"$tmp/$name.eq.out" 2>"$tmp/$name.eq.err"; eq_rc=$?
  outcome=$(tail -n 1 "$tmp/$name.eq.err")
  if [ $eq_rc -ne 0 ]; then
    echo "FAIL $name: equiv: $outcome (exit $eq_rc)"; fail=$((fail + 1)); continue
  fi
  case $outcome in
    "exited "*) code=${outcome#exited } ;;
    "abended "*) code=$((128 + ${outcome#abended })) ;; # killed by that signal: the shell's 128 + N
    *) echo "FAIL $name: unexpected outcome '$outcome'"; fail=$((fail + 1)); continue ;;
  esac
  # the process exit status is the exit code modulo 256 (POSIX wait status)
  if [ $(( (code % 256 + 256) % 256 )) -ne $gcc_rc ]; then
    echo "FAIL $name: exit code: gcc $gcc_rc, equiv $code"; fail=$((fail + 1)); continue
  fi
  if ! cmp -s "$tmp/$name.gcc.out" "$tmp/$name.eq.out"; then
    echo "FAIL $name: output differs (< gcc, > equiv)"; diff "$tmp/$name.gcc.out" "$tmp/$name.eq.out" | head -20
    fail=$((fail + 1)); continue
  fi
  pass=$((pass + 1))
done
echo "diff-gcc: $pass passed, $fail failed"
[ $fail -eq 0 ]
