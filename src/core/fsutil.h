/* fsutil.h — whole-file reading and atomic writing (write to a temporary, fsync, rename), so an
 * interrupted or failed run never leaves a partial output file behind. */
#ifndef EQUIV_CORE_FSUTIL_H
#define EQUIV_CORE_FSUTIL_H

#include <stddef.h>
#include <stdio.h>

/* Reads the whole file. Returns a heap buffer (NUL-terminated, *len set) or NULL with errno set. */
char *fs_read_file(const char *path, size_t *len);

/* Writes data to path atomically. Returns 0, or -1 with errno set (nothing left behind). A path
 * that exists and is not a regular file or directory (/dev/null, a FIFO) is written in place:
 * renaming a file over it would replace the device (the same for fs_atomic_open). */
int fs_write_atomic(const char *path, const void *data, size_t len);

/* A stream whose contents appear at path only when committed: written to a sibling temporary,
 * then fsync'd and renamed. For outputs too large to build in memory first. */
typedef struct fs_atomic fs_atomic;
/* Opens the temporary; NULL with errno set. */
fs_atomic *fs_atomic_open(const char *path);
/* The buffered stream to write to. */
FILE *fs_atomic_stream(fs_atomic *w);
/* Flushes, syncs and renames into place; 0, or -1 with errno set (nothing left behind). Frees w. */
int fs_atomic_commit(fs_atomic *w);
/* Removes the temporary (an error on the way: nothing appears at path). Frees w. */
void fs_atomic_abort(fs_atomic *w);

/* Whether path names an existing regular file. */
int fs_is_file(const char *path);
int fs_is_dir(const char *path);

#endif
