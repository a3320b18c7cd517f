/* ts_emit.c — `equiv diff --emit-tests DIR` for TypeScript (the rel_lang.emit_test hook): a node
 * script, DIR/equiv_test_<function>.js, that runs the function of each version on the distinguishing
 * input in a node process of its own — the file transpiled by the typescript equiv's front end uses
 * (its absolute path written in; $EQUIV_TYPESCRIPT overrides it), its module, the call, then the
 * event loop until it is empty, as tests/ts/node_run.js runs a call — prints both outcomes (console
 * output, then "returned V" or "panicked: ..." with docs/ts.md's show()) and exits 1 while they
 * differ, 0 once they agree, 2 when a version cannot be run. No test framework is needed. */
#define _XOPEN_SOURCE 700 /* realpath */
#include <limits.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/strbuf.h"
#include "lang/ts/ts.h"
#include "lang/ts/ts_emit.h"
#include "rel/verdict.h"

/* The script's body after its constants (OLD, NEW, FUNCTION, TYPESCRIPT, ARGS). */
static const char harness[] =
    "const fs = require('fs');\n"
    "const util = require('util');\n"
    "const Module = require('module');\n"
    "const { spawnSync } = require('child_process');\n"
    "\n"
    "// docs/ts.md's show(): the text of a returned or thrown value, as equiv writes it\n"
    "function show(v, d = 0) {\n"
    "  if (d > 20) return '...';\n"
    "  if (v === undefined) return 'undefined';\n"
    "  if (v === null) return 'null';\n"
    "  if (typeof v === 'boolean') return String(v);\n"
    "  if (typeof v === 'number') return Object.is(v, -0) ? '-0' : String(v);\n"
    "  if (typeof v === 'bigint') return String(v) + 'n';\n"
    "  if (typeof v === 'string') return JSON.stringify(v);\n"
    "  if (typeof v === 'function') return '[function]';\n"
    "  if (Array.isArray(v)) return '[' + v.map((x) => show(x, d + 1)).join(',') + ']';\n"
    "  if (v instanceof Map) return 'Map{' + [...v].map(([k, x]) => show(k, d + 1) + '=>' + show(x, d + 1)).join(',') + '}';\n"
    "  if (v instanceof Set) return 'Set{' + [...v].map((x) => show(x, d + 1)).join(',') + '}';\n"
    "  if (v instanceof Error) return `${v.name}: ${v.message}`;\n"
    "  const proto = Object.getPrototypeOf(v);\n"
    "  const cname = proto && proto !== Object.prototype && proto.constructor ? proto.constructor.name : '';\n"
    "  return cname + '{' + Object.keys(v).map((k) => k + ':' + show(v[k], d + 1)).join(',') + '}';\n"
    "}\n"
    "\n"
    "// One version in this process, as node runs a script: its module, the call, then the event loop\n"
    "// until it is empty; the outcome (a returned promise as the loop left it, an exception or an\n"
    "// unhandled rejection where node's default ends the process) and the console output, as JSON.\n"
    "function side(file) {\n"
    "  let ts;\n"
    "  try {\n"
    "    ts = require(process.env.EQUIV_TYPESCRIPT || TYPESCRIPT);\n"
    "  } catch (e) {\n"
    "    process.stderr.write(`cannot load typescript (set EQUIV_TYPESCRIPT): ${e.message}\\n`);\n"
    "    process.exit(2);\n"
    "  }\n"
    "  const js = ts.transpileModule(fs.readFileSync(file, 'utf8'), {\n"
    "    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.CommonJS, useDefineForClassFields: true },\n"
    "  }).outputText;\n"
    "  const out = { stdout: '', stderr: '' };\n"
    "  let end, ret, settled = null;\n"
    "  process.on('exit', () => {\n"
    "    if (end === undefined) end = settled !== null ? settled : ret;\n"
    "    process.stdout.write(JSON.stringify({ stdout: out.stdout, stderr: out.stderr, end }) + '\\n');\n"
    "  });\n"
    "  process.on('uncaughtException', (e, origin) => {\n"
    "    end = 'panicked: ' + (origin === 'unhandledRejection' && e && e.code === 'ERR_UNHANDLED_REJECTION'\n"
    "      ? `${e.name}: ${e.message}` : 'Uncaught ' + show(e));\n"
    "    process.exit(0);\n"
    "  });\n"
    "  console.log = (...a) => { out.stdout += util.format(...a) + '\\n'; };\n"
    "  console.error = (...a) => { out.stderr += util.format(...a) + '\\n'; };\n"
    "  const m = new Module(file, null);\n"
    "  m.filename = file;\n"
    "  m.paths = [];\n"
    "  let v;\n"
    "  try {\n"
    "    m._compile(js, file);\n"
    "    v = m.exports[FUNCTION](...ARGS());\n"
    "  } catch (e) {\n"
    "    end = 'panicked: Uncaught ' + show(e);\n"
    "    process.exit(0);\n"
    "  }\n"
    "  if (v instanceof Promise) {\n"
    "    ret = 'returned Promise{<pending>}';\n"
    "    v.then((x) => { settled = 'returned Promise{<fulfilled>: ' + show(x) + '}'; },\n"
    "      (x) => { settled = 'returned Promise{<rejected>: ' + show(x) + '}'; });\n"
    "  } else {\n"
    "    ret = 'returned ' + show(v);\n"
    "  }\n"
    "}\n"
    "\n"
    "if (process.argv[2] === '--side') {\n"
    "  side(process.argv[3] === 'new' ? NEW : OLD);\n"
    "} else {\n"
    "  const got = [];\n"
    "  for (const which of ['old', 'new']) {\n"
    "    const r = spawnSync(process.execPath, [__filename, '--side', which], { encoding: 'utf8' });\n"
    "    const last = (r.stdout || '').trim().split('\\n').pop();\n"
    "    if (r.status !== 0 || !last) {\n"
    "      process.stderr.write(`the ${which} version could not be run: ${r.stderr || r.error}\\n`);\n"
    "      process.exit(2);\n"
    "    }\n"
    "    const g = JSON.parse(last);\n"
    "    got.push(g);\n"
    "    console.log(which + ':');\n"
    "    if (g.stdout) console.log('  stdout: ' + JSON.stringify(g.stdout));\n"
    "    if (g.stderr) console.log('  stderr: ' + JSON.stringify(g.stderr));\n"
    "    console.log('  ' + g.end);\n"
    "  }\n"
    "  process.exit(JSON.stringify(got[0]) === JSON.stringify(got[1]) ? 0 : 1);\n"
    "}\n";

/* s as a JavaScript string literal: ASCII printable as it is (" and \ escaped), every other UTF-16
 * code unit of the WTF-8 bytes s[0..n) as \uXXXX (a lone surrogate's three bytes as one unit, a
 * supplementary character as its pair). -1 on bytes that are not WTF-8. */
static int js_string(strbuf *sb, const char *s, size_t n) {
  const unsigned char *b = (const unsigned char *)s;
  sb_putc(sb, '"');
  for (size_t i = 0; i < n;) {
    uint32_t c = b[i];
    int k = c < 0x80 ? 1 : (c & 0xe0) == 0xc0 ? 2 : (c & 0xf0) == 0xe0 ? 3 : (c & 0xf8) == 0xf0 ? 4 : 0;
    if (!k || i + (size_t)k > n) return -1;
    if (k > 1) c &= 0x3fu >> (k - 1);
    for (int j = 1; j < k; j++) {
      if ((b[i + (size_t)j] & 0xc0) != 0x80) return -1;
      c = c << 6 | (b[i + (size_t)j] & 0x3fu);
    }
    i += (size_t)k;
    if (c == '"' || c == '\\') sb_printf(sb, "\\%c", (char)c);
    else if (c >= 0x20 && c < 0x7f) sb_putc(sb, (char)c);
    else if (c < 0x10000) sb_printf(sb, "\\u%04x", (unsigned)c);
    else if (c < 0x110000) sb_printf(sb, "\\u%04x\\u%04x", (unsigned)(0xd800 + ((c - 0x10000) >> 10)), (unsigned)(0xdc00 + (c & 0x3ff)));
    else return -1;
  }
  sb_putc(sb, '"');
  return 0;
}

int ts_value_literal(const rel_value *v, strbuf *sb) {
  switch (v->kind) {
  case REL_V_FLOAT: {
    double d;
    uint64_t bits = v->bits;
    memcpy(&d, &bits, sizeof d);
    if (isnan(d)) sb_puts(sb, "NaN");
    else if (isinf(d)) sb_puts(sb, d < 0 ? "-Infinity" : "Infinity");
    else if (d == 0 && signbit(d)) sb_puts(sb, "-0");
    else sb_printf(sb, "%.17g", d);
    return 0;
  }
  case REL_V_BOOL: sb_puts(sb, v->bits ? "true" : "false"); return 0;
  case REL_V_BYTES: return js_string(sb, v->text, v->len);
  case REL_V_AGG:
    sb_putc(sb, '[');
    for (int i = 0; i < v->n; i++) {
      if (i) sb_puts(sb, ", ");
      if (ts_value_literal(&v->items[i], sb) < 0) return -1;
    }
    sb_putc(sb, ']');
    return 0;
  default: return -1;
  }
}

/* A comment's text free of line breaks (behaviour texts may hold printed output). */
static void comment(FILE *f, const char *s) {
  for (; *s; s++) fputc(*s == '\n' || *s == '\r' ? ' ' : *s, f);
}

/* const NAME = "path" with path made absolute (as it is when realpath fails). -1 on bytes that are
 * not UTF-8. */
static int path_const(strbuf *sb, const char *name, const char *path) {
  char abs[PATH_MAX];
  if (!realpath(path, abs)) snprintf(abs, sizeof abs, "%s", path);
  sb_printf(sb, "const %s = ", name);
  if (js_string(sb, abs, strlen(abs)) < 0) return -1;
  sb_puts(sb, ";\n");
  return 0;
}

int ts_emit_test(const char *dir, const char *old_path, const char *new_path, const char *unit,
                 const char *const *units, int nunits, const rel_verdict *v) {
  (void)units, (void)nunits;
  if (!v->has_cex || v->kind != REL_BEHAVIOUR_CHANGED || v->old_b.wrong || v->new_b.wrong) return 0;
  for (const char *p = unit; *p; p++)
    if (!((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9') || *p == '_' || *p == '$')) return 0;
  /* the constants: both files, the function, the typescript module beside the front end */
  strbuf k = STRBUF_INIT;
  const char *fe = ts_frontend_path(), *slash = strrchr(fe, '/');
  char *tsdir = slash ? strndup(fe, (size_t)(slash - fe)) : strdup(".");
  char *tsmod = malloc(strlen(tsdir) + 40);
  int bad = !tsmod;
  if (tsmod) sprintf(tsmod, "%s/node_modules/typescript", tsdir);
  bad = bad || path_const(&k, "OLD", old_path) < 0 || path_const(&k, "NEW", new_path) < 0 ||
        path_const(&k, "TYPESCRIPT", tsmod) < 0;
  sb_printf(&k, "const FUNCTION = \"%s\";\nconst ARGS = () => [", unit);
  for (int i = 0; i < v->ninputs && !bad; i++) {
    if (i) sb_puts(&k, ", ");
    bad = ts_value_literal(&v->args[i], &k) < 0;
  }
  sb_puts(&k, "];\n");
  free(tsdir);
  free(tsmod);
  if (bad) {
    sb_free(&k);
    return 0;
  }
  char path[PATH_MAX + 300];
  snprintf(path, sizeof path, "%s/equiv_test_%s.js", dir, unit);
  FILE *f = fopen(path, "w");
  if (!f) {
    sb_free(&k);
    return -1;
  }
  char b1[600], b2[600];
  fprintf(f, "#!/usr/bin/env node\n// equiv_test_%s.js — the distinguishing input equiv diff found for %s, replayed on both "
             "versions.\n// Equiv's semantics: old ", unit, unit);
  comment(f, rel_behaviour_text(&v->old_b, b1, sizeof b1));
  fprintf(f, "; new ");
  comment(f, rel_behaviour_text(&v->new_b, b2, sizeof b2));
  fprintf(f, ".\n// Run: node equiv_test_%s.js\n", unit);
  fputs("// Each version is transpiled by typescript (the one equiv's front end uses, or $EQUIV_TYPESCRIPT)\n"
        "// and run in a node process of its own: its module, the call, then the event loop until it is\n"
        "// empty. It prints both outcomes and exits 1 while they differ (0: they agree; 2: a version\n"
        "// cannot be run). No test framework is needed.\n'use strict';\n", f);
  fputs(sb_str(&k), f);
  fputs("\n", f);
  fputs(harness, f);
  sb_free(&k);
  return fclose(f) == 0 ? 1 : -1;
}
