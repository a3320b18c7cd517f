#!/usr/bin/env bash
# tests/cobol/schema.sh — the JSON of every corpus program validates against docs/cobol-json.schema.json
# (Debian's python3-jsonschema, installed by scripts/bootstrap).
set -u
equiv=${EQUIV:?set EQUIV to the equiv binary}
here=$(cd "$(dirname "$0")" && pwd)
schema=$here/../../docs/cobol-json.schema.json
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for src in "$here"/corpus/*.cbl; do
  name=$(basename "$src" .cbl)
  (cd "$here/corpus" && "$equiv" cobol parse "$name.cbl" -I copy -o "$tmp/$name.json" 2>/dev/null) || true
done
/usr/bin/python3 - "$schema" "$tmp" <<'PY'
import json, sys, os, jsonschema
schema = json.load(open(sys.argv[1]))
jsonschema.Draft202012Validator.check_schema(schema)
v = jsonschema.Draft202012Validator(schema)
ok = bad = 0
for f in sorted(os.listdir(sys.argv[2])):
    doc = json.load(open(os.path.join(sys.argv[2], f)))
    errs = sorted(v.iter_errors(doc), key=lambda e: list(e.path))
    if errs:
        bad += 1
        e = errs[0]
        print(f"FAIL {f}: {e.message[:200]} at {'/'.join(map(str, e.path))}")
    else:
        ok += 1
print(f"{ok} passed, {bad} failed")
sys.exit(1 if bad or not ok else 0)
PY
