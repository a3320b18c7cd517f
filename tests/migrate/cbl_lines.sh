#!/bin/sh
# cbl_lines.sh EQUIV — equiv migrate's replay on cobc of a COBOL program that opens with IBM's
# compiler-option lines (CBL/PROCESS), which GnuCOBOL refuses ("'CBL' is a reserved word, but isn't
# supported"): the build reads a copy with those lines blank (src/lang/cobol/native.c), so a seeded
# bug's counterexample is replayed on cobc instead of "not replayed: cobc does not build".
set -u
EQUIV=${1:?usage: cbl_lines.sh EQUIV}
here=$(cd "$(dirname "$0")" && pwd)
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
command -v cobc >/dev/null || { echo "FAIL: cobc not found (scripts/bootstrap installs gnucobol3)"; exit 1; }
{ echo "       CBL TRUNC(BIN)"; echo "       PROCESS ARITH(COMPAT)"; cat "$here/cli/MIGFEE.cbl"; } > "$t/MIGFEE.cbl"
cp "$here/cli/interface.json" "$t/"
"$EQUIV" migrate "$t/MIGFEE.cbl" --interface "$t/interface.json" --rust "$here/cli/bugs/rust-sign-lost.rs" --json \
  > "$t/out" 2> "$t/err"
rc=$?
if [ $rc -ne 0 ] && [ $rc -ne 1 ]; then echo "FAIL: equiv migrate exit $rc: $(head -3 "$t/err")"; exit 1; fi
python3 - "$t/out" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
native = (r.get("counterexample") or {}).get("native") or ""
if r.get("verdict") != "behaviour_changed" or "the same outcome as Equiv" not in native:
    print(f"FAIL: verdict {r.get('verdict')}, cobc replay: {native!r}")
    sys.exit(1)
print("1 passed, 0 failed")
PY
