#!/usr/bin/env python3
# layout-cobc.py — checks layout.c against GnuCOBOL: for a few corpus programs, prints the size of
# every level-01/77 item from our layout and from a generated program compiled with cobc -std=ibm
# that DISPLAYs FUNCTION LENGTH / LENGTH OF of each, and compares. Usage: layout-cobc.py DUMP_TOOL
import os, re, shutil, subprocess, sys, tempfile

PROGRAMS = ["LEVELS", "TABLES", "USAGES", "INVEURO", "INITMOVE", "NATIONAL", "MSTRUPD", "FUNCS",
            "STRBUILD", "CTLBRK", "ARITH", "REFMOD", "SYNCS"]
# GnuCOBOL-vs-IBM differences (tests/cobol/ibm-vs-gnucobol.md, L1): pointers are 8 bytes on x86-64
# in cobc, 4 bytes (31-bit addressing) in IBM Enterprise COBOL; L2: cobc 3.1 stores national
# decimal items (PIC 9 USAGE NATIONAL) in 1 byte per digit, IBM in 2. Such items are not compared.
POINTER_CATEGORY = "POINTER"


def main():
    dump = sys.argv[1]
    if not shutil.which("cobc"):
        print("cobc not found: skipped")
        return 77
    src_root = os.environ.get("EQUIV_SRC", os.path.join(os.path.dirname(__file__), "../../.."))
    equiv = os.environ["EQUIV"]
    corpus = os.path.join(src_root, "tests/cobol/corpus")
    here = os.path.join(src_root, "tests/cobol/layout")
    failed = checked = 0
    with tempfile.TemporaryDirectory() as tmp:
        for name in PROGRAMS:
            path = os.path.join(corpus, name + ".cbl")
            if not os.path.exists(path):
                path = os.path.join(here, name + ".cbl")
            if not os.path.exists(path):
                continue
            js = os.path.join(tmp, name + ".json")
            subprocess.run([equiv, "cobol", "parse", path, "-I", os.path.join(corpus, "copy"),
                            "-o", js], check=True, capture_output=True)
            out = subprocess.run([dump, js], capture_output=True, text=True).stdout.splitlines()
            ours, prog = {}, None
            for line in out:
                if line.startswith("PROGRAM"):
                    if "ERROR" in line:
                        print(line)
                        failed += 1
                    prog = line.split()[1]
                    continue
                f = line.split()
                if (prog == name and f[0] != "FILLER" and f[1] in ("1", "77") and
                        f[5] != POINTER_CATEGORY and f[6] != "?" and
                        not (f[5] == "NUMERIC" and f[7] == "national")):
                    ours.setdefault(f[0], int(f[6]))
            if not ours:
                continue
            # The same program with a DISPLAY of each item's length first in the procedure.
            text = open(path, encoding="latin-1").read()
            lines = text.split("\n")
            idx = next(i for i, l in enumerate(lines)
                       if re.match(r"^.{6} +PROCEDURE +DIVISION", l, re.I))
            # Insert after the header sentence (the line ending with a period).
            j = idx
            while not lines[j].rstrip().endswith("."):
                j += 1
            disp = ["           DISPLAY 'LEN %s ' LENGTH OF %s" % (n, n) for n in ours]
            prog_text = "\n".join(lines[:j + 1] + disp + ["           STOP RUN."] + lines[j + 1:])
            src = os.path.join(tmp, name + ".cbl")
            open(src, "w", encoding="latin-1").write(prog_text)
            exe = os.path.join(tmp, name)
            r = subprocess.run(["cobc", "-std=ibm", "-x", "-I", os.path.join(corpus, "copy"),
                                "-o", exe, src], capture_output=True, text=True)
            if r.returncode != 0:
                print("%s: cobc failed: %s" % (name, r.stderr[:400]))
                failed += 1
                continue
            res = subprocess.run([exe], capture_output=True, text=True, timeout=60,
                                 stdin=subprocess.DEVNULL).stdout
            theirs = {}
            for line in res.splitlines():
                m = re.match(r"LEN (\S+) \+?0*(\d+)", line)
                if m:
                    theirs[m.group(1)] = int(m.group(2))
            for n, size in ours.items():
                checked += 1
                if theirs.get(n) != size:
                    failed += 1
                    print("DIFF %s %s: ours %s cobc %s" % (name, n, size, theirs.get(n)))
    print("layout: %d items checked, %d failed" % (checked, failed))
    return 1 if failed or not checked else 0


if __name__ == "__main__":
    sys.exit(main())
