/* Tables of pointers to string literals read at an index that is an input: the shape of every
 * error-message table. Each entry points to its own array (C11 6.4.5p6), so one read of the table
 * gives a pointer into one of several objects. */
#include <string.h>

static const char *const errnames[] = {"ok", "bad input", "no memory", "too long"};

const char *err_name(int code) {
  if (code < 0 || code > 3) return "unknown";
  return errnames[code];
}

size_t err_len(unsigned code) { return code < 4 ? strlen(errnames[code]) : 0; }

/* the first character of the entry: 'n' only for "no memory" */
int err_is_fatal(int code) { return code >= 0 && code < 4 && errnames[code][0] == 'n'; }

/* a table with holes: a null entry reads as "-" */
static const char *const opt_names[5] = {"verbose", 0, "quiet", 0, "force"};

const char *opt_name(unsigned i) {
  const char *s = i < 5 ? opt_names[i] : 0;
  return s ? s : "-";
}

/* a conditional between two arrays, then an index into the one chosen */
static const char lower[] = "abcdef", upper[] = "ABCDEF";

int hex_letter(int v, int up) {
  const char *t = up ? upper : lower;
  return v >= 0 && v < 6 ? t[v] : -1;
}

/* which table a conditional chose, by comparing pointers (C11 6.5.9p6: unequal across objects) */
int is_upper_table(int up) {
  const char *t = up ? upper : lower;
  return t == upper && t != lower;
}
