#!/bin/sh
# xcopy_proof.sh EQUIV — equiv migrate's proof across the two languages (orch_mig_xrec.h, issue 17):
# XCOPY.cbl against its Rust translation xcopy.rs is `equivalent` for files of any number of records,
# with the proof and its assumption (printable ASCII records) in the human output and in the JSON;
# the seeded bugs are `behaviour_changed`, replayed, and never `equivalent` (the proof is not called
# once the search has a difference).
set -u
EQUIV=${1:?usage: xcopy_proof.sh EQUIV}
here=$(cd "$(dirname "$0")/xcopy" && pwd)
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
fails=0
pass=0
mig() { "$EQUIV" migrate "$here/XCOPY.cbl" --interface "$here/interface.json" --rust "$@"; }

mig "$here/xcopy.rs" --json > "$t/ok.json" 2> "$t/err"
python3 - "$t/ok.json" <<'PY' || fails=$((fails + 1))
import json, sys
r = json.load(open(sys.argv[1]))
ok = (r.get("verdict") == "equivalent" and "by induction over the records" in (r.get("proof") or "")
      and any("printable ASCII" in x for x in r.get("assumptions") or []) and r.get("vacuous") is not True
      and r.get("counterexample") is None and r.get("reason") is None and r["tried"]["agreed"] > 0)
if not ok:
    print("FAIL: xcopy.rs:", json.dumps(r)[:1500])
    sys.exit(1)
print(f"xcopy.rs: equivalent after {r['tried']['agreed']} inputs agreed, {r['seconds']:.1f} s: ok")
PY
[ $fails -eq 0 ] && pass=$((pass + 1))

# the human output says the same (fewer search rounds: the proof is what is checked)
mig "$here/xcopy.rs" --rounds 20 > "$t/ok.txt" 2> "$t/err"
if head -1 "$t/ok.txt" | grep -q ": equivalent$" && grep -q "^  proof: .*by induction over the records" "$t/ok.txt" &&
   grep -q "^  assuming: .*printable ASCII" "$t/ok.txt"; then
  pass=$((pass + 1))
  echo "xcopy.rs, human output: ok"
else
  fails=$((fails + 1))
  echo "FAIL: xcopy.rs human output:"; cat "$t/ok.txt" "$t/err"
fi

for bug in rust-char-changed rust-last-dropped; do
  mig "$here/bugs/$bug.rs" --json > "$t/$bug.json" 2> "$t/err"
  if python3 - "$t/$bug.json" "$bug" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
cx = r.get("counterexample") or {}
if r.get("verdict") != "behaviour_changed" or "replayed" not in (cx.get("replay") or "") or r.get("proof") is not None:
    print(f"FAIL: {sys.argv[2]}:", json.dumps(r)[:1500])
    sys.exit(1)
print(f"{sys.argv[2]}: behaviour_changed, replayed ({cx['difference'][:80]}): ok")
PY
  then pass=$((pass + 1)); else fails=$((fails + 1)); fi
done
# without the interface's printable, a record not UTF-8 is admissible: the search finds the panic of
# lines() (a real difference, replayed), and the proof, which assumes printable records, is not called
sed 's/, "printable": true//' "$here/interface.json" > "$t/any-bytes.json"
"$EQUIV" migrate "$here/XCOPY.cbl" --interface "$t/any-bytes.json" --rust "$here/xcopy.rs" --json > "$t/any.json" 2> "$t/err"
if python3 - "$t/any.json" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
cx = r.get("counterexample") or {}
if r.get("verdict") != "behaviour_changed" or "panicked" not in json.dumps(cx.get("translation")) or r.get("proof") is not None:
    print("FAIL: xcopy.rs, any bytes:", json.dumps(r)[:1500])
    sys.exit(1)
print(f"xcopy.rs without printable: behaviour_changed ({cx['difference'][:90]}): ok")
PY
then pass=$((pass + 1)); else fails=$((fails + 1)); fi

# the same interface with a search that misses the panic (one round): the proof, which covers
# printable records only, is not made for a file the interface does not state printable
"$EQUIV" migrate "$here/XCOPY.cbl" --interface "$t/any-bytes.json" --rust "$here/xcopy.rs" --rounds 1 --json \
  > "$t/any1.json" 2> "$t/err"
if python3 - "$t/any1.json" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
if r.get("verdict") == "equivalent" or r.get("proof") is not None or "printable" not in (r.get("reason") or ""):
    print("FAIL: xcopy.rs, any bytes, one round:", json.dumps(r)[:1500])
    sys.exit(1)
print(f"xcopy.rs without printable, one round: {r['verdict']}, no proof: ok")
PY
then pass=$((pass + 1)); else fails=$((fails + 1)); fi

# a bug the search is given no chance to find (one round): the proof is then called and must fail
mig "$here/bugs/rust-char-changed.rs" --rounds 1 --json > "$t/escaped.json" 2> "$t/err"
if python3 - "$t/escaped.json" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
if r.get("verdict") == "equivalent" or r.get("proof") is not None or \
   (r.get("verdict") == "unknown" and "the proof by induction over the records was not made" not in r.get("reason", "")):
    print("FAIL: rust-char-changed, one round:", json.dumps(r)[:1500])
    sys.exit(1)
print(f"rust-char-changed, one round: {r['verdict']} ({(r.get('reason') or '')[-160:]}): ok")
PY
then pass=$((pass + 1)); else fails=$((fails + 1)); fi
echo "$pass passed, $fails failed"
[ $fails -eq 0 ]
