/* rs_crate.h — a crate's module files (rs_crate.c): the files rustc reads for the `mod NAME;`
 * items of a root file, so that the source scan (ADTs, impl headers) and the span comments cover
 * them too. Private to src/lang/rust. */
#ifndef EQUIV_LANG_RUST_RS_CRATE_H
#define EQUIV_LANG_RUST_RS_CRATE_H

#include "core/arena.h"

/* The root file (path, its text src) then every module file its `mod NAME;` items name, found as
 * rustc finds them (the Rust reference, "Modules", "Module source filenames"): for the root and
 * for a mod.rs, DIR/NAME.rs or DIR/NAME/mod.rs beside it; for another file DIR/F.rs,
 * DIR/F/NAME.rs or DIR/F/NAME/mod.rs. A module that has a `#[path]` attribute or is declared inside
 * an inline module is not followed (rustc reads it; its ADTs are then unknown here and reported
 * as unsupported where used). The paths are written as rustc writes them in spans (the root's
 * path with its directory kept). Fills *paths and *srcs (in a), returns the count (>= 1). */
int rs_crate_files(const char *path, const char *src, const char ***paths, const char ***srcs, arena *a);

#endif
