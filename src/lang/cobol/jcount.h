/* jcount.h — a debug count of the interpreter's JSON reads and string compares while statements
 * run (issue 11: "a switch, no string compares at run time"), compiled in only when EQUIV_COUNT_JSON
 * is defined (meson setup build-count -Dc_args=-DEQUIV_COUNT_JSON); without it this header defines
 * nothing and costs nothing. Include it after every other header: it wraps the names of jansson's
 * lookups, cbl_jget and the C library's compares in counting macros. */
#ifndef EQUIV_LANG_COBOL_JCOUNT_H
#define EQUIV_LANG_COBOL_JCOUNT_H

#ifdef EQUIV_COUNT_JSON
#include <jansson.h>
#include <string.h>
#include <strings.h>

#include "lang/cobol/jcache.h"

/* the run's counts (interp.c resets them when the main program starts and prints them at its
 * end, with the statements executed): member and element lookups, string compares. Each is
 * also counted by its source line (cbl_jcount_at), and the lines counted most are printed. */
extern _Thread_local unsigned long long cbl_jcount_reads, cbl_jcount_cmps;
void cbl_jcount_at(const char *file, int line, int cmp);

/* a parenthesised name calls the function itself, so these never expand into themselves */
#define json_object_get(o, k) (cbl_jcount_at(__FILE__, __LINE__, 0), (json_object_get)(o, k))
#define json_array_get(a, i) (cbl_jcount_at(__FILE__, __LINE__, 0), (json_array_get)(a, i))
#define json_array_size(a) (cbl_jcount_at(__FILE__, __LINE__, 0), (json_array_size)(a))
#define cbl_jget(o, k) (cbl_jcount_at(__FILE__, __LINE__, 0), (cbl_jget)(o, k))
#define js(o, k) (cbl_jcount_at(__FILE__, __LINE__, 0), (js)(o, k))
#define ji(o, k, d) (cbl_jcount_at(__FILE__, __LINE__, 0), (ji)(o, k, d))
#undef strcmp
#undef strcasecmp
#undef strncmp
#define strcmp(a, b) (cbl_jcount_at(__FILE__, __LINE__, 1), (strcmp)(a, b))
#define strcasecmp(a, b) (cbl_jcount_at(__FILE__, __LINE__, 1), (strcasecmp)(a, b))
#define strncmp(a, b, n) (cbl_jcount_at(__FILE__, __LINE__, 1), (strncmp)(a, b, n))
#endif

#endif
