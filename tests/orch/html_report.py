#!/usr/bin/env python3
"""tests/orch/html_report.py EQUIV — `equiv diff OLD_DIR NEW_DIR --html FILE` opened in a real headless
browser (Debian's chromium; the test FAILS when it is missing: scripts/bootstrap installs it).

Two trees whose functions get all four verdicts, one printing `<script>…</script> &` on its
counterexample and one in a directory whose name holds `&` and `<`. Checked: the page as chromium
builds it (--dump-dom) has one row per function of the --json report, in its order, with its
verdict; the printed text and the names come back as text, unchanged (escaped, no script of
theirs ran, one <script> element in the page); #sort=verdict (applied by the page's script on
load) orders the rows worst verdict first; the page makes no network request (chromium's NetLog
has no request from the page, and a control page with an <img> from the network shows that such
a request is seen)."""
import html.parser, json, os, re, shutil, subprocess, sys, tempfile

EQUIV = os.path.abspath(sys.argv[1])
tmp = tempfile.mkdtemp(prefix="equiv-orch-html-")
failures = []

def fail(msg):
    failures.append(msg)
    print("FAIL:", msg, flush=True)

def finish():
    shutil.rmtree(tmp, ignore_errors=True)
    if failures:
        print(f"{len(failures)} failed")
        sys.exit(1)
    print("html: all passed")
    sys.exit(0)

WEIRD_DIR = "q&<b>"
OLD = {
    "lib/a.c": """#include <stdio.h>
int greet(int x) { if (x > 5) printf("<script>document.title='pwned'</script> & %d<b>\\n", x); return x; }
int same(int x) { return x + 1; }
int d(int a, int b) { return a / b; }
""",
    WEIRD_DIR + "/m.c": """struct pt { int a, b; };
int first(int x) { struct pt q = {x, 0}; return q.a + q.b; }
int twice(int x) { return x * 2; }
""",
}
NEW = {
    "lib/a.c": """#include <stdio.h>
int greet(int x) { if (x > 5) printf("<script>document.title='pwned'</script> & %d<i>\\n", x); return x; }
int same(int x) { return 1 + x; }
int d(int a, int b) { return b == 0 ? 0 : a / b; }
""",
    WEIRD_DIR + "/m.c": """struct pt { int a, b; };
int first(int x) { struct pt q = (struct pt){x, 0}; return q.a + q.b; }
int twice(int x) { return x + x; }
""",
}
# from C's rules: greet prints another text (behaviour_changed); same and twice are the same
# arithmetic (equivalent); d no longer divides by zero (C11 6.5.5p5: only where old went wrong);
# first uses a compound literal, outside the model (unknown, reason unsupported)
EXPECT = {"greet": "behaviour_changed", "same": "equivalent", "d": "changed_only_where_old_unsafe",
          "first": "unknown", "twice": "equivalent"}
RANK = ["behaviour_changed", "changed_only_where_old_unsafe", "unknown", "equivalent"]

for side, files in (("old", OLD), ("new", NEW)):
    for rel, text in files.items():
        path = os.path.join(tmp, side, rel)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        open(path, "w").write(text)

report = os.path.join(tmp, "report.html")
p = subprocess.run([EQUIV, "diff", os.path.join(tmp, "old"), os.path.join(tmp, "new"), "--json", "--html", report],
                   capture_output=True, text=True, timeout=300)
if p.returncode != 0:
    fail(f"equiv diff --html: exit {p.returncode}: {p.stderr}")
    finish()
rep = json.loads(p.stdout)
got = {f["name"]: f["verdict"] for f in rep["functions"]}
if got != EXPECT:
    fail(f"verdicts {got}, expected {EXPECT}")
text = open(report, encoding="utf-8").read()

# the file alone: no resource named outside it, a policy that forbids fetching
if re.search(r"\b(src|href)\s*=|https?:|//[a-z]|@import|url\(", text, re.I):
    fail("the HTML names an outside resource: " + re.search(r"\b(src|href)\s*=|https?:|//[a-z]|@import|url\(", text, re.I).group(0))
if "default-src 'none'" not in text:
    fail("no Content-Security-Policy default-src 'none'")
if "<script>document" in text or "& 7" in text:
    fail("a counterexample's printed text is in the HTML unescaped")

chromium = shutil.which("chromium") or shutil.which("chromium-browser")
if not chromium:
    fail("chromium is not installed (scripts/bootstrap installs Debian's chromium): the HTML report is untested")
    finish()

FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking",
         "--disable-component-update", "--disable-sync", "--disable-default-apps"]

def dump(url, netlog=None):
    profile = tempfile.mkdtemp(dir=tmp, prefix="profile-")
    args = [chromium, *FLAGS, f"--user-data-dir={profile}"]
    if netlog:
        args.append(f"--log-net-log={netlog}")
    p = subprocess.run([*args, "--dump-dom", url], capture_output=True, text=True, timeout=120)
    if p.returncode != 0 or "<html" not in p.stdout:
        fail(f"chromium on {url}: exit {p.returncode}: {p.stderr[-500:]}")
    return p.stdout

class Rows(html.parser.HTMLParser):
    """the rows of table#units: per row, the text of each cell by its class; the title; <script>s"""
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.rows, self.cell, self.title, self.in_title, self.scripts, self.sorted = [], None, "", False, 0, None
    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "table" and a.get("id") == "units":
            self.sorted = a.get("data-sorted")
        if tag == "tr" and "unit" in (a.get("class") or "").split():
            self.rows.append({"_verdict": a.get("data-verdict")})
        elif tag == "td" and self.rows and self.cell is None:
            self.cell = a.get("class") or "?"
            self.rows[-1][self.cell] = ""
        elif tag == "title":
            self.in_title = True
        elif tag == "script":
            self.scripts += 1
    def handle_endtag(self, tag):
        if tag == "td":
            self.cell = None
        elif tag == "title":
            self.in_title = False
    def handle_data(self, data):
        if self.cell is not None:
            self.rows[-1][self.cell] += data
        elif self.in_title:
            self.title += data

def parse(dom):
    r = Rows()
    r.feed(dom)
    return r

# 1. as opened: the rows of the JSON report, in its order, texts unchanged; no request
url = "file://" + report
netlog = os.path.join(tmp, "net.json")
page = parse(dump(url, netlog))
want = [(f["name"], f["verdict"]) for f in rep["functions"]]
have = [(r.get("function"), r.get("verdict")) for r in page.rows]
if have != want:
    fail(f"rows {have}, the JSON report has {want}")
else:
    print(f"--html: {len(have)} rows with the JSON report's functions and verdicts: ok")
if page.scripts != 1 or "pwned" in page.title:
    fail(f"{page.scripts} script elements, title {page.title!r}: text from the report ran as a script")
for r, f in zip(page.rows, rep["functions"]):
    place = f["loc"] or f["file"]
    if r.get("file") != place:
        fail(f"{f['name']}: place {r.get('file')!r}, expected {place!r}")
    cex = f["counterexample"]
    if f["name"] == "greet":
        printed = [o["text"] for s in ("old", "new") for o in cex[s].get("output", []) if o["text"]]
        if not printed or "<script>" not in printed[0]:
            fail(f"greet's counterexample printed {printed}: the test lost its hostile text")
    if f["reason"] and f["reason"] not in r.get("reason", ""):
        fail(f"{f['name']}: reason {f['reason']!r} not in the row ({r.get('reason')!r})")
greet = [r for r in page.rows if r.get("function") == "greet"]
gf = [f for f in rep["functions"] if f["name"] == "greet"][0]
if greet:
    for s in ("old", "new"):
        t = gf["counterexample"][s]["output"][0]["text"]
        if t not in greet[0].get(s, ""):
            fail(f"greet: printed text {t!r} ({s}) is not shown as text in {greet[0].get(s)!r}")
    if "greet(x = " not in greet[0].get("input", ""):
        fail(f"greet: counterexample input cell {greet[0].get('input')!r}")
if not any(WEIRD_DIR in r.get("file", "") for r in page.rows):
    fail(f"no row shows the place {WEIRD_DIR}/m.c as text")

def page_requests(path):
    """URLs of requests a page made (its network isolation key is the file:// site), from a NetLog"""
    try:
        log = json.load(open(path))
    except (OSError, ValueError) as e:
        fail(f"chromium's NetLog {path}: {e}")
        return None
    types = {v: k for k, v in log["constants"]["logEventTypes"].items()}
    urls = []
    for e in log["events"]:
        p = e.get("params") or {}
        if types.get(e["type"]) == "URL_REQUEST_START_JOB" and str(p.get("network_isolation_key", "")).startswith("file://"):
            urls.append(p.get("url"))
    return urls

reqs = page_requests(netlog)
if reqs:
    fail(f"the report made network requests: {reqs}")
elif reqs is not None:
    print("--html: no network request from the page: ok")

# 2. sorted by verdict through the fragment the script reads on load
page2 = parse(dump(url + "#sort=verdict"))
order = [r.get("verdict") for r in page2.rows]
expected = [v for _, v in sorted(((RANK.index(v), i), v) for i, (_, v) in enumerate(want))]
if [v for _, v in want] == expected:
    fail("the report's own order is already sorted by verdict: the sort is not tested")
if order != expected or page2.sorted != "verdict":
    fail(f"#sort=verdict: rows {order} (table data-sorted {page2.sorted!r}), expected {expected}")
else:
    print(f"--html: #sort=verdict orders the rows {order}: ok")

# 3. the control: a page that does load from the network shows in the NetLog as a page request
control = os.path.join(tmp, "control.html")
open(control, "w").write('<!DOCTYPE html><html><body><img src="http://127.0.0.1:9/x.png"></body></html>')
netlog2 = os.path.join(tmp, "net2.json")
dump("file://" + control, netlog2)
reqs = page_requests(netlog2)
if reqs is not None and not any("127.0.0.1:9" in (u or "") for u in reqs):
    fail(f"the control page's network request is not seen in the NetLog ({reqs}): the no-request check proves nothing")

finish()
