#!/usr/bin/env bash
# tests/diff/self-diff.sh EQUIV — every C file of the pair corpus diffed against a copy of itself
# (moved down three lines, so every source place differs): each function is `equivalent` with
# reason_code "identical" at once (issue 9 item 2: "identical after lowering"), or `unknown` with
# reason_code "unsupported" when the front end gave up on it — never anything else, never a
# counterexample. The wrong twin (a function whose text is the same but whose callee or global
# changed) is covered by the pairs bc-same-text-callee-changed and bc-same-text-global-changed.
set -uo pipefail
equiv=${1:?usage: self-diff.sh EQUIV}
src=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0 files=0 fns=0 index=-1
# EQUIV_SHARD=K/N: only the files whose place in the sorted list is K modulo N (CI time: the
# default suite runs one half, the long suite the other)
IFS=/ read -r shard_k shard_n <<<"${EQUIV_SHARD:-0/1}"
for f in "$src"/pairs/*/old.c; do
  index=$((index + 1))
  [ $((index % shard_n)) -eq "$shard_k" ] || continue
  files=$((files + 1))
  { printf '\n\n\n'; cat "$f"; } >"$tmp/copy.c"
  if ! "$equiv" diff "$f" "$tmp/copy.c" --all --json --timeout 5 >"$tmp/out.json" 2>"$tmp/err"; then
    echo "FAIL: $f: exit $? ($(head -c 300 "$tmp/err"))"; fail=$((fail + 1)); continue
  fi
  r=$(python3 - "$tmp/out.json" "$f" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
bad, n = [], 0
for fn in d["functions"]:
    n += 1
    ok = (fn["verdict"] == "equivalent" and fn.get("reason_code") == "identical" and fn["obligations"] == 0) or \
         (fn["verdict"] == "unknown" and fn.get("reason_code") == "unsupported")
    if not ok or fn["counterexample"] is not None:
        bad.append(f'{fn["name"]}: {fn["verdict"]} ({fn.get("reason_code")}: {fn["reason"]})')
print(n)
for b in bad: print(f"FAIL: {sys.argv[2]}: {b}")
PY
)
  fns=$((fns + $(head -1 <<<"$r")))
  if grep -q FAIL <<<"$r"; then grep FAIL <<<"$r"; fail=$((fail + 1)); fi
done
echo "self-diff: $files files, $fns functions"
echo "$((files - fail)) passed, $fail failed"
[ "$fail" -eq 0 ]
