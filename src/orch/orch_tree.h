/* orch_tree.h — the source files of a directory tree that some language reads, by relative path:
 * what `equiv diff OLD_DIR NEW_DIR` pairs (the same relative path in both trees is one file). */
#ifndef EQUIV_ORCH_ORCH_TREE_H
#define EQUIV_ORCH_ORCH_TREE_H

#include "core/arena.h"

/* The relative paths ("lib/fee.c") under root of every regular file whose extension names a
 * language (orch_lang_for_path), sorted bytewise; directories named .git and .equiv are not
 * entered, symbolic links are not followed. Paths (allocated in a) are kept only when under one of
 * prefixes[0..nprefixes) (a file or a directory, relative to root; nprefixes 0: all). Returns the
 * count and sets *out, or -1 with a one-line reason in err (root unreadable). */
int orch_tree_list(const char *root, const char *const *prefixes, int nprefixes, const char ***out, arena *a,
                   char *err, size_t errn);

#endif
