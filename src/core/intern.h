/* intern.h — interned strings: one canonical copy per distinct string, so names compare by pointer.
 * A table owns its strings and frees them all at once (like an arena). */
#ifndef EQUIV_CORE_INTERN_H
#define EQUIV_CORE_INTERN_H

#include <stddef.h>

typedef struct intern_table intern_table;

intern_table *intern_new(void);
void intern_free(intern_table *t);
/* The canonical copy of s[0..n) (NUL-terminated); equal strings give the same pointer. */
const char *intern_n(intern_table *t, const char *s, size_t n);
const char *intern(intern_table *t, const char *s);
/* The number of distinct strings held. */
size_t intern_count(const intern_table *t);

#endif
