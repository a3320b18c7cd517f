/* orch_ccdb.h — front-end options per file from a compile_commands.json (the JSON compilation
 * database CMake, Meson and Bear write): the include directories (-I) and macros (-D) each file was
 * compiled with, mapped into the tree being read. Other compiler flags are not passed on. */
#ifndef EQUIV_ORCH_ORCH_CCDB_H
#define EQUIV_ORCH_ORCH_CCDB_H

#include <stddef.h>

#include "core/arena.h"
#include "rel/lang.h"

typedef struct orch_ccdb orch_ccdb;

/* Reads db_path (NULL result and err "" when it does not exist). The database names files under
 * source_root (the directory it was written for; its entries' paths are absolute or relative to
 * each entry's "directory"); tree_root is where the same files are read now (a materialised
 * revision). base holds the command line's own -I/-D, which come first for every file. NULL with
 * a one-line reason in err when the file is not a compilation database. */
orch_ccdb *orch_ccdb_load(const char *db_path, const char *source_root, const char *tree_root,
                          const rel_load_opts *base, arena *a, char *err, size_t errn);

/* The options of the file at relative path rel, or NULL when the database has no entry for it. */
const rel_load_opts *orch_ccdb_lookup(const orch_ccdb *db, const char *rel);

#endif
