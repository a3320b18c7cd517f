#!/usr/bin/env python3
"""tests/migrate/xcopyra_proof.py EQUIV — equiv migrate's proof for a COBOL loop that reads ahead
(tests/migrate/xcopyra: a priming READ, PERFORM … UNTIL NOT IN-OK, the next READ ending the
paragraph, MIGFEE's shape) against translations that read at the top of their loop, and for an
input file the interface lets be absent (that one input run on both sides, the proof for the rest).

Each case: the COBOL program, the interface, the translation, extra flags, and what must come out.
`equivalent` must carry the proof's words; every wrong twin must not be `equivalent`: with the
search it is `behaviour_changed` (replayed), with one round (the search misses it) the proof is
called or refused and the verdict is `unknown`. The verdicts were checked on cobc and the rustc
binaries (XCOPYRA and xcopyra.rs agree on files of 0 to 3 records and on an absent TRANIN;
skip-first drops the first record, test-after writes one record of X'00' on an empty file, xcopy.rs
panics on an absent TRANIN). Then the same alignment between two COBOL versions (equiv diff). Long
suite: each proof takes about 17 s of CPU in the release build."""
import json, os, subprocess, sys, tempfile

EQUIV = os.path.abspath(sys.argv[1])
MIG = os.path.dirname(os.path.abspath(__file__))
RA = os.path.join(MIG, "xcopyra")
OK_RS, XCOPY_RS = os.path.join(RA, "xcopyra.rs"), os.path.join(MIG, "xcopy", "xcopy.rs")
PRESENT, ABSENT = os.path.join(RA, "interface.json"), os.path.join(RA, "interface-absent.json")


def equivalent(*words):
    def ok(r):
        return r.get("verdict") == "equivalent" and all(w in (r.get("proof") or "") for w in words)
    return ok


def changed(r):
    cx = r.get("counterexample") or {}
    return r.get("verdict") == "behaviour_changed" and "replayed" in (cx.get("replay") or "") and r.get("proof") is None


def unknown(*words):
    def ok(r):
        return r.get("verdict") == "unknown" and r.get("proof") is None and all(w in (r.get("reason") or "") for w in words)
    return ok


# a short search leaves the proof its time (the default search took most of the check's time limit
# at load 25)
PROOF = ["--rounds", "20", "--timeout", "900"]
CASES = [
    ("XCOPYRA.cbl", PRESENT, XCOPY_RS, PROOF, equivalent("reads ahead", "by induction over the records")),
    ("XCOPYRA.cbl", ABSENT, OK_RS, PROOF, equivalent("reads ahead", "where TRANIN is absent, the one such input")),
    ("XCOPYRA.cbl", ABSENT, XCOPY_RS, [], changed),
    ("XCOPYRA.cbl", ABSENT, XCOPY_RS, ["--rounds", "1"], unknown("TRANIN may be absent and the runs with it absent are not related")),
    ("bugs/skip-first.cbl", PRESENT, XCOPY_RS, [], changed),
    ("bugs/skip-first.cbl", PRESENT, XCOPY_RS, ["--rounds", "1"], unknown("was not proved")),
    ("bugs/test-after.cbl", PRESENT, XCOPY_RS, [], changed),
]

fails = 0
with tempfile.TemporaryDirectory() as tmp:
    for cbl, iface, rs, extra, want in CASES:
        name = f"{cbl} / {os.path.basename(iface)} / {os.path.basename(rs)} {' '.join(extra)}".strip()
        p = subprocess.run([EQUIV, "migrate", os.path.join(RA, cbl), "--interface", iface, "--rust", rs, "--json"] + extra,
                           capture_output=True, text=True, cwd=tmp)
        try:
            r = json.loads(p.stdout)
        except ValueError:
            r = {"stdout": p.stdout[:500], "stderr": p.stderr[:500]}
        if want(r):
            print(f"{name}: {r['verdict']}: ok")
        else:
            fails += 1
            print(f"FAIL: {name}:", json.dumps(r)[:1500])
    # the same alignment between two COBOL versions (equiv diff): XCOPY reads at the top of its
    # loop, XCOPYRA (renamed XCOPY: diff pairs programs by name) ahead; equivalent for files of any
    # length, and skip-first is not (checked on cobc above)
    for cbl, want in [("XCOPYRA.cbl", "equivalent"), ("bugs/skip-first.cbl", "behaviour_changed")]:
        new = os.path.join(tmp, "XCOPY-" + os.path.basename(cbl))
        with open(os.path.join(RA, cbl)) as f, open(new, "w") as g:
            g.write(f.read().replace("PROGRAM-ID. XCOPYRA.", "PROGRAM-ID. XCOPY."))
        p = subprocess.run([EQUIV, "diff", os.path.join(MIG, "xcopy", "XCOPY.cbl"), new, "--json"], capture_output=True,
                           text=True, cwd=tmp)
        try:
            fn = json.loads(p.stdout)["functions"][0]
        except (ValueError, KeyError, IndexError):
            fn = {"stdout": p.stdout[:500], "stderr": p.stderr[:500]}
        proof_ok = want != "equivalent" or "by induction over the records" in (fn.get("proof") or "")
        if fn.get("verdict") == want and proof_ok:
            print(f"equiv diff XCOPY {cbl}: {want}: ok")
        else:
            fails += 1
            print(f"FAIL: equiv diff XCOPY {cbl}:", json.dumps(fn)[:1500])
print(f"{len(CASES) + 2 - fails} passed, {fails} failed")
sys.exit(1 if fails else 0)
