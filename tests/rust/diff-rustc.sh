#!/usr/bin/env bash
# tests/rust/diff-rustc.sh EQUIV [--shard=K/N] [FILE.rs...] — the differential corpus of the Rust room: every
# `// CASE: fn | args` of each program in tests/rust/run is run by `equiv rust run` and by a
# rustc-built debug binary (a generated main that calls case N, given as its argument, under
# catch_unwind and prints "returned {:?}" or "panicked: MESSAGE"); what each prints (the function's
# own println! output, then that line) must be equal, and so must what each writes to stderr
# (eprintln!, io::stderr()). A case ending in `| stdin=NAME` runs both on run/input/NAME as
# standard input (equiv rust run --stdin); the others on an empty one for the binary and none for
# equiv (a read of stdin is then unsupported). `| files=A,B` runs the binary in a directory
# holding run/input/A and B and gives them to equiv as --file; the files each run creates there
# (equiv: --out-dir) must be equal. Where the binary aborts in a debug build's check of
# an unsafe precondition (undefined behaviour), equiv must go wrong of kind ub.
set -uo pipefail
equiv=${1:?usage: diff-rustc.sh EQUIV [--shard=K/N] [FILE.rs...]}
shift
# --shard=K/N: only the programs whose place in the sorted list is K modulo N (CI time: the default
# suite runs one half, the long suite the other)
shard_k=0 shard_n=1
if [[ "${1:-}" =~ ^--shard=([0-9]+)/([0-9]+)$ ]]; then shard_k=${BASH_REMATCH[1]} shard_n=${BASH_REMATCH[2]}; shift; fi
here=$(cd "$(dirname "$0")" && pwd)
rustc=${EQUIV_RUSTC:-$(command -v rustc || echo "$HOME/.cargo/bin/rustc")}
[ -x "$rustc" ] || rustc=/root/.cargo/bin/rustc
files=("$@")
[ ${#files[@]} -gt 0 ] || files=("$here"/run/*.rs)
if [ "$shard_n" -gt 1 ]; then
  all=("${files[@]}") files=()
  for i in "${!all[@]}"; do [ $((i % shard_n)) -eq "$shard_k" ] && files+=("${all[$i]}"); done
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# All programs are built as one crate (one module per program, each with its own case dispatch,
# so the program's private items stay reachable): one rustc run instead of one per program, which
# was most of this test's time.
h="$work/harness.rs"
{
  echo '#![allow(warnings)]'
  cat <<'RS'
fn __show<T: std::fmt::Debug, F: FnOnce() -> T>(f: F) {
    match std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)) {
        Ok(v) => println!("returned {:?}", v),
        Err(e) => {
            let m = if let Some(s) = e.downcast_ref::<&str>() { s.to_string() }
                    else if let Some(s) = e.downcast_ref::<String>() { s.clone() } else { "?".to_string() };
            println!("panicked: {}", m.replace('\n', "\\n"));
        }
    }
}
RS
  for f in "${files[@]}"; do
    f=$(cd "$(dirname "$f")" && pwd)/$(basename "$f")
    name=$(basename "$f" .rs)
    mapfile -t cases < <(sed -n 's@^// CASE: @@p' "$f")
    echo "mod p_$name {"
    echo "include!(\"$f\");"
    echo 'pub fn __case(case: usize) {'
    echo '    match case {'
    i=0
    for c in "${cases[@]}"; do
      c=${c%% | stdin=*}; c=${c%% | files=*}; c=${c% |}
      fn=${c%% | *}; args=${c#* | }
      [ "$args" = "$c" ] && args=
      echo "        $i => crate::__show(|| $fn($args)),"
      i=$((i + 1))
    done
    echo '        _ => {}'
    echo '    }'
    echo '}'
    echo '}'
  done
  cat <<'RS'
fn main() {
    // silent, but for the precondition checks of a debug build (undefined behaviour in unsafe
    // code), which abort the process: equiv must say it went wrong with undefined behaviour there
    std::panic::set_hook(Box::new(|i| { let s = i.to_string(); if s.contains("unsafe precondition") { eprintln!("{}", s); } }));
    let prog = std::env::args().nth(1).unwrap();
    let case: usize = std::env::args().nth(2).unwrap().parse().unwrap();
    match prog.as_str() {
RS
  for f in "${files[@]}"; do
    name=$(basename "$f" .rs)
    echo "        \"$name\" => p_$name::__case(case),"
  done
  echo '        _ => {}'
  echo '    }'
  echo '}'
} > "$h"
if ! "$rustc" --edition 2021 -C overflow-checks=on -C debug-assertions=on -A warnings -o "$work/harness" "$h" 2>"$work/harness.err"; then
  echo "FAIL: rustc could not build the harness"; sed 's/^/  /' "$work/harness.err" | head -40
  exit 1
fi
pass=0 fail=0
for f in "${files[@]}"; do
  f=$(cd "$(dirname "$f")" && pwd)/$(basename "$f")
  name=$(basename "$f" .rs)
  mapfile -t cases < <(sed -n 's@^// CASE: @@p' "$f")
  [ ${#cases[@]} -gt 0 ] || { echo "FAIL: $name has no CASE lines"; fail=$((fail + 1)); continue; }
  for i in "${!cases[@]}"; do
    c=${cases[$i]}
    in=/dev/null inopt=() given=()
    rm -rf "$work/cwd" "$work/eout"; mkdir "$work/cwd" "$work/eout"
    while [[ "$c" =~ ^(.*)\ \|\ (stdin|files)=([^|]*)$ ]]; do
      c=${BASH_REMATCH[1]}
      if [ "${BASH_REMATCH[2]}" = stdin ]; then
        in="$(dirname "$f")/input/${BASH_REMATCH[3]}"; inopt+=(--stdin "$in")
      else
        # the binary runs in a directory holding these files; equiv gets them as --file
        IFS=, read -ra given <<<"${BASH_REMATCH[3]}"
        for g in "${given[@]}"; do
          cp "$(dirname "$f")/input/$g" "$work/cwd/$g"; inopt+=(--file "$g=$(dirname "$f")/input/$g")
        done
        inopt+=(--out-dir "$work/eout")
      fi
    done
    c=${c% |}
    fn=${c%% | *}; args=${c#* | }
    [ "$args" = "$c" ] && args=
    want=$(cd "$work/cwd" && "$work/harness" "$name" "$i" <"$in" 2>"$work/berr" | sed ':a;N;$!ba;s/\n/\\n/g')
    "$equiv" rust run "$f" --function "$fn" --args "$args" "${inopt[@]}" >"$work/out" 2>"$work/err"
    # the files each created (the binary: those in its directory it was not given)
    for g in "${given[@]}"; do rm -f "$work/cwd/$g"; done
    for d in cwd eout; do
      for g in $(ls "$work/$d"); do
        t="[file $g] $(sed ':a;N;$!ba;s/\n/\\n/g' "$work/$d/$g")"
        if [ $d = cwd ]; then want="$want $t"; else fw="${fw:-} $t"; fi
      done
    done
    # equiv's stderr is what the program wrote there, then its result line(s)
    nb=$(stat -c %s "$work/berr")
    got=$( (cat "$work/out"; tail -c +$((nb + 1)) "$work/err") | sed ':a;N;$!ba;s/\n/\\n/g')
    if [ "$nb" -gt 0 ]; then
      want="$want [stderr] $(sed ':a;N;$!ba;s/\n/\\n/g' "$work/berr")"
      got="$got [stderr] $(head -c "$nb" "$work/err" | sed ':a;N;$!ba;s/\n/\\n/g')"
    fi
    got="$got${fw:-}"; fw=
    if grep -q "unsafe precondition(s) violated" "$work/berr"; then
      want="<aborted: undefined behaviour>"
      grep -q '^went wrong: \[ub\]' "$work/err" && got="$want"
    fi
    if [ "$got" = "${want:-<none>}" ]; then
      pass=$((pass + 1))
    else
      echo "FAIL: $name: $fn($args): equiv: $got; rustc: ${want:-<none>}"
      fail=$((fail + 1))
    fi
  done
done
echo "${#files[@]} programs"
echo "$pass passed, $fail failed"
[ $fail -eq 0 ] && [ $pass -gt 0 ]
