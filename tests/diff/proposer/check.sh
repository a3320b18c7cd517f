#!/usr/bin/env bash
# tests/diff/proposer/check.sh — `equiv diff --proposer`: the pair here needs the invariant
# s_old = 2 * t_new, which no built-in generator makes. Without a proposer the verdict is unknown
# (the loop bound); with propose.py (one right, one wrong and two malformed lines) it is equivalent,
# and the proof names the proposed term; a proposer that prints only a wrong candidate changes
# nothing; a proposer that cannot run changes nothing either.
set -u
EQUIV=${1:?usage: check.sh EQUIV}
here=$(cd "$(dirname "$0")" && pwd)
fails=0
run() { "$EQUIV" diff "$here/old.c" "$here/new.c" --json --timeout 20 "$@"; }
verdict() { python3 -c 'import json,sys; f=json.load(sys.stdin)["functions"][0]; print(f["verdict"], f.get("proof") or "")'; }
expect() {  # expect WHAT WANT GOT
  case "$3" in
    $2*) echo "ok   $1: $3" ;;
    *) echo "FAIL $1: wanted $2, got $3"; fails=$((fails + 1)) ;;
  esac
}
expect "no proposer" "unknown" "$(run | verdict)"
got=$(run --proposer "$here/propose.py" | verdict)
expect "propose.py" "equivalent" "$got"
case "$got" in *"proposed (= |s_old| (bvmul |t_new| #x00000002))"*) echo "ok   the proof names the proposal" ;;
  *) echo "FAIL the proof does not name the proposal: $got"; fails=$((fails + 1)) ;; esac
expect "wrong proposal only" "unknown" "$(run --proposer 'cat >/dev/null; echo "(= s_old t_new)"' | verdict)"
expect "proposer missing" "unknown" "$(run --proposer /nonexistent/proposer | verdict)"
[ $fails -eq 0 ] && echo "proposer: all checks passed" || echo "proposer: $fails failures"
exit $((fails > 0))
