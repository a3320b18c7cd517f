#!/usr/bin/env bash
# tests/c/gen/diff-random.sh — differential test of Equiv's C semantics against gcc on random UB-free
# programs from gen.py. Usage: diff-random.sh N SEED [EQUIV] (EQUIV defaults to $EQUIV).
#
# Program k (k = 0..N-1) is `gen.py SEED*1000000+k`. Each is compiled by gcc -std=c11 twice:
# -O0 with UBSan (-fsanitize=undefined,float-cast-overflow -fno-sanitize-recover=all) and plain -O2.
# The two binaries must print the same and exit alike, and UBSan must stay silent; otherwise the
# program has undefined behaviour and the generator is wrong (counted as a failure, "generator").
# Then `equiv c run prog.c` must print the same bytes and end with `exited N`, N the gcc exit status
# (modulo 256). Failing programs are kept in $EQUIV_GEN_FAILDIR (default: a new /tmp/equiv-gen-fail.*
# folder) with gcc's and Equiv's outputs. Last line: "diff-random: N passed, N failed".
set -u
n=${1:?usage: diff-random.sh N SEED [EQUIV]}
seed=${2:?usage: diff-random.sh N SEED [EQUIV]}
equiv=${3:-${EQUIV:?set EQUIV or pass the equiv binary}}
here=$(cd "$(dirname "$0")" && pwd)
command -v gcc >/dev/null || { echo "diff-random: gcc not found"; exit 77; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
faildir=${EQUIV_GEN_FAILDIR:-}
pass=0 fail=0 genbug=0

keep() { # keep NAME REASON: save the failing program and its outputs
  [ -n "$faildir" ] || faildir=$(mktemp -d /tmp/equiv-gen-fail.XXXXXX)
  mkdir -p "$faildir"
  cp "$tmp/p.c" "$faildir/$1.c"
  for f in o0.out o2.out eq.out eq.err ubsan.err; do [ -f "$tmp/$f" ] && cp "$tmp/$f" "$faildir/$1.$f"; done
  echo "FAIL $1: $2 (kept in $faildir/$1.c)"
}

for ((k = 0; k < n; k++)); do
  s=$((seed * 1000000 + k))
  name=prog-$s
  rm -f "$tmp"/*.out "$tmp"/*.err
  if ! python3 "$here/gen.py" "$s" >"$tmp/p.c"; then
    echo "FAIL $name: gen.py failed"; fail=$((fail + 1)); genbug=$((genbug + 1)); continue
  fi
  if ! gcc -std=c11 -w -O0 -fsanitize=undefined,float-cast-overflow -fno-sanitize-recover=all \
      -o "$tmp/o0" "$tmp/p.c" -lm 2>"$tmp/ubsan.err" || ! gcc -std=c11 -w -O2 -o "$tmp/o2" "$tmp/p.c" -lm 2>>"$tmp/ubsan.err"; then
    keep "$name" "generator: gcc rejects the program"; fail=$((fail + 1)); genbug=$((genbug + 1)); continue
  fi
  timeout 20 "$tmp/o0" >"$tmp/o0.out" 2>"$tmp/ubsan.err"; rc0=$?
  timeout 20 "$tmp/o2" >"$tmp/o2.out" 2>/dev/null; rc2=$?
  if [ -s "$tmp/ubsan.err" ] || [ $rc0 -ne $rc2 ] || ! cmp -s "$tmp/o0.out" "$tmp/o2.out" || [ $rc0 -ge 124 ]; then
    keep "$name" "generator: program not UB-free (UBSan report, or -O0 and -O2 disagree; exit $rc0 vs $rc2)"
    fail=$((fail + 1)); genbug=$((genbug + 1)); continue
  fi
  timeout 120 "$equiv" c run "$tmp/p.c" >"$tmp/eq.out" 2>"$tmp/eq.err"; eq_rc=$?
  outcome=$(tail -n 1 "$tmp/eq.err")
  case $eq_rc:$outcome in
    "0:exited "*) code=${outcome#exited } ;;
    *) keep "$name" "equiv: '$outcome' (exit $eq_rc), gcc exited $rc0"; fail=$((fail + 1)); continue ;;
  esac
  if [ $(( (code % 256 + 256) % 256 )) -ne $rc0 ]; then
    keep "$name" "exit status: gcc $rc0, equiv $code"; fail=$((fail + 1)); continue
  fi
  if ! cmp -s "$tmp/o0.out" "$tmp/eq.out"; then
    keep "$name" "output differs: $(diff "$tmp/o0.out" "$tmp/eq.out" | head -3 | tr '\n' ' ')"
    fail=$((fail + 1)); continue
  fi
  pass=$((pass + 1))
done
[ $genbug -gt 0 ] && echo "diff-random: $genbug of the failures are generator bugs (UB or gcc errors)"
echo "diff-random: $pass passed, $fail failed"
[ $fail -eq 0 ]
