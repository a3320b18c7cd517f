#!/usr/bin/env bash
# tests/diff/cli.sh EQUIV — the command line of `equiv diff` (issue 9 items 4-7, 9): outputs that
# cannot be written fail before any work, functions in one version only are listed, --fail-on sets
# the exit status, -I/-D/-- reach clang, and every --json output validates against
# docs/verdict-json.schema.json with its format version, Equiv's version, inputs and reason codes.
set -uo pipefail
equiv=${1:?usage: cli.sh EQUIV}
equiv=$(cd "$(dirname "$equiv")" && pwd)/$(basename "$equiv")
src=$(cd "$(dirname "$0")" && pwd)
schema=$src/../../docs/verdict-json.schema.json
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$tmp"
pass=0 fail=0
ok() { pass=$((pass + 1)); }
bad() { echo "FAIL: $*"; fail=$((fail + 1)); }
# expect RC PATTERN-IN-STDERR -- ARGS: exit status and a message
expect() {
  local rc=$1 pat=$2; shift 3
  "$equiv" diff "$@" >out 2>err
  local got=$?
  if [ "$got" -ne "$rc" ]; then bad "diff $* -> exit $got, wanted $rc ($(head -c 300 err))"; return; fi
  if [ -n "$pat" ] && ! grep -q -- "$pat" err out; then bad "diff $* -> no '$pat' in: $(head -c 300 err)"; return; fi
  ok
}

printf 'int f(int x) { return x & 0xff; }\nint gone(int x) { return x; }\n' >old.c
printf 'int f(int x) { return (x %% 256 + 256) %% 256; }\nint fresh(int x) { return -x; }\n' >new.c
printf 'int f(int x) { return x + 1; }\n' >changed.c
: >empty.c
touch afile

# item 4: requested outputs that cannot be written fail first, with exit 1 and a message
expect 1 "cannot create the directory" -- old.c new.c --evidence /proc/nope
expect 1 "not a directory" -- old.c new.c --evidence afile
expect 1 "not a directory" -- old.c new.c --emit-tests afile
expect 1 "cannot create the directory" -- old.c new.c --emit-tests /proc/nope/x
# --records bounds COBOL input files: a number from 1 to 64, refused for a language without them
expect 1 "wants 1 to 64 records" -- old.c new.c --records 0
expect 1 "wants 1 to 64 records" -- old.c new.c --records 65
expect 1 "has no meaning for C" -- old.c new.c --records 8
[ ! -e /proc/nope ] && ok || bad "/proc/nope exists"
# --array-bound (issue 19 item 5): 1 to 1024 elements of a C array parameter, one pair of files only
expect 1 "wants 1 to 1024 elements" -- old.c new.c --array-bound 0
expect 1 "wants 1 to 1024 elements" -- old.c new.c --array-bound 1025
mkdir -p d_old d_new && cp old.c d_old/x.c && cp new.c d_new/x.c
expect 1 "--array-bound is not available for directories" -- d_old d_new --array-bound 32
# a sum that new stops after 20 elements: beyond the default 16 no difference is reachable (unknown,
# the bound named); with 24 elements followed the difference is found and replayed, an array of 21+
printf 'unsigned sum(const unsigned char *a, int n) {\n  unsigned s = 0;\n  for (int i = 0; i < n; i++) s += a[i];\n  return s;\n}\n' >ab_old.c
printf 'unsigned sum(const unsigned char *a, int n) {\n  unsigned s = 0;\n  for (int i = 0; i < n && i < 20; i++) s += a[i];\n  return s;\n}\n' >ab_new.c
expect 0 "" -- ab_old.c ab_new.c
grep -q "^sum: unknown (.*bound reached" out && grep -q "of which the first 16 are followed one by one" out && ok || bad "--array-bound default: $(cat out)"
"$equiv" diff ab_old.c ab_new.c --array-bound 24 --unroll 24 --json >jab.json 2>err
python3 - jab.json <<'PY' && ok || bad "--array-bound 24: $(head -c 600 jab.json)"
import json, sys
d = json.load(open(sys.argv[1]))
f = d["functions"][0]
assert d["inputs"]["options"]["array_bound"] == 24
assert f["verdict"] == "behaviour_changed", f["verdict"]
assert "of which the first 24 are followed one by one" in f["assumptions"][0]
a = f["counterexample"]["inputs"][0]["value"]["items"]
assert 21 <= len(a) <= 24, len(a)
PY
expect 0 "" -- old.c new.c --evidence ev/deeper --emit-tests tests/dir
[ -d ev/deeper ] && [ -d tests/dir ] && ok || bad "output directories not made"

# item 5: no function in common, an empty file, added/removed, --function F --all
expect 0 "empty.c defines no function" -- empty.c old.c
expect 0 "no function is defined in both versions" -- empty.c old.c
"$equiv" diff old.c new.c >out 2>err
grep -q "^gone: removed" out && grep -q "^fresh: added" out && ok || bad "added/removed not listed: $(cat out)"
expect 1 "exclude each other" -- old.c new.c --function f --all
expect 1 "defined only in the old version" -- old.c new.c --function gone
expect 1 "defined in neither version" -- old.c new.c --function nosuch

# item 6: --fail-on
expect 0 "" -- old.c old.c --fail-on behaviour_changed,unknown
expect 3 "" -- old.c changed.c --fail-on behaviour_changed
expect 0 "" -- old.c changed.c --fail-on unknown,equivalent
expect 1 "not a verdict" -- old.c changed.c --fail-on behavior_changed
expect 1 "needs an argument" -- old.c changed.c --fail-on

# item 7: -I, -D and -- CLANG-ARGS reach clang (both files)
mkdir -p inc && echo '#define SCALE 3' >inc/scale.h
printf '#include "scale.h"\nint g(int x) { return x * SCALE * FACTOR; }\n' >m_old.c
printf '#include "scale.h"\nint g(int x) { return x * (SCALE * FACTOR); }\n' >m_new.c
expect 1 "scale.h' file not found" -- m_old.c m_new.c -D FACTOR=2
expect 0 "" -- m_old.c m_new.c -I inc -D FACTOR=2
grep -q "g: equivalent" out && ok || bad "-I/-D: $(cat out)"
expect 0 "" -- m_old.c m_new.c -Iinc -DFACTOR=2
expect 0 "" -- m_old.c m_new.c -- -Iinc -DFACTOR=2
expect 1 "needs an argument" -- m_old.c m_new.c -I
# ... and `equiv c run` takes the same
"$equiv" c run m_old.c --function g --args 5 -I inc -D FACTOR=2 2>err >/dev/null; grep -q "returned 30" err && ok || bad "c run -I -D: $(cat err)"
"$equiv" c run m_old.c --function g --args 5 -Iinc -- -DFACTOR=2 2>err >/dev/null; grep -q "returned 30" err && ok || bad "c run -I --: $(cat err)"
# a malformed --args item is named in the usage error (it was read after its arena was freed: ASan)
"$equiv" c run m_old.c --function g --args '[1;2' -I inc -D FACTOR=2 >err 2>&1
rc=$?; [ $rc -eq 1 ] && grep -q "'\[1;2' is neither" err && ok || bad "c run --args '[1;2': exit $rc: $(cat err)"

# item 9: the JSON contract
echo '{"format":"equiv-relation","format_version":1,"nan":"bits"}' >rel.json
n=0
for args in "old.c new.c" "old.c changed.c --fail-on unknown" "old.c old.c" "empty.c old.c" "m_old.c m_new.c -I inc -D FACTOR=2" "old.c new.c --relation rel.json" "ab_old.c ab_new.c --array-bound 24 --unroll 24"; do
  n=$((n + 1))
  "$equiv" diff $args --json >"j$n.json" 2>/dev/null
done
python3 - "$schema" j*.json <<'PY' && ok || bad "JSON contract"
import json, sys, jsonschema
schema = json.load(open(sys.argv[1]))
jsonschema.Draft202012Validator.check_schema(schema)
v = jsonschema.Draft202012Validator(schema)
bad = 0
for f in sys.argv[2:]:
    d = json.load(open(f))
    for e in v.iter_errors(d):
        print(f"FAIL {f}: {e.message[:200]} at {'/'.join(map(str, e.path))}"); bad += 1
assert d["format"] == "equiv-diff" and d["format_version"] == 1
j1 = json.load(open("j1.json"))
assert j1["added"] == ["fresh"] and j1["removed"] == ["gone"], j1
assert j1["inputs"]["old"] == "old.c" and j1["inputs"]["new"] == "new.c"
j2 = json.load(open("j2.json"))
f = j2["functions"][0]
assert f["verdict"] == "behaviour_changed" and f["reason_code"] is None and f["counterexample"], f
assert j2["summary"]["behaviour_changed"] == 1 and j2["inputs"]["options"]["fail_on"] == ["unknown"]
j3 = json.load(open("j3.json"))
assert all(g["reason_code"] == "identical" for g in j3["functions"]), j3
j5 = json.load(open("j5.json"))
assert j5["inputs"]["options"]["include"] == ["inc"] and j5["inputs"]["options"]["define"] == ["FACTOR=2"]
sys.exit(1 if bad else 0)
PY
# an unknown carries its code
printf 'int f(int x) { union { int *p; long l; } u; u.l = x; return u.p != 0; }\n' >u.c
"$equiv" diff old.c u.c --json >ju.json 2>/dev/null
python3 -c "import json,sys; f=json.load(open('ju.json'))['functions'][0]; sys.exit(0 if f['verdict']=='unknown' and f['reason_code']=='unsupported' else 1)" \
  && ok || bad "unknown without reason_code unsupported: $(cat ju.json | head -c 400)"

# vacuity: both versions go wrong on every input -> equivalent, said to be vacuous; the wrong twin
# (a function that completes somewhere) is not
printf 'int f(int x) { return 1 / (x - x); }\n' >vac_old.c
printf 'int f(int x) { return 2 / (x - x); }\n' >vac_new.c
"$equiv" diff vac_old.c vac_new.c --json >jv.json 2>/dev/null
"$equiv" diff old.c new.c --function f --json >jnv.json 2>/dev/null
python3 - <<'PY' && ok || bad "vacuity: $(head -c 600 jv.json)"
import json
f = json.load(open("jv.json"))["functions"][0]
assert f["verdict"] == "equivalent" and f["vacuous"] is True, f
assert f["vacuity"].startswith("both versions go wrong on every admissible input: division by zero"), f["vacuity"]
g = json.load(open("jnv.json"))["functions"][0]
assert g["verdict"] == "equivalent" and g["vacuous"] is False and g["vacuity"] is None, g
PY
"$equiv" diff vac_old.c vac_new.c 2>/dev/null | grep -q "vacuous: both versions go wrong" && ok || bad "vacuity not in the text output"

# --relation: a malformed file is refused with the member's pointer, before any work
echo '{"format":"equiv-relation","format_version":1,"nan":"maybe"}' >badrel.json
expect 1 "badrel.json: /nan" -- old.c new.c --relation badrel.json
"$equiv" diff old.c new.c --relation rel.json --json >jr.json 2>/dev/null
python3 -c "import json,sys; d=json.load(open('jr.json')); sys.exit(0 if d['inputs']['options']['relation']=='rel.json' and d['functions'][0]['relation']=='rel.json' else 1)" \
  && ok || bad "the relation used is not reported"

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
