/* orch_ccdb.c — reads compile_commands.json (orch_ccdb.h). Paths are normalised lexically ("a/./b",
 * "a/x/../b") so that an entry names a file of the tree whatever form the build tool wrote. */
#include "orch/orch_ccdb.h"

#include <jansson.h>
#include <stdio.h>
#include <string.h>

#include "core/fsutil.h"

typedef struct ccdb_entry {
  const char *rel;    /* the file, relative to the source root */
  rel_load_opts o;
} ccdb_entry;

struct orch_ccdb {
  ccdb_entry *e;
  int n;
};

/* dir/p (p itself when absolute) with "." and ".." parts resolved, into out */
static void join_norm(const char *dir, const char *p, char *out, size_t n) {
  char buf[8192];
  if (p[0] == '/') snprintf(buf, sizeof buf, "%s", p);
  else snprintf(buf, sizeof buf, "%s/%s", dir, p);
  const char *parts[512];
  size_t lens[512];
  int np = 0;
  for (const char *s = buf; *s;) {
    while (*s == '/') s++;
    const char *e = s;
    while (*e && *e != '/') e++;
    size_t l = (size_t)(e - s);
    if (l == 0 || (l == 1 && s[0] == '.')) {
    } else if (l == 2 && s[0] == '.' && s[1] == '.') {
      if (np) np--;
    } else if (np < 512) {
      parts[np] = s, lens[np++] = l;
    }
    s = e;
  }
  size_t k = 0;
  out[0] = 0;
  for (int i = 0; i < np && k + lens[i] + 2 < n; i++) {
    out[k++] = '/';
    memcpy(out + k, parts[i], lens[i]);
    k += lens[i];
  }
  out[k < n ? k : n - 1] = 0;
  if (!k && n > 1) out[0] = '/', out[1] = 0;
}

/* path relative to root, or NULL when it is not under root */
static const char *rel_to(const char *root, const char *path) {
  size_t n = strlen(root);
  while (n > 1 && root[n - 1] == '/') n--;
  if (strncmp(path, root, n) || (path[n] != '/' && path[n] != 0)) return NULL;
  return path[n] == '/' ? path + n + 1 : path + n;
}

/* the words of a "command" string: blanks separate, quotes and backslashes as a POSIX shell */
static int split_command(const char *cmd, const char **out, int max, arena *a) {
  int n = 0;
  char word[4096];
  const char *s = cmd;
  while (*s && n < max) {
    while (*s == ' ' || *s == '\t') s++;
    if (!*s) break;
    size_t k = 0;
    char q = 0;
    for (; *s && (q || (*s != ' ' && *s != '\t')); s++) {
      if (q && *s == q) q = 0;
      else if (!q && (*s == '"' || *s == '\'')) q = *s;
      else if (*s == '\\' && s[1] && q != '\'') {
        if (k + 1 < sizeof word) word[k++] = *++s;
      } else if (k + 1 < sizeof word) word[k++] = *s;
    }
    word[k] = 0;
    out[n++] = arena_strdup(a, word);
  }
  return n;
}

orch_ccdb *orch_ccdb_load(const char *db_path, const char *source_root, const char *tree_root,
                          const rel_load_opts *base, arena *a, char *err, size_t errn) {
  err[0] = 0;
  if (!fs_is_file(db_path)) return NULL;
  json_error_t je;
  json_t *root = json_load_file(db_path, 0, &je);
  if (!root || !json_is_array(root)) {
    snprintf(err, errn, "%s:%d:%d: not a compilation database: %s", db_path, je.line, je.column,
             root ? "the top level is not an array" : je.text);
    json_decref(root);
    return NULL;
  }
  char src_norm[4096];
  join_norm("/", source_root, src_norm, sizeof src_norm);
  orch_ccdb *db = arena_alloc(a, sizeof *db);
  size_t ne = json_array_size(root);
  db->e = arena_alloc(a, sizeof(ccdb_entry) * (ne + 1));
  db->n = 0;
  for (size_t i = 0; i < ne; i++) {
    json_t *ent = json_array_get(root, i);
    const char *dir = json_string_value(json_object_get(ent, "directory"));
    const char *file = json_string_value(json_object_get(ent, "file"));
    if (!dir || !file) {
      snprintf(err, errn, "%s: entry %zu has no \"directory\" or \"file\"", db_path, i + 1);
      json_decref(root);
      return NULL;
    }
    char dabs[4096], fabs[4096];
    join_norm(src_norm, dir, dabs, sizeof dabs);
    join_norm(dabs, file, fabs, sizeof fabs);
    const char *rel = rel_to(src_norm, fabs);
    if (!rel) continue; /* a file outside the tree: not one the diff reads */
    const char *words[1024];
    int nw = 0;
    json_t *args = json_object_get(ent, "arguments");
    if (json_is_array(args)) {
      for (size_t k = 0; k < json_array_size(args) && nw < 1024; k++) {
        const char *w = json_string_value(json_array_get(args, k));
        if (w) words[nw++] = w;
      }
    } else if (json_is_string(json_object_get(ent, "command"))) {
      nw = split_command(json_string_value(json_object_get(ent, "command")), words, 1024, a);
    }
    ccdb_entry *e = &db->e[db->n++];
    e->rel = arena_strdup(a, rel);
    const char **inc = arena_alloc(a, sizeof(char *) * (size_t)(base->ninclude + nw + 1));
    const char **def = arena_alloc(a, sizeof(char *) * (size_t)(base->ndefine + nw + 1));
    int ni = 0, nd = 0;
    for (int k = 0; k < base->ninclude; k++) inc[ni++] = base->include[k];
    for (int k = 0; k < base->ndefine; k++) def[nd++] = base->define[k];
    for (int k = 0; k < nw; k++) {
      const char *w = words[k], *v = NULL;
      int is_inc = !strncmp(w, "-I", 2), is_def = !strncmp(w, "-D", 2);
      if (!is_inc && !is_def) continue;
      v = w[2] ? w + 2 : (k + 1 < nw ? words[++k] : NULL);
      if (!v) continue;
      if (is_def) {
        def[nd++] = arena_strdup(a, v);
        continue;
      }
      /* an include directory inside the source tree is read from the tree being compared */
      char iabs[4096], mapped[8192];
      join_norm(dabs, v, iabs, sizeof iabs);
      const char *irel = rel_to(src_norm, iabs);
      if (irel) snprintf(mapped, sizeof mapped, "%s%s%s", tree_root, *irel ? "/" : "", irel);
      else snprintf(mapped, sizeof mapped, "%s", iabs);
      inc[ni++] = arena_strdup(a, mapped);
    }
    e->o = (rel_load_opts){ni, inc, nd, def, base->nextra, base->extra, base->records, base->array_bound};
  }
  json_decref(root);
  return db;
}

const rel_load_opts *orch_ccdb_lookup(const orch_ccdb *db, const char *rel) {
  if (!db) return NULL;
  for (int i = 0; i < db->n; i++)
    if (!strcmp(db->e[i].rel, rel)) return &db->e[i].o;
  return NULL;
}
