#!/usr/bin/env bash
# tests/c/depth.sh — deep inputs (issue 9): expressions, statements, labels and types nested beyond
# the front end's limit of 1000 give `unsupported: … nested deeper than 1000 at file:line:col` in
# `equiv c run` (text and --json) and verdict `unknown` with that reason in `equiv diff` (text,
# --json, --evidence), never a crash; nesting just under the limit, and terms of height 20,000
# from 10,000 statements, give the right answers. Usage: depth.sh [EQUIV [all]] (default $EQUIV).
set -u
equiv=$(realpath "${1:-${EQUIV:?set EQUIV or pass the equiv binary}}")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$tmp" || exit 1
pass=0 fail=0
ok() { pass=$((pass + 1)); }
bad() { echo "FAIL $*"; fail=$((fail + 1)); }

python3 - <<'PY'
def w(name, body): open(name, 'w').write(body)
n = 10000
w('sum.c', 'int big(int x) { return x' + ' + 1' * n + '; }\n')
w('sum2.c', 'int big(int x) { return x' + ' + 2' * n + '; }\n')
w('ifs.c', 'int big(int x) { ' + 'if (x) ' * n + 'x++; return x; }\n')
w('tern.c', 'int big(int x) { return ' + ''.join('x == %d ? %d : ' % (i, i) for i in range(n)) + '0; }\n')
w('and.c', 'int big(int x) { return ' + ' && '.join('x != %d' % i for i in range(n)) + '; }\n')
w('cases.c', 'int big(int x) { switch (x) { ' + ''.join('case %d: ' % i for i in range(n)) + 'return 1; } return 0; }\n')
w('labels.c', 'int big(int x) { ' + ''.join('l%d: ' % i for i in range(n)) + 'return x; }\n')
w('stars.c', 'int big(int x) { int ' + '*' * 2000 + 'p = 0; return x; }\n')
w('parens.c', 'int big(int x) { return ' + '(' * 250 + 'x' + ' + 1' * 700 + ')' * 250 + '; }\n')
m = 990  # just under the limit
w('sum990.c', 'int big(int x) { return x' + ' + 1' * m + '; }\n')
w('sum990b.c', 'int big(int x) { return x' + ' + 1' * (m - 1) + ' + 2 - 1; }\n')
w('tern990.c', 'int big(int x) { return ' + ''.join('x == %d ? %d : ' % (i, i) for i in range(m)) + '0; }\n')
w('tern990b.c', 'int big(int x) { return ' + ''.join('x == %d ? %d : ' % (i, i) for i in range(m)) + '1; }\n')
w('ifs990.c', 'int big(int x) { ' + ''.join('if (x != %d) ' % i for i in range(m)) + 'x++; return x; }\n')
w('ifs990b.c', 'int big(int x) { ' + ''.join('if (x != %d) ' % i for i in range(m)) + 'x += 2; return x - 1; }\n')
w('stmts.c', 'unsigned big(unsigned x) {\n' + '  x = x * 3 + 1;\n' * n + '  return x;\n}\n')
w('stmts2.c', 'unsigned big(unsigned x) {\n' + '  x = x + x + x + 1;\n' * n + '  return x;\n}\n')
v = 1
for _ in range(n): v = (v * 3 + 1) % 2**32
w('stmts.expect', 'returned %d\n' % v)
PY

# 1. beyond the limit: c run goes wrong where the deep part is evaluated (x = 5000 reaches it in every
#    file: an unsupported arm of ?: or && goes wrong only where reached), diff says unknown, with the place
# CI time: the default suite leaves out the 10,000-operand && and + chains (about a minute each under
# the sanitizers, 1 s in a release build; `depth.sh EQUIV all` in c-depth-long runs them); expression
# nesting is still tested beyond the limit by the ?: chain, and just under it by sum990.
kinds="ifs tern cases labels stars"
[ "${2:-}" = all ] && kinds="sum $kinds and"
for f in $kinds; do
  out=$("$equiv" c run $f.c --function big --args 5000 2>&1); rc=$?
  case $out in
    *"went wrong: [unsupported] "*" nested deeper than 1000"*" at $f.c:1:"[0-9]*) ok ;;
    # a switch whose case chain is cut could hide the matching case: the whole switch is unsupported
    *"went wrong: [unsupported] switch whose body holds an unsupported statement (it may hide case labels) at cases.c:1:"*) ok ;;
    *) bad "c run $f.c: exit $rc: ${out:0:300}" ;;
  esac
  [ $rc -eq 3 ] && ok || bad "c run $f.c: exit $rc, not 3 (went wrong)"
  out=$("$equiv" c run $f.c --function big --args 5000 --json 2>&1); rc=$?
  if python3 -c 'import json,sys; b=json.loads(sys.argv[1]); s=json.dumps(b); assert "nested deeper than 1000" in s or "may hide case labels" in s, s' "$out" 2>/dev/null; then ok
  else bad "c run --json $f.c: exit $rc: ${out:0:300}"; fi
  out=$("$equiv" diff $f.c $f.c --function big --timeout 20 --json --evidence ev-$f 2>&1); rc=$?
  if [ $rc -eq 0 ] && python3 -c '
import json, sys
f = json.loads(sys.argv[1])["functions"][0]
assert f["verdict"] == "unknown", f
# ?: and && chains: the unsupported part sits behind 1000 conditions the executor follows, so the
# solver may run out of time before the completeness check names it: unknown either way
named = ("nested deeper than 1000" in f["reason"] or "may hide case labels" in f["reason"]) and " at " + sys.argv[2] + ":1:" in f["reason"]
assert named or (sys.argv[2] in ("tern.c", "and.c") and "time limit" in f["reason"]), f' "$out" $f.c 2>/dev/null; then ok
  else bad "diff --json $f.c: exit $rc: ${out:0:300}"; fi
done
if [ "${2:-}" = all ]; then
  out=$("$equiv" diff sum.c sum2.c --timeout 20 2>&1); rc=$?
  case $out in
    *"big: unknown (old version: unsupported: expression nested deeper than 1000 at sum.c:1:"*) ok ;;
    *) bad "diff sum.c sum2.c: exit $rc: ${out:0:300}" ;;
  esac
fi

# 2. under the limit: the right values and verdicts
expect_run() { # file args expected-output
  out=$("$equiv" c run "$1" --function big --args "$2" 2>&1)
  [ "$out" = "$3" ] && ok || bad "c run $1 --args $2: '${out:0:300}', expected '$3'"
}
expect_run parens.c 1 "returned 701"
expect_run sum990.c 1 "returned 991"
expect_run tern990.c 500 "returned 500"
expect_run ifs990.c 3 "returned 3"
expect_run ifs990.c 1000 "returned 1001"
expect_run stmts.c 1 "$(cat stmts.expect)"
expect_verdict() { # old new verdict
  out=$("$equiv" diff "$1" "$2" --function big --timeout 60 --json --evidence "ev-$1" 2>&1); rc=$?
  if [ $rc -eq 0 ] && python3 -c '
import json, sys
f = json.loads(sys.argv[1])["functions"][0]
assert f["verdict"] == sys.argv[2], f' "$out" "$3" 2>/dev/null; then ok
  else bad "diff $1 $2: exit $rc, expected $3: ${out:0:300}"; fi
}
expect_verdict sum990.c sum990b.c behaviour_changed
expect_verdict tern990.c tern990b.c behaviour_changed
expect_verdict ifs990.c ifs990b.c behaviour_changed
expect_verdict stmts.c stmts2.c equivalent
ls ev-stmts.c/big/q*.smt2 >/dev/null 2>&1 && ok || bad "diff stmts.c stmts2.c --evidence: no obligations written"

echo "depth: $pass passed, $fail failed"
[ $fail -eq 0 ]
