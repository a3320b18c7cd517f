/* test_core.c — arena, strbuf, diagnostics and atomic file writes. */
#include <criterion/criterion.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core/arena.h"
#include "core/diag.h"
#include "core/fsutil.h"
#include "core/strbuf.h"

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
