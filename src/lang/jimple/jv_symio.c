/* jv_symio.c — a Java main's files on terms (jv_symio.h). */
#include "lang/jimple/jv_symio.h"

#include <stdio.h>
#include <string.h>

static term_ref var(term_ctx *tc, unsigned w, const char *name) {
  return term_var(tc, name, w ? term_sort_bv(tc, w) : term_sort_bool(tc));
}
static term_ref k64(term_ctx *tc, uint64_t v) { return term_bv(tc, 64, v); }
static term_ref n_of(term_ctx *tc, int k, arena *a) { return var(tc, 64, arena_printf(a, "arg%d_n", k)); }
static term_ref len_of(term_ctx *tc, int k, int r, arena *a) {
  return r < 0 ? var(tc, 64, arena_printf(a, "arg%d_it_len", k)) : var(tc, 64, arena_printf(a, "arg%d_%d_len", k, r));
}
static term_ref byte_of(term_ctx *tc, int k, int r, int j, arena *a) {
  return r < 0 ? var(tc, 8, arena_printf(a, "arg%d_it_%d", k, j)) : var(tc, 8, arena_printf(a, "arg%d_%d_%d", k, r, j));
}

int jv_symio_cap(rel_head_mode head, unsigned asked) {
  if (head == REL_HEAD_NONE || asked <= JV_LINE_CAP) return JV_LINE_CAP;
  return asked >= JV_HEAD_MAX ? JV_HEAD_MAX : (int)asked;
}

void jv_symio_names(int k, rel_xseq_names *out, arena *a) {
  *out = (rel_xseq_names){.count = arena_printf(a, "arg%d_n", k), .count_width = 64, .byte = arena_printf(a, "arg%d_%%d_%%d", k),
                          .len = arena_printf(a, "arg%d_%%d_len", k), .nl = arena_printf(a, "arg%d_nl", k),
                          .it_byte = arena_printf(a, "arg%d_it_%%d", k), .it_eof = arena_printf(a, "arg%d_it_eof", k),
                          .it_len = arena_printf(a, "arg%d_it_len", k), .it_nl = arena_printf(a, "arg%d_it_nl", k),
                          .nrec = JV_LINES, .cap = JV_LINE_CAP, .cap_max = JV_HEAD_MAX, .pos_cell = "@lines.pos"};
}

/* an ASCII character other than LF and CR: a line end in BufferedReader's sense is neither */
static term_ref plain(term_ctx *tc, term_ref b) {
  return term_and2(tc, term_mk2(tc, OP_BVULT, b, term_bv(tc, 8, 0x80)),
                   term_and2(tc, term_not(tc, term_eq(tc, b, term_bv(tc, 8, '\n'))), term_not(tc, term_eq(tc, b, term_bv(tc, 8, '\r')))));
}

/* one line's bytes plain, its length at most cap, and not empty where no line end ends it (an
 * unterminated last line holds a byte, else it is no line) */
static term_ref line_ok(term_ctx *tc, int k, int r, term_ref ended, int cap, arena *a) {
  term_ref p = term_mk2(tc, OP_BVULE, len_of(tc, k, r, a), k64(tc, (uint64_t)cap));
  for (int j = 0; j < cap; j++) p = term_and2(tc, p, plain(tc, byte_of(tc, k, r, j, a)));
  return term_and2(tc, p, term_or2(tc, ended, term_not(tc, term_eq(tc, len_of(tc, k, r, a), k64(tc, 0)))));
}

term_ref jv_symio_pre(term_ctx *tc, int step, int cap, arena *a) {
  term_ref p = term_true(tc);
  for (int k = 1; k <= JV_ARG_FILES; k++) {
    term_ref n = n_of(tc, k, a), nl = term_eq(tc, var(tc, 1, arena_printf(a, "arg%d_nl", k)), term_bv(tc, 1, 1));
    for (int r = 0; r < JV_LINES && !step; r++)
      p = term_and2(tc, p, line_ok(tc, k, r, term_or2(tc, nl, term_mk2(tc, OP_BVUGT, n, k64(tc, (uint64_t)r + 1))), cap, a));
    /* the step's line may be the last, unterminated one: the step holds for more files than
     * there are, which costs no soundness */
    if (step) p = term_and2(tc, p, line_ok(tc, k, -1, var(tc, 0, arena_printf(a, "arg%d_it_nl", k)), cap, a));
  }
  return p;
}

term_ref jv_symio_more(term_ctx *tc, int k, int r, arena *a) {
  if (r < 0) return term_not(tc, var(tc, 0, arena_printf(a, "arg%d_it_eof", k)));
  return term_mk2(tc, OP_BVUGT, n_of(tc, k, a), k64(tc, (uint64_t)r));
}

jv_sstr jv_symio_line(term_ctx *tc, int k, int r, int cap, arena *a) {
  jv_sstr s = {cap, term_extract(tc, 31, 0, len_of(tc, k, r, a)), arena_alloc(a, sizeof(term_ref) * (size_t)(cap + 1))};
  /* a byte is a char of the same value (ASCII, in every charset the readers name) */
  for (int j = 0; j < cap; j++) s.e[j] = term_zext(tc, 24, byte_of(tc, k, r, j, a));
  return s;
}

const char *jv_symio_what(const char *call, int nl, arena *a) { return arena_printf(a, "jtext %d %s", nl, call); }

int jv_record_text(const rel_out_event *e, term_ctx *tc, int cap, term_ref *len, term_ref *bytes, arena *a) {
  (void)a;
  if (!e->what) return -1;
  if (!strcmp(e->what, "create")) return 0;
  int nl;
  if (sscanf(e->what, "jtext %d", &nl) != 1 || (nl != 0 && nl != 1)) return -1;
  if (e->nargs == 0) {
    /* println() */
    if (!nl || cap < 1) return -1;
    *len = k64(tc, 1);
    bytes[0] = term_bv(tc, 8, '\n');
    for (int j = 1; j < cap; j++) bytes[j] = term_bv(tc, 8, 0);
    return 1;
  }
  int nu = e->nargs - 1;
  if (nu + nl > cap || nu < 4) return -1;
  /* the header: the length in its low 32 bits, bit 32 null (the text "null"); a BigDecimal's
   * toString() (bit 33) is never such a record (the executor refuses it) */
  term_ref hdr = e->args[0];
  term_ref isnull = term_eq(tc, term_extract(tc, 32, 32, hdr), term_bv(tc, 1, 1));
  term_ref tl = term_ite(tc, isnull, k64(tc, 4), term_zext(tc, 32, term_extract(tc, 31, 0, hdr)));
  *len = nl ? term_mk2(tc, OP_BVADD, tl, k64(tc, 1)) : tl;
  static const char nul[] = "null";
  for (int j = 0; j < cap; j++) {
    term_ref u = j < nu ? term_extract(tc, 7, 0, e->args[j + 1]) : term_bv(tc, 8, 0);
    term_ref b = term_ite(tc, isnull, term_bv(tc, 8, j < 4 ? (unsigned char)nul[j] : 0), u);
    bytes[j] = nl ? term_ite(tc, term_eq(tc, tl, k64(tc, (uint64_t)j)), term_bv(tc, 8, '\n'), b) : b;
  }
  return 1;
}
