/* orch_pq.c — opens libpq on first use (see orch_pq.h for why). */
#include "orch/orch_pq.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

/* dlerror's text starts with the path it tried ("libpq.so.5: cannot open shared object file: No
 * such file or directory"); the reason alone follows our own naming of the library */
static const char *reason(const char *lib, const char *why) {
  if (!why) return "unknown error";
  size_t n = strlen(lib);
  if (!strncmp(why, lib, n) && !strncmp(why + n, ": ", 2)) return why + n + 2;
  return why;
}

const orch_pq_api *orch_pq_open(const char *lib, orch_pq_api *api, char *err, size_t errn) {
  /* RTLD_LOCAL: libpq's chain (gnutls, krb5, ldap) stays out of the global namespace */
  void *h = dlopen(lib, RTLD_NOW | RTLD_LOCAL);
  if (!h) {
    snprintf(err, errn, "cannot load %s (%s): install libpq5 for a postgresql:// cache", lib, reason(lib, dlerror()));
    return NULL;
  }
#define ORCH_PQ_FIND(f)                                                                             \
  {                                                                                                 \
    void *sym = dlsym(h, #f);                                                                       \
    if (!sym) {                                                                                     \
      snprintf(err, errn, "%s has no %s: install libpq5 for a postgresql:// cache", lib, #f);       \
      dlclose(h);                                                                                   \
      return NULL;                                                                                  \
    }                                                                                               \
    memcpy(&api->f, &sym, sizeof sym); /* POSIX: a function's address through dlsym's void * */    \
  }
  ORCH_PQ_FUNCS(ORCH_PQ_FIND)
#undef ORCH_PQ_FIND
  return api; /* the handle stays open for the life of the process */
}

static orch_pq_api api;
static const orch_pq_api *loaded;
static char load_error[512];
static pthread_once_t once = PTHREAD_ONCE_INIT;

static void load(void) {
  loaded = orch_pq_open(ORCH_PQ_SONAME, &api, load_error, sizeof load_error);
}

const orch_pq_api *orch_pq_load(char *err, size_t errn) {
  pthread_once(&once, load);
  if (!loaded) snprintf(err, errn, "%s", load_error);
  return loaded;
}
