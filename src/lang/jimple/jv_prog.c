/* jv_prog.c — programs: a .class file with the classes beside it, a .jar archive (jv_jar.c), or a
 * .java file compiled by `javac -g` into a private temporary directory (removed when the program
 * is freed); a class path of directories and archives for the `equiv java` commands. A javac error
 * is reported as one located error (the first one javac gives, with the column of its caret). */
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "core/fsutil.h"
#include "core/tempfiles.h"
#include "lang/jimple/jv.h"
#include "lang/jimple/jv_jar.h"
#include "lang/jimple/jv_native.h"

void jv_program_free(jv_program *p) {
  if (!p) return;
  jv_native_release(p);
  if (p->tmpdir) {
    eq_temp_remove_path(p->tmpdir);
    free(p->tmpdir);
  }
  free(p->classes);
  arena_free(p->a);
  free(p);
}

static jv_class *add_class(jv_program *p, const uint8_t *data, size_t len, const char *shown, char *err, size_t errn) {
  char why[300];
  jv_class *c = jv_read_class(data, len, shown, p->a, why, sizeof why);
  if (!c) {
    snprintf(err, errn, "%s: error: [classfile] %s", shown, why);
    return NULL;
  }
  if (p->nclasses == p->cap) {
    p->cap = p->cap ? 2 * p->cap : 16;
    p->classes = eq_realloc(p->classes, sizeof(jv_class *) * (size_t)p->cap);
  }
  p->classes[p->nclasses++] = c;
  return c;
}

static jv_class *read_file(jv_program *p, const char *path, const char *shown, char *err, size_t errn) {
  size_t len;
  char *data = fs_read_file(path, &len);
  if (!data) {
    snprintf(err, errn, "%s: error: [io] %s", shown, strerror(errno));
    return NULL;
  }
  jv_class *c = add_class(p, (const uint8_t *)data, len, shown, err, errn);
  free(data);
  return c;
}

static int is_suffix(const char *s, const char *suf) {
  size_t n = strlen(s), k = strlen(suf);
  return n > k && !strcmp(s + n - k, suf);
}

/* Every class of a Jimple file (jv_jimple.c) into p; returns the file's first class. */
static jv_class *read_jimple(jv_program *p, const char *path, char *err, size_t errn) {
  size_t len;
  char *data = fs_read_file(path, &len);
  if (!data) {
    snprintf(err, errn, "%s: error: [io] %s", path, strerror(errno));
    return NULL;
  }
  jv_class **v;
  int n;
  char why[400];
  const char *shown = arena_strdup(p->a, path);
  n = jv_read_jimple(data, len, shown, p->a, &v, &n, why, sizeof why);
  free(data);
  if (n < 0) {
    /* "LINE:COL: message" as "FILE:LINE:COL: error: [jimple] message" */
    char *m = strchr(why, ':');
    m = m ? strchr(m + 1, ':') : NULL;
    if (m && m[1] == ' ') snprintf(err, errn, "%s:%.*s: error: [jimple] %s", path, (int)(m - why), why, m + 2);
    else snprintf(err, errn, "%s: error: [jimple] %s", path, why);
    return NULL;
  }
  for (int i = 0; i < n; i++) {
    if (p->nclasses == p->cap) {
      p->cap = p->cap ? 2 * p->cap : 16;
      p->classes = eq_realloc(p->classes, sizeof(jv_class *) * (size_t)p->cap);
    }
    p->classes[p->nclasses++] = v[i];
  }
  return v[0];
}

/* Every class file of a .jar into p; *main the manifest's Main-Class (NULL when none). */
static int load_jar(jv_program *p, const char *path, const char **main, char *err, size_t errn) {
  size_t len;
  char *data = fs_read_file(path, &len);
  if (!data) {
    snprintf(err, errn, "%s: error: [io] %s", path, strerror(errno));
    return -1;
  }
  jv_jar_entry *e;
  int n;
  char why[300];
  int rc = jv_jar_read((const uint8_t *)data, len, p->a, &e, &n, why, sizeof why);
  free(data);
  if (rc < 0) {
    snprintf(err, errn, "%s: error: [jar] %s", path, why);
    return -1;
  }
  if (main) *main = NULL;
  for (int i = 0; i < n; i++) {
    if (!strcmp(e[i].name, "META-INF/MANIFEST.MF") && main) *main = jv_jar_main_class(&e[i], p->a);
    if (!is_suffix(e[i].name, ".class") || !strcmp(e[i].name, "module-info.class") || strstr(e[i].name, "META-INF/")) continue;
    const char *shown = arena_printf(p->a, "%s!/%s", path, e[i].name);
    jv_class *c = add_class(p, e[i].data, e[i].len, shown, err, errn);
    if (!c) return -1;
    /* the class an entry declares must be the one its path names, or a lookup could find another */
    if (strlen(c->name) + 6 != strlen(e[i].name) || strncmp(c->name, e[i].name, strlen(c->name))) {
      snprintf(err, errn, "%s: error: [jar] entry %s declares class %s", path, e[i].name, c->name);
      return -1;
    }
  }
  return 0;
}

static int add_dir(jv_program *p, const char *dir) {
  if (p->ndirs == 8) return -1;
  p->dirs[p->ndirs++] = arena_strdup(p->a, dir);
  return 0;
}

jv_class *jv_find_class(jv_program *p, const char *name) {
  for (int i = 0; i < p->nclasses; i++)
    if (!strcmp(p->classes[i]->name, name)) return p->classes[i];
  if (strstr(name, "..") || name[0] == '[') return NULL;
  char *path = NULL;
  for (int i = -1; i < p->ndirs && !path; i++) {
    const char *d = i < 0 ? p->dir : p->dirs[i];
    if (!d) continue;
    path = arena_printf(p->a, "%s/%s.class", d, name);
    if (!fs_is_file(path)) path = NULL;
    if (!path) {
      /* Soot's output: one FULLY.QUALIFIED.NAME.jimple per class */
      char *jp = arena_printf(p->a, "%s/%s.jimple", d, name);
      for (char *q = jp + strlen(d) + 1; *q; q++)
        if (*q == '/') *q = '.';
      if (fs_is_file(jp)) {
        char err[600];
        int before = p->nclasses;
        if (!read_jimple(p, jp, err, sizeof err)) return NULL;
        for (int k = before; k < p->nclasses; k++)
          if (!strcmp(p->classes[k]->name, name)) return p->classes[k];
        return NULL;
      }
    }
  }
  if (!path) return NULL;
  char err[400];
  jv_class *c = read_file(p, path, path, err, sizeof err);
  if (c && strcmp(c->name, name)) return NULL; /* a file that declares another class */
  return c;
}

jv_method *jv_find_method(jv_program *p, const char *name, int *ambiguous) {
  *ambiguous = 0;
  jv_class *c = jv_find_class(p, p->main_cls);
  if (!c) return NULL;
  jv_method *found = NULL;
  size_t nl = strlen(name);
  for (int i = 0; i < c->nmethods; i++) {
    jv_method *m = &c->methods[i];
    if (!strcmp(m->name, name)) {
      if (found) *ambiguous = 1;
      found = m;
    } else if (!strncmp(name, m->name, strlen(m->name)) && name[strlen(m->name)] == '(' &&
               !strcmp(name + strlen(m->name), m->desc)) {
      *ambiguous = 0;
      return m;
    }
  }
  (void)nl;
  return *ambiguous ? NULL : found;
}

/* javac's first error as "file:line:col: error: [javac] message". */
static void javac_error(const char *log, const char *shown, char *err, size_t errn) {
  const char *p = log;
  while (p && *p) {
    const char *eol = strchr(p, '\n');
    size_t n = eol ? (size_t)(eol - p) : strlen(p);
    const char *k = memmem(p, n, ": error: ", 9);
    if (k) {
      const char *c1 = k;
      while (c1 > p && c1[-1] >= '0' && c1[-1] <= '9') c1--;
      int line = atoi(c1);
      int col = 0;
      /* the source line, then the caret line */
      const char *l2 = eol ? eol + 1 : NULL, *l3 = l2 ? strchr(l2, '\n') : NULL;
      if (l3) {
        const char *caret = l3 + 1, *e3 = strchr(caret, '\n');
        const char *hat = memchr(caret, '^', e3 ? (size_t)(e3 - caret) : strlen(caret));
        if (hat) col = (int)(hat - caret) + 1;
      }
      snprintf(err, errn, "%s:%d:%d: error: [javac] %.*s", shown, line, col ? col : 1, (int)(p + n - (k + 9)), k + 9);
      return;
    }
    p = eol ? eol + 1 : NULL;
  }
  snprintf(err, errn, "%s: error: [javac] javac failed: %.200s", shown, log);
}

static const char *base_name(const char *path, arena *a) {
  const char *s = strrchr(path, '/');
  s = s ? s + 1 : path;
  const char *dot = strrchr(s, '.');
  return arena_strndup(a, s, dot ? (size_t)(dot - s) : strlen(s));
}

/* Loads every class file under dir (recursively) into p. */
static int load_dir(jv_program *p, const char *dir, char *err, size_t errn) {
  DIR *d = opendir(dir);
  if (!d) return 0;
  struct dirent *e;
  int rc = 0;
  while ((e = readdir(d)) && !rc) {
    if (e->d_name[0] == '.') continue;
    char *path = arena_printf(p->a, "%s/%s", dir, e->d_name);
    size_t n = strlen(e->d_name);
    if (fs_is_dir(path)) rc = load_dir(p, path, err, errn);
    else if (n > 6 && !strcmp(e->d_name + n - 6, ".class") && !read_file(p, path, path, err, errn)) rc = -1;
  }
  closedir(d);
  return rc;
}

jv_program *jv_program_load(const char *path, char *err, size_t errn) { return jv_program_load_cp(path, NULL, err, errn); }

jv_program *jv_program_load_cp(const char *path, const char *classpath, char *err, size_t errn) {
  jv_program *p = eq_calloc(1, sizeof *p);
  p->a = arena_new();
  p->display = arena_strdup(p->a, path);
  size_t n = strlen(path);
  if (classpath) {
    char *cp = arena_strdup(p->a, classpath);
    for (char *tok = strtok(cp, ":"); tok; tok = strtok(NULL, ":")) {
      if (fs_is_dir(tok)) {
        if (add_dir(p, tok) < 0) {
          snprintf(err, errn, "%s: error: [usage] more than 8 class path directories", tok);
          goto fail;
        }
      } else if (fs_is_file(tok) && is_suffix(tok, ".jar")) {
        if (load_jar(p, tok, NULL, err, errn) < 0) goto fail;
      } else {
        snprintf(err, errn, "%s: error: [usage] a class path entry is a directory or a .jar file", tok);
        goto fail;
      }
    }
  }
  if (!fs_is_file(path)) {
    snprintf(err, errn, "%s: error: [io] %s", path, fs_is_dir(path) ? "is a directory" : strerror(errno ? errno : ENOENT));
    goto fail;
  }
  if (n > 6 && !strcmp(path + n - 6, ".class")) {
    jv_class *c = read_file(p, path, path, err, errn);
    if (!c) goto fail;
    p->main_cls = c->name;
    /* the class path root: the file's directory, up one level per package component */
    char *dir = arena_strdup(p->a, path);
    char *sl = strrchr(dir, '/');
    if (sl) *sl = 0;
    else dir = arena_strdup(p->a, ".");
    for (const char *q = c->name; (q = strchr(q, '/')); q++) dir = arena_printf(p->a, "%s/..", dir);
    p->dir = dir;
    return p;
  }
  if (is_suffix(path, ".jimple")) {
    jv_class *c = read_jimple(p, path, err, errn);
    if (!c) goto fail;
    p->main_cls = c->name;
    char *dir = arena_strdup(p->a, path);
    char *sl = strrchr(dir, '/');
    if (sl) *sl = 0;
    else dir = arena_strdup(p->a, ".");
    p->dir = dir;
    return p;
  }
  if (is_suffix(path, ".jar")) {
    int first = p->nclasses;
    const char *main = NULL;
    if (load_jar(p, path, &main, err, errn) < 0) goto fail;
    int top = 0;
    for (int i = first; i < p->nclasses; i++)
      if (!strchr(p->classes[i]->name, '$')) top++, p->main_cls = top == 1 ? p->classes[i]->name : NULL;
    if (main) {
      p->main_cls = NULL;
      for (int i = first; i < p->nclasses; i++)
        if (!strcmp(p->classes[i]->name, main)) p->main_cls = p->classes[i]->name;
      if (!p->main_cls) {
        snprintf(err, errn, "%s: error: [jar] the manifest's Main-Class %s is not in the archive", path, main);
        goto fail;
      }
    }
    if (!p->main_cls) {
      snprintf(err, errn, "%s: error: [jar] %d top-level classes and no Main-Class in the manifest: which class is the unit's is unknown",
               path, top);
      goto fail;
    }
    return p;
  }
  if (!(n > 5 && !strcmp(path + n - 5, ".java"))) {
    snprintf(err, errn, "%s: error: [usage] a Java input is a .java, .class, .jar or .jimple file", path);
    goto fail;
  }
  const char *tmp = getenv("TMPDIR");
  char *templ = arena_printf(p->a, "%s/equiv-javac-XXXXXX", tmp && *tmp ? tmp : "/tmp");
  if (!mkdtemp(templ)) {
    snprintf(err, errn, "%s: error: [io] cannot make a temporary directory: %s", path, strerror(errno));
    goto fail;
  }
  p->tmpdir = eq_strdup(templ);
  eq_temp_add(p->tmpdir); /* gone also when a signal ends the run */
  p->dir = p->tmpdir;
  char *logp = arena_printf(p->a, "%s/.javac.log", p->tmpdir);
  pid_t pid = fork();
  if (pid > 0) eq_temp_child(pid); /* ended and waited for when a signal ends the run */
  if (pid < 0) {
    snprintf(err, errn, "%s: error: [io] fork: %s", path, strerror(errno));
    goto fail;
  }
  if (pid == 0) {
    int fd = open(logp, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    if (fd >= 0) {
      dup2(fd, 1);
      dup2(fd, 2);
      close(fd);
    }
    execlp("javac", "javac", "-g", "-encoding", "UTF-8", "-nowarn", "-d", p->tmpdir,
           path, (char *)NULL);
    _exit(127);
  }
  int status = 0;
  while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {}
  eq_temp_child_done(pid);
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
    size_t ll;
    char *log = fs_read_file(logp, &ll);
    if (WIFEXITED(status) && WEXITSTATUS(status) == 127) snprintf(err, errn, "%s: error: [javac] cannot run javac", path);
    else javac_error(log ? log : "", path, err, errn);
    free(log);
    goto fail;
  }
  unlink(logp);
  if (load_dir(p, p->tmpdir, err, errn) < 0) goto fail;
  const char *base = base_name(path, p->a);
  for (int i = 0; i < p->nclasses && !p->main_cls; i++) {
    const char *nm = p->classes[i]->name, *sl = strrchr(nm, '/');
    if (!strcmp(sl ? sl + 1 : nm, base)) p->main_cls = nm;
  }
  for (int i = 0; i < p->nclasses && !p->main_cls; i++)
    if (!strchr(p->classes[i]->name, '$')) p->main_cls = p->classes[i]->name;
  if (!p->main_cls) {
    snprintf(err, errn, "%s:1:1: error: [javac] the file declares no class", path);
    goto fail;
  }
  return p;
fail:
  jv_program_free(p);
  return NULL;
}
