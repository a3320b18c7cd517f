#!/usr/bin/env python3
"""tests/ts/diff_node.py — the TypeScript semantics against node: every corpus program
(tests/ts/corpus/*.ts) states its calls in lines '// run: NAME ARGS'; each call is run by
`equiv ts run` and by node (tests/ts/node_run.js, on the same file transpiled by the pinned
typescript), and must agree on standard output, standard error and the outcome line (returned
value as show() writes it, or the uncaught exception). A call Equiv cannot run (went wrong) fails
unless tests/ts/known-failures.txt lists it with its reason.

usage: diff_node.py EQUIV [--shard=K/N] [--shard2=K/N] [--only=A.ts,B.ts]   (files whose index is K modulo N;
--only: just those corpus files)"""
import base64
import json
import os
import subprocess
import sys

SRC = os.environ.get("EQUIV_SRC", os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
HERE = os.environ.get("TS_HERE") or os.path.join(SRC, "tests", "ts")


def calls_of(path):
    out = []
    for line in open(path, encoding="utf-8"):
        if line.startswith("// run: "):
            rest = line[len("// run: "):].rstrip("\n")
            fn, _, args = rest.partition(" ")
            out.append((fn, args.strip()))
    return out


def known_failures():
    known = {}
    p = os.path.join(HERE, "known-failures.txt")
    if os.path.exists(p):
        for line in open(p):
            line = line.strip()
            if line and not line.startswith("#"):
                key, _, why = line.partition(" ")
                known[key] = why
    return known


def plain_node_says(path, fn, args, end):
    """The harness emulates node's end for an unhandled rejection (a listener that records it and
    exits): its wrong twin is node itself, run without listener, which must exit 1 and print the
    same line (for an error-like reason the first line of its stack)."""
    here = os.path.dirname(os.path.abspath(__file__))
    js = subprocess.run(["node", os.path.join(here, "node_run.js"), path, "--js"], capture_output=True, text=True,
                        timeout=300).stdout
    p = subprocess.run(["node", os.path.join(here, "node_run.js"), path, "--plain"],
                       input=json.dumps({"js": js, "call": {"fn": fn, "args": args}}), capture_output=True, text=True,
                       timeout=300)
    line = end[len("panicked: "):]
    if line.startswith("Uncaught "):
        line = line[len("Uncaught "):]
    return p.returncode == 1 and line in p.stderr.splitlines()


def main():
    equiv = sys.argv[1]
    shards = []
    only = [n for a in sys.argv[2:] if a.startswith("--only=") for n in a.split("=", 1)[1].split(",")]
    for a in sys.argv[2:]:
        if a.startswith("--shard=") or a.startswith("--shard2="):
            k, n = a.split("=", 1)[1].split("/")
            shards.append((int(k), int(n)))
    known = known_failures()
    files = sorted(f for f in os.listdir(os.path.join(HERE, "corpus")) if f.endswith(".ts"))
    if shards:
        files = [f for i, f in enumerate(files) if any(i % n == k for k, n in shards)]
    if only:
        files = [f for f in files if f in only]
    fails = ncalls = 0
    for name in files:
        path = os.path.join(HERE, "corpus", name)
        calls = calls_of(path)
        if not calls:
            print(f"FAIL {name}: no '// run:' lines")
            fails += 1
            continue
        stdin = "".join(json.dumps({"fn": fn, "args": args}) + "\n" for fn, args in calls)
        ref = subprocess.run(["node", os.path.join(os.path.dirname(os.path.abspath(__file__)), "node_run.js"), path], input=stdin, capture_output=True,
                             text=True, timeout=300)
        if ref.returncode != 0:
            print(f"FAIL {name}: node harness: {ref.stderr.strip()[-500:]}")
            fails += 1
            continue
        refs = [json.loads(l) for l in ref.stdout.splitlines()]
        for (fn, args), want in zip(calls, refs):
            ncalls += 1
            key = f"{name}:{fn}({args})"
            cmd = [equiv, "ts", "run", path, "--function", fn]
            if args:
                cmd += ["--args", args]
            got = subprocess.run(cmd, capture_output=True, timeout=300)
            want_out = base64.b64decode(want["stdout"])
            want_err = base64.b64decode(want["stderr"]) + (want["end"] + "\n").encode("utf-8", "surrogatepass")
            if got.returncode == 3 and key in known:
                continue
            if got.returncode not in (0,) or got.stdout != want_out or got.stderr != want_err:
                print(f"FAIL {key}: exit {got.returncode}")
                print(f"  equiv stdout: {got.stdout[-400:]!r}")
                print(f"  node  stdout: {want_out[-400:]!r}")
                print(f"  equiv stderr: {got.stderr[-400:]!r}")
                print(f"  node  stderr: {want_err[-400:]!r}")
                fails += 1
            elif want.get("origin") == "unhandledRejection" and not plain_node_says(path, fn, args, want["end"]):
                print(f"FAIL {key}: node run as a plain script does not end with exit 1 and the line '{want['end']}'")
                fails += 1
            elif key in known:
                print(f"FAIL {key}: listed in known-failures.txt but agrees with node now: remove it")
                fails += 1
    print(f"ts-diff-node: {len(files)} programs, {ncalls} calls, {fails} failures")
    return 1 if fails or ncalls == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
