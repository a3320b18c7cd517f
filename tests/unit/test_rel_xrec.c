/* test_rel_xrec.c — the record induction across two languages (rel/xrec.h) on hand-built loop-head
 * summaries: an "old" side that reads fixed 3-byte EBCDIC records (a COBOL program's shape: its
 * iteration record in0_it_<j>, records of bytes per DD) and a "new" side that reads Latin-1 lines
 * (a translation's shape: arg1_it_<j>, arg1_it_len, records in a form its language renders). Each
 * loop copies every record to an output file and counts it; at the end it displays END and exits
 * with the count. The map says how the line is the record; the tests show the proof goes through
 * only where the map and the outputs really agree (a wrong character, the code page left out, a
 * character dropped, no admissible input: never `equivalent`). */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "rel/verdict.h"
#include "rel/xrec.h"

enum { CAP = 16 };

/* How the new side writes each line: 0 as read, 1 with 'A' at position 1 written as 'B', 2 with
 * two trailing spaces, 3 its last character dropped, 4 (5, 6, 7) with U+007F (U+007E '~', U+0020
 * ' ', U+001F) at position 1 written as 'X'; pre5: its precondition asks lines of 5; printable:
 * the map assumes every character printable ASCII (rel_xrec.printable) */
typedef struct side {
  int is_new, how, pre5, printable;
} side;

static void *f_load(const char *path, const rel_load_opts *o, diag_ctx *d) { (void)path, (void)o, (void)d; return NULL; }
static void f_unload(void *p) { (void)p; }
static int f_units(void *p, const char ***names, arena *a) {
  (void)p;
  const char **v = arena_alloc(a, sizeof(char *));
  v[0] = "main";
  *names = v;
  return 1;
}
static int f_inputs(void *p, const char *unit, rel_input **ins, arena *a, char *why, size_t whyn) {
  (void)p, (void)unit, (void)why, (void)whyn;
  rel_input *v = arena_alloc(a, sizeof(rel_input));
  memset(v, 0, sizeof *v);
  v->name = "x", v->kind = REL_IN_INT, v->width = 32, v->len_param = -1;
  *ins = v;
  return 1;
}
/* concrete runs: both sides end alike on the one input the fake knows (no probe finds anything) */
static rel_behaviour f_run(void *p, const char *unit, const rel_value *args, int nargs, long long fuel, arena *out) {
  (void)p, (void)unit, (void)args, (void)nargs, (void)fuel;
  return rel_exited(out, 0, NULL, 0);
}

static term_ref bv(term_ctx *tc, unsigned w, uint64_t v) { return term_bv(tc, w, v); }
static term_ref var8(term_ctx *tc, const char *fmt, int j) {
  char nm[64];
  snprintf(nm, sizeof nm, fmt, j);
  return term_var(tc, nm, term_sort_bv(tc, 8));
}

static void add(rel_summary *s, arena *a, rel_path p) {
  rel_path *np = arena_alloc(a, sizeof(rel_path) * (size_t)(s->npaths + 1));
  if (s->npaths) memcpy(np, s->paths, sizeof(rel_path) * (size_t)s->npaths);
  p.loc = "t:1:1";
  np[s->npaths++] = p;
  s->paths = np;
}
static rel_out_event *rec1(arena *a, const char *stream, const char *what, int n, const term_ref *args, term_ctx *tc) {
  rel_out_event *e = arena_alloc(a, sizeof *e);
  term_ref *v = arena_alloc(a, sizeof(term_ref) * (size_t)(n + 1));
  if (n) memcpy(v, args, sizeof(term_ref) * (size_t)n);
  *e = (rel_out_event){.guard = term_true(tc), .what = what, .nargs = n, .args = v, .stream = stream};
  return e;
}

static void old_sym(term_ctx *tc, const rel_sym_opts *o, rel_summary *s, arena *a) {
  static const char *names[] = {"WS-COUNT", "@pos:IN", "@open:IN"};
  term_sort *sorts = arena_alloc(a, sizeof(term_sort) * 3);
  sorts[0] = term_sort_bv(tc, 64), sorts[1] = sorts[2] = term_sort_bv(tc, 32);
  s->ncells = 3, s->cell_names = names, s->cell_sorts = sorts, s->head_what = "the loop over the records of DD IN";
  term_ref *c = arena_alloc(a, sizeof(term_ref) * 3);
  if (o->head == REL_HEAD_ENTRY) {
    c[0] = bv(tc, 64, 0), c[1] = bv(tc, 32, 0), c[2] = bv(tc, 32, 1);
    add(s, a, (rel_path){.kind = REL_P_RETURNED, .guard = term_true(tc), .seg = 1, .cells = c});
    return;
  }
  const term_ref *h = o->head_vals;
  term_ref eof = term_var(tc, "in0_it_eof", term_sort_bool(tc));
  term_ref *endv = arena_alloc(a, sizeof(term_ref) * 3);
  endv[0] = bv(tc, 8, 0xC5), endv[1] = bv(tc, 8, 0xD5), endv[2] = bv(tc, 8, 0xC4); /* END in IBM-037 */
  add(s, a, (rel_path){.kind = REL_P_RETURNED, .guard = eof, .seg = 2, .okind = REL_O_EXITED, .value = h[0], .nrec = 1,
                       .rec = rec1(a, "SYSOUT", "record", 3, endv, tc)});
  term_ref b[3];
  for (int j = 0; j < 3; j++) b[j] = var8(tc, "in0_it_%d", j);
  c[0] = term_mk2(tc, OP_BVADD, h[0], bv(tc, 64, 1)), c[1] = term_mk2(tc, OP_BVADD, h[1], bv(tc, 32, 1)), c[2] = h[2];
  add(s, a, (rel_path){.kind = REL_P_RETURNED, .guard = term_not(tc, eof), .seg = 1, .cells = c, .nrec = 1,
                       .rec = rec1(a, "OUT", "record", 3, b, tc)});
}

static void new_sym(const side *sd, term_ctx *tc, const rel_sym_opts *o, rel_summary *s, arena *a) {
  static const char *names[] = {"count", "@lines.pos"};
  term_sort *sorts = arena_alloc(a, sizeof(term_sort) * 2);
  sorts[0] = sorts[1] = term_sort_bv(tc, 64);
  s->ncells = 2, s->cell_names = names, s->cell_sorts = sorts, s->head_what = "the loop over the lines of argument 1";
  term_ref *c = arena_alloc(a, sizeof(term_ref) * 2);
  if (o->head == REL_HEAD_ENTRY) {
    c[0] = c[1] = bv(tc, 64, 0);
    add(s, a, (rel_path){.kind = REL_P_RETURNED, .guard = term_true(tc), .seg = 1, .cells = c, .nrec = 1,
                         .rec = rec1(a, "file:arg2", "create", 0, NULL, tc)});
    return;
  }
  const term_ref *h = o->head_vals;
  term_ref eof = term_var(tc, "arg1_it_eof", term_sort_bool(tc)), len = term_var(tc, "arg1_it_len", term_sort_bv(tc, 64));
  term_ref nl = term_var(tc, "arg1_it_nl", term_sort_bool(tc));
  /* the line: ASCII bytes without a line end, at most CAP of them, not empty without a '\n' */
  term_ref pre = term_mk2(tc, OP_BVULE, len, bv(tc, 64, CAP));
  pre = term_and2(tc, pre, term_or2(tc, nl, term_not(tc, term_eq(tc, len, bv(tc, 64, 0)))));
  term_ref args[CAP + 1];
  args[0] = len;
  for (int j = 0; j < CAP; j++) {
    term_ref b = var8(tc, "arg1_it_%d", j);
    pre = term_and2(tc, pre, term_and2(tc, term_mk2(tc, OP_BVULT, b, bv(tc, 8, 0x80)), term_not(tc, term_eq(tc, b, bv(tc, 8, '\n')))));
    args[1 + j] = b;
  }
  if (sd->pre5) pre = term_and2(tc, pre, term_eq(tc, len, bv(tc, 64, 5)));
  s->pre = pre;
  s->head_assume = "lines of at most 16 ASCII characters";
  add(s, a, (rel_path){.kind = REL_P_RETURNED, .guard = eof, .seg = 2, .okind = REL_O_EXITED, .value = h[0], .nrec = 1,
                       .rec = rec1(a, "stdout", "text 454e44", 0, NULL, tc)});
  if (sd->how == 1) args[2] = term_ite(tc, term_eq(tc, args[2], bv(tc, 8, 'A')), bv(tc, 8, 'B'), args[2]);
  static const unsigned changed[] = {[4] = 0x7f, [5] = '~', [6] = ' ', [7] = 0x1f};
  if (sd->how >= 4) args[2] = term_ite(tc, term_eq(tc, args[2], bv(tc, 8, changed[sd->how])), bv(tc, 8, 'X'), args[2]);
  if (sd->how == 3) args[0] = term_mk2(tc, OP_BVSUB, len, bv(tc, 64, 1));
  c[0] = term_mk2(tc, OP_BVADD, h[0], bv(tc, 64, 1)), c[1] = term_mk2(tc, OP_BVADD, h[1], bv(tc, 64, 1));
  add(s, a, (rel_path){.kind = REL_P_RETURNED, .guard = term_not(tc, eof), .seg = 1, .cells = c, .nrec = 1,
                       .rec = rec1(a, "file:arg2", sd->how == 2 ? "linepad" : "line", CAP + 1, args, tc)});
}

static int f_symex(void *p, const char *unit, term_ctx *tc, const term_ref *vars, int n, const rel_sym_opts *o,
                   rel_summary *out, arena *a, char *why, size_t whyn) {
  (void)unit, (void)vars, (void)n, (void)why, (void)whyn;
  const side *sd = p;
  memset(out, 0, sizeof *out);
  out->rtype = (rel_rtype){REL_V_VOID, 0, 0, 0};
  out->path_records = 1;
  if (o->head == REL_HEAD_NONE) {
    /* the whole run: the loop beyond the bound, as an executor that unrolls says it */
    add(out, a, (rel_path){.kind = REL_P_UNKNOWN, .guard = term_true(tc), .reason = "bound: more than 6 records in IN"});
    out->bound_hits = 1;
    return 0;
  }
  if (sd->is_new) new_sym(sd, tc, o, out, a);
  else old_sym(tc, o, out, a);
  return 0;
}

/* The new language's records as bytes: "line" (the length, then the bytes), "linepad" (the same
 * and two spaces), "text HEX" (constant), "create" (no text). */
static int f_record_text(const rel_out_event *e, term_ctx *tc, int cap, term_ref *len, term_ref *bytes, arena *a) {
  (void)a;
  if (!strcmp(e->what, "create")) return 0;
  if (!strncmp(e->what, "text ", 5)) {
    const char *h = e->what + 5;
    int n = (int)strlen(h) / 2;
    if (n > cap) return -1;
    for (int j = 0; j < cap; j++) {
      unsigned x = 0;
      if (j < n) sscanf(h + 2 * j, "%2x", &x);
      bytes[j] = term_bv(tc, 8, x);
    }
    *len = term_bv(tc, 64, (uint64_t)n);
    return 1;
  }
  int pad = !strcmp(e->what, "linepad") ? 2 : 0;
  if (!pad && strcmp(e->what, "line")) return -1;
  if (e->nargs - 1 + pad > cap) return -1;
  for (int j = 0; j < cap; j++) {
    term_ref b = j < e->nargs - 1 ? e->args[1 + j] : term_bv(tc, 8, 0);
    bytes[j] = pad ? term_ite(tc, term_mk2(tc, OP_BVULT, term_bv(tc, 64, (uint64_t)j), e->args[0]), b, term_bv(tc, 8, ' ')) : b;
  }
  *len = pad ? term_mk2(tc, OP_BVADD, e->args[0], term_bv(tc, 64, 2)) : e->args[0];
  return 1;
}

static const rel_lang old_lang = {.name = "fixed", .load = f_load, .unload = f_unload, .units = f_units,
                                  .inputs = f_inputs, .run = f_run, .symex = f_symex};
static const rel_lang new_lang = {.name = "lines", .load = f_load, .unload = f_unload, .units = f_units,
                                  .inputs = f_inputs, .run = f_run, .symex = f_symex, .record_text = f_record_text};

static const rel_xseq_names old_names = {.count = "in0_n", .count_width = 32, .byte = "in0_r%d_%d",
                                         .it_byte = "in0_it_%d", .it_eof = "in0_it_eof", .nrec = 6, .cap = 3,
                                         .pos_cell = "@pos:IN"};
static const rel_xseq_names new_names = {.count = "arg1_n", .count_width = 64, .byte = "arg1_%d_%d", .len = "arg1_%d_len",
                                         .nl = "arg1_nl", .it_byte = "arg1_it_%d", .it_eof = "arg1_it_eof",
                                         .it_len = "arg1_it_len", .it_nl = "arg1_it_nl", .nrec = 3, .cap = CAP,
                                         .pos_cell = "@lines.pos"};

static rel_xrec make_map(rel_enc enc, int printable, arena *a) {
  rel_xdef *defs = NULL;
  int n = 0;
  char why[256];
  cr_assert_eq(rel_xrec_line_file(&old_names, &new_names, 3, enc, &defs, &n, a, why, sizeof why), 0, "%s", why);
  rel_xstream *st = arena_alloc(a, sizeof(rel_xstream) * 2);
  st[0] = (rel_xstream){.old_stream = "OUT", .new_stream = "file:arg2", .old_enc = REL_ENC_EBCDIC037, .new_enc = REL_ENC_LATIN1, .trim = 1, .width = CAP + 2};
  st[1] = (rel_xstream){.old_stream = "SYSOUT", .new_stream = "stdout", .old_enc = REL_ENC_EBCDIC037, .new_enc = REL_ENC_LATIN1, .width = CAP + 2};
  rel_xpos *pos = arena_alloc(a, sizeof(rel_xpos));
  pos[0] = (rel_xpos){"@pos:IN", "@lines.pos"};
  return (rel_xrec){.ndefs = n, .defs = defs, .nstreams = 2, .streams = st, .npos = 1, .pos = pos, .printable = printable,
                    .assume = "every character of a record has an ASCII image in Latin-1, other than a line end"};
}

static rel_verdict check(side *nw, rel_enc map_enc, arena *a) {
  static side old = {0, 0, 0, 0};
  rel_xrec m = make_map(map_enc, nw->printable, a);
  rel_check_opts o = {0};
  o.timeout_ms = 60000;
  o.R = rel_relation_default();
  o.xrec = &m;
  o.evidence_dir = getenv("XREC_EVIDENCE");
  rel_side so = {&old_lang, &old, "main"}, sn = {&new_lang, nw, "main"};
  rel_verdict v;
  rel_check(&so, &sn, &o, &v, a);
  return v;
}

Test(xrec, a_copy_loop_across_code_pages_is_equivalent_by_induction) {
  arena *a = arena_new();
  side nw = {1, 0, 0, 0};
  rel_verdict v = check(&nw, REL_ENC_EBCDIC037, a);
  cr_assert_eq(v.kind, REL_EQUIVALENT, "got %s (%s)", rel_verdict_name(v.kind), v.reason ? v.reason : "");
  cr_assert(v.proof && strstr(v.proof, "by induction over the records"), "proof: %s", v.proof ? v.proof : "");
  cr_assert(v.proof && strstr(v.proof, "WS-COUNT (old) = count (new)"), "proof: %s", v.proof);
  cr_assert(v.assume && strstr(v.assume, "ASCII image in Latin-1"), "the map's assumption is stated: %s", v.assume ? v.assume : "");
  arena_free(a);
}

/* the verdict on new side nw under a map with code page enc: equivalent or (a wrong twin) not */
static void expect(side nw, rel_enc enc, int equivalent) {
  arena *a = arena_new();
  rel_verdict v = check(&nw, enc, a);
  if (equivalent) cr_assert_eq(v.kind, REL_EQUIVALENT, "got %s (%s)", rel_verdict_name(v.kind), v.reason ? v.reason : "");
  else cr_assert_neq(v.kind, REL_EQUIVALENT, "%s", v.proof ? v.proof : "");
  arena_free(a);
}

Test(xrec, trailing_spaces_of_a_line_file_are_not_compared) { expect((side){1, 2, 0}, REL_ENC_EBCDIC037, 1); }

/* the wrong twins: none may be proved */
Test(xrec, one_character_written_wrong_is_not_equivalent) { expect((side){1, 1, 0}, REL_ENC_EBCDIC037, 0); }
Test(xrec, the_code_page_left_out_of_the_map_is_not_equivalent) { expect((side){1, 0, 0}, REL_ENC_LATIN1, 0); }
Test(xrec, a_character_dropped_is_not_equivalent) { expect((side){1, 3, 0}, REL_ENC_EBCDIC037, 0); }

/* the new side admits lines of 5 characters only, the map gives it 3: no admissible input, which
 * would make every obligation hold; the induction must refuse, not prove */
Test(xrec, no_admissible_input_is_not_a_proof) { expect((side){1, 0, 1}, REL_ENC_EBCDIC037, 0); }

/* the printable hypothesis (a range test on each EBCDIC byte, xrec.c's printable_old): a line that
 * differs only on a character outside U+0020-U+007E is related under it, one that differs on either
 * end of the range is not, and without the hypothesis neither is */
Test(xrec, a_difference_on_a_character_that_is_not_printable_is_outside_the_hypothesis) {
  expect((side){1, 4, 0, 1}, REL_ENC_EBCDIC037, 1);
  expect((side){1, 7, 0, 1}, REL_ENC_EBCDIC037, 1);
}
Test(xrec, a_difference_on_the_first_or_last_printable_character_is_not_equivalent) {
  expect((side){1, 5, 0, 1}, REL_ENC_EBCDIC037, 0);
  expect((side){1, 6, 0, 1}, REL_ENC_EBCDIC037, 0);
}
Test(xrec, a_difference_on_a_character_that_is_not_printable_without_the_hypothesis_is_not_equivalent) {
  expect((side){1, 4, 0, 0}, REL_ENC_EBCDIC037, 0);
  expect((side){1, 7, 0, 0}, REL_ENC_EBCDIC037, 0);
}

Test(xrec, a_record_longer_than_the_lines_followed_is_refused) {
  arena *a = arena_new();
  rel_xdef *defs = NULL;
  int n = 0;
  char why[256];
  cr_assert_eq(rel_xrec_line_file(&old_names, &new_names, CAP + 1, REL_ENC_EBCDIC037, &defs, &n, a, why, sizeof why), -1);
  cr_assert(strstr(why, "longer than the lines"), "%s", why);
  arena_free(a);
}
