/* json_check.h — what every loader of a user's JSON file (a relation, an interface file) needs to
 * answer bad input with one located line: load with duplicate keys refused, members checked
 * against a list, errors as "FILE: /json/pointer: what is wrong". */
#ifndef EQUIV_CORE_JSON_CHECK_H
#define EQUIV_CORE_JSON_CHECK_H

#include <jansson.h>
#include <stddef.h>

/* Loads path (a duplicate key is an error: which one counts would be a guess). NULL with
 * "PATH:LINE:COL: why", or "PATH: why" when the file cannot be read, in err. */
json_t *jc_load_file(const char *path, char *err, size_t n);

/* "PATH: POINTER: WHAT" into err, every control character of the three shown as \xNN (a member
 * name may hold a line feed: the message stays one line). Returns -1. */
int jc_bad(char *err, size_t n, const char *path, const char *pointer, const char *what);

/* err (n bytes) with every control character shown as \xNN, cut to fit: for a message assembled
 * from a user's strings in other ways than jc_bad, so that it stays one line. */
void jc_one_line(char *err, size_t n);

/* 1 when every member of o is in allowed (NULL-terminated); else 0 and *unknown names the first
 * other one. */
int jc_only_members(const json_t *o, const char *const *allowed, const char **unknown);

#endif
