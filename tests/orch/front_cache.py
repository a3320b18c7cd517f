#!/usr/bin/env python3
"""tests/orch/front_cache.py EQUIV — the front-end cache of the tree diff (a file whose inputs did
not change is not read again): it is used when nothing changed, and never when something the file
reads changed. Each case runs `equiv diff OLD_DIR NEW_DIR --cache` twice with one cache and checks
the verdicts (written from C's rules) both times and how many files the front end read:

  header:   only an included header's macro changed (same file names): the .c file must be read
            again in the new tree and its function found changed, first run and second
  shadow:   a header added in the include directory searched first (-I inc1 -I inc2): the same
            .c file now reads another x.h; must be read again and found changed
  outside:  a header reached through -I outside the trees: never taken from the cache (where such
            a path leads does not depend on the tree, but it is not the tree's to vouch for)
  escape:   an #include "../up.h" climbing out of the tree: never taken from the cache
  same:     nothing but one function changed: the second run reads no file at all"""
import json, os, shutil, subprocess, sys, tempfile

EQUIV = os.path.abspath(sys.argv[1])
tmp = tempfile.mkdtemp(prefix="equiv-orch-front-cache-")
failures = []

def fail(msg):
    failures.append(msg)
    print("FAIL:", msg, flush=True)

def write(root, files):
    for rel, text in files.items():
        path = os.path.join(root, rel)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        open(path, "w").write(text)

def case(name, old, new, expect, args=(), reads=None, outside=None):
    """expect: {function: verdict} for the functions checked; reads: the files the second run's
    front end must read (None: not checked), as (at least, at most)"""
    d = os.path.join(tmp, name)
    write(os.path.join(d, "old"), old)
    write(os.path.join(d, "new"), new)
    if outside:
        write(os.path.join(d, "outside"), outside)
    cache = os.path.join(d, "cache.db")
    a = [x.replace("@", d) for x in args]
    runs = []
    for k in (1, 2):
        p = subprocess.run([EQUIV, "diff", os.path.join(d, "old"), os.path.join(d, "new"), "--json", "--cache", cache, *a],
                           capture_output=True, text=True, timeout=300)
        if p.returncode != 0:
            fail(f"{name}: run {k}: exit {p.returncode}: {p.stderr}")
            return
        rep = json.loads(p.stdout)
        got = {f["name"]: f["verdict"] for f in rep["functions"]}
        if got != expect:
            fail(f"{name}: run {k}: verdicts {got}, expected {expect}")
        runs.append(rep["tree"])
    t = runs[1]
    if reads is not None and not (reads[0] <= t["files_read"] <= reads[1]):
        fail(f"{name}: the second run's front end read {t['files_read']} files "
             f"({t['files_from_cache']} from the cache), expected {reads[0]}..{reads[1]}")
    if not failures or not failures[-1].startswith(name):
        print(f"{name}: {expect}; second run read {t['files_read']}, {t['files_from_cache']} from the cache: ok")

# x.h next to a.c: K is 1 in the old tree, 2 in the new, so f returns another value. The two
# trees' a.c have one key (same bytes, options, shape): each reading finds the other's entry stale
B = '#include "x.h"\nint f(int v) { return v + K; }\n'
case("header-local", {"a.c": B, "x.h": "#define K 1\n"}, {"a.c": B, "x.h": "#define K 2\n"},
     {"f": "behaviour_changed"}, reads=(2, 2))
# both trees: a.c includes <x.h> through the compile_commands.json of each tree (-I inc1 -I inc2)
ccdb = lambda: json.dumps([{"directory": ".", "file": "a.c", "arguments": ["cc", "-Iinc1", "-Iinc2", "-c", "a.c"]}])
C = '#include <x.h>\nint f(int v) { return v + K; }\n'
case("shadow", {"a.c": C, "inc2/x.h": "#define K 1\n", "compile_commands.json": ccdb()},
     {"a.c": C, "inc2/x.h": "#define K 1\n", "inc1/x.h": "#define K 3\n", "compile_commands.json": ccdb()},
     {"f": "behaviour_changed"}, reads=(0, 0))
D = '#include "y.h"\nint f(int v) { return v + 1; }\nint h(int v) { return v; }\n'
case("outside", {"a.c": D}, {"a.c": D.replace("v + 1", "1 + v")}, {"f": "equivalent"},
     args=["-I@/outside"], outside={"y.h": "#define UNUSED 1\n"}, reads=(2, 2))
E = '#include "../up.h"\nint f(int v) { return v + 1; }\n'
write(os.path.join(tmp, "escape"), {"up.h": "#define UNUSED 1\n"})
case("escape", {"a.c": E}, {"a.c": E.replace("v + 1", "1 + v")}, {"f": "equivalent"}, reads=(2, 2))
F1 = "int p(int v) { return v - 1; }\n"
F2 = "int q(int v) { return v * 3; }\nint r(int v) { return q(v) + 1; }\n"
case("same", {"a.c": F1, "b.c": F2}, {"a.c": F1, "b.c": F2.replace("v * 3", "3 * v")},
     {"q": "equivalent", "r": "equivalent"}, reads=(0, 0))

shutil.rmtree(tmp, ignore_errors=True)
if failures:
    print(f"{len(failures)} failed")
    sys.exit(1)
print("front-cache: all passed")
