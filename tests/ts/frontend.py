#!/usr/bin/env python3
"""tests/ts/frontend.py — the TypeScript front end (src/lang/ts/frontend/equiv-ts.js) on its own:
every corpus program's AST validates against docs/ts-ast.schema.json (and the schema rejects a
mutated AST: the wrong twin), and every file in tests/ts/unsup gives the located error its first
line states ("// expect: LINE:COL: error: [code] message") as its first error, with exit 1, from
the front end (or, given EQUIV as the first argument, from `equiv ts run`, which prints the front
end's error lines)."""
import copy
import json
import os
import subprocess
import sys

import jsonschema

SRC = os.environ.get("EQUIV_SRC", os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
FRONT = os.path.join(SRC, "src", "lang", "ts", "frontend", "equiv-ts.js")
HERE = os.path.join(SRC, "tests", "ts")
EQUIV = next((a for a in sys.argv[1:] if not a.startswith("--")), None)
# --shard=K/N: only the corpus programs whose index is K modulo N (the unsupported files always)
SHARD = next(((int(a.split("=")[1].split("/")[0]), int(a.split("=")[1].split("/")[1]))
              for a in sys.argv[1:] if a.startswith("--shard=")), (0, 1))


def front(path):
    return subprocess.run(["node", FRONT, path], capture_output=True, text=True, timeout=120)


def main():
    schema = json.load(open(os.path.join(SRC, "docs", "ts-ast.schema.json")))
    validator = jsonschema.Draft202012Validator(schema)
    fails = 0
    checked = 0
    corpus = sorted(f for f in os.listdir(os.path.join(HERE, "corpus")) if f.endswith(".ts"))
    corpus = [f for i, f in enumerate(corpus) if i % SHARD[1] == SHARD[0]]
    for name in corpus:
        path = os.path.join(HERE, "corpus", name)
        r = front(path)
        if r.returncode != 0:
            print(f"FAIL {name}: front end exit {r.returncode}: {r.stderr.strip()}")
            fails += 1
            continue
        ast = json.loads(r.stdout)
        errs = sorted(validator.iter_errors(ast), key=lambda e: list(e.path))
        if errs:
            print(f"FAIL {name}: schema: {errs[0].message[:300]} at {list(errs[0].path)}")
            fails += 1
            continue
        # wrong twin: a node kind the schema does not know must be refused
        bad = copy.deepcopy(ast)
        bad["body"].append({"k": "goto", "at": [1, 1]})
        if validator.is_valid(bad):
            print(f"FAIL {name}: schema accepts an unknown statement kind")
            fails += 1
        checked += 1
    for name in sorted(f for f in os.listdir(os.path.join(HERE, "unsup")) if f.endswith(".ts")):
        path = os.path.join(HERE, "unsup", name)
        want = open(path).readline().split("expect:", 1)[1].strip()
        if not EQUIV:
            r = front(path)
            first = r.stderr.splitlines()[0] if r.stderr else ""
            if r.returncode != 1 or first != f"{path}:{want}" or r.stdout:
                print(f"FAIL {name}: exit {r.returncode}, first error '{first}', want '{path}:{want}'")
                fails += 1
        else:
            # the same error through equiv ts run: its first line, exit 1
            e = subprocess.run([EQUIV, "ts", "run", path, "--function", "f"], capture_output=True, text=True, timeout=120)
            efirst = e.stderr.splitlines()[0] if e.stderr else ""
            if e.returncode != 1 or efirst != f"{path}:{want}":
                print(f"FAIL {name} (equiv): exit {e.returncode}, first error '{efirst}', want '{path}:{want}'")
                fails += 1
        checked += 1
    if EQUIV:
        # the reader's located errors on malformed ASTs (a stand-in front end writes the file itself)
        env = dict(os.environ, EQUIV_TS_FRONTEND=os.path.join(HERE, "fake_front.js"))
        for line in open(os.path.join(HERE, "badast", "expect.txt")):
            name, _, want = line.rstrip("\n").partition(":")
            path = os.path.join(HERE, "badast", name)
            e = subprocess.run([EQUIV, "ts", "run", path, "--function", "f"], capture_output=True, text=True,
                               timeout=120, env=env)
            efirst = e.stderr.splitlines()[0] if e.stderr else ""
            if e.returncode != 1 or efirst != f"{path}:{want}":
                print(f"FAIL badast/{name}: exit {e.returncode}, first error '{efirst}', want '{path}:{want}'")
                fails += 1
            checked += 1
        # runs that go wrong: unsupported or out of fuel, located, exit 3 (never a guessed outcome)
        for name in sorted(f for f in os.listdir(os.path.join(HERE, "wrong")) if f.endswith(".ts")):
            path = os.path.join(HERE, "wrong", name)
            lines = open(path).read().splitlines()
            want = lines[0].split("expect: ", 1)[1]
            fn, _, args = lines[1].split("run: ", 1)[1].partition(" ")
            at = want.rsplit(" at ", 1)
            want = f"{at[0]} at {path}:{at[1]}"
            cmd = [EQUIV, "ts", "run", path, "--function", fn, "--fuel", "200000"] + (["--args", args] if args else [])
            e = subprocess.run(cmd, capture_output=True, text=True, timeout=120)
            last = e.stderr.splitlines()[-1] if e.stderr else ""
            if e.returncode != 3 or last != want:
                print(f"FAIL wrong/{name}: exit {e.returncode}, '{last}', want '{want}'")
                fails += 1
            checked += 1
    print(f"ts-frontend: {checked} files, {fails} failures")
    return 1 if fails or checked == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
