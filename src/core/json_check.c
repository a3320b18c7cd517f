/* json_check.c — loading and checking users' JSON files (see json_check.h). */
#include "core/json_check.h"

#include <stdio.h>
#include <string.h>

/* s as it appears in a message: control characters as \xNN. */
static const char *printable(const char *s, char *buf, size_t n) {
  size_t k = 0;
  for (; *s && k + 5 < n; s++) {
    unsigned char c = (unsigned char)*s;
    if (c < 0x20 || c == 0x7f)
      k += (size_t)snprintf(buf + k, n - k, "\\x%02x", c);
    else
      buf[k++] = (char)c;
  }
  buf[k] = 0;
  return buf;
}

json_t *jc_load_file(const char *path, char *err, size_t n) {
  json_error_t je;
  json_t *root = json_load_file(path, JSON_REJECT_DUPLICATES, &je);
  if (root) return root;
  char p[300], w[300];
  printable(path, p, sizeof p);
  printable(je.text, w, sizeof w);
  if (je.line <= 0)
    snprintf(err, n, "%s: %s", p, w);
  else
    snprintf(err, n, "%s:%d:%d: %s", p, je.line, je.column, w);
  return NULL;
}

int jc_bad(char *err, size_t n, const char *path, const char *pointer, const char *what) {
  char p1[300], p2[300], w[600];
  snprintf(err, n, "%s: %s: %s", printable(path, p1, sizeof p1), printable(pointer, p2, sizeof p2),
           printable(what, w, sizeof w));
  return -1;
}

void jc_one_line(char *err, size_t n) {
  if (!n) return;
  char buf[1200];
  printable(err, buf, sizeof buf < n ? sizeof buf : n);
  memcpy(err, buf, strlen(buf) + 1);
}

int jc_only_members(const json_t *o, const char *const *allowed, const char **unknown) {
  const char *k;
  json_t *v;
  json_object_foreach((json_t *)o, k, v) {
    int ok = 0;
    for (int i = 0; allowed[i] && !ok; i++) ok = !strcmp(k, allowed[i]);
    if (!ok) return *unknown = k, 0;
  }
  return 1;
}
