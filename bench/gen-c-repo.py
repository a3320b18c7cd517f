#!/usr/bin/env python3
"""bench/gen-c-repo.py DIR [FUNCTIONS] [PER_FILE] — writes a generated C library into DIR for the
cache bench (scripts/bench, orch-cache): FUNCTIONS functions (default 2400) in files of PER_FILE
(default 60) under DIR/src/, each small integer code (branches, a bounded loop, calls to earlier
functions of its file, so the call graph has depth), deterministic for the same arguments.

With --change, rewrites five functions of an existing DIR instead (the second commit), in
different files; callers of the changed ones change through them."""
import os, random, sys

def body(rng, f, i, name):
    """the text of function i of file f; it may call functions i-1, i-2 of the same file"""
    k = rng.randrange(6)
    a, b = rng.randrange(1, 97), rng.randrange(1, 31)
    callee = f"f{f}_{i - 1}" if i > 0 else None
    callee2 = f"f{f}_{i - 2}" if i > 1 else None
    if k == 0:
        e = f"x * {a} + {b}"
        return f"int {name}(int x) {{ if (x > 10000 || x < -10000) return 0; return {e}; }}"
    if k == 1:
        return (f"int {name}(int x) {{ int s = 0; for (int j = 0; j < 8; j++) s += (x >> j) & {a}; "
                f"return s{' + ' + callee + '(s)' if callee else ''}; }}")
    if k == 2:
        return (f"int {name}(int x) {{ if (x < {a}) return {b}; if (x > {a * 100}) return -{b}; "
                f"return {callee + '(x - 1)' if callee else 'x'}; }}")
    if k == 3:
        return (f"int {name}(int x) {{ unsigned u = (unsigned)x * {2 * a + 1}u; u ^= u >> {b % 16 + 1}; "
                f"return (int)(u & 0xffffu); }}")
    if k == 4:
        c = f"{callee}(x & 1023)" if callee else "x"
        c2 = f"{callee2}(x & 511)" if callee2 else str(b)
        return f"int {name}(int x) {{ return ({c}) ^ ({c2}); }}"
    return (f"int {name}(int x) {{ int m = x % {a}; if (m < 0) m = -m; switch (m & 3) {{ case 0: return {b}; "
            f"case 1: return m; case 2: return m * 2; default: return {a}; }} }}")

def generate(root, n, per_file):
    rng = random.Random(2000)
    os.makedirs(os.path.join(root, "src"), exist_ok=True)
    nfiles = (n + per_file - 1) // per_file
    for f in range(nfiles):
        lines = [f"/* src/m{f:03d}.c - generated for the cache bench */"]
        for i in range(min(per_file, n - f * per_file)):
            lines.append(body(rng, f, i, f"f{f}_{i}"))
        open(os.path.join(root, "src", f"m{f:03d}.c"), "w").write("\n".join(lines) + "\n")

def change(root):
    """rewrites five functions (in files 1, 3, 5, 7, 9) by a statement put first in the body, so the
    change does not depend on what the generator drew: layout only, a dead local (the same
    behaviour), x flipped in its low bit and one input sent elsewhere (behaviour that may change),
    INT_MIN sent elsewhere (a guard)"""
    edits = [
        (1, 4, "\n  "),
        (3, 7, "int unused_ = 0; (void)unused_; "),
        (5, 10, "x = x ^ 1; "),
        (7, 12, "if (x == 12345) return 0; "),
        (9, 2, "if (x == -2147483647 - 1) return 0; "),
    ]
    for f, i, first in edits:
        path = os.path.join(root, "src", f"m{f:03d}.c")
        if not os.path.exists(path):
            continue
        lines = open(path).read().split("\n")
        for j, line in enumerate(lines):
            if line.startswith(f"int f{f}_{i}("):
                lines[j] = line.replace("{ ", "{ " + first, 1)
        open(path, "w").write("\n".join(lines))

if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if a != "--change"]
    if "--change" in sys.argv:
        change(args[0])
    else:
        generate(args[0], int(args[1]) if len(args) > 1 else 2400, int(args[2]) if len(args) > 2 else 60)
