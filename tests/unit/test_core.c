/* test_core.c — arena, strbuf, diagnostics, atomic file writes and the JSON writer. */
#include <criterion/criterion.h>
#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core/arena.h"
#include "core/bigmap.h"
#include "core/diag.h"
#include "core/fsutil.h"
#include "core/json_copy.h"
#include "core/json_write.h"
#include "core/strbuf.h"

/* eq_bigmap: zero-filled, writable to its last byte, 2 MB aligned (a huge page's range), with and
 * without populating; sizes that are not a page multiple are rounded, and unmapped the same way. */
Test(bigmap, zeroed_writable_aligned) {
  size_t sizes[] = {1, 4095, 4097, (size_t)3 << 20, ((size_t)4 << 20) + 17};
  for (size_t i = 0; i < sizeof sizes / sizeof *sizes; i++)
    for (int populate = 0; populate < 2; populate++) {
      unsigned char *p = eq_bigmap(sizes[i], populate);
      cr_assert_not_null(p);
      cr_assert_eq((uintptr_t)p % ((uintptr_t)1 << 21), 0, "size %zu not 2 MB aligned", sizes[i]);
      for (size_t k = 0; k < sizes[i]; k += 997) cr_assert_eq(p[k], 0);
      cr_assert_eq(p[sizes[i] - 1], 0);
      memset(p, 0x5a, sizes[i]);
      cr_assert_eq(p[sizes[i] - 1], 0x5a);
      eq_bigunmap(p, sizes[i]);
    }
  eq_bigunmap(NULL, 10); /* nothing */
}

Test(arena, alloc_is_zeroed_and_aligned) {
  arena *a = arena_new();
  for (int i = 1; i < 5000; i += 37) {
    unsigned char *p = arena_alloc(a, (size_t)i);
    cr_assert_eq((uintptr_t)p % _Alignof(max_align_t), 0);
    for (int k = 0; k < i; k++) cr_assert_eq(p[k], 0);
    memset(p, 0xab, (size_t)i);
  }
  char *s = arena_printf(a, "%s-%d", "x", 42);
  cr_assert_str_eq(s, "x-42");
  cr_assert_str_eq(arena_strndup(a, "abcdef", 3), "abc");
  arena_free(a);
}

static void oom_exit(void) { exit(7); }

Test(arena, fail_next_allocation_calls_handler, .exit_code = 7) {
  eq_set_oom_handler(oom_exit);
  eq_alloc_fail_after(1);
  (void)eq_malloc(10);
}

Test(strbuf, append_and_printf) {
  strbuf sb = STRBUF_INIT;
  cr_assert_str_eq(sb_str(&sb), "");
  for (int i = 0; i < 1000; i++) sb_printf(&sb, "%d,", i % 10);
  cr_assert_eq(sb.len, 2000);
  cr_assert_eq(strncmp(sb.data, "0,1,2,", 6), 0);
  sb_clear(&sb);
  sb_puts(&sb, "ab");
  sb_putc(&sb, 'c');
  char *t = sb_take(&sb);
  cr_assert_str_eq(t, "abc");
  cr_assert_eq(sb.len, 0);
  free(t);
  sb_free(&sb);
}

Test(diag, message_has_place_code_and_one_line) {
  diag_ctx *d = diag_new();
  const char *text = "LINE ONE\n  LINE TWO\n";
  int f = diag_add_file(d, "P.cbl", text, strlen(text), NULL, EQ_NOLOC);
  int c = diag_add_file(d, "C.cpy", "X\n", 2, "COPY C", (eq_loc){f, 2, 3});
  diag_error(d, ((eq_loc){c, 1, 1}), "syntax", "bad\nthing %d", 5);
  diag_warning(d, ((eq_loc){f, 1, 2}), "tab", "expanded");
  cr_assert_eq(diag_error_count(d), 1);
  cr_assert_eq(diag_count(d), 2);
  cr_assert_str_eq(diag_message(d, 0), "C.cpy:1:1: error: [syntax] bad thing 5");
  cr_assert_str_eq(diag_message(d, 1), "P.cbl:1:2: warning: [tab] expanded");
  char buf[256];
  size_t n = 0;
  FILE *m = fmemopen(buf, sizeof buf, "w");
  diag_print(d, m);
  n = (size_t)ftell(m);
  fclose(m);
  buf[n < sizeof buf ? n : sizeof buf - 1] = 0;
  cr_assert(strstr(buf, "in COPY C included from P.cbl:2:3") != NULL, "%s", buf);
  diag_free(d);
}

Test(diag, errors_are_capped) {
  diag_ctx *d = diag_new();
  for (int i = 0; i < 200; i++) diag_error(d, EQ_NOLOC, "x", "e%d", i);
  cr_assert(diag_too_many(d));
  cr_assert_lt(diag_count(d), 200);
  diag_free(d);
}

Test(fsutil, atomic_write_then_read) {
  char dir[] = "/tmp/equiv-test-XXXXXX";
  cr_assert_not_null(mkdtemp(dir));
  char path[512];
  snprintf(path, sizeof path, "%s/out.txt", dir);
  cr_assert_eq(fs_write_atomic(path, "hello", 5), 0);
  size_t n;
  char *s = fs_read_file(path, &n);
  cr_assert_eq(n, 5);
  cr_assert_str_eq(s, "hello");
  free(s);
  /* Writing into a missing folder fails and leaves nothing behind. */
  snprintf(path, sizeof path, "%s/missing/out.txt", dir);
  cr_assert_eq(fs_write_atomic(path, "x", 1), -1);
  cr_assert_null(fs_read_file(path, &n));
  cr_assert_eq(fs_read_file(dir, &n), NULL);
  cr_assert_eq(errno, EISDIR);
  snprintf(path, sizeof path, "%s/out.txt", dir);
  unlink(path);
  rmdir(dir);
}

/* A FIFO (as /dev/null, a device) is written in place: a temporary renamed over it would replace
 * it with a regular file — as root, /dev/null itself. */
Test(fsutil, special_files_are_written_in_place) {
  char dir[] = "/tmp/equiv-fifo-XXXXXX";
  cr_assert_not_null(mkdtemp(dir));
  char path[512];
  snprintf(path, sizeof path, "%s/fifo", dir);
  cr_assert_eq(mkfifo(path, 0600), 0);
  int rd = open(path, O_RDONLY | O_NONBLOCK); /* a reader, so the writer's open does not block */
  cr_assert(rd >= 0);
  cr_assert_eq(fs_write_atomic(path, "abc", 3), 0);
  fs_atomic *w = fs_atomic_open(path);
  cr_assert_not_null(w);
  fputs("de", fs_atomic_stream(w));
  cr_assert_eq(fs_atomic_commit(w), 0);
  char buf[8] = {0};
  cr_assert_eq(read(rd, buf, sizeof buf - 1), 5);
  cr_assert_str_eq(buf, "abcde");
  struct stat st;
  cr_assert_eq(stat(path, &st), 0);
  cr_assert(S_ISFIFO(st.st_mode), "the FIFO was replaced by a regular file");
  close(rd);
  unlink(path);
  rmdir(dir);
}

#include "core/intern.h"

Test(intern, equal_strings_share_one_copy) {
  intern_table *t = intern_new();
  char buf[32];
  const char *first[500];
  for (int i = 0; i < 500; i++) {
    snprintf(buf, sizeof buf, "NAME-%d", i);
    first[i] = intern(t, buf);
    cr_assert_str_eq(first[i], buf);
  }
  cr_assert_eq(intern_count(t), 500);
  for (int i = 0; i < 500; i++) {
    snprintf(buf, sizeof buf, "NAME-%d", i);
    cr_assert_eq(intern(t, buf), first[i], "a second interning of %s gave another copy", buf);
  }
  cr_assert_eq(intern_n(t, "NAME-12345", 6), intern(t, "NAME-1"));
  cr_assert_neq(intern(t, "NAME-1"), intern(t, "NAME-10"));
  cr_assert_eq(intern_count(t), 500);
  intern_free(t);
}

/* ---- json_write: the same bytes as jansson's dump, or the same failure */

/* json_write's output for flags, or NULL when it failed. */
static char *written(const json_t *j, size_t flags) {
  char *text = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&text, &len);
  cr_assert(f);
  int rc = json_write(j, f, flags);
  fclose(f);
  if (rc != 0) {
    free(text);
    return NULL;
  }
  return text;
}

static const size_t writer_flags[] = {0, JSON_COMPACT, JSON_INDENT(1), JSON_INDENT(2) | JSON_PRESERVE_ORDER,
                                      JSON_INDENT(4) | JSON_COMPACT, JSON_INDENT(31), JSON_ENCODE_ANY};

/* Both writers agree on j under every flag set; returns how many sets wrote something. */
static int same_as_jansson(const json_t *j, const char *what) {
  int wrote = 0;
  for (size_t k = 0; k < sizeof writer_flags / sizeof *writer_flags; k++) {
    char *ours = written(j, writer_flags[k]);
    char *theirs = json_dumps(j, writer_flags[k]);
    if (!theirs) {
      cr_assert_null(ours, "%s, flags %zx: jansson refuses, json_write wrote '%s'", what, writer_flags[k], ours);
      continue;
    }
    cr_assert_not_null(ours, "%s, flags %zx: json_write failed where jansson wrote '%s'", what, writer_flags[k], theirs);
    cr_assert_str_eq(ours, theirs, "%s, flags %zx", what, writer_flags[k]);
    free(ours);
    free(theirs);
    wrote++;
  }
  return wrote;
}

Test(json_write, escapes_numbers_and_layout_as_jansson) {
  json_t *o = json_pack("{s:[], s:{}, s:[i,{s:s},[[]],{s:{}}], s:s, s:f, s:f, s:f, s:b, s:b, s:n, s:I, s:I, s:s}",
                        "a", "b", "c", 1, "x", "y\x01\x1f\x7f/\"\\\b\f\n\r\t\xc3\xa9\xe2\x80\xa8\xf0\x9f\x98\x80", "d",
                        "e", "", "r", 1.5, "r2", 1e300, "r3", -0.0, "t", 1, "f", 0, "n", "i",
                        (json_int_t)INT64_MIN, "j", (json_int_t)INT64_MAX, "u", "\xef\xbf\xbf");
  cr_assert_not_null(o);
  json_object_set_new(o, "\x01k\"", json_integer(3));
  json_object_set_new(o, "nul", json_stringn("a\0b", 3));
  json_object_setn_new(o, "k\0ey", 4, json_true());
  cr_assert_eq(same_as_jansson(o, "object"), 7);
  json_t *arr = json_pack("[s, i, [], {}]", "x", -7);
  cr_assert_eq(same_as_jansson(arr, "array"), 7);
  json_decref(arr);
  json_decref(o);
  /* scalars at the top: written only under JSON_ENCODE_ANY, by both */
  json_t *scalars[] = {json_integer(-12), json_string("s"), json_real(0.1), json_null(), json_false()};
  for (size_t k = 0; k < 5; k++) {
    cr_assert_eq(same_as_jansson(scalars[k], "scalar"), 1);
    json_decref(scalars[k]);
  }
}

/* Strings made without jansson's UTF-8 check: each ill-formed one fails both writers. */
Test(json_write, ill_formed_utf8_fails_as_in_jansson) {
  static const char *bad[] = {"\x80", "a\xc0\xaf", "\xc3", "\xe0\x80\x80", "\xed\xa0\x80", "\xf4\x90\x80\x80",
                              "\xf5\x80\x80\x80", "\xe2\x82", "\xff", "ok\xc3\xa9\xc3"};
  static const char *good[] = {"\xc2\x80", "\xed\x9f\xbf", "\xee\x80\x80", "\xf0\x90\x80\x80", "\xf4\x8f\xbf\xbf"};
  for (size_t k = 0; k < sizeof bad / sizeof *bad; k++) {
    json_t *a = json_array();
    json_array_append_new(a, json_stringn_nocheck(bad[k], strlen(bad[k])));
    cr_assert_eq(same_as_jansson(a, "ill-formed string"), 0, "bad[%zu] written", k);
    json_decref(a);
  }
  for (size_t k = 0; k < sizeof good / sizeof *good; k++) {
    json_t *a = json_array();
    json_array_append_new(a, json_stringn_nocheck(good[k], strlen(good[k])));
    cr_assert_eq(same_as_jansson(a, "well-formed string"), 7, "good[%zu] refused", k);
    json_decref(a);
  }
}

/* The writer's buffer (64 KiB) at its edges: strings longer than it (plain and with escapes),
 * strings and indents that straddle its end, nesting deeper than the prepared indent (128). */
Test(json_write, buffer_edges_as_jansson) {
  enum { BIG = 70000 };
  char *plain = malloc(BIG + 1), *esc = malloc(BIG + 1);
  cr_assert(plain && esc);
  for (size_t i = 0; i < BIG; i++) {
    plain[i] = (char)('a' + i % 26);
    esc[i] = i % 97 == 0 ? '"' : i % 89 == 0 ? '\n' : (char)('A' + i % 26);
  }
  plain[BIG] = esc[BIG] = 0;
  json_t *a = json_array();
  json_array_append_new(a, json_string(plain));
  json_array_append_new(a, json_string(esc));
  /* many short strings of every length around the buffer's end */
  for (int k = 0; k < 9000; k++) json_array_append_new(a, json_stringn(plain + k % 13, (size_t)(k % 17)));
  cr_assert_eq(same_as_jansson(a, "long strings"), 7);
  json_decref(a);
  json_t *deep = json_string("leaf \u00e9 \xc3\xa9");
  for (int k = 0; k < 150; k++) {
    json_t *o = json_object();
    json_object_set_new(o, k % 2 ? "key" : "k\tq", deep);
    json_t *arr = json_array();
    json_array_append_new(arr, json_integer(k));
    json_array_append_new(arr, o);
    deep = arr;
  }
  cr_assert_eq(same_as_jansson(deep, "deep nesting"), 7);
  json_decref(deep);
  free(plain);
  free(esc);
}

/* The documents the COBOL front end writes (tests/cobol/golden): the writer's main client. */
Test(json_write, golden_documents_as_jansson) {
  const char *src = getenv("EQUIV_SRC");
  cr_assert(src, "EQUIV_SRC names the source tree");
  char dir[4096];
  snprintf(dir, sizeof dir, "%s/tests/cobol/golden", src);
  DIR *d = opendir(dir);
  cr_assert(d, "no %s", dir);
  struct dirent *e;
  int files = 0;
  while ((e = readdir(d))) {
    size_t n = strlen(e->d_name);
    if (n < 6 || strcmp(e->d_name + n - 5, ".json")) continue;
    char p[8192];
    snprintf(p, sizeof p, "%s/%s", dir, e->d_name);
    json_t *doc = json_load_file(p, JSON_ALLOW_NUL, NULL);
    cr_assert(doc, "%s does not load", p);
    cr_assert_eq(same_as_jansson(doc, p), 7);
    files++;
    json_decref(doc);
  }
  closedir(d);
  cr_assert(files >= 20, "only %d golden documents", files);
}

/* json_copy_tree: the same document, member order, keys and strings with NUL bytes included
 * (jansson 2.14's json_deep_copy cuts such a key at the NUL), sharing nothing that can change */
Test(json_copy, same_document_and_independent) {
  json_t *o = json_pack("{s:[i,{s:s},[[]],{s:{}}], s:f, s:b, s:n, s:I, s:s}", "z", 1, "x", "y", "w", "r", 1.5, "t", 1,
                        "n", "i", (json_int_t)INT64_MIN, "u", "\xc3\xa9");
  cr_assert_not_null(o);
  json_object_set_new(o, "a", json_stringn("a\0b", 3));
  json_object_setn_new(o, "k\0ey", 4, json_false());
  json_t *copy = json_copy_tree(o);
  char *a = json_dumps(copy, JSON_PRESERVE_ORDER), *b = json_dumps(o, JSON_PRESERVE_ORDER);
  cr_assert_str_eq(a, b); /* the same members in the same order, "k\u0000ey" included */
  free(a);
  json_array_append_new(json_object_get(copy, "z"), json_integer(2));
  json_object_set_new(json_array_get(json_object_get(copy, "z"), 1), "x", json_string("changed"));
  json_object_set_new(copy, "r", json_real(2.5));
  a = json_dumps(o, JSON_PRESERVE_ORDER);
  cr_assert_str_eq(a, b, "changing the copy changed the original");
  free(a);
  free(b);
  cr_assert_null(json_copy_tree(NULL));
  json_decref(copy);
  json_decref(o);
}

/* sb_sh_quote: one sh word whatever the text; checked by sh itself */
Test(core, sh_quote_is_one_word) {
  const char *texts[] = {"", "plain", "it's", "a b", "'", "$HOME `x` \"q\" \\n"};
  for (size_t i = 0; i < sizeof texts / sizeof texts[0]; i++) {
    strbuf sb = STRBUF_INIT;
    sb_puts(&sb, "printf %s ");
    sb_sh_quote(&sb, texts[i]);
    FILE *p = popen(sb_str(&sb), "r");
    cr_assert_not_null(p);
    char out[128] = "";
    size_t n = fread(out, 1, sizeof out - 1, p);
    out[n] = 0;
    pclose(p);
    cr_expect_str_eq(out, texts[i]);
    sb_free(&sb);
  }
}
