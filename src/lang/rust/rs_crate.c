/* rs_crate.c — a crate's module files: the `mod NAME;` items of each file, followed to the files
 * rustc reads for them (rs_crate.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/fsutil.h"
#include "lang/rust/rs_crate.h"

enum { MAX_FILES = 256 };

typedef struct crate {
  const char **paths, **srcs;
  int n;
  arena *a;
} crate;

static int ident_char(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_'; }

/* Skips what cannot hold an item at s[i]: a comment (block comments nest), a string or raw string,
 * a char literal. Returns the index after it, or i when s[i] starts none of them. */
static size_t skip_noise(const char *s, size_t i, size_t n) {
  if (s[i] == '/' && i + 1 < n && s[i + 1] == '/') {
    while (i < n && s[i] != '\n') i++;
    return i;
  }
  if (s[i] == '/' && i + 1 < n && s[i + 1] == '*') {
    int depth = 0;
    while (i < n) {
      if (s[i] == '/' && i + 1 < n && s[i + 1] == '*') depth++, i += 2;
      else if (s[i] == '*' && i + 1 < n && s[i + 1] == '/') { i += 2; if (--depth == 0) return i; }
      else i++;
    }
    return i;
  }
  if (s[i] == 'r' && i + 1 < n && (s[i + 1] == '"' || s[i + 1] == '#') && (i == 0 || !ident_char(s[i - 1]))) {
    size_t j = i + 1, h = 0;
    while (j < n && s[j] == '#') h++, j++;
    if (j >= n || s[j] != '"') return i;
    for (j++; j < n; j++) {
      if (s[j] != '"') continue;
      size_t k = 0;
      while (k < h && j + 1 + k < n && s[j + 1 + k] == '#') k++;
      if (k == h) return j + 1 + h;
    }
    return n;
  }
  if (s[i] == '"') {
    for (i++; i < n && s[i] != '"'; i++)
      if (s[i] == '\\') i++;
    return i < n ? i + 1 : n;
  }
  if (s[i] == '\'') {
    /* a char literal ('x', '\n', '\u{..}'); a lifetime ('a) is one quote */
    if (i + 1 < n && s[i + 1] == '\\') {
      size_t j = i + 2;
      while (j < n && s[j] != '\'') j++;
      return j < n ? j + 1 : n;
    }
    if (i + 2 < n && s[i + 2] == '\'') return i + 3;
    return i + 1;
  }
  return i;
}

static void add_file(crate *c, const char *path, const char *src);

/* The directory the module files of file `path` are in ("" or ending in '/'). */
static const char *mod_dir(crate *c, const char *path, int is_root) {
  const char *slash = strrchr(path, '/');
  const char *base = slash ? slash + 1 : path;
  size_t dn = slash ? (size_t)(slash - path + 1) : 0;
  if (is_root || !strcmp(base, "mod.rs")) return arena_strndup(c->a, path, dn);
  size_t bn = strlen(base);
  if (bn > 3 && !strcmp(base + bn - 3, ".rs")) bn -= 3;
  return arena_printf(c->a, "%.*s%.*s/", (int)dn, path, (int)bn, base);
}

/* Every `mod NAME;` at the top level of src (not inside an inline module's braces), followed. */
static void follow_mods(crate *c, const char *path, const char *src, int is_root) {
  size_t n = strlen(src), i = 0;
  int depth = 0, attr_path = 0;
  while (i < n) {
    size_t j = skip_noise(src, i, n);
    if (j != i) { i = j; continue; }
    char ch = src[i];
    if (ch == '{') { depth++, i++; continue; }
    if (ch == '}') { depth--, i++; continue; }
    if (ch == '#' && !strncmp(src + i, "#[path", 6)) attr_path = 1;
    if (ch == ';') attr_path = 0;
    if (!ident_char(ch) || (i > 0 && ident_char(src[i - 1]))) { i++; continue; }
    size_t k = i;
    while (k < n && ident_char(src[k])) k++;
    if (depth == 0 && k - i == 3 && !strncmp(src + i, "mod", 3)) {
      size_t a = k;
      while (a < n && (src[a] == ' ' || src[a] == '\t' || src[a] == '\n' || src[a] == '\r')) a++;
      size_t b = a;
      while (b < n && ident_char(src[b])) b++;
      size_t e = b;
      while (e < n && (src[e] == ' ' || src[e] == '\t' || src[e] == '\n' || src[e] == '\r')) e++;
      if (b > a && e < n && src[e] == ';' && !attr_path) {
        const char *dir = mod_dir(c, path, is_root);
        const char *name = arena_strndup(c->a, src + a, b - a);
        const char *cand[2] = {arena_printf(c->a, "%s%s.rs", dir, name), arena_printf(c->a, "%s%s/mod.rs", dir, name)};
        for (int t = 0; t < 2; t++) {
          size_t len;
          char *text = fs_read_file(cand[t], &len);
          if (!text) continue;
          add_file(c, cand[t], arena_strdup(c->a, text));
          free(text);
          break;
        }
      }
    }
    i = k;
  }
}

static void add_file(crate *c, const char *path, const char *src) {
  if (c->n >= MAX_FILES) return;
  for (int k = 0; k < c->n; k++)
    if (!strcmp(c->paths[k], path)) return;
  c->paths[c->n] = path;
  c->srcs[c->n++] = src;
  follow_mods(c, path, src, c->n == 1);
}

int rs_crate_files(const char *path, const char *src, const char ***paths, const char ***srcs, arena *a) {
  crate c = {arena_alloc(a, sizeof(char *) * MAX_FILES), arena_alloc(a, sizeof(char *) * MAX_FILES), 0, a};
  add_file(&c, arena_strdup(a, path), src);
  *paths = c.paths;
  *srcs = c.srcs;
  return c.n;
}
