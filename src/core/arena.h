/* arena.h — region allocation: a parse, a run or a proof attempt owns one arena and frees it at once.
 * Allocation failure is fatal by default (eq_oom); tests can make the Nth next allocation fail. */
#ifndef EQUIV_CORE_ARENA_H
#define EQUIV_CORE_ARENA_H

#include <stddef.h>

typedef struct arena arena;

/* A new empty arena. Never returns NULL (out of memory aborts with a message). */
arena *arena_new(void);
/* Frees every block of the arena and the arena itself. NULL is allowed. */
void arena_free(arena *a);
/* n bytes aligned for any type, zero-filled; valid until arena_free. */
void *arena_alloc(arena *a, size_t n);
/* A NUL-terminated copy of s[0..n). */
char *arena_strndup(arena *a, const char *s, size_t n);
char *arena_strdup(arena *a, const char *s);
/* printf into the arena. */
char *arena_printf(arena *a, const char *fmt, ...) __attribute__((format(printf, 2, 3), nonnull(1, 2)));
/* Total bytes handed out (for memory caps and statistics). */
size_t arena_used(const arena *a);

/* Checked heap helpers used outside arenas: abort with "equiv: out of memory" on failure. */
void *eq_malloc(size_t n);
void *eq_calloc(size_t n, size_t size);
void *eq_realloc(void *p, size_t n);
char *eq_strdup(const char *s);

/* Test hook (Lua's ltests.c): the nth next eq_* / arena allocation fails (0 = never).
 * A failing allocation calls the out-of-memory handler, which by default prints and exits 2. */
void eq_alloc_fail_after(long n);
typedef void (*eq_oom_handler)(void);
void eq_set_oom_handler(eq_oom_handler h);

#endif
