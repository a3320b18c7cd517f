#!/usr/bin/env python3
# tests/c/fuzz/mutate.py EQUIV SECONDS [SEED] — mutation fuzzing of the C front end and semantics:
# takes the C files of the test corpora, deletes, duplicates or swaps tokens and lines, inserts
# snippets of C the front end does not model (unions, goto, function pointers, VLAs, ...), and runs
# `equiv diff` and `equiv c run` on the result. Any exit other than 0-3 (a signal), a sanitizer
# report or a hang fails the run; the offending input is kept as fuzz-crash-N.c in the current
# directory. (libclang is the parser; this fuzzes our lowering and semantics behind it.)
import os, random, re, subprocess, sys, time

equiv, secs = sys.argv[1], float(sys.argv[2])
random.seed(int(sys.argv[3]) if len(sys.argv) > 3 else int(time.time()))
here = os.path.dirname(os.path.abspath(__file__))
srcs = []
for root in ("../diff/pairs", "run", "ub", "fuzz/seeds"):  # seeds/: deep nesting (issue 9)
    for dp, _, fs in os.walk(os.path.join(here, "..", root)):
        srcs += [os.path.join(dp, f) for f in fs if f.endswith(".c")]
srcs.sort()
token = re.compile(r"\w+|[^\s\w]")
snippets = [
    "union u { int a; float b; } uu;", "goto L; L:;", "int (*fp)(int) = 0;", "struct s { int x; } *sp = 0;",
    "int vla[n];", "x = sizeof(struct s);", "a[0][1] = 2;", "(void)0;", "static int k = 3;",
    "char *p = \"ab\\0c\";", "switch (n) { case 1: default: break; }", "do { } while (0);",
    "for (;;) break;", "return;", "int q = {1};", "_Bool b = 2;", "long double ld = 1.0L;",
    "unsigned long long u = -1;", "enum e { A = 1 } ev = A;", "x = n ? : 1;", "__int128 h = 0;",
    "int a2[] = {1,2,3};", "p = &*p;", "#define M(x) ((x) + 1)\nint mm = M(2);", "x = (int)1e300;",
]
work = "fuzz-c.c"
deadline = time.time() + secs
runs = fails = 0
while time.time() < deadline:
    path = random.choice(srcs)
    text = open(path).read()
    toks, lines = token.findall(text), text.split("\n")
    r = random.random()
    if r < 0.3 and toks:
        i = random.randrange(len(toks)); del toks[i:i + random.randint(1, 3)]; out = " ".join(toks)
    elif r < 0.6:
        lines.insert(random.randrange(len(lines) + 1), random.choice(snippets)); out = "\n".join(lines)
    elif r < 0.8 and toks:
        toks[random.randrange(len(toks))] = random.choice(toks); out = " ".join(toks)
    else:
        del lines[random.randrange(len(lines))]; out = "\n".join(lines)
    with open(work, "w") as f: f.write(out)
    names = re.findall(r"^\w[\w\s\*]*?\b(\w+)\s*\(", out, re.M) or ["main"]
    for cmd in ([equiv, "diff", work, path, "--all", "--timeout", "2"],
                [equiv, "c", "run", work, "--function", random.choice(names), "--args", "1,2", "--fuel", "100000"]):
        runs += 1
        try:
            p = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
            bad = p.returncode not in (0, 1, 2, 3) or "Sanitizer" in p.stderr or "runtime error" in p.stderr
            why = f"exit {p.returncode}: {p.stderr[-800:]}"
        except subprocess.TimeoutExpired:
            bad, why = True, "no answer within 300 s"
        if bad:
            fails += 1
            keep = f"fuzz-crash-{fails}.c"
            with open(keep, "w") as f: f.write(out)
            print(f"fuzz-c: {' '.join(cmd[1:3])} on a mutation of {os.path.relpath(path, here)}: {why} (kept as {keep})")
os.path.exists(work) and os.remove(work)
print(f"fuzz-c: {runs} runs, {fails} failures")
sys.exit(1 if fails else 0)
