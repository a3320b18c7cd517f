#!/usr/bin/env python3
"""tests/rust/crate.py EQUIV — `equiv diff` on a crate of several files (tests/rust/crate/{old,new}/
src/lib.rs with `mod shapes;` and, in shapes.rs, `mod calc;`): the module files' functions get
verdicts, the struct defined in a module file is a symbolic parameter, and a location in a module
file names that file. The verdicts below are written from the Rust reference (u16 products and
sums widened to u32 cannot overflow; `k.min(100)` changes the product for k > 100) and each is
checked on rustc-built debug binaries of both crates (rlibs linked into one harness): a
counterexample must make them differ, an equivalence must hold on a grid of edge values."""
import json, os, subprocess, sys, tempfile

equiv = sys.argv[1]
here = os.path.join(os.path.dirname(os.path.abspath(__file__)), "crate")
rustc = os.environ.get("EQUIV_RUSTC") or next((p for p in [os.path.join(d, "rustc") for d in os.environ.get("PATH", "").split(":")]
                                               + [os.path.expanduser("~/.cargo/bin/rustc"), "/root/.cargo/bin/rustc"]
                                               if os.access(p, os.X_OK)), "rustc")
# the functions as rustc's MIR names them (its shortest unambiguous paths: `scaled`, but
# `calc::mul`, since `mul` alone would also name std's Mul::mul)
WANT = {"area": "equivalent", "perimeter": "equivalent", "square": "equivalent",
        "calc::mul": "equivalent", "scaled": "behaviour_changed"}
# how a harness calls each function on a row of argument values
CALL = {"area": lambda c, r: "%s::area(%s::Rect { w: %d, h: %d })" % (c, c, r[0], r[1]),
        "perimeter": lambda c, r: "%s::perimeter(%s::Rect { w: %d, h: %d })" % (c, c, r[0], r[1]),
        "square": lambda c, r: "{ let q = %s::shapes::square(%d); (q.w, q.h) }" % (c, r[0]),
        "calc::mul": lambda c, r: "%s::shapes::calc::mul(%d, %d)" % (c, r[0], r[1]),
        "scaled": lambda c, r: "%s::shapes::calc::scaled(%d, %d)" % (c, r[0], r[1] % 256)}
failed = 0
old, new = os.path.join(here, "old/src/lib.rs"), os.path.join(here, "new/src/lib.rs")
r = subprocess.run([equiv, "diff", old, new, "--all", "--json"], capture_output=True, text=True)
got = {f["name"]: f for f in json.loads(r.stdout)["functions"]}
rows = {}
for fn, want in WANT.items():
    f = got.get(fn)
    if not f or f["verdict"] != want:
        print("FAIL: %s: %s, want %s" % (fn, f and (f["verdict"], f.get("reason")), want)); failed += 1
        continue
    if want == "behaviour_changed":
        rows[fn] = [[int(i["value"]["value"]) for i in f["counterexample"]["inputs"]]]
    else:
        edge = [0, 1, 2, 7, 100, 101, 255, 256, 1000, 65534, 65535]
        rows[fn] = [[a, b] for a in edge for b in edge]
# (area's `equivalent` needs Rect's fields, which only shapes.rs defines)
# a location inside a module file names that file
e = subprocess.run([equiv, "rust", "run", old, "--function", "scaled", "--args", "65535,255", "--fuel", "3"],
                   capture_output=True, text=True)
if "shapes/calc.rs:" not in e.stdout + e.stderr:
    print("FAIL: a location in shapes/calc.rs: %s" % (e.stdout + e.stderr).strip()); failed += 1
with tempfile.TemporaryDirectory() as work:
    # rustc's error in a module file: one located error line naming that file, exit status 1
    os.makedirs(os.path.join(work, "bad/src"))
    open(os.path.join(work, "bad/src/lib.rs"), "w").write("mod m;\npub fn f() -> u8 { m::g() }\n")
    open(os.path.join(work, "bad/src/m.rs"), "w").write("pub fn g() -> u8 {\n    300\n}\n")
    e = subprocess.run([equiv, "rust", "run", os.path.join(work, "bad/src/lib.rs"), "--function", "f"], capture_output=True, text=True)
    lines = e.stderr.strip().splitlines()
    if e.returncode != 1 or len(lines) != 1 or not lines[0].startswith(os.path.join(work, "bad/src/m.rs") + ":2:5: error: [rustc]"):
        print("FAIL: rustc's error in a module file: %d %s" % (e.returncode, e.stderr.strip())); failed += 1
    flags = ["--edition", "2021", "-C", "overflow-checks=on", "-C", "debug-assertions=on"]
    for side in ("old", "new"):
        b = subprocess.run([rustc] + flags + ["--crate-type", "rlib", "--crate-name", side + "c", "-o",
                            os.path.join(work, "lib%sc.rlib" % side), os.path.join(here, side, "src/lib.rs")],
                           capture_output=True, text=True)
        if b.returncode:
            print("FAIL: rustc %s: %s" % (side, b.stderr[:400])); sys.exit(1)
    main = ["use std::panic;", "fn show<T: std::fmt::Debug>(f: impl FnOnce() -> T + panic::UnwindSafe) -> String {",
            "  match panic::catch_unwind(f) { Ok(v) => format!(\"{:?}\", v), Err(e) => format!(\"panic {:?}\", e.downcast_ref::<&str>()) } }",
            "fn main() { panic::set_hook(Box::new(|_| {}));"]
    order = []
    for fn, rs in rows.items():
        for row in rs:
            order.append(fn)
            main.append('  println!("{} | {}", show(|| %s), show(|| %s));' % (CALL[fn]("oldc", row), CALL[fn]("newc", row)))
    main.append("}")
    open(os.path.join(work, "h.rs"), "w").write("\n".join(main))
    b = subprocess.run([rustc] + flags + ["--extern", "oldc=" + os.path.join(work, "liboldc.rlib"), "--extern",
                        "newc=" + os.path.join(work, "libnewc.rlib"), "-o", os.path.join(work, "h"), os.path.join(work, "h.rs")],
                       capture_output=True, text=True)
    if b.returncode:
        print("FAIL: harness: %s" % b.stderr[:600]); sys.exit(1)
    out = subprocess.run([os.path.join(work, "h")], capture_output=True, text=True).stdout.splitlines()
    for fn, line in zip(order, out):
        o, n = line.split(" | ")
        if (WANT[fn] == "equivalent") != (o == n):
            print("FAIL: %s (%s) on the binaries: %s / %s" % (fn, WANT[fn], o, n)); failed += 1
print("%d functions, %d failed" % (len(WANT), failed))
sys.exit(1 if failed else 0)
