/* orch_tree.h — the source files of a directory tree that some language reads, by relative path:
 * what `equiv diff OLD_DIR NEW_DIR` pairs (the same relative path in both trees is one file). */
#ifndef EQUIV_ORCH_ORCH_TREE_H
#define EQUIV_ORCH_ORCH_TREE_H

#include <stddef.h>

#include "core/arena.h"
#include "core/hash.h"

/* The relative paths ("lib/fee.c") under root of every regular file whose extension names a
 * language (orch_lang_for_path), sorted bytewise; directories named .git and .equiv are not
 * entered, symbolic links are not followed. Paths (allocated in a) are kept only when under one of
 * prefixes[0..nprefixes) (a file or a directory, relative to root; nprefixes 0: all). Returns the
 * count and sets *out, or -1 with a one-line reason in err (root unreadable). */
int orch_tree_list(const char *root, const char *const *prefixes, int nprefixes, const char ***out, arena *a,
                   char *err, size_t errn);

/* The shape of the tree at root: a BLAKE2b hash over the relative path of every regular file and
 * of every symbolic link (with its target), in bytewise order; .git and .equiv are left out. Not
 * the contents: equal shapes mean no file was added, removed or renamed (a header added where an
 * include path looks first would change what a source reads). Returns 0, or -1 with the reason. */
int orch_tree_shape(const char *root, char out[EQ_HASH_HEX], arena *a, char *err, size_t errn);

/* Every regular file and symbolic link under root (.git and .equiv left out), sorted by path:
 * each entry is a kind byte ('F' a file, 'L' a link), the relative path, a NUL, then the link's
 * target ("" for a file). Returns how many, or -1 with the reason. */
int orch_tree_entries(const char *root, const char ***out, arena *a, char *err, size_t errn);

#endif
