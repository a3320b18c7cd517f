/* cc_clang.c — opens libclang on first use (see cc_clang.h for why). */
#define CC_CLANG_NO_REDIRECT
#include "lang/c/cc_clang.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

#ifndef EQUIV_LIBCLANG
#error "EQUIV_LIBCLANG must name libclang's shared object (meson.build sets it)"
#endif

const cc_clang_api *cc_clang;

static cc_clang_api api;
static char load_error[512];
static pthread_once_t once = PTHREAD_ONCE_INIT;

static void load(void) {
  /* RTLD_LOCAL: LLVM's symbols stay out of the global namespace (Z3 and libstdc++ are there) */
  void *h = dlopen(EQUIV_LIBCLANG, RTLD_NOW | RTLD_LOCAL);
  if (!h) {
    const char *why = dlerror();
    snprintf(load_error, sizeof load_error, "cannot load libclang (%s): %s", EQUIV_LIBCLANG, why ? why : "?");
    return;
  }
#define CC_CLANG_FIND(f)                                                                            \
  if (!load_error[0]) {                                                                            \
    void *sym = dlsym(h, #f);                                                                       \
    if (!sym)                                                                                       \
      snprintf(load_error, sizeof load_error, "libclang (%s) has no %s", EQUIV_LIBCLANG, #f);        \
    else                                                                                            \
      memcpy(&api.f, &sym, sizeof sym); /* POSIX: a function's address through dlsym's void * */   \
  }
  CC_CLANG_FUNCS(CC_CLANG_FIND)
#undef CC_CLANG_FIND
  if (load_error[0]) {
    dlclose(h);
    return;
  }
  cc_clang = &api; /* the handle stays open for the life of the process */
}

int cc_clang_load(char *err, size_t cap) {
  pthread_once(&once, load);
  if (cc_clang) return 0;
  snprintf(err, cap, "%s", load_error);
  return -1;
}
