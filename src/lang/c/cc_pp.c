/* cc_pp.c — `clang -E` into a temporary file (see cc_pp.h for why). The child is spawned without a
 * shell, with its output and errors redirected, and waited for; nothing is left behind on failure. */
#include "lang/c/cc_pp.h"

#include "core/tempfiles.h"

#include <errno.h>
#include <fcntl.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

static char *temp_name(void) {
  const char *dir = getenv("TMPDIR");
  if (!dir || !*dir) dir = "/tmp";
  size_t n = strlen(dir) + 32;
  char *name = malloc(n);
  if (!name) return NULL;
  snprintf(name, n, "%s/equiv-pp-XXXXXX", dir);
  int fd = mkstemp(name);
  if (fd < 0) {
    free(name);
    return NULL;
  }
  close(fd);
  eq_temp_add(name); /* a run ended by a signal while clang or the parser works leaves no file */
  return name;
}

char *cc_preprocess(const char *path, const char *const *args, int nargs) {
  char *out = temp_name();
  if (!out) return NULL;
  /* clang -E <args> -o OUT PATH; the linemarkers carry PATH exactly as given, so locations and the
   * "defined in the main file" test can be stated in the user's own file name. */
  const char **argv = malloc(sizeof(char *) * (size_t)(nargs + 6));
  if (!argv) {
    eq_temp_remove_path(out);
    free(out);
    return NULL;
  }
  int n = 0;
  argv[n++] = CC_CLANG_PATH;
  argv[n++] = "-E";
  for (int i = 0; i < nargs; i++) argv[n++] = args[i];
  argv[n++] = "-o";
  argv[n++] = out;
  argv[n++] = path;
  argv[n] = NULL;
  posix_spawn_file_actions_t fa;
  posix_spawn_file_actions_init(&fa);
  posix_spawn_file_actions_addopen(&fa, 0, "/dev/null", O_RDONLY, 0);
  posix_spawn_file_actions_addopen(&fa, 1, "/dev/null", O_WRONLY, 0);
  posix_spawn_file_actions_addopen(&fa, 2, "/dev/null", O_WRONLY, 0);
  pid_t pid;
  int rc = posix_spawn(&pid, CC_CLANG_PATH, &fa, NULL, (char *const *)argv, environ);
  /* a signal that ends the run ends clang first: its output must not appear after we removed it */
  if (rc == 0) eq_temp_child(pid);
  posix_spawn_file_actions_destroy(&fa);
  free(argv);
  int status = 0;
  if (rc == 0) {
    while (waitpid(pid, &status, 0) < 0) {
      if (errno != EINTR) {
        status = -1;
        break;
      }
    }
    eq_temp_child_done(pid);
  }
  if (rc != 0 || !WIFEXITED(status) || WEXITSTATUS(status) != 0) {
    eq_temp_remove_path(out);
    free(out);
    return NULL;
  }
  return out;
}

void cc_pp_remove(char *name) {
  if (!name) return;
  eq_temp_remove_path(name);
  free(name);
}

/* one linemarker's file name (a C string literal's body: \\ and \" escaped) into out; the rest
 * of the line after it into *rest. 0, or -1 when the line is not a linemarker. */
static int marker_name(const char *line, const char *end, char *out, size_t outn, const char **rest) {
  const char *p = line;
  if (p >= end || *p != '#') return -1;
  p++;
  if (p < end && *p == ' ') p++;
  if (p >= end || *p < '0' || *p > '9') return -1;
  while (p < end && *p >= '0' && *p <= '9') p++;
  if (p + 1 >= end || p[0] != ' ' || p[1] != '"') return -1;
  p += 2;
  size_t n = 0;
  while (p < end && *p != '"') {
    if (*p == '\\' && p + 1 < end) p++;
    if (n + 1 >= outn) return -1;
    out[n++] = *p++;
  }
  if (p >= end) return -1;
  out[n] = 0;
  *rest = p + 1;
  return 0;
}

int cc_pp_sources(const char *pp_path, char ***paths, unsigned char **sys) {
  FILE *f = fopen(pp_path, "r");
  if (!f) return -1;
  int n = 0, cap = 16;
  char **v = malloc(sizeof(char *) * (size_t)cap);
  unsigned char *s = malloc((size_t)cap);
  char *line = NULL;
  size_t linecap = 0;
  ssize_t len;
  int rc = v && s ? 0 : -1;
  while (rc == 0 && (len = getline(&line, &linecap, f)) > 0) {
    char name[4096];
    const char *rest, *end = line + len;
    if (line[0] != '#' || marker_name(line, end, name, sizeof name, &rest) < 0) continue;
    if (name[0] == '<') continue; /* <built-in>, <command line> */
    int seen = 0;
    for (int i = 0; i < n && !seen; i++) seen = !strcmp(v[i], name);
    if (seen) continue;
    if (n == cap) {
      cap *= 2;
      char **nv = realloc(v, sizeof(char *) * (size_t)cap);
      unsigned char *ns = nv ? realloc(s, (size_t)cap) : NULL;
      if (nv) v = nv;
      if (ns) s = ns;
      if (!nv || !ns) {
        rc = -1;
        break;
      }
    }
    /* the flags after the name: 3 says the text comes from a system header */
    int is_sys = 0;
    for (const char *q = rest; q < end; q++)
      if (*q == '3' && q[-1] == ' ' && (q + 1 == end || q[1] == ' ' || q[1] == '\n')) is_sys = 1;
    v[n] = strdup(name);
    if (!v[n]) {
      rc = -1;
      break;
    }
    s[n++] = (unsigned char)is_sys;
  }
  free(line);
  fclose(f);
  if (rc < 0) {
    for (int i = 0; i < n; i++) free(v[i]);
    free(v);
    free(s);
    return -1;
  }
  *paths = v, *sys = s;
  return n;
}
