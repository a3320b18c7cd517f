/* Unit tests of rs_crate.c: the module files of a crate, found as rustc finds them (the Rust
 * reference, "Module source filenames"), and the `mod` items that name none. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/arena.h"
#include "lang/rust/rs_crate.h"

static char root[64];

static void put(const char *rel, const char *text) {
  char p[256];
  snprintf(p, sizeof p, "%s/%s", root, rel);
  char *slash = strrchr(p, '/');
  *slash = 0;
  mkdir(p, 0700); /* one level of directories is all these tests make */
  *slash = '/';
  FILE *f = fopen(p, "w");
  cr_assert(f);
  fputs(text, f);
  fclose(f);
}

static int has(const char **paths, int n, const char *rel) {
  char p[256];
  snprintf(p, sizeof p, "%s/%s", root, rel);
  for (int k = 0; k < n; k++)
    if (!strcmp(paths[k], p)) return 1;
  return 0;
}

static const char *LIB =
    "mod a;\n"
    "pub mod b ;\n"
    "/* mod ghost; /* nested */ still a comment */\n"
    "// mod ghost2;\n"
    "fn f() -> &'static str { let _c = '\"'; \"mod fake;\" }\n"
    "fn g() -> &'static str { r#\"mod fake2;\"# }\n"
    "mod inline { mod deep; }\n"
    "#[path = \"x.rs\"]\n"
    "mod p;\n"
    "mod missing;\n";

Test(rs_crate, follows_mods_as_rustc) {
  snprintf(root, sizeof root, "/tmp/equiv-rscrate-XXXXXX");
  cr_assert(mkdtemp(root));
  put("lib.rs", LIB);
  put("a.rs", "mod c;\n");
  put("a/c.rs", "pub fn c() {}\n");
  put("b/mod.rs", "mod d;\n");
  put("b/d.rs", "pub fn d() {}\n");
  /* files that exist but that no followed `mod` item names from where it would be read */
  put("ghost.rs", "");
  put("fake.rs", "");
  put("p.rs", "");
  put("c.rs", "");
  arena *a = arena_new();
  const char **paths, **srcs;
  char lib[128];
  snprintf(lib, sizeof lib, "%s/lib.rs", root);
  int n = rs_crate_files(lib, LIB, &paths, &srcs, a);
  cr_expect_eq(n, 5, "files: %d", n);
  cr_expect(!strcmp(paths[0], lib));
  cr_expect(has(paths, n, "a.rs"));
  cr_expect(has(paths, n, "a/c.rs"));   /* beside a.rs, in a/ */
  cr_expect(has(paths, n, "b/mod.rs"));
  cr_expect(has(paths, n, "b/d.rs"));   /* beside a mod.rs */
  cr_expect(!has(paths, n, "ghost.rs"));
  cr_expect(!has(paths, n, "fake.rs"));
  cr_expect(!has(paths, n, "p.rs"));    /* #[path] is not followed */
  cr_expect(!has(paths, n, "c.rs"));
  for (int k = 0; k < n; k++) cr_expect(srcs[k] != NULL);
  arena_free(a);
  char cmd[160];
  snprintf(cmd, sizeof cmd, "rm -rf %s", root);
  cr_expect_eq(system(cmd), 0);
}

Test(rs_crate, single_file) {
  arena *a = arena_new();
  const char **paths, **srcs;
  int n = rs_crate_files("f.rs", "pub fn f() {}\n", &paths, &srcs, a);
  cr_expect_eq(n, 1);
  cr_expect(!strcmp(paths[0], "f.rs"));
  arena_free(a);
}
