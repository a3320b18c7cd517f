/* test_cc_symdiff.c — the C room's two semantics against each other (issue 16 item 5): the
 * interpreter (cc_exec.c, the replay oracle) and the symbolic executor (cc_sym.c) implement the
 * C rules twice, so every symbolic case is evaluated at random and edge inputs and compared with
 * the interpreter's run on the same input: the one case whose guard holds must be the run's end
 * (returned with the same bits, or went wrong with undefined behaviour), unless it is an unknown
 * case. A rule that drifts in one executor (a missing undefined behaviour, another wrapping, a
 * union byte in another order) shows as a mismatch with the input that shows it. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core/arena.h"
#include "lang/c/cc.h"
#include "lang/c/cc_ir.h"
#include "lang/c/cc_sym.h"
#include "rel/behaviour.h"
#include "rel/lang.h"
#include "sym/term.h"

/* Functions of integer parameters and results covering the integer rules (C11 6.3.1, 6.5.5-6.5.7,
 * 6.5p5), conversions, unions' byte views, conditionals, switches and short loops. */
static const char corpus[] =
  "#include <stdint.h>\n"
  "int add(int a, int b) { return a + b; }\n"
  "int sub(int a, int b) { return a - b; }\n"
  "int mul(int a, int b) { return a * b; }\n"
  "int dv(int a, int b) { return a / b; }\n"
  "int md(int a, int b) { return a % b; }\n"
  "long ldiv_(long a, long b) { return a / b + a % b; }\n"
  "unsigned uops(unsigned a, unsigned b) { return (a + b) * (a - b) / (b | 1u) ^ (a % (b | 1u)); }\n"
  "int shl(int a, int b) { return a << b; }\n"
  "int shr(int a, int b) { return a >> b; }\n"
  "unsigned ushl(unsigned a, unsigned char b) { return a << b; }\n"
  "long lshl(long a, unsigned b) { return a << (b & 127u); }\n"
  "int chars(signed char a, unsigned char b) { return a * b + (char)(a - b); }\n"
  "short shorts(short a, short b) { return (short)(a * b); }\n"
  "unsigned short ushorts(unsigned short a, unsigned short b) { return a * b; }\n"
  "int mixed(int a, unsigned b) { return a < b ? -1 : (a == (int)b ? 0 : 1); }\n"
  "long widen(int a, unsigned b) { return (long)a * b - (long long)b; }\n"
  "int neg(int a) { return -a + ~a; }\n"
  "int lnot(int a, int b) { return !a + (a && b) + (a || !b); }\n"
  "int tern(int a, int b) { return a > b ? a - b : b - a; }\n"
  "int sw(int a) { switch (a & 7) { case 0: return 10; case 3: case 4: return a * 2; default: return a; } }\n"
  "int loop(int a, int n) { int s = 0; for (int i = 0; i < (n & 7); i++) s += a >> i; return s; }\n"
  "unsigned inc(unsigned a) { unsigned x = a; x++; x += 3; x <<= 1; x ^= a; return x--; }\n"
  "int conv(long a) { int x = (int)a; unsigned char c = (unsigned char)a; return x + c; }\n"
  "int64_t i64(int64_t a, int64_t b) { return a * 3 - b / 7 + (a >> 60); }\n"
  "union w { uint32_t w; uint8_t b[4]; uint16_t h[2]; int32_t i; };\n"
  "unsigned ubyte(unsigned x, int k) { union w u; u.w = x; return k >= 0 && k < 4 ? u.b[k] : u.h[1]; }\n"
  "int uset(unsigned x, unsigned y) { union w u; u.w = x; u.h[0] = (uint16_t)y; u.b[3] += 1; return u.i; }\n"
  "int uidx(unsigned x, int k) { union w u; u.w = x; return u.b[k]; }\n"
  "int uinit(int x, int y) { union w u = {(uint32_t)(x * 3) ^ y}; return u.b[1] + u.h[1] - u.i; }\n"
  "union fl { _Bool on; uint8_t byte; };\n"
  "int ubool(unsigned x) { union fl u; u.byte = (uint8_t)(x % 4); return u.on ? 5 : 6; }\n"
  "int ubset(int x, int y) { union fl u = {1}; u.on = x & y; u.on += y; return u.byte; }\n"
  /* pointers into one of several objects (cc_sym.c SV_ALT): a table of pointers to literals read at
   * an input, null entries, a conditional between arrays, stores and steps through such a pointer */
  "#include <string.h>\n"
  "static const char *const tnames[] = {\"zero\", \"one\", \"two\", \"three\", 0};\n"
  "int tlen(unsigned i) { return i < 4 ? (int)strlen(tnames[i]) : -1; }\n"
  "int tch(int i, int k) { const char *s = tnames[i & 3]; return s[k & 7]; }\n"
  "int tnul(unsigned i) { const char *s = tnames[i % 5]; return s ? s[0] + (s == tnames[i % 5]) : -1; }\n"
  "int tsel(int c, int i) { char a[4] = {1, 2, 3, 4}, b[4] = {5, 6, 7, 8}; char *p = c ? a : b; p[i & 3] += 10;\n"
  "  return a[0] + a[1] + a[2] + a[3] - b[i & 3]; }\n"
  "int tstep(int c, int k) { static const char x[] = \"abc\", y[] = \"de\"; const char *p = c > 0 ? x : y; p += k & 3;\n"
  "  return p - (c > 0 ? x : y) + *p; }\n"
  "int tslen(unsigned i) { return (int)strlen(\"hello, world\" + (i % 14)); }\n"
  "int tcmp(unsigned i, unsigned j) { return strcmp(tnames[i & 3], tnames[j & 3]); }\n"
  "int tcmp2(int c, int k) { char a[3] = {'a', 'b', 0}; a[k & 3] = (char)c; return strcmp(a, \"ab\") + strcmp(\"a\", a); }\n"
  "int tchr(int c, unsigned i) { const char *n = tnames[i & 3]; const char *p = strchr(n, c & 0x7f); return p ? (int)(p - n) : -1; }\n"
  "int tchr2(int c, int k) { char a[3] = {'x', 'y', 'z'}; a[k & 3] = (char)c; const char *p = strchr(a, 'y'); return p ? *p + (int)(p - a) : -2; }\n"
  "static int ta[4], tb[4];\n"
  "int twhich(int c, int i) { int *p = c ? ta : tb; p += i & 3; return (p == ta) * 2 + (p == tb + 1) + (p != 0); }\n"
  /* memcpy, memmove, memset (cc_sym.c mem_call): counts past the destination, overlapping copies,
   * indeterminate elements copied and read, another integer type of the same size, odd sizes */
  "int tcpy(int x, int k) { int a[4] = {1, 2, 3, 4}, b[4] = {0}; a[k & 3] = x;\n"
  "  memcpy(b + (k >> 3 & 1), a, (size_t)(k & 7) * sizeof(int)); return b[0] + 3 * b[1] + 5 * b[2] + 7 * b[3]; }\n"
  "int tcpyu(int x, int k) { int a[3] = {x, 7, -1}; unsigned b[3]; memcpy(b, a, (size_t)(k & 3) * 4u);\n"
  "  return (int)(b[0] >> 1) + (int)b[(k >> 2) & 3]; }\n"
  "int tcpyov(int k) { char a[6] = {1, 2, 3, 4, 5, 6}; memcpy(a + (k & 3), a, (size_t)(k >> 2 & 3)); return a[3] + a[4]; }\n"
  "int tmove(int k, int x) { char a[6] = {1, 2, 3, 4, 5, 6}; a[0] = (char)x;\n"
  "  memmove(a + (k & 3), a + (k >> 2 & 3), (size_t)(k >> 4 & 3)); return a[0] + 2 * a[1] + 3 * a[2] + 4 * a[3] + 5 * a[4] + 6 * a[5]; }\n"
  "int tset(int c, int k) { unsigned short a[4]; memset(a, c, (size_t)(k & 15)); return a[0] + a[(k >> 4) & 3]; }\n"
  /* strncmp and memcmp: limits below, at and past the strings and arrays, ranges checked whole */
  "int tncmp(int c, int k) { char a[4] = {'a', 'b', 'c', 0}; a[k & 3] = (char)c; return strncmp(a, \"abd\", (size_t)(k >> 2 & 7)); }\n"
  "int tmcmp(int c, int k) { unsigned char a[4] = {1, 2, 3, 4}, b[4] = {1, 2, 3, 5}; a[k & 3] = (unsigned char)c;\n"
  "  return memcmp(a + (k >> 4 & 1), b, (size_t)(k >> 2 & 3) + 1); }\n"
  /* strcpy and strncpy: past the destination, strings ended early, padding, elements left unwritten */
  "int tcpys(int c, int k) { char a[6]; char b[4] = {'x', 'y', 'z', 0}; b[k & 3] = (char)c; strcpy(a + (k >> 2 & 3), b);\n"
  "  return a[(k >> 4) & 3] + a[k >> 2 & 3]; }\n"
  "int tncpy(int c, int k) { char a[5]; char b[3] = {'p', 'q', 0}; b[k & 1] = (char)c; strncpy(a, b, (size_t)(k >> 1 & 7));\n"
  "  return a[0] + 2 * a[(k >> 4) & 3]; }\n"
  /* strtol and strtoul (7.22.1.4) in bases 0, 10, 16 and 36: white space, signs, 0x prefixes
   * with and without a hexadecimal digit after them, octal in base 0, letters as digits, the end
   * pointer, and 15 base-36 digits out of range (ERANGE: LONG_MAX, LONG_MIN, ULONG_MAX) */
  "#include <stdlib.h>\n"
  "static const char dg[] = \"0x-+ 9fFzZ7\\t8a1X\";\n"
  "static long tcv(int c, int k, int base, int u) { char a[7] = {' ', '-', '0', 'x', '1', 'f', 0};\n"
  "  a[k & 3] = dg[c & 15]; a[(k >> 2 & 3) + 2] = dg[c >> 4 & 15]; a[k >> 6 & 3] = dg[c >> 8 & 15]; char *e;\n"
  "  long v = u ? (long)strtoul(a + (k >> 4 & 1), &e, base) : strtol(a + (k >> 4 & 1), &e, base);\n"
  "  return v ^ (e - a) << 40; }\n"
  "long tsl0(int c, int k) { return tcv(c, k, 0, 0); }\n"
  "long tsl10(int c, int k) { return tcv(c, k, 10, 0); }\n"
  "long tsl16(int c, int k) { return tcv(c, k, 16, 0); }\n"
  "long tsu0(int c, int k) { return tcv(c, k, 0, 1); }\n"
  "long tsu16(int c, int k) { return tcv(c, k, 16, 1); }\n"
  "long tbig(int c, int k) { char a[16] = \"zzzzzzzzzzzzzzz\"; a[k & 7] = dg[c & 15]; a[k >> 3 & 15] = dg[c >> 4 & 15];\n"
  "  a[k >> 7 & 15] = (char)(k >> 11 & 1 ? 0 : 'z'); char *e;\n"
  "  long v = k >> 12 & 1 ? (long)strtoul(a, &e, 36) : strtol(a, &e, k >> 13 & 1 ? 36 : 10); return v ^ (e - a) << 56; }\n";

static const char *const fns[] = {"add", "sub", "mul", "dv", "md", "ldiv_", "uops", "shl", "shr", "ushl", "lshl",
                                  "chars", "shorts", "ushorts", "mixed", "widen", "neg", "lnot", "tern", "sw", "loop",
                                  "inc", "conv", "i64", "ubyte", "uset", "uidx", "uinit", "ubool", "ubset", "tlen", "tch", "tnul", "tsel",
                                  "tstep", "twhich", "tslen", "tcmp", "tcmp2", "tchr", "tchr2", "tcpy",
                                  "tcpyu", "tcpyov", "tmove", "tset", "tncmp", "tmcmp", "tcpys", "tncpy",
                                  "tsl0", "tsl10", "tsl16", "tsu0", "tsu16", "tbig"};

static uint64_t rng_state = 0x243f6a8885a308d3u;
static uint64_t rnd(void) {
  rng_state ^= rng_state << 13;
  rng_state ^= rng_state >> 7;
  rng_state ^= rng_state << 17;
  return rng_state;
}

/* An input of `width` bits: an edge value of the type (0, ±1, the limits, small numbers) or random. */
static uint64_t pick(int width, int is_signed) {
  uint64_t mask = width >= 64 ? ~UINT64_C(0) : (UINT64_C(1) << width) - 1;
  uint64_t min = is_signed ? UINT64_C(1) << (width - 1) : 0, max = is_signed ? min - 1 : mask;
  uint64_t edges[] = {0, 1, mask /* -1 */, 2, 3, 7, 8, 15, 16, 31, 32, 33, 63, 64, min, max, min + 1, max - 1, 255, 256};
  switch (rnd() % 3) {
  case 0: return edges[rnd() % (sizeof edges / sizeof edges[0])] & mask;
  case 1: return (rnd() % 41 - 20) & mask;
  default: return rnd() & mask;
  }
}

static cc_program *parse(const char *text) {
  char dir[] = "/tmp/equiv_symdiffXXXXXX";
  cr_assert_not_null(mkdtemp(dir));
  char path[64];
  snprintf(path, sizeof path, "%s/t.c", dir);
  FILE *f = fopen(path, "w");
  cr_assert_not_null(f);
  fputs(text, f);
  fclose(f);
  diag_ctx *d = diag_new();
  cc_program *p = cc_parse_file(path, NULL, 0, d);
  if (!p) diag_print(d, stderr);
  cr_assert_not_null(p, "corpus did not parse");
  diag_free(d);
  unlink(path);
  rmdir(dir);
  return p;
}

/* Each function of p in fns run symbolically once, then at `rounds` random and edge inputs: the one
 * case whose guard holds is compared with the interpreter's run (counted in *compared), unless it is
 * an unknown case (*skipped). */
static void compare(cc_program *p, const char *const *fns, size_t nfns, int rounds, long *compared, long *skipped) {
  for (size_t f = 0; f < nfns; f++) {
    arena *a = arena_new();
    term_ctx *tc = term_ctx_new();
    rel_input *ins = NULL;
    char why[512] = "";
    int n = cc_sym_inputs(p, fns[f], &ins, a, why, sizeof why);
    cr_assert_geq(n, 0, "%s: inputs: %s", fns[f], why);
    term_ref *vars = arena_alloc(a, sizeof(term_ref) * (size_t)(n + 1));
    rel_input_vars(tc, ins, n, vars);
    rel_sym_opts o = {0};
    rel_summary sm;
    cr_assert_eq(cc_sym_exec(p, fns[f], tc, vars, n, &o, &sm, a, why, sizeof why), 0, "%s: %s", fns[f], why);
    for (int round = 0; round < rounds; round++) {
      /* the parameters, then the globals ta and tb (cc_sym_inputs' "global" inputs, trees of 4
       * int cells each, variables in<i>_<k>) and "program start" (initial values where it holds) */
      enum { NV = 64 };
      rel_value args[NV], cells[NV];
      term_ref consts[NV], svars[NV];
      int ns = 0, nc = 0;
      for (int i = 0; i < n; i++) {
        if (ins[i].kind == REL_IN_TREE && ins[i].by_name) {
          cr_assert_eq(ins[i].type->kind, REL_T_AGG, "%s: a global input is a tree of cells", fns[f]);
          rel_value *items = &cells[nc];
          for (int k = 0; k < ins[i].type->nfields; k++) {
            uint64_t v = pick(32, 1);
            cells[nc++] = rel_v_int(v, 32, 1);
            svars[ns] = term_var(tc, arena_printf(a, "in%d_%d", i, k), term_sort_bv(tc, 32));
            consts[ns++] = term_bv(tc, 32, v);
          }
          args[i] = rel_v_agg(a, items, ins[i].type->nfields);
          continue;
        }
        if (ins[i].kind == REL_IN_BOOL) {
          int b = (int)(rnd() & 1);
          args[i] = rel_v_bool(b);
          svars[ns] = vars[i];
          consts[ns++] = term_bv(tc, 1, (uint64_t)b);
          continue;
        }
        cr_assert_eq(ins[i].kind, REL_IN_INT, "%s: corpus parameters are integers", fns[f]);
        uint64_t v = pick(ins[i].width, ins[i].is_signed);
        args[i] = rel_v_int(v, ins[i].width, ins[i].is_signed);
        svars[ns] = vars[i];
        consts[ns++] = term_bv(tc, (unsigned)ins[i].width, v);
      }
      arena *ra = arena_new();
      cc_run_opts ro = {.fuel = 100000};
      rel_behaviour b = cc_run(p, fns[f], args, n, &ro, ra);
      int hit = -1, holds = 0;
      for (int k = 0; k < sm.npaths; k++) {
        term_ref g = term_subst(tc, sm.paths[k].guard, (unsigned)ns, svars, consts);
        cr_assert(g == term_true(tc) || g == term_false(tc), "%s: a guard does not fold to a constant", fns[f]);
        if (g == term_true(tc)) hit = k, holds++;
      }
      char in[200] = "";
      for (int i = 0; i < n; i++)
        if (ins[i].kind == REL_IN_INT) /* the parameters */
        snprintf(in + strlen(in), sizeof in - strlen(in), "%s%lld", i ? ", " : "",
                 ins[i].is_signed && ins[i].width < 64 && (args[i].bits >> (ins[i].width - 1)) & 1
                   ? (long long)(args[i].bits | ~((UINT64_C(1) << ins[i].width) - 1)) : (long long)args[i].bits);
      cr_assert_eq(holds, 1, "%s(%s): %d cases hold (the cases must partition the inputs)", fns[f], in, holds);
      const rel_path *c = &sm.paths[hit];
      if (c->kind == REL_P_UNKNOWN) {
        (*skipped)++;
      } else if (c->kind == REL_P_WRONG) {
        cr_assert(b.wrong && b.wkind == REL_W_UB, "%s(%s): symbolically undefined (%s), the interpreter %s", fns[f], in,
                  c->reason, b.wrong ? b.reason : "returned");
        (*compared)++;
      } else {
        cr_assert(!b.wrong, "%s(%s): symbolically returned, the interpreter went wrong: %s", fns[f], in, b.reason);
        term_ref v = term_subst(tc, c->value, (unsigned)ns, svars, consts);
        cr_assert(term_is_const(tc, v), "%s(%s): the value does not fold", fns[f], in);
        unsigned w = term_sort_width(tc, term_sort_of(tc, v));
        uint64_t mask = w >= 64 ? ~UINT64_C(0) : (UINT64_C(1) << w) - 1;
        uint64_t sv = (uint64_t)term_bv_value(tc, v) & mask, cv = b.value.bits & mask;
        cr_assert_eq(sv, cv, "%s(%s): symbolically %llu, the interpreter %llu", fns[f], in, (unsigned long long)sv,
                     (unsigned long long)cv);
        (*compared)++;
      }
      arena_free(ra);
    }
    term_ctx_free(tc);
    arena_free(a);
  }
}

Test(cc_symdiff, symbolic_cases_agree_with_the_interpreter, .timeout = 300) {
  cc_program *p = parse(corpus);
  long compared = 0, skipped = 0;
  compare(p, fns, sizeof fns / sizeof fns[0], 300, &compared, &skipped);
  cc_program_free(p);
  /* the corpus is within the modelled fragment: nearly every input is compared */
  cr_assert_gt(compared, 9 * (compared + skipped) / 10, "compared %ld, skipped %ld", compared, skipped);
}

/* Every integer operator, signed and unsigned, at 8, 16, 32 and 64 bits (8 and 16 bits are promoted
 * to int, C11 6.3.1.1, and the result converted back); shifts with counts of another width; the
 * unary - and ~; every integer-to-integer conversion and _Bool's, at random and edge inputs (the
 * limits, -1, 0, counts at width-1 and width). The rules are cc_rules.h's, shared by the two
 * executors through their two domains: a domain op that drifts shows here. */
static const struct {
  const char *id, *c;
} tys[] = {{"sc", "signed char"}, {"uc", "unsigned char"}, {"ss", "short"}, {"us", "unsigned short"},
           {"si", "int"},         {"ui", "unsigned"},      {"sl", "long"},  {"ul", "unsigned long"}};
static const struct {
  const char *id, *c;
  int cmp;
} ops[] = {{"add", "+", 0}, {"sub", "-", 0}, {"mul", "*", 0}, {"div", "/", 0}, {"mod", "%", 0}, {"and", "&", 0},
           {"or", "|", 0},  {"xor", "^", 0}, {"shl", "<<", 0}, {"shr", ">>", 0}, {"lt", "<", 1}, {"gt", ">", 1},
           {"le", "<=", 1}, {"ge", ">=", 1}, {"eq", "==", 1}, {"ne", "!=", 1}};

enum { NT = sizeof tys / sizeof tys[0], NO = sizeof ops / sizeof ops[0], NGEN = NT * NO + NT * 4 + NT * 2 + NT * NT + NT * 2 };

Test(cc_symdiff, every_integer_operator_and_conversion_agrees, .timeout = 300) {
  static char text[1 << 16], names[NGEN][32];
  static const char *gfns[NGEN];
  size_t len = 0, nf = 0;
#define GEN(...)                                                                                   \
  do {                                                                                             \
    snprintf(names[nf], sizeof names[nf], __VA_ARGS__);                                            \
    gfns[nf] = names[nf];                                                                          \
    nf++;                                                                                          \
  } while (0)
#define PUT(...) (len += (size_t)snprintf(text + len, sizeof text - len, __VA_ARGS__))
  for (int t = 0; t < NT; t++) {
    const char *T = tys[t].c, *I = tys[t].id;
    for (int o = 0; o < NO; o++) {
      GEN("%s_%s", ops[o].id, I);
      PUT("%s %s(%s a, %s b) { return a %s b; }\n", ops[o].cmp ? "int" : T, names[nf - 1], T, T, ops[o].c);
    }
    /* a shift's count read in its own promoted type: long (wider than int) and unsigned char (int) */
    const char *cnt[2][2] = {{"l", "long"}, {"uc", "unsigned char"}};
    for (int k = 0; k < 2; k++)
      for (int sh = 0; sh < 2; sh++) {
        GEN("%s_%s_%s", sh ? "shr" : "shl", cnt[k][0], I);
        PUT("%s %s(%s a, %s b) { return a %s b; }\n", T, names[nf - 1], T, cnt[k][1], sh ? ">>" : "<<");
      }
    GEN("neg_%s", I);
    PUT("%s %s(%s a) { return -a; }\n", T, names[nf - 1], T);
    GEN("not_%s", I);
    PUT("%s %s(%s a) { return ~a; }\n", T, names[nf - 1], T);
    for (int u = 0; u < NT; u++) {
      GEN("cv_%s_%s", I, tys[u].id);
      PUT("%s %s(%s a) { return (%s)a; }\n", tys[u].c, names[nf - 1], T, tys[u].c);
    }
    GEN("tb_%s", I);
    PUT("int %s(%s a) { _Bool b = a; return b + (_Bool)(a & 2); }\n", names[nf - 1], T);
    GEN("fb_%s", I);
    PUT("%s %s(%s a, %s b) { _Bool c = b; return (%s)(c - a); }\n", T, names[nf - 1], T, T, T);
  }
#undef GEN
#undef PUT
  cr_assert_eq(nf, (size_t)NGEN);
  cr_assert_lt(len, sizeof text - 1, "the generated corpus fits");
  cc_program *p = parse(text);
  long compared = 0, skipped = 0;
  compare(p, gfns, nf, 120, &compared, &skipped);
  cc_program_free(p);
  /* plain integer arithmetic is all within the symbolic executor's fragment */
  cr_assert_eq(skipped, 0, "compared %ld, skipped %ld", compared, skipped);
  cr_assert_eq(compared, 120 * (long)nf);
}
