/* rust.h — the Rust room's public interface: load a Rust file through rustc's MIR
 * (rustc --emit=mir, parsed by rs_mir.c), run one function under Equiv's MIR semantics (a debug
 * build: overflow, bounds and division checks panic), and the room's rel_lang table. */
#ifndef EQUIV_LANG_RUST_RUST_H
#define EQUIV_LANG_RUST_RUST_H

#include <stddef.h>

#include "core/arena.h"
#include "core/diag.h"
#include "rel/behaviour.h"
#include "rel/lang.h"

typedef struct rs_program rs_program;

/* What a run reads besides its arguments (equiv rust run --stdin, --file): standard input
 * in[0..inlen) (inlen < 0: none, and a read of it is unsupported), and a file system of nfiles
 * files (nfiles < 0: none, and opening or creating a file is unsupported; else exactly these
 * exist, read only: File::open of another name is NotFound, as in an empty directory). */
typedef struct rs_file {
  const char *name;
  const char *data;
  long len;
} rs_file;
typedef struct rs_env {
  const char *in;
  long inlen;
  const rs_file *files;
  int nfiles;
  /* The program's arguments as std::env::args yields them, argv[0] the program's name (equiv rust
   * run --arg; a translation's main reads the data sets' names there). NULL: none, and a call of
   * env::args is unsupported. */
  const char *const *argv;
  int argc;
  /* 1: File::create (fs::write) of a file given empties it, as on a real file system, when the run
   * has not read it (equiv diff's replays give every file an argument may name); 0: unsupported */
  int create_over;
} rs_env;

/* Runs rustc on path (a crate root, as --crate-type lib) and parses its MIR. NULL with one
 * located error in d when rustc is missing or of an untested version, the file does not compile,
 * or the MIR is malformed. */
rs_program *rs_load(const char *path, diag_ctx *d);
void rs_program_free(rs_program *p);

/* The number of parameters of function fn (-1: no such function). */
int rs_function_arity(const rs_program *p, const char *fn);

/* Runs fn on the arguments written as Rust expressions in args (NULL: none): integers (42, -7,
 * 0x1f, i32::MIN), true/false, chars ('c'), tuples, arrays [1, 2], references &[1, 2] and &5,
 * Some(x), None, Ok(x), Err(x), each converted to its parameter's type (out of range: an error).
 * fuel: steps (0: 10,000,000); env what the run reads (NULL: nothing). Files the run creates
 * are records of *b, stream "file:NAME". Sets *b (allocated in out) and *shown to the returned value in
 * Rust's Debug form ("Some(3)", "(1, true)") or NULL. Returns 0, or -1 with a reason in why when
 * the arguments do not fit the parameters. */
int rs_run_args(const rs_program *p, const char *fn, const char *args, long long fuel, const rs_env *env,
                arena *out, rel_behaviour *b, const char **shown, char *why, size_t whyn);

/* The rustc version the MIR came from ("rustc 1.95.0 (59807616e 2026-04-14)"). */
const char *rs_rustc_version(const rs_program *p);

/* The Rust language's rel_lang table (static storage). */
const rel_lang *rs_rel_lang(void);

#endif
