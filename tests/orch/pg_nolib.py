#!/usr/bin/env python3
"""tests/orch/pg_nolib.py EQUIV — libpq is opened only when a postgresql:// cache is used
(src/orch/orch_pq.h), so:

  linked:   `ldd EQUIV` lists no libpq (a process that uses no PostgreSQL cache does not load it)
  loads:    with the system's libpq, a URI naming a socket that is not there fails to connect
            (libpq was opened and ran)
  missing:  with libpq made unloadable, `equiv check` and `equiv diff` with a postgresql:// cache
            exit 1, print nothing on standard output and one line on standard error naming
            libpq.so.5 and the package to install, never the password. The trick: LD_LIBRARY_PATH
            is searched before the system's directories, and holds a libpq.so.5 that is an empty
            file (the loader refuses it) or that is libz (a shared object without libpq's functions).
Needs no PostgreSQL server."""
import os, shutil, subprocess, sys, tempfile

import cache_errors

EQUIV = os.path.abspath(sys.argv[1])
failures = []

def fail(msg):
    failures.append(msg)
    print("FAIL:", msg, flush=True)

ldd = subprocess.run(["ldd", EQUIV], capture_output=True, text=True)
libs = ldd.stdout.splitlines()
if ldd.returncode != 0 or any("libpq" in l for l in libs):
    fail(f"linked: ldd exit {ldd.returncode}, libpq in {[l.strip() for l in libs if 'libpq' in l]}")
else:
    print(f"linked: {len(libs)} libraries, no libpq: ok")
libz = [l.split("=>")[1].split("(")[0].strip() for l in libs if l.strip().startswith("libz.so.1 =>")]

tmp = tempfile.mkdtemp(prefix="equiv-orch-pg-nolib-")
try:
    tree = os.path.join(tmp, "tree")
    os.makedirs(tree)
    open(os.path.join(tree, "ops.c"), "w").write("int add1(int x) { return x + 1; }\n")
    old, new = os.path.join(tmp, "old"), os.path.join(tmp, "new")
    for d, body in ((old, "x + 1"), (new, "1 + x")):
        os.makedirs(d)
        open(os.path.join(d, "f.c"), "w").write(f"int f(int x) {{ return {body}; }}\n")
    gone = os.path.join(tmp, "no-server")
    uri = f"postgresql://equiv:sekret@/x?host={gone}"

    def one_line_error(name, args, must, libdir=None):
        env = dict(os.environ)
        if libdir:
            env["LD_LIBRARY_PATH"] = libdir + (":" + env["LD_LIBRARY_PATH"] if env.get("LD_LIBRARY_PATH") else "")
        cache_errors.one_line_error(EQUIV, fail, name, args, must, env)

    one_line_error("loads", ["check", tree, "--json", "--cache", uri], [gone, "cannot connect"])

    empty = os.path.join(tmp, "empty")
    os.makedirs(empty)
    open(os.path.join(empty, "libpq.so.5"), "w").close()
    must = ["--cache postgresql://equiv:***@", "cannot load libpq.so.5", "install libpq5 for a postgresql:// cache"]
    one_line_error("missing: empty file, check", ["check", tree, "--json", "--cache", uri], must, empty)
    one_line_error("missing: empty file, diff", ["diff", old, new, "--json", "--cache", uri], must, empty)

    if not libz:
        fail(f"no libz.so.1 in ldd's list: {libs}")
    else:
        other = os.path.join(tmp, "other")
        os.makedirs(other)
        os.symlink(libz[0], os.path.join(other, "libpq.so.5"))
        one_line_error("missing: not libpq, check", ["check", tree, "--json", "--cache", uri],
                       ["libpq.so.5 has no PQ", "install libpq5"], other)
finally:
    shutil.rmtree(tmp, ignore_errors=True)

print(f"{len(failures)} failed")
sys.exit(1 if failures else 0)
