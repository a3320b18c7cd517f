#!/usr/bin/env python3
# tests/diff/proposer/propose.py — a tiny invariant proposer for `equiv diff --proposer`: reads the
# loop obligation (JSON on stdin, docs/equiv-diff.md) and prints candidates, one SMT-LIB term a line:
# the relation s_old = 2 * t_new the built-in generators lack, one false candidate (which the solver
# must drop) and two lines that are not terms over the variables (which must be rejected).
import json, sys
req = json.load(sys.stdin)
sym = {(v["c_name"], v["version"]): v["symbol"] for v in req["variables"]}
s, t = sym[("s", "old")], sym[("t", "new")]
print(f"(= {s} (bvmul #x00000002 {t}))")
print(f"(= {s} {t})")
print("(= nosuchvar #x00000000)")
print("this is not a term")
