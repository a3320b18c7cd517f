#!/usr/bin/env bash
# tests/diff/emit-tests.sh — `equiv diff --emit-tests DIR` on every pair with a behaviour_changed
# expectation: each emitted program is built with gcc from the user's own files exactly as its first
# comment says, run, and must reproduce the difference: exit 1, and print the old and new results
# that the verdict's (replayed) counterexample reports; for main(argc, argv) the emitted main.sh builds
# both programs and runs them on the argv, exits 1 and states both exit statuses. A difference where a version goes wrong has
# no emitted program (docs/equiv-diff.md), nor does an anonymous struct or a union; those are counted, not failed.
# Where the function's globals are compared (inputs marked "state"), the emitted FN.sh builds a driver
# per version that sets them and prints the result and each global after the call: it must exit 1
# and print what the replay reports (an integer global's value as its record holds it).
# A string result is described by the program as its replay is: "the string", null, or "pointer to
# element K of argument I".
# Usage: emit-tests.sh EQUIV [PAIR-DIR...]
set -u
EQUIV=${1:?usage: emit-tests.sh EQUIV [PAIR-DIR...]}
shift
here=$(cd "$(dirname "$0")" && pwd)
command -v gcc >/dev/null || { echo "emit-tests: gcc not found"; exit 77; }
if [ $# -eq 0 ]; then set -- "$here"/pairs/*/; fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
exec python3 - "$EQUIV" "$tmp" "$@" <<'PY'
import json, os, re, struct, subprocess, sys
equiv, tmp, dirs = sys.argv[1], sys.argv[2], sys.argv[3:]
# EQUIV_SHARD=K/N: only the pairs whose place in the list is K modulo N (CI time: the default suite
# runs one half, the long suite the other)
shard_k, shard_n = (int(x) for x in os.environ.get("EQUIV_SHARD", "0/1").split("/"))
dirs = [d for i, d in enumerate(dirs) if i % shard_n == shard_k]
fails, built, skipped = [], 0, 0
def value_text(v):
    if v["type"] == "agg":  # a struct result, cell by cell as the driver prints it
        return "{" + ", ".join(value_text(x) for x in v["items"]) + "}"
    if v["type"] == "bytes":  # a string result, as the emitted program describes it
        return '"' + "".join(c if " " <= c <= "~" and c not in '"\\' else "\\x%02x" % ord(c) for c in v["value"]) + '"'
    if v["type"] == "opaque":  # null, or a position in an array argument
        return v["value"]
    if v["type"] == "float":
        b = int(v["bits"], 16)
        x = struct.unpack("<d", struct.pack("<Q", b))[0] if v["width"] == 64 else struct.unpack("<f", struct.pack("<I", b))[0]
        return "nan" if x != x else x.hex()
    return str(int(v["value"]))
def printed(s):
    # the program prints %a for floats (gcc's hex float spelling), integers in decimal
    s = s.strip()
    if s.startswith("{") and s.endswith("}"):
        return "{" + ", ".join(printed(x) for x in s[1:-1].split(", ")) + "}"
    if re.match(r"^-?0x", s):
        x = float.fromhex(s)
        return "nan" if x != x else x.hex()
    if s in ("nan", "-nan"): return "nan"
    return s
def run_script(sh, tag):
    # an emitted script (main.sh, FN.sh): it must exit 1 (the difference reproduced); its lines
    # "SIDE: TEXT" by SIDE
    r = subprocess.run(["bash", sh], capture_output=True, text=True, timeout=120)
    if r.returncode != 1:
        fails.append(f"{tag}: {os.path.basename(sh)} exits {r.returncode}, not 1 (difference not reproduced): {r.stdout!r}")
    return dict(l.split(": ", 1) for l in r.stdout.splitlines() if ": " in l)
for d in dirs:
    d = d.rstrip("/")
    name = os.path.basename(d)
    want = [l.split()[1] for l in open(os.path.join(d, "expect")) if l.startswith("function ") and l.split()[2] == "behaviour_changed"]
    if not want: continue
    out = os.path.join(tmp, name)
    os.makedirs(out)
    p = subprocess.run([equiv, "diff", os.path.join(d, "old.c"), os.path.join(d, "new.c"), "--json", "--timeout", "10",
                        "--emit-tests", out], capture_output=True, text=True, timeout=300)
    if p.returncode != 0:
        fails.append(f"{name}: equiv diff exited {p.returncode}"); continue
    for f in json.loads(p.stdout)["functions"]:
        fn, cx = f["name"], f["counterexample"]
        if fn not in want or f["verdict"] != "behaviour_changed": continue
        src = os.path.join(out, fn + ".c")
        # a version that goes wrong or aborts (abended: the test program itself would die) gets no test
        if cx["old"]["result"] != "outcome" or cx["new"]["result"] != "outcome" or \
                "abended" in (cx["old"].get("kind"), cx["new"].get("kind")):
            skipped += 1
            if os.path.exists(src): fails.append(f"{name}/{fn}: a test was emitted although a version goes wrong")
            continue
        sh = os.path.join(out, "main.sh")
        if fn == "main" and os.path.exists(sh):
            # a whole program: the script builds both versions and runs them on the argv
            built += 1
            lines = run_script(sh, f"{name}/{fn}")
            for side in ("old", "new"):
                exp = f"exited {int(cx[side]['code']) % 256}"
                if lines.get(side) != exp:
                    fails.append(f"{name}/{fn}: main.sh says {side}: {lines.get(side)}, equiv's replay {exp}")
            continue
        fsh = os.path.join(out, fn + ".sh")
        kinds = (cx["old"].get("value", {}).get("type"), cx["new"].get("value", {}).get("type"))
        if fn != "main" and (any(i.get("state") or "type" in i for i in cx.get("inputs", [])) or f.get("state") or "agg" in kinds) \
                and os.path.exists(fsh):
            # globals compared (docs/equiv-diff.md, "Globals"), a struct argument or result: the script
            # builds a driver per version that sets them, calls fn and prints its result, each global
            # and each caller's array or struct after the call
            built += 1
            lines = run_script(fsh, f"{name}/{fn}")
            for side in ("old", "new"):
                if cx[side]["value"].get("type") != "void" and printed(lines.get(side, "?")) != value_text(cx[side]["value"]):
                    fails.append(f"{name}/{fn}: {fn}.sh prints {side}: {lines.get(side)}, equiv's replay {value_text(cx[side]['value'])}")
                for rec in cx[side].get("output", []):
                    # an integer global's value or a caller's struct or array after the call, as the
                    # replay's record writes it
                    if rec["stream"].startswith(("global ", "argument ")) and re.fullmatch(r"[-0-9{}, ]+", rec["text"]) and \
                            lines.get(side + " " + rec["stream"]) != rec["text"]:
                        fails.append(f"{name}/{fn}: {fn}.sh prints {side} {rec['stream']}: "
                                     f"{lines.get(side + ' ' + rec['stream'])}, equiv's replay {rec['text']}")
            continue
        if not os.path.exists(src) and ("agg" in kinds or any("type" in i or i.get("state") for i in cx.get("inputs", []))):
            skipped += 1  # an anonymous struct, a union, a global out of reach: no test is emitted for it (cc_emit.c)
            continue
        if not os.path.exists(src):
            fails.append(f"{name}/{fn}: no test emitted for a difference where both return"); continue
        head = open(src).read().split("*/", 1)[0]
        cmds = [l.strip()[2:].strip() for l in head.splitlines() if l.strip().startswith("*   gcc")]
        if len(cmds) != 3:
            fails.append(f"{name}/{fn}: the test does not state its three gcc commands"); continue
        ok = True
        for c in cmds:
            c = c.split(" && ")[0]
            q = subprocess.run(c, shell=True, cwd=out, capture_output=True, text=True)
            if q.returncode != 0:
                fails.append(f"{name}/{fn}: `{c}` failed: {q.stderr[:300]}"); ok = False; break
        if not ok: continue
        built += 1
        r = subprocess.run([os.path.join(out, fn)], capture_output=True, text=True, timeout=60)
        lines = dict(l.split(": ", 1) for l in r.stdout.splitlines() if ": " in l)
        if r.returncode != 1:
            fails.append(f"{name}/{fn}: the emitted test exits {r.returncode}, not 1 (difference not reproduced): {r.stdout!r}")
        for side in ("old", "new"):
            # what the call wrote on standard output (captured per call), as the replay's records hold it
            stdout_text = "".join(r["text"] for r in cx[side].get("output", []) if r["stream"] == "stdout")
            if side + " stdout" in lines or any(cx[s].get("output") and any(r["stream"] == "stdout" and r["text"] for r in cx[s]["output"]) for s in ("old", "new")):
                want_out = "".join(c if " " <= c <= "~" and c != "\\" else "\\x%02x" % ord(c) for c in stdout_text)
                if lines.get(side + " stdout") != want_out:
                    fails.append(f"{name}/{fn}: the gcc-built test prints {side} stdout: {lines.get(side + ' stdout')!r}, equiv's replay {want_out!r}")
            if cx[side]["value"].get("type") == "void": continue  # a caller's array or the output differs: exit 1 is the check
            exp = value_text(cx[side]["value"])
            got = printed(lines.get(side, "?"))
            if got != exp:
                fails.append(f"{name}/{fn}: the gcc-built test prints {side}: {got}, equiv's replay says {exp}")
print(f"emit-tests: {built} emitted tests built by gcc and run, {skipped} differences where a version goes wrong (no test)")
for f in fails: print("FAIL:", f)
sys.exit(1 if fails or built == 0 else 0)
PY
