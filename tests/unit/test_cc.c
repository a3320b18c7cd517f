/* test_cc.c — unit tests of the C room: integer promotions and usual arithmetic conversions
 * (C11 6.3.1), conversions of values, UB detection of the semantics, and the behaviour type. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "lang/c/cc.h"
#include "lang/c/cc_ir.h"
#include "lang/c/cc_sym.h"
#include "rel/behaviour.h"

static const cc_type *T(cc_tkind k) { return cc_basic(k); }

Test(cc_conv, promotions) {
  /* C11 6.3.1.1p2 on LP64: everything of rank below int becomes int. */
  cr_assert_eq(cc_promote(T(CC_BOOL))->k, CC_INT);
  cr_assert_eq(cc_promote(T(CC_CHAR))->k, CC_INT);
  cr_assert_eq(cc_promote(T(CC_UCHAR))->k, CC_INT);
  cr_assert_eq(cc_promote(T(CC_USHORT))->k, CC_INT);
  cr_assert_eq(cc_promote(T(CC_UINT))->k, CC_UINT);
  cr_assert_eq(cc_promote(T(CC_LONG))->k, CC_LONG);
}

Test(cc_conv, usual_arithmetic) {
  /* C11 6.3.1.8p1, case by case */
  cr_assert_eq(cc_usual_arith(T(CC_INT), T(CC_UINT))->k, CC_UINT);
  cr_assert_eq(cc_usual_arith(T(CC_LONG), T(CC_UINT))->k, CC_LONG);   /* long holds every unsigned */
  cr_assert_eq(cc_usual_arith(T(CC_LONG), T(CC_ULONG))->k, CC_ULONG);
  cr_assert_eq(cc_usual_arith(T(CC_LLONG), T(CC_ULONG))->k, CC_ULLONG); /* same width: unsigned of the signed */
  cr_assert_eq(cc_usual_arith(T(CC_UCHAR), T(CC_SHORT))->k, CC_INT);
  cr_assert_eq(cc_usual_arith(T(CC_UCHAR), T(CC_UCHAR))->k, CC_INT);
  cr_assert_eq(cc_usual_arith(T(CC_LLONG), T(CC_LONG))->k, CC_LLONG);
  cr_assert_eq(cc_usual_arith(T(CC_FLOAT), T(CC_ULLONG))->k, CC_FLOAT);
  cr_assert_eq(cc_usual_arith(T(CC_FLOAT), T(CC_DOUBLE))->k, CC_DOUBLE);
  cr_assert_eq(cc_usual_arith(T(CC_BOOL), T(CC_BOOL))->k, CC_INT);
}

/* Parses src, written to a temporary file that is removed again. */
static cc_program *parse_src(const char *src) {
  char dir[] = "/tmp/equiv_test_ccXXXXXX";
  cr_assert_not_null(mkdtemp(dir));
  char path[64];
  snprintf(path, sizeof path, "%s/t.c", dir);
  FILE *f = fopen(path, "w");
  cr_assert_not_null(f);
  fputs(src, f);
  fclose(f);
  diag_ctx *d = diag_new();
  cc_program *p = cc_parse_file(path, NULL, 0, d);
  if (!p) diag_print(d, stderr);
  cr_assert_not_null(p, "program did not parse");
  diag_free(d);
  unlink(path);
  rmdir(dir);
  return p;
}

/* Parses src and runs fn; the program is freed, the behaviour is in a. */
static rel_behaviour run_src(const char *src, const char *fn, const rel_value *args, int n, arena *a) {
  cc_program *p = parse_src(src);
  cc_run_opts o = {.fuel = 100000};
  rel_behaviour b = cc_run(p, fn, args, n, &o, a);
  cc_program_free(p);
  return b;
}

/* The length parameter cc_sym_inputs relates to array parameter `arr` of fn in src (-1: none). */
static int len_param_of(const char *src, const char *fn, int arr) {
  cc_program *p = parse_src(src);
  arena *a = arena_new();
  rel_input *ins = NULL;
  char why[256] = "";
  int n = cc_sym_inputs(p, fn, &ins, a, why, sizeof why);
  cr_assert_gt(n, arr, "%s: %d inputs (%s)", fn, n, why);
  cr_assert_gt(ins[arr].array_cap, 0, "%s: input %d is no array", fn, arr);
  int lp = ins[arr].len_param;
  arena_free(a);
  cc_program_free(p);
  return lp;
}

/* Issue 19 item 3: an array's length parameter comes from the code — an integer the body uses as
 * the bound of that array's elements — never from an integer that bounds something else. */
Test(cc_sym, array_length_parameter_from_the_code) {
  cr_assert_eq(len_param_of("unsigned s(const unsigned char *p, int n){unsigned t=0;for(int i=0;i<n;i++)t+=p[i];return t;}", "s", 0), 1);
  cr_assert_eq(len_param_of("void z(char *p, unsigned n){while(n--)*p++=0;}", "z", 0), 1);
  cr_assert_eq(len_param_of("int e(const int *p, long n){const int *q=p+n;int c=0;while(p<q)c+=*p++;return c;}", "e", 0), 1);
  cr_assert_eq(len_param_of("int g(const int *p, int len, int i){if(i<0||i>=len)return -1;return p[i];}", "g", 0), 1);
  cr_assert_eq(len_param_of("int f(int n, const int *a){int m=0;for(int k=n;k>0;k--)if(a[k-1]>m)m=a[k-1];return m;}", "f", 1), 0);
  cr_assert_eq(len_param_of("#include <string.h>\nvoid m(char *d, const char *p, unsigned long n){memcpy(d, p, n);}", "m", 1), 2);
  /* a value's digits: v bounds the digit loop, not buf's elements */
  cr_assert_eq(len_param_of("int u(char *buf, unsigned v){int n=0;do{buf[n++]=(char)('0'+v%10);v/=10;}while(v);return n;}", "u", 0), -1);
  /* n bounds the other array only */
  cr_assert_eq(len_param_of("int c(int *out, const int *in, int n){for(int i=0;i<n;i++)out[0]+=in[i];return n;}", "c", 0), -1);
  cr_assert_eq(len_param_of("int c(int *out, const int *in, int n){for(int i=0;i<n;i++)out[0]+=in[i];return n;}", "c", 1), 2);
}

static void expect_int(rel_behaviour b, long long v, int width, int is_signed) {
  cr_assert(!b.wrong, "went wrong: %s", b.wrong ? b.reason : "");
  cr_assert_eq(b.okind, REL_O_RETURNED);
  cr_assert_eq(b.value.kind, REL_V_INT);
  cr_assert_eq(b.value.width, width);
  cr_assert_eq(b.value.is_signed, is_signed);
  cr_assert_eq((long long)b.value.bits, v);
}

static void expect_wrong(rel_behaviour b, rel_wkind k, const char *words, int line) {
  cr_assert(b.wrong, "expected to go wrong");
  cr_assert_eq(b.wkind, k, "kind %s: %s", rel_wrong_name(b.wkind), b.reason);
  cr_assert(strstr(b.reason, words), "reason '%s' lacks '%s'", b.reason, words);
  char want[32];
  snprintf(want, sizeof want, ".c:%d:", line);
  cr_assert(strstr(b.loc, want), "location %s is not line %d", b.loc, line);
}

Test(cc_run, conversions_on_values) {
  arena *a = arena_new();
  /* unsigned char + int: promoted; narrowing to signed char wraps (implementation-defined, gcc) */
  expect_int(run_src("int f(void) { unsigned char c = 200; signed char s = c; return s + c; }\n", "f", NULL, 0, a),
             -56 + 200, 32, 1);
  /* -1 < 1u is false: -1 converts to UINT_MAX (6.3.1.8) */
  expect_int(run_src("int f(void) { return -1 < 1u; }\n", "f", NULL, 0, a), 0, 32, 1);
  /* unsigned wrap is defined (6.2.5p9) */
  expect_int(run_src("unsigned f(unsigned x) { return x - 2u; }\n", "f", (rel_value[]){rel_v_int(1, 64, 1)}, 1, a),
             0xFFFFFFFFLL, 32, 0);
  /* double -> int truncates toward zero (6.3.1.4) */
  expect_int(run_src("int f(double d) { return (int)d; }\n", "f", (rel_value[]){rel_v_double(-2.75)}, 1, a), -2, 32, 1);
  /* _Bool conversion compares with 0 (6.3.1.2) */
  rel_behaviour b = run_src("_Bool f(double d) { return d; }\n", "f", (rel_value[]){rel_v_double(0.25)}, 1, a);
  cr_assert_eq(b.value.kind, REL_V_BOOL);
  cr_assert_eq(b.value.bits, 1);
  arena_free(a);
}

Test(cc_run, undefined_behaviour) {
  arena *a = arena_new();
  rel_value big = rel_v_int(2147483647, 64, 1);
  expect_wrong(run_src("int f(int x) {\n  return x + 1;\n}\n", "f", &big, 1, a), REL_W_UB, "signed overflow in '+'", 2);
  expect_wrong(run_src("int f(int x) { return 10 / x; }\n", "f", (rel_value[]){rel_v_int(0, 64, 1)}, 1, a), REL_W_UB,
               "division by zero", 1);
  expect_wrong(run_src("int f(int x) { return x % -1; }\n", "f", (rel_value[]){rel_v_int((uint64_t)-2147483648LL, 64, 1)}, 1, a),
               REL_W_UB, "signed overflow", 1);
  expect_wrong(run_src("int f(int s) { return 1 << s; }\n", "f", (rel_value[]){rel_v_int(32, 64, 1)}, 1, a), REL_W_UB,
               "shift count 32", 1);
  expect_wrong(run_src("int f(void) {\n  int a[2] = {0};\n  return a[2];\n}\n", "f", NULL, 0, a), REL_W_UB, "out-of-bounds", 3);
  expect_wrong(run_src("int f(void) {\n  int x;\n  return x;\n}\n", "f", NULL, 0, a), REL_W_UB, "indeterminate", 3);
  expect_wrong(run_src("int f(void) { for (;;) {} }\n", "f", NULL, 0, a), REL_W_OUT_OF_FUEL, "fuel", 1);
  /* unsigned arithmetic never overflows, and 1u << 31 is fine */
  expect_int(run_src("unsigned f(void) { return 1u << 31; }\n", "f", NULL, 0, a), 0x80000000LL, 32, 0);
  arena_free(a);
}

Test(cc_run, output_and_exit) {
  arena *a = arena_new();
  rel_behaviour b = run_src("#include <stdio.h>\n#include <stdlib.h>\nint main(void) { printf(\"%5.1f|%-3d|%s\\n\", 2.25, 7, \"x\"); exit(4); }\n",
                            "main", NULL, 0, a);
  cr_assert(!b.wrong);
  cr_assert_eq(b.okind, REL_O_EXITED);
  cr_assert_eq(b.code, 4);
  cr_assert_eq(b.nrecords, 1);
  /* glibc prints 2.25 with %.1f as 2.2 (round half to even on the exact binary value) */
  cr_assert_str_eq(b.records[0].data, "  2.2|7  |x\n");
  arena_free(a);
}

Test(rel, behaviour_equality_text_json) {
  arena *a = arena_new();
  rel_record r = {"stdout", "hi\n", 3};
  rel_behaviour x = rel_returned(a, rel_v_int(42, 32, 1), &r, 1);
  rel_behaviour y = rel_returned(a, rel_v_int(42, 32, 1), &r, 1);
  rel_behaviour z = rel_returned(a, rel_v_int(42, 32, 0), &r, 1);
  cr_assert(rel_outcome_equal(&x, &y));
  cr_assert(!rel_outcome_equal(&x, &z));
  rel_behaviour w = rel_went_wrong(a, REL_W_UB, "signed overflow in '+'", "f.c:3:12");
  cr_assert(!rel_outcome_equal(&w, &w), "going wrong relates to nothing");
  char buf[200];
  cr_assert_str_eq(rel_behaviour_text(&x, buf, sizeof buf), "returned 42");
  cr_assert_str_eq(rel_behaviour_text(&w, buf, sizeof buf), "went wrong: [ub] signed overflow in '+' at f.c:3:12");
  rel_value n0 = rel_v_double(0.0), n1 = rel_v_double(-0.0);
  cr_assert(!rel_value_equal(&n0, &n1), "-0.0 and 0.0 print differently");
  json_t *j = rel_behaviour_json(&w);
  cr_assert_str_eq(json_string_value(json_object_get(j, "kind")), "ub");
  cr_assert_str_eq(json_string_value(json_object_get(j, "loc")), "f.c:3:12");
  json_decref(j);
  rel_record bin = {"stdout", "\xff", 1};
  rel_behaviour e = rel_exited(a, 0, &bin, 1);
  j = rel_behaviour_json(&e);
  const char *t = json_string_value(json_object_get(json_array_get(json_object_get(j, "output"), 0), "text"));
  cr_assert_str_eq(t, "\xc3\xbf"); /* byte 0xFF as U+00FF */
  json_decref(j);
  arena_free(a);
}
