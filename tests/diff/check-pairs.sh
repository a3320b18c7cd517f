#!/usr/bin/env bash
# tests/diff/check-pairs.sh — sanity checks of the change-pair corpus against gcc, independent of Equiv:
# the expected verdicts in tests/diff/pairs/*/expect are tested on gcc-compiled binaries (UBSan traps on).
#
# Usage: check-pairs.sh [PAIRS_DIR] [INPUTS_PER_FUNCTION]   (default: the pairs next to this script, 20000)
#
# For every `function NAME VERDICT` line, both old.c and new.c are compiled with a small driver
# (gcc -std=c11 -O0 -fsanitize=undefined,float-cast-overflow -fsanitize-undefined-trap-on-error) that
# calls NAME on many inputs; an input on which a version traps (UBSan: signed overflow, division by
# zero, INT_MIN / -1, shift out of range, out-of-bounds index of a declared array, out-of-range
# double-to-int conversion) or crashes counts as "goes wrong". Inputs are the edge values of each
# parameter type (0, ±1, INT_MIN, INT_MAX, -0.0, NaN, ±inf, …), their combinations and random values.
# Then, by verdict:
#   equivalent                     every input: same outcome (same value bits, or both go wrong)
#   changed_only_where_old_unsafe  every input: old goes wrong or both agree; `# ub-witness: f(…)`
#                                  must make old go wrong and new not
#   behaviour_changed              `# witness: f(…)`: old defined and new different (or new goes wrong)
#   unknown                        not checked
# These are sanity checks on finitely many inputs: they can refute an expectation, never prove one.
# Lines of `expect` used here besides the README's: `# witness: f(ARGS)`, `# ub-witness: f(ARGS)`
# (ARGS as in C; an array argument as {1, 2, 3}; doubles also nan, inf, -0.0) and
# `# check-range: PARAM LO HI` (bounds the inputs of an integer parameter here, e.g. a loop count,
# so the gcc runs stay short; it does not restrict the verdict).
# Parameters may be integer types (also size_t and <stdint.h> types), double, and arrays of integers
# (`const unsigned char *`, `int *`, ...), or null (`# witness: f(null, 3)`;
# random inputs pass null for one array in eight); a SIGABRT (abort, a failed assert) is the outcome "abended"
# (the int parameter after an array is taken as its length: the driver passes an array of exactly that many elements).
# Structs of integer and double members: by value (`struct T`, `# witness: f({1, 2})`), behind a
# pointer (`struct T *`, null or the struct; printed after the call), and as results. A line `# asan`
# in `expect` builds the pair with AddressSanitizer too and runs at most 60 random inputs: an ASan report
# (use after free, double free, a heap overflow) ends the process and is going wrong for its input.
# Globals (docs/equiv-diff.md, "Globals"): a line `# globals: g counter table` names the pair's
# globals that are part of each call's outcome; the driver then includes the version's file (static
# ones too are in reach), prints each global's bytes after every call, and sets them before it: a
# random input gives each one random bytes or keeps what the calls before left, and a witness sets
# integers as `# witness: f(1) [g=5, counter=-1]` (the value's low bytes; the rest of the object 0).
set -u
here=$(cd "$(dirname "$0")" && pwd)
pairs=${1:-$here/pairs}
count=${2:-20000}
command -v gcc >/dev/null || { echo "check-pairs: gcc not found"; exit 77; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
python3 - "$pairs" "$count" "$tmp" <<'PY'
import ast, os, random, re, struct, subprocess, sys

pairs_dir, per_fn, tmp = sys.argv[1], int(sys.argv[2]), sys.argv[3]
rng = random.Random(20240905)

INT_TYPES = {  # C type -> (min, max, printf cast)
    "char": (-128, 127), "signed char": (-128, 127), "unsigned char": (0, 255),
    "short": (-2**15, 2**15 - 1), "unsigned short": (0, 2**16 - 1),
    "int": (-2**31, 2**31 - 1), "unsigned": (0, 2**32 - 1), "unsigned int": (0, 2**32 - 1),
    "long": (-2**63, 2**63 - 1), "long long": (-2**63, 2**63 - 1),
    "unsigned long": (0, 2**64 - 1), "unsigned long long": (0, 2**64 - 1), "_Bool": (0, 1),
    "size_t": (0, 2**64 - 1), "ptrdiff_t": (-2**63, 2**63 - 1),
    "int8_t": (-128, 127), "uint8_t": (0, 255), "int16_t": (-2**15, 2**15 - 1), "uint16_t": (0, 2**16 - 1),
    "int32_t": (-2**31, 2**31 - 1), "uint32_t": (0, 2**32 - 1), "int64_t": (-2**63, 2**63 - 1),
    "uint64_t": (0, 2**64 - 1),
}

def norm_type(t):
    t = re.sub(r"\bconst\b", "", t)
    return " ".join(t.replace("*", " * ").split())

def parse_sig(src, name):
    """(return type, [(type, param name)]) of the definition of `name` in src, or None."""
    m = re.search(r"(?m)^((?:[A-Za-z_][A-Za-z0-9_]*[ \t*]+)+?)" + re.escape(name) + r"\s*\(([^)]*)\)\s*\{", src)
    if not m:
        return None
    ret = norm_type(m.group(1).replace("static", "").replace("inline", ""))
    params = []
    for p in m.group(2).split(","):
        p = p.strip()
        if p in ("", "void"):
            continue
        pm = re.match(r"(.*?)([A-Za-z_][A-Za-z0-9_]*)$", p)
        params.append((norm_type(pm.group(1)), pm.group(2)))
    return ret, params

def kind(t):
    if t in INT_TYPES: return "int"
    if t == "double": return "double"
    if t.endswith(" *") and t[:-2] in INT_TYPES and t[:-2] != "_Bool": return "array"
    if re.fullmatch(r"struct \w+ \*", t) and struct_fields(t[7:-2]) is not None: return "struct"
    if re.fullmatch(r"struct \w+", t) and struct_fields(t[7:]) is not None: return "structv"
    return None

STRUCTS = {}  # struct tag -> [(field type, field name)] of the pair being checked (scalar fields only)
STRUCT_DEFS = []  # their definitions' text, for the driver (the same members: compatible types, C11 6.2.7)

def read_structs(src):
    STRUCTS.clear()
    STRUCT_DEFS.clear()
    for m in re.finditer(r"(struct|union)\s+(\w+)\s*\{([^{}]*)\}\s*;", src):
        STRUCT_DEFS.append(m.group(0))
        if m.group(1) == "union":
            continue  # a struct member's type only (unions are no parameter kind here)
        fields = []
        for decl in m.group(3).split(";"):
            decl = decl.strip()
            if not decl: continue
            dm = re.match(r"(.*?)\s*([A-Za-z_]\w*(?:\s*,\s*[A-Za-z_]\w*)*)$", decl)
            ft = norm_type(dm.group(1)) if dm else ""
            if ft not in INT_TYPES and ft != "double":
                fields = None; break
            fields += [(ft, n.strip()) for n in dm.group(2).split(",")]
        STRUCTS[m.group(2)] = fields

def struct_fields(tag):
    return STRUCTS.get(tag)

def elem_type(t):
    """The element type of an array parameter type ("unsigned char *" -> "unsigned char")."""
    return t[:-2]

def edges_int(t):
    lo, hi = INT_TYPES[t]
    vals = {0, 1, 2, 3, 7, 8, 10, 12, 13, 15, 16, 18, 31, 32, 33, 46, 47, 100, 200, 255, 256, 1000, 1001,
            2000, 32767, 32768, 46340, 46341, 65535, 65536, 2**31 - 1, 2**31, 2**32 - 1, 2**63 - 1}
    vals |= {-v for v in vals} | {-2**31, -2**31 + 1, -2**63}
    return sorted(v for v in vals if lo <= v <= hi)

DOUBLE_EDGES = ["0.0", "-0.0", "1.0", "-1.0", "0.5", "-0.5", "2.5", "-2.5", "0.29", "1e-7", "1e-9",
                "1e16", "-1e16", "3e9", "-3e9", "2147483647.0", "2147483648.0", "-2147483648.0",
                "-2147483649.0", "-2147483648.9", "1.7976931348623157e308", "4.9e-324", "2.2250738585072014e-308",
                "nan", "-nan", "inf", "-inf"]

def rand_int(t, lohi):
    lo, hi = lohi
    r = rng.random()
    if r < 0.4 and lo <= 50 and hi >= -50:
        return rng.randint(max(lo, -50), min(hi, 50))
    if r < 0.6:
        e = [v for v in edges_int_cache[t] if lo <= v <= hi]
        if e: return rng.choice(e)
    return rng.randint(lo, hi)

def rand_double():
    r = rng.random()
    if r < 0.3: return rng.choice(DOUBLE_EDGES)
    if r < 0.6: return repr(rng.uniform(-100, 100))
    if r < 0.7: return repr(float(rng.randint(-20, 20)) / 4)
    bits = rng.getrandbits(64)
    return "bits:%016x" % bits

edges_int_cache = {t: edges_int(t) for t in INT_TYPES}

STRING_RESULTS = ("char *", "signed char *", "unsigned char *")
STRING_ALPHABET = [ord(c) for c in " :ax0-9+\t"]

def rand_string():
    """A NUL-terminated character array as driver tokens: its length, its bytes, the NUL last."""
    n = rng.choice([0, 1, 2, 3, rng.randint(0, 20)])
    b = [rng.choice(STRING_ALPHABET) if rng.random() < 0.8 else rng.randint(1, 127) for _ in range(n)] + [0]
    return " ".join([str(len(b))] + [str(x) for x in b])

def driver(ret, params, name, globs=()):
    """C source of a driver reading one input per line and printing one outcome per line. With
    globals (`# globals:`), it includes the version's file (@SRC@) and sets and prints them."""
    decl = ", ".join(t + " " + n for t, n in params)
    body, args, post = [], [], []
    for i, (t, n) in enumerate(params):
        k = kind(t)
        if k == "int":
            body.append(f"  {t} a{i} = ({t})strtoll(next_tok(&cur), NULL, 0);")
            if INT_TYPES[t][1] > 2**63 - 1:
                body[-1] = f"  {t} a{i} = ({t})strtoull(next_tok(&cur), NULL, 0);"
        elif k == "double":
            body.append(f"  double a{i} = parse_double(next_tok(&cur));")
        elif k == "struct":
            # "null", or one value per field in order: a pointer to a struct the driver fills
            tag = t[7:-2]
            body.append(f"  struct {tag} s{i}; struct {tag} *a{i} = &s{i};")
            body.append(f"  if (!strcmp(cur_peek(cur), \"null\")) {{ a{i} = NULL; next_tok(&cur); }} else {{")
            for ft, fn in struct_fields(tag):
                conv = "parse_double(next_tok(&cur))" if ft == "double" else f"({ft})strtoll(next_tok(&cur), NULL, 0)"
                body.append(f"    s{i}.{fn} = {conv};")
            body.append("  }")
            # the caller's struct after the call (an output where the function may store into it)
            post.append(f"  if (a{i}) {{")
            for ft, fn in struct_fields(tag):
                post.append(f"    {{ double d = s{i}.{fn}; uint64_t b; memcpy(&b, &d, 8); printf(\" %016llx\", (unsigned long long)b); }}"
                            if ft == "double" else f"    printf(\" %lld\", (long long)s{i}.{fn});")
            post.append("  }")
        elif k == "structv":
            # a struct by value: one value per field in order
            tag = t[7:]
            body.append(f"  struct {tag} a{i};")
            for ft, fn in struct_fields(tag):
                conv = "parse_double(next_tok(&cur))" if ft == "double" else f"({ft})strtoll(next_tok(&cur), NULL, 0)"
                body.append(f"  a{i}.{fn} = {conv};")
        else:
            # "null" passes the null pointer (a pointer parameter may be null: docs/equiv-diff.md)
            body.append(f"  char *t{i} = next_tok(&cur);")
            body.append(f"  long l{i} = strcmp(t{i}, \"null\") ? strtol(t{i}, NULL, 0) : -1;")
            e = elem_type(t)
            body.append(f"  {e} *a{i} = l{i} < 0 ? NULL : malloc(sizeof({e}) * (size_t)(l{i} > 0 ? l{i} : 1));")
            body.append(f"  for (long j = 0; j < l{i}; j++) a{i}[j] = ({e})strtoll(next_tok(&cur), NULL, 0);")
            post.append(f"  for (long j = 0; j < l{i}; j++) printf(\" %lld\", (long long)a{i}[j]);")
            post.append(f"  free(a{i});")
        args.append(f"a{i}")
    for j, g in enumerate(globs):
        # "-": as the calls before left it; "i:V": the integer V's low bytes; "r:S": bytes from seed S
        body.append(f"  set_global(&{g}, sizeof {g}, next_tok(&cur));")
        post.append(f"  printf(\" {g}:\"); for (size_t j = 0; j < sizeof {g}; j++) printf(\"%02x\", ((unsigned char *)&{g})[j]);")
    call = f"{name}({', '.join(args)})"
    if ret in STRING_RESULTS:
        # a string result (docs/equiv-diff.md): null, a position in an array argument (what the
        # caller can subtract its pointer from), or else the string it points to, up to its NUL
        arrs = [i for i, (t, n) in enumerate(params) if kind(t) not in ("int", "double", "struct", "structv")]
        into = "".join(f" else if (a{i} && (uintptr_t)r >= (uintptr_t)a{i} && (uintptr_t)r <= (uintptr_t)(a{i} + (l{i} > 0 ? l{i} : 1)))"
                       f" printf(\"p{i}:%ld\", (long)(((uintptr_t)r - (uintptr_t)a{i}) / sizeof *a{i}));"
                       for i in arrs)
        callret = (f"  const unsigned char *r = (const unsigned char *){call};\n"
                   f"  if (!r) printf(\"null\");{into} else {{ printf(\"s\"); for (; *r; r++) printf(\"%02x\", *r); }}")
    elif ret == "void":
        callret = f"  {call};\n  printf(\"void\");"
    elif ret == "double":
        callret = f"  double r = {call};\n  uint64_t b; memcpy(&b, &r, 8); printf(\"%016llx\", (unsigned long long)b);"
    elif re.fullmatch(r"struct \w+", ret) and struct_fields(ret[7:]) is not None:
        lines = [f"  struct {ret[7:]} r = {call};"]
        for ft, fn in struct_fields(ret[7:]):
            lines.append(f"  {{ double d = r.{fn}; uint64_t b; memcpy(&b, &d, 8); printf(\"%016llx \", (unsigned long long)b); }}"
                         if ft == "double" else f"  printf(\"%lld \", (long long)r.{fn});")
        callret = "\n".join(lines)
    elif ret in INT_TYPES and INT_TYPES[ret][0] < 0:
        callret = f"  long long r = {call};\n  printf(\"%lld\", r);"
    else:
        callret = f"  unsigned long long r = {call};\n  printf(\"%llu\", r);"
    return f"""
#define _XOPEN_SOURCE 700
#include <setjmp.h>
#include <signal.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
{'#include "@SRC@"' if globs else chr(10).join(STRUCT_DEFS)}
{ret} {name}({decl});
static void set_global(void *p, size_t n, const char *t) {{
  if (t[0] == 'i') {{ long long v = strtoll(t + 2, NULL, 0); memset(p, 0, n); memcpy(p, &v, n < 8 ? n : 8); }}
  if (t[0] == 'r') {{
    unsigned long long x = strtoull(t + 2, NULL, 0) * 6364136223846793005ULL + 1442695040888963407ULL;
    for (size_t k = 0; k < n; k++) {{ x = x * 6364136223846793005ULL + 1442695040888963407ULL; ((unsigned char *)p)[k] = (unsigned char)(x >> 56); }}
  }}
}}
static sigjmp_buf jb;
static void on_trap(int s) {{ siglongjmp(jb, s == SIGABRT ? 2 : 1); }}
static char *next_tok(char **cur) {{
  char *s = *cur;
  while (*s == ' ') s++;
  char *e = s;
  while (*e && *e != ' ' && *e != '\\n') e++;
  if (*e) *e++ = 0;
  *cur = e;
  return s;
}}
static const char *cur_peek(const char *s) {{
  static char w[64];
  while (*s == ' ') s++;
  size_t n = 0;
  while (s[n] && s[n] != ' ' && s[n] != '\\n' && n < sizeof w - 1) {{ w[n] = s[n]; n++; }}
  w[n] = 0;
  return w;
}}
static double parse_double(const char *s) {{
  if (strncmp(s, "bits:", 5) == 0) {{
    uint64_t b = strtoull(s + 5, NULL, 16); double d; memcpy(&d, &b, 8); return d;
  }}
  return strtod(s, NULL);
}}
int main(void) {{
  static char alt[1 << 16];
  stack_t ss = {{ .ss_sp = alt, .ss_size = sizeof alt }};
  sigaltstack(&ss, NULL);
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = on_trap;
  sa.sa_flags = SA_ONSTACK | SA_NODEFER;
  sigaction(SIGILL, &sa, NULL); sigaction(SIGFPE, &sa, NULL);
  sigaction(SIGSEGV, &sa, NULL); sigaction(SIGBUS, &sa, NULL);
  sigaction(SIGABRT, &sa, NULL); /* abort(), a failed assert: an outcome, "abended 6" in Equiv */
  static char line[1 << 16];
  while (fgets(line, sizeof line, stdin)) {{
    char *cur = line;
    (void)cur;
{chr(10).join(body)}
    int how = sigsetjmp(jb, 1);
    if (how) {{ printf(how == 2 ? "abended\\n" : "wrong\\n"); fflush(stdout); continue; }}
{callret}
{chr(10).join(post)}
    printf("\\n");
    fflush(stdout);
  }}
  return 0;
}}
"""

def split_args(s):
    out, depth, cur = [], 0, ""
    for ch in s:
        if ch == "{": depth += 1
        if ch == "}": depth -= 1
        if ch == "," and depth == 0:
            out.append(cur.strip()); cur = ""
        else:
            cur += ch
    if cur.strip(): out.append(cur.strip())
    return out

def witness_line(params, text):
    """Driver input line for the C-like argument list `text`."""
    toks = []
    for (t, n), a in zip(params, split_args(text)):
        if kind(t) in ("array", "struct") and a.strip() in ("null", "NULL"):
            toks.append("null")
        elif kind(t) in ("struct", "structv"):
            toks += [v.strip() for v in a.strip("{} ").split(",") if v.strip()]
        elif kind(t) == "array" and a.strip() in ("null", "NULL"):
            toks.append("null")
        elif kind(t) == "array" and a.strip().startswith('"'):
            b = list(ast.literal_eval(a.strip()).encode("latin-1")) + [0]  # a string: its bytes, then the NUL
            toks.append(str(len(b))); toks += [str(x) for x in b]
        elif kind(t) == "array":
            vals = [v.strip() for v in a.strip("{} ").split(",") if v.strip()]
            toks.append(str(len(vals))); toks += [str(int(v, 0)) for v in vals]
        elif kind(t) == "double":
            toks.append(a)
        else:
            toks.append(str(int(a, 0)))
    return " ".join(toks)

def gen_inputs(params, ranges, n, strings=False):
    """Lines of driver input: edge-value products while small, then random tuples. With strings (a
    function whose result is a string), an array without a length parameter is a string (a NUL
    among its elements), as Equiv takes it (cc_sym_string_param)."""
    doms = []
    for i, (t, name) in enumerate(params):
        k = kind(t)
        if k == "int":
            lohi = ranges.get(name, INT_TYPES[t])
            if name not in ranges and i > 0 and kind(params[i - 1][0]) == "array":
                lohi = (max(-2, INT_TYPES[t][0]), 8)
            doms.append(("int", t, lohi))
        elif k == "double":
            doms.append(("double",))
        elif k == "struct":
            doms.append(("struct", struct_fields(t[7:-2])))
        elif k == "structv":
            doms.append(("structv", struct_fields(t[7:])))
        else:
            doms.append(("array",))
    lines = set()
    def one(choice_edge):
        toks, pending = [], None
        for i, d in enumerate(doms):
            if d[0] == "int":
                lo, hi = d[2]
                e = [v for v in edges_int_cache[d[1]] if lo <= v <= hi] + [lo, hi]
                v = rng.choice(e) if choice_edge and rng.random() < 0.7 else rand_int(d[1], d[2])
                if pending is not None and rng.random() < 0.125:
                    toks[pending] = "null"  # a pointer parameter may be null
                    pending = None
                if pending is not None:
                    # the array before this length parameter gets exactly max(v, 0) elements
                    L = max(v, 0)
                    arr = [str(rng.choice([0, 1, -1, 2, 5, 100, 2**31 - 1, -2**31]) if rng.random() < 0.3
                               else rng.randint(-20, 20)) for _ in range(L)]
                    toks[pending] = " ".join([str(L)] + arr)
                    pending = None
                toks.append(str(v))
            elif d[0] == "double":
                toks.append(rand_double())
            elif d[0] in ("struct", "structv"):
                if d[0] == "struct" and rng.random() < 0.125:
                    toks.append("null")
                else:
                    for ft, _ in d[1]:
                        toks.append(rand_double() if ft == "double" else str(rand_int(ft, INT_TYPES[ft])))
            else:
                pending = len(toks)
                toks.append("0")
                if strings and not (i + 1 < len(doms) and doms[i + 1][0] == "int"):
                    toks[pending] = "null" if rng.random() < 0.125 else rand_string()
                    pending = None
        return " ".join(toks)
    tries = 0
    while len(lines) < n and tries < 4 * n:
        lines.add(one(tries % 2 == 0)); tries += 1
    return sorted(lines)

def compile_run(src_c, drv, tag, inputs, asan=False):
    dc = os.path.join(tmp, tag + "-drv.c")
    exe = os.path.join(tmp, tag)
    included = "@SRC@" in drv  # the driver includes the version's file (`# globals:`)
    open(dc, "w").write(drv.replace("@SRC@", os.path.abspath(src_c)))
    cc = ["gcc", "-std=c11", "-O0", "-w", "-fsanitize=undefined,float-cast-overflow" + (",address" if asan else ""),
          "-fsanitize-undefined-trap-on-error", "-o", exe] + ([] if included else [src_c]) + [dc, "-lm"]
    p = subprocess.run(cc, capture_output=True, text=True)
    if p.returncode != 0:
        return None, p.stderr
    if asan:
        # `# asan` pairs (heap use after free, double free: no UBSan trap): an AddressSanitizer
        # report ends the process, and the input it was running counts as going wrong; the run
        # goes on from the next input in a new process. A leak is no going wrong.
        env = dict(os.environ, ASAN_OPTIONS="detect_leaks=0")
        out, i = [], 0
        while i < len(inputs):
            q = subprocess.run([exe], input="\n".join(inputs[i:]) + "\n", capture_output=True, text=True, timeout=300, env=env)
            done = q.stdout.split("\n")[:-1]
            out += done
            i += len(done)
            if i < len(inputs):
                out.append("wrong" if "AddressSanitizer" in q.stderr else "died")
                i += 1
        return out, None
    p = subprocess.run([exe], input="\n".join(inputs) + "\n", capture_output=True, text=True, timeout=300)
    return p.stdout.split("\n")[:len(inputs)], None

# Whole programs (`function main`, int main(int argc, char **argv)): old.c and new.c are built as
# they are (same flags) and run as processes with argv = {"main", ARGS...} and empty standard input;
# the outcome is the exit status with the bytes printed, or "wrong" where the process is killed by a
# UBSan trap or a crash (SIGILL, SIGSEGV, SIGFPE, SIGBUS). Inputs: the witnesses (`# witness:
# main("a", "-5")`, `# ub-witness: main()`, with the standard input of a `# stdin: "5\n"` line, else
# empty), then argv lists of 0 to 3 strings from numbers, words, signs and white space, each with a
# short standard input. Undefined behaviour that glibc survives (printf("%s", NULL) prints "(null)")
# is not seen here: such a pair needs a ub-witness that crashes.
MAIN_ARGS = ["", "0", "1", "-1", "7", "42", "+5", "-0", "abc", " 12", "12x", "0x10", "010", "2147483647",
             "2147483648", "-2147483648", "99999999999", "-v", "--help", "3.5", "x y", "-", "+", "  -3  "]

MAIN_STDIN = [b"", b"5\n", b"abc\n", b"\n", b"x", b"12 34\n", b"q\n", b"\n\n", b"-3 x\n"]

def main_inputs(n):
    """(argv strings, standard input) pairs."""
    out = set()
    tries = 0
    while len(out) < n and tries < 4 * n:
        tries += 1
        k = rng.randint(0, 3)
        args = []
        for _ in range(k):
            if rng.random() < 0.6:
                args.append(rng.choice(MAIN_ARGS))
            else:
                args.append("".join(rng.choice("0123456789-+ abxyz") for _ in range(rng.randint(0, 6))))
        out.add((tuple(args), rng.choice(MAIN_STDIN)))
    return sorted(out)

def build_main(src_c, tag):
    exe = os.path.join(tmp, tag)
    cc = ["gcc", "-std=c11", "-O0", "-w", "-fsanitize=undefined,float-cast-overflow",
          "-fsanitize-undefined-trap-on-error", "-o", exe, src_c, "-lm"]
    p = subprocess.run(cc, capture_output=True, text=True)
    return (exe, None) if p.returncode == 0 else (None, p.stderr)

def run_main(exe, inp):
    args, data = inp
    p = subprocess.run(["main"] + list(args), executable=exe, input=data, capture_output=True, timeout=20)
    if p.returncode in (-4, -11, -8, -7):
        return "wrong"
    if p.returncode == -6:
        return "abended"
    return f"exit {p.returncode} {p.stdout!r}"

def check_main(d, fn, tag):
    import ast
    v = fn["verdict"]
    data = fn.get("stdin", b"")
    wl = [(tuple(ast.literal_eval("(" + w + ",)")) if w.strip() else (), data) for w, _ in fn["witness"]]
    ul = [(tuple(ast.literal_eval("(" + w + ",)")) if w.strip() else (), data) for w, _ in fn["ub"]]
    inputs = wl + ul + main_inputs(min(per_fn, 150))
    eo, err = build_main(os.path.join(d, "old.c"), tag.replace("/", "-") + "-old")
    en, err2 = (build_main(os.path.join(d, "new.c"), tag.replace("/", "-") + "-new") if eo else (None, None))
    if not eo or not en:
        return f"gcc: {(err or err2 or '').strip()[:400]}"
    oo = [run_main(eo, a) for a in inputs]
    no = [run_main(en, a) for a in inputs]
    bad = []
    if v == "equivalent":
        bad = [i for i in range(len(inputs)) if oo[i] != no[i]]
    elif v == "changed_only_where_old_unsafe":
        if not ul: return "no '# ub-witness:' line"
        bad = [i for i in range(len(inputs)) if oo[i] != "wrong" and oo[i] != no[i]]
        bad += [len(wl) + j for j in range(len(ul)) if not (oo[len(wl) + j] == "wrong" and no[len(wl) + j] != "wrong")]
    elif v == "behaviour_changed":
        if not wl: return "no '# witness:' line"
        bad = [i for i in range(len(wl)) if oo[i] == "wrong" or oo[i] == no[i]]
    else:
        return f"unknown verdict '{v}'"
    if bad:
        return f"{len(bad)} input(s) contradict it, e.g. " + "; ".join(f"argv {inputs[i][0]} stdin {inputs[i][1]!r}: old {oo[i]}, new {no[i]}" for i in bad[:3])
    return None

fails = passed = skipped = 0
summary = {}
# EQUIV_SHARD=K/N: only the pairs whose place in the sorted list is K modulo N (CI time: the default
# suite checks a quarter with 1,000 inputs per function; diff-pairs-gcc-long checks every pair)
shard_k, shard_n = (int(x) for x in os.environ.get("EQUIV_SHARD", "0/1").split("/"))
for pair in [p for i, p in enumerate(sorted(os.listdir(pairs_dir))) if i % shard_n == shard_k]:
    d = os.path.join(pairs_dir, pair)
    if not os.path.isfile(os.path.join(d, "expect")):
        continue
    old_src = open(os.path.join(d, "old.c")).read()
    new_src = open(os.path.join(d, "new.c")).read()
    fns, cur = [], None
    asan = False
    globs = []
    for line in open(os.path.join(d, "expect")):
        line = line.strip()
        if re.fullmatch(r"#\s*asan", line):
            asan = True; continue
        m = re.match(r"#\s*globals:\s*(.*)$", line)
        if m:
            globs = m.group(1).split(); continue
        m = re.match(r"function\s+(\S+)\s+(\S+)", line)
        if m:
            cur = {"name": m.group(1), "verdict": m.group(2), "witness": [], "ub": [], "ranges": {}}
            fns.append(cur); continue
        if cur is None: continue
        m = re.match(r"#\s*(witness|ub-witness):\s*([A-Za-z_]\w*)\((.*)\)\s*(?:\[(.*)\])?\s*$", line)
        if m:
            gv = dict((x.split("=")[0].strip(), x.split("=")[1].strip()) for x in (m.group(4) or "").split(",") if "=" in x)
            cur["witness" if m.group(1) == "witness" else "ub"].append((m.group(3), gv)); continue
        m = re.match(r"#\s*stdin:\s*(\".*\")\s*$", line)
        if m:  # a whole program's standard input for its witnesses (a C string literal)
            import ast
            cur["stdin"] = ast.literal_eval(m.group(1)).encode("latin-1"); continue
        m = re.match(r"#\s*check-range:\s*(\w+)\s+(-?\d+)\s+(-?\d+)", line)
        if m:
            cur["ranges"][m.group(1)] = (int(m.group(2)), int(m.group(3)))
    for fn in fns:
        tag = f"{pair}/{fn['name']}"
        v = fn["verdict"]
        summary[v] = summary.get(v, 0) + 1
        if fn["name"] == "main" and v != "unknown" and re.search(r"int\s+main\s*\(\s*(int\s+\w+\s*,\s*char\s*\*|void\s*\))", old_src):
            try:
                why = check_main(d, fn, tag)
            except subprocess.TimeoutExpired:
                why = "a run did not finish within 20 s"
            if why:
                print(f"FAIL {tag} ({v}): {why}"); fails += 1
            else:
                passed += 1
                print(f"ok   {tag} ({v}; whole program)")
            continue
        read_structs(old_src)
        so, sn = parse_sig(old_src, fn["name"]), parse_sig(new_src, fn["name"])
        if not so or so != sn or any(kind(t) is None for t, _ in so[1]):
            print(f"SKIP {tag}: signature not found, different in old and new, or not drivable"); skipped += 1
            continue
        if v == "unknown":
            print(f"SKIP {tag}: unknown is not checked against gcc"); skipped += 1
            continue
        ret, params = so
        def gtoks(gv):
            return "".join(f" i:{int(gv[g], 0)}" if g in gv else " -" for g in globs)
        wl = [witness_line(params, w) + gtoks(gv) for w, gv in fn["witness"]]
        ul = [witness_line(params, w) + gtoks(gv) for w, gv in fn["ub"]]
        gen = gen_inputs(params, fn["ranges"], min(per_fn, 60) if asan else per_fn, ret in STRING_RESULTS)
        # a random input's globals: what the calls before left, a small integer in the low bytes, or
        # random bytes (one in three each)
        def gtok():
            r = rng.random()
            return " -" if r < 0.34 else f" i:{rng.randint(-3, 3)}" if r < 0.67 else f" r:{rng.getrandbits(32)}"
        gen = [ln + "".join(gtok() for g in globs) for ln in gen]
        inputs = wl + ul + gen
        drv = driver(ret, params, fn["name"], globs)
        base = pair + "-" + fn["name"]
        try:
            oo, err = compile_run(os.path.join(d, "old.c"), drv, base + "-old", inputs, asan)
            if oo is None:
                print(f"FAIL {tag}: gcc: {err.strip()[:400]}"); fails += 1; continue
            no, err = compile_run(os.path.join(d, "new.c"), drv, base + "-new", inputs, asan)
            if no is None:
                print(f"FAIL {tag}: gcc: {err.strip()[:400]}"); fails += 1; continue
        except subprocess.TimeoutExpired:
            print(f"FAIL {tag}: timeout (add a # check-range)"); fails += 1; continue
        if len(oo) < len(inputs) or len(no) < len(inputs):
            print(f"FAIL {tag}: a driver stopped early"); fails += 1; continue
        bad = []
        old_wrong = sum(1 for o in oo if o == "wrong")
        new_wrong = sum(1 for o in no if o == "wrong")
        if v == "equivalent":
            bad = [(i, oo[i], no[i]) for i in range(len(inputs)) if oo[i] != no[i]]
        elif v == "changed_only_where_old_unsafe":
            bad = [(i, oo[i], no[i]) for i in range(len(inputs)) if oo[i] != "wrong" and oo[i] != no[i]]
            for j, w in enumerate(ul):
                i = len(wl) + j
                if not (oo[i] == "wrong" and no[i] != "wrong"):
                    bad.append((i, oo[i], no[i]))
            if not ul:
                print(f"FAIL {tag}: no '# ub-witness:' line"); fails += 1; continue
        elif v == "behaviour_changed":
            if not wl:
                print(f"FAIL {tag}: no '# witness:' line"); fails += 1; continue
            for i in range(len(wl)):
                if oo[i] == "wrong" or oo[i] == no[i]:
                    bad.append((i, oo[i], no[i]))
        else:
            print(f"FAIL {tag}: unknown verdict '{v}'"); fails += 1; continue
        if bad:
            fails += 1
            print(f"FAIL {tag} ({v}): {len(bad)} input(s) contradict it, e.g.")
            for i, a, b in bad[:3]:
                print(f"     input [{inputs[i]}]: old {a}, new {b}")
        else:
            passed += 1
            print(f"ok   {tag} ({v}; {len(inputs)} inputs, old goes wrong on {old_wrong}, new on {new_wrong})")
print("verdicts in the corpus: " + ", ".join(f"{k} {summary[k]}" for k in sorted(summary)))
print(f"check-pairs: {passed} passed, {fails} failed, {skipped} skipped")
sys.exit(1 if fails else 0)
PY
