/* fsutil.h — whole-file reading and atomic writing (write to a temporary, fsync, rename), so an
 * interrupted or failed run never leaves a partial output file behind. */
#ifndef EQUIV_CORE_FSUTIL_H
#define EQUIV_CORE_FSUTIL_H

#include <stddef.h>

/* Reads the whole file. Returns a heap buffer (NUL-terminated, *len set) or NULL with errno set. */
char *fs_read_file(const char *path, size_t *len);

/* Writes data to path atomically. Returns 0, or -1 with errno set (nothing left behind). */
int fs_write_atomic(const char *path, const void *data, size_t len);

/* Whether path names an existing regular file. */
int fs_is_file(const char *path);
int fs_is_dir(const char *path);

#endif
