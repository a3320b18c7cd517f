#!/usr/bin/env bash
# tests/tools/readme-flags.sh EQUIV SRC — the README matches the tool (issue 9 item 17): every flag in
# its command-line block is in that command's --help and every flag a command's --help lists is in
# the README; the README names no file outside the repository and every docs/ file it names exists.
set -uo pipefail
equiv=${1:?usage: readme-flags.sh EQUIV SRC} src=${2:?usage: readme-flags.sh EQUIV SRC}
python3 - "$equiv" "$src" <<'PY'
import re, subprocess, sys, os
equiv, src = sys.argv[1], sys.argv[2]
text = open(os.path.join(src, "README.md")).read()
block = text.split("## Command line", 1)[1].split("```", 2)[1]
cmds, cur = {}, None
for line in block.splitlines():
    m = re.match(r"equiv ((?:cobol (?:data )?)?\w+(?: \w+)?)", line)
    if m and not line.startswith("equiv --"):
        words = m.group(1).split()
        # the command is the known prefix: diff | check | c run | cobol parse | cobol run | cobol data convert|check
        n = 1 if words[0] in ("diff", "check") else 2 if words[0] == "c" or words[1] in ("parse", "run") else 3
        cur = " ".join(words[:n])
        cmds.setdefault(cur, set())
    if cur:
        cmds[cur] |= set(re.findall(r"(?<![\w-])(--[a-z][a-z-]*)", line))
fails = 0
for cmd, flags in cmds.items():
    h = subprocess.run([equiv] + cmd.split() + ["--help"], capture_output=True, text=True).stdout
    hflags = set(re.findall(r"(?<![\w-])(--[a-z][a-z-]*)", h)) - {"--help"}
    for f in sorted(flags - hflags):
        print(f"FAIL: README lists {f} for 'equiv {cmd}', its --help does not"); fails += 1
    for f in sorted(hflags - flags):
        print(f"FAIL: 'equiv {cmd} --help' lists {f}, the README does not"); fails += 1
if re.search(r"\.\./", text):
    print("FAIL: the README names a path outside the repository"); fails += 1
for d in re.findall(r"`(docs/[\w./-]+)`", text):
    if not os.path.exists(os.path.join(src, d)):
        print(f"FAIL: the README names {d}, which does not exist"); fails += 1
print(f"{len(cmds)} commands checked")
print(f"{1 if not fails else 0} passed, {fails} failed")
sys.exit(1 if fails else 0)
PY
