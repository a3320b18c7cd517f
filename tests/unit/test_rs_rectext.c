/* test_rs_rectext.c — the Rust room's records as bytes (rs_rectext.h), the text the record
 * induction across languages compares with a COBOL record: templates in core::fmt's byte encoding
 * (as rustc writes them and rs_fmt.c reads them), rendered at constant arguments and compared
 * with the text Rust's Display gives (written here with C's printf, which formats integers the
 * same way for these specs), and at a symbolic one, where Z3 must find the only value whose text
 * is the one asked. Forms not rendered must say so (-1), never give some bytes. */
#include <criterion/criterion.h>
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "lang/rust/rs_rectext.h"
#include "sym/smt.h"

enum { CAP = 96 };

/* The text of a record whose terms fold to constants, into out; its length, or -1. */
static int render(term_ctx *tc, const char *what, int nargs, const term_ref *args, char *out, arena *a) {
  rel_out_event e = {.guard = term_true(tc), .what = what, .nargs = nargs, .args = args, .stream = "stdout"};
  term_ref len, b[CAP];
  int r = rs_record_text(&e, tc, CAP, &len, b, a);
  if (r <= 0) return r - 1; /* -1: none, -2: refused */
  cr_assert(term_is_const(tc, len), "the length folds at constant arguments");
  int n = (int)term_bv_value(tc, len);
  cr_assert_leq(n, CAP);
  for (int i = 0; i < n; i++) {
    cr_assert(term_is_const(tc, b[i]), "byte %d folds", i);
    out[i] = (char)term_bv_value(tc, b[i]);
  }
  out[n] = 0;
  return n;
}

/* "fmt HEX items" of a template given as bytes */
static const char *fmt_what(const unsigned char *t, size_t n, const char *items, arena *a) {
  char *w = arena_alloc(a, 8 + 2 * n + strlen(items) + 1);
  size_t k = (size_t)sprintf(w, "fmt ");
  for (size_t i = 0; i < n; i++) k += (size_t)sprintf(w + k, "%02x", t[i]);
  strcpy(w + k, items);
  return w;
}

Test(rs_rectext, a_line_of_text_then_a_newline) {
  arena *a = arena_new();
  term_ctx *tc = term_ctx_new();
  static const unsigned char tpl[] = {0xc0, 0x01, '\n', 0x00}; /* "{}\n" */
  term_ref args[1 + 17];
  const char *line = "A001999999IN";
  args[0] = term_bv(tc, 64, strlen(line));
  for (int j = 0; j < 17; j++) args[1 + j] = term_bv(tc, 8, j < (int)strlen(line) ? (unsigned char)line[j] : 0);
  char out[CAP + 1];
  cr_assert_eq(render(tc, fmt_what(tpl, sizeof tpl, " display<str>[17]", a), 18, args, out, a), 13);
  cr_assert_str_eq(out, "A001999999IN\n");
  term_ctx_free(tc);
  arena_free(a);
}

Test(rs_rectext, integers_as_display_writes_them) {
  arena *a = arena_new();
  term_ctx *tc = term_ctx_new();
  /* "RECORDS {:05}|{}|{:7}\n": zero-padded width 5, plain, right-aligned width 7 */
  static const unsigned char tpl[] = {8, 'R', 'E', 'C', 'O', 'R', 'D', 'S', ' ',
                                      0xc3, 0x20, 0x00, 0x00, 0x69, 5, 0, /* flags ' ' '0' width; align 3 */
                                      1, '|', 0xc0, 1, '|',
                                      0xc3, 0x20, 0x00, 0x00, 0x68, 7, 0, /* flags ' ' width; align 3 */
                                      1, '\n', 0};
  static const int64_t vals[] = {0, 7, -7, 42, -42, 99999, 100000, -100000, 1234567, -1234567, INT64_MAX, INT64_MIN, -1};
  for (size_t i = 0; i < sizeof vals / sizeof vals[0]; i++) {
    term_ref args[3] = {term_bv(tc, 64, (uint64_t)vals[i]), term_bv(tc, 64, (uint64_t)vals[i]), term_bv(tc, 64, (uint64_t)vals[i])};
    char out[CAP + 1], want[CAP + 1];
    snprintf(want, sizeof want, "RECORDS %05" PRId64 "|%" PRId64 "|%7" PRId64 "\n", vals[i], vals[i], vals[i]);
    int n = render(tc, fmt_what(tpl, sizeof tpl, " display<i64> display<i64> display<i64>", a), 3, args, out, a);
    cr_assert_eq(n, (int)strlen(want), "%" PRId64 ": %d bytes, want %zu", vals[i], n, strlen(want));
    cr_assert_str_eq(out, want, "%" PRId64, vals[i]);
  }
  /* unsigned types of other widths */
  static const uint64_t uv[] = {0, 9, 10, 255, 65535, 4294967295u, UINT64_MAX};
  static const unsigned char one[] = {0xc0, 0};
  for (size_t i = 0; i < sizeof uv / sizeof uv[0]; i++) {
    char out[CAP + 1], want[CAP + 1];
    snprintf(want, sizeof want, "%" PRIu64, uv[i]);
    unsigned w = uv[i] <= 255 ? 8 : uv[i] <= 65535 ? 16 : uv[i] <= 4294967295u ? 32 : 64;
    const char *ty = w == 8 ? " display<u8>" : w == 16 ? " display<u16>" : w == 32 ? " display<u32>" : " display<u64>";
    term_ref arg = term_bv(tc, w, uv[i]);
    cr_assert_geq(render(tc, fmt_what(one, sizeof one, ty, a), 1, &arg, out, a), 1);
    cr_assert_str_eq(out, want);
  }
  term_ctx_free(tc);
  arena_free(a);
}

Test(rs_rectext, constant_texts_and_creations) {
  arena *a = arena_new();
  term_ctx *tc = term_ctx_new();
  char out[CAP + 1];
  cr_assert_eq(render(tc, "text 454e440a", 0, NULL, out, a), 4);
  cr_assert_str_eq(out, "END\n");
  cr_assert_eq(render(tc, "create", 0, NULL, out, a), -1, "a creation writes no text");
  term_ctx_free(tc);
  arena_free(a);
}

Test(rs_rectext, forms_not_rendered_are_refused) {
  arena *a = arena_new();
  term_ctx *tc = term_ctx_new();
  char out[CAP + 1];
  term_ref v = term_bv(tc, 64, 5);
  static const unsigned char plus[] = {0xc1, 0x20, 0x00, 0x20, 0x60, 0}; /* {:+} */
  static const unsigned char one[] = {0xc0, 0};
  cr_assert_eq(render(tc, fmt_what(plus, sizeof plus, " display<i64>", a), 1, &v, out, a), -2, "the + flag");
  cr_assert_eq(render(tc, fmt_what(one, sizeof one, " debug<i64>", a), 1, &v, out, a), -2, "Debug");
  cr_assert_eq(render(tc, fmt_what(one, sizeof one, " display<char>", a), 1, &v, out, a), -2, "a char");
  cr_assert_eq(render(tc, fmt_what(one, sizeof one, " display<i64> display<i64>", a), 1, &v, out, a), -2, "arguments miscounted");
  /* a text longer than the record's width */
  rel_out_event e = {.guard = term_true(tc), .what = "text 41424344", .nargs = 0, .args = NULL};
  term_ref len, b[3];
  cr_assert_eq(rs_record_text(&e, tc, 3, &len, b, a), -1);
  term_ctx_free(tc);
  arena_free(a);
}

/* at a symbolic value: the text "00042" of {:05} holds for 42 only */
Test(rs_rectext, a_symbolic_integer_has_exactly_its_text) {
  arena *a = arena_new();
  term_ctx *tc = term_ctx_new();
  static const unsigned char tpl[] = {0xc3, 0x20, 0x00, 0x00, 0x69, 5, 0, 0};
  term_ref v = term_var(tc, "v", term_sort_bv(tc, 64));
  rel_out_event e = {.guard = term_true(tc), .what = fmt_what(tpl, sizeof tpl, " display<i64>", a), .nargs = 1, .args = &v};
  term_ref len, b[CAP];
  cr_assert_eq(rs_record_text(&e, tc, CAP, &len, b, a), 1);
  term_ref q = term_eq(tc, len, term_bv(tc, 64, 5));
  for (int i = 0; i < 5; i++) q = term_and2(tc, q, term_eq(tc, b[i], term_bv(tc, 8, (unsigned char)"00042"[i])));
  smt_solver *s = smt_z3_new(tc);
  smt_push(s);
  smt_assert(s, term_and2(tc, q, term_not(tc, term_eq(tc, v, term_bv(tc, 64, 42)))));
  cr_assert_eq(smt_check(s, 20000), SMT_UNSAT, "no other value prints 00042");
  smt_pop(s, 1);
  smt_push(s);
  smt_assert(s, q);
  cr_assert_eq(smt_check(s, 20000), SMT_SAT);
  smt_pop(s, 1);
  smt_free(s);
  term_ctx_free(tc);
  arena_free(a);
}

/* The arguments of "bytes[6]": the length len, then the six bytes of b. */
static void bytes6(term_ctx *tc, term_ref *args, uint64_t len, const char *b) {
  args[0] = term_bv(tc, 64, len);
  for (int j = 0; j < 6; j++) args[1 + j] = term_bv(tc, 8, (unsigned char)b[j]);
}

/* write_all of a sequence of bytes (rs_symio.c's "bytes[N]": its length, then N bytes): the bytes up
 * to the length, the rest unread; more than the width can hold, or arguments miscounted: -1 */
Test(rs_rectext, write_all_bytes_up_to_their_length) {
  arena *a = arena_new();
  term_ctx *tc = term_ctx_new();
  term_ref args[1 + 6];
  bytes6(tc, args, 4, "AB\x01Z\0\0");
  char out[CAP + 1];
  cr_assert_eq(render(tc, "bytes[6]", 7, args, out, a), 4);
  cr_assert(!memcmp(out, "AB\x01Z", 4), "the bytes as written, none decoded");
  cr_assert_eq(render(tc, "bytes[6]", 6, args, out, a), -2, "arguments miscounted");
  cr_assert_eq(render(tc, "bytes[6]x", 7, args, out, a), -2, "not the form");
  rel_out_event e = {.guard = term_true(tc), .what = "bytes[6]", .nargs = 7, .args = args};
  term_ref len, b[CAP];
  cr_assert_eq(rs_record_text(&e, tc, 3, &len, b, a), -1, "four bytes in a width of three");
  /* a symbolic length: its bytes stand where it says, a longer sequence is refused at a width
   * shorter than what it may hold */
  args[0] = term_var(tc, "n", term_sort_bv(tc, 64));
  e.args = args;
  cr_assert_eq(rs_record_text(&e, tc, 5, &len, b, a), -1);
  term_ctx_free(tc);
  arena_free(a);
}

/* a line written in pieces (rs_symio.c's "cat N1 L1 W1W2"): W1's text, then W2's, over their own
 * arguments; a malformed one, or one whose parts may hold more than the width, -1 */
Test(rs_rectext, a_line_written_in_pieces_is_its_pieces_one_after_the_other) {
  arena *a = arena_new();
  term_ctx *tc = term_ctx_new();
  term_ref args[1 + 6];
  bytes6(tc, args, 3, "XYZ\0\0\0");
  char out[CAP + 1];
  /* bytes[6] (7 arguments), then the constant text "\n" */
  cr_assert_eq(render(tc, "cat 7 8 bytes[6]text 0a", 7, args, out, a), 4);
  cr_assert_str_eq(out, "XYZ\n");
  /* nested: ("AB" then XYZ) then "\n" */
  cr_assert_eq(render(tc, "cat 7 25 cat 0 9 text 4142bytes[6]text 0a", 7, args, out, a), 6);
  cr_assert_str_eq(out, "ABXYZ\n");
  cr_assert_eq(render(tc, "cat 6 8 bytes[6]text 0a", 7, args, out, a), -2, "the first part's arguments miscounted");
  cr_assert_eq(render(tc, "cat 7 80 bytes[6]text 0a", 7, args, out, a), -2, "a first part longer than the form");
  cr_assert_eq(render(tc, "cat 7 8 bytes[6]create", 7, args, out, a), -2, "a file's creation is no piece");
  rel_out_event e = {.guard = term_true(tc), .what = "cat 7 8 bytes[6]text 0a", .nargs = 7, .args = args};
  term_ref len, b[CAP];
  cr_assert_eq(rs_record_text(&e, tc, 3, &len, b, a), -1, "four bytes in a width of three");
  term_ctx_free(tc);
  arena_free(a);
}
