#!/usr/bin/env bash
# tests/rust/errors.sh EQUIV — located errors and unsupported constructs of the Rust room: each
# `// EXPECT: fn | args | text` of tests/rust/unsup/*.rs is a prefix of what `equiv rust run`
# prints (an unsupported construct goes wrong where it is reached, with file:line:col, and the
# file's other functions still run); `// EXPECT-LOAD: text` is rustc's first error, located; an
# untested rustc is refused in one line; bad --args are usage errors.
set -uo pipefail
equiv=${1:?usage: errors.sh EQUIV}
case $equiv in /*) ;; *) equiv=$PWD/$equiv ;; esac
cd "$(dirname "$0")"
pass=0 fail=0
check() { # what got want-prefix
  if [[ "$2" == "$3"* ]]; then pass=$((pass + 1)); else echo "FAIL: $1: got '$2', want '$3...'"; fail=$((fail + 1)); fi
}
for f in unsup/*.rs; do
  while IFS= read -r line; do
    fn=$(echo "$line" | cut -d'|' -f1 | sed 's/ *$//'); args=$(echo "$line" | cut -d'|' -f2 | sed 's/^ *//; s/ *$//')
    want=$(echo "$line" | cut -d'|' -f3- | sed 's/^ *//')
    got=$("$equiv" rust run "$f" --function "$fn" --args "$args" 2>&1 >/dev/null | head -1)
    check "$f $fn" "$got" "$want"
  done < <(sed -n 's@^// EXPECT: @@p' "$f")
  while IFS= read -r want; do
    got=$("$equiv" rust run "$f" --function f 2>&1 | head -1); rc=$?
    check "$f (load)" "$got" "$want"
    "$equiv" rust run "$f" --function f >/dev/null 2>&1; rc=$?
    check "$f (exit)" "$rc" "1"
  done < <(sed -n 's@^// EXPECT-LOAD: @@p' "$f")
done
# an untested rustc: one line, exit 1
fake=$(mktemp -d); trap 'rm -rf "$fake"' EXIT
printf '#!/bin/sh\necho "rustc 1.70.0 (90c541806 2023-05-31)"\n' > "$fake/rustc"; chmod +x "$fake/rustc"
got=$(EQUIV_RUSTC="$fake/rustc" "$equiv" rust run run/arith.rs --function add_i32 --args 1,2 2>&1); rc=$?
check "untested rustc" "$got" "error: [rustc] rustc 1.70.0 (90c541806 2023-05-31) ($fake/rustc) is not a tested version"
check "untested rustc (lines)" "$(printf '%s\n' "$got" | wc -l)" "1"
check "untested rustc (exit)" "$rc" "1"
got=$(EQUIV_RUSTC=/nonexistent "$equiv" rust run run/arith.rs --function add_i32 --args 1,2 2>&1); rc=$?
check "no rustc" "$got" "error: [rustc] rustc not found"
# bad arguments and functions
got=$("$equiv" rust run run/arith.rs --function add_i32 --args 1 2>&1); rc=$?
check "arity" "$got" "equiv: error: [usage] --args: add_i32 takes 2 arguments, 1 given"; check "arity (exit)" "$rc" 1
# escapes in string and char arguments are the Rust reference's; any other is a usage error, never a guess
got=$("$equiv" rust run run/splits.rs --function esc --args '"a\u{e9}\tb", '"'"'\u{e9}'"'"'' 2>&1); rc=$?
check "escapes" "$got" 'returned (5, 4, ["a", "\tb", "aé", "b"])'
for bad in '"\q"' '"\u{d800}"' '"\u{1234567}"' '"\u{"' '"\x41"'; do
  got=$("$equiv" rust run run/splits.rs --function fields --args "$bad" 2>&1); rc=$?
  check "escape $bad" "$got" "equiv: error: [usage] --args: an escape that is not Rust's"; check "escape $bad (exit)" "$rc" 1
done
got=$("$equiv" rust run run/arith.rs --function sub_u8 --args 256,1 2>&1); rc=$?
check "range" "$got" "equiv: error: [usage] --args: an integer out of the range of u8"
got=$("$equiv" rust run run/strcmp.rs --function is_yes --args "$(printf '"\xff"')" 2>&1); rc=$?
check "utf-8" "$got" "equiv: error: [usage] --args: a string that is not UTF-8"; check "utf-8 (exit)" "$rc" 1
got=$("$equiv" rust run run/arith.rs --function nope 2>&1); rc=$?
check "no function" "$got" "equiv: error: [usage] run/arith.rs defines no function 'nope'"; check "no function (exit)" "$rc" 1
got=$("$equiv" rust run nonexistent.rs --function f 2>&1); rc=$?
check "no file" "$got" "error: [io] nonexistent.rs:"; check "no file (exit)" "$rc" 1
# out of fuel is going wrong, never an outcome
got=$("$equiv" rust run run/loops.rs --function sum_to --args 100000 --fuel 1000 2>&1); rc=$?
check "fuel" "$got" "went wrong: [out_of_fuel] fuel exhausted at run/loops.rs:"; check "fuel (exit)" "$rc" 3
got=$("$equiv" rust run run/recursion.rs --function depth --args 5000 2>&1); rc=$?
check "call depth" "$got" "went wrong: [out_of_fuel] call depth beyond 2000 at run/recursion.rs:"
# JSON: a panic is an outcome with its message
got=$("$equiv" rust run run/arith.rs --function add_i32 --args 2147483647,1 --json | tr -d ' \n')
check "json panic" "$got" '{"result":"outcome","kind":"panicked","message":"attemptto'
# --emit-tests: each written #[test] builds with rustc and reproduces the difference equiv replayed
em="$fake/em"; mkdir -p "$em"
"$equiv" diff pairs/checkedfix.old.rs pairs/checkedfix.new.rs --all --emit-tests "$em" >/dev/null 2>&1
check "emit-tests (files)" "$(ls "$em" | tr '\n' ' ')" "add.rs add_sat_wrong.rs "
# slice arguments (&mut [u8]: the slice after the call is part of the outcome)
"$equiv" diff pairs/mutslice.old.rs pairs/mutslice.new.rs --all --emit-tests "$em" >/dev/null 2>&1
check "emit-tests slices (files)" "$(ls "$em" | tr '\n' ' ')" "add.rs add_sat_wrong.rs bump_bug.rs set0_bug.rs "
rustc=${EQUIV_RUSTC:-$(command -v rustc || echo "$HOME/.cargo/bin/rustc")}
[ -x "$rustc" ] || rustc=/root/.cargo/bin/rustc
for t in "$em"/*.rs; do
  "$rustc" --edition 2021 --test -C overflow-checks=on -C debug-assertions=on -o "${t%.rs}.bin" "$t" 2>/dev/null
  got=$("${t%.rs}.bin" 2>/dev/null | grep "^test result")
  check "emit-tests $(basename "$t")" "$got" "test result: ok. 1 passed"
done
echo "$pass passed, $fail failed"
[ $fail -eq 0 ]
