/* rs_io.h — the Rust room's models of std::io as batch programs use it (rs_io.c): the run's
 * standard input read by lines (Stdin::lines, BufRead::lines on its lock), read_line and
 * read_to_string; writes to stdout and stderr (write!/writeln! on io::stdout(), io::stderr() and
 * their locks, write_all, flush, eprint!/eprintln!) as the run's output records; files of the
 * run's file system (rust.h's rs_env) opened and read the same ways, files created and written
 * (File::create, BufWriter, fs::write) as records "file:NAME"; and
 * str::parse of the integers the lines carry (std's FromStr for integers, its ParseIntError).
 * Private to src/lang/rust. */
#ifndef EQUIV_LANG_RUST_RS_IO_H
#define EQUIV_LANG_RUST_RS_IO_H

#include "lang/rust/rs_exec_int.h"

/* The std item `callee` on args[0..n), as rs_model_call: 1 with *out set, 0 when callee is not
 * one of these models, -1 when the run stopped. */
int rs_io_call(rx *x, const char *callee, rs_val *args, int n, const rs_type *dty, rs_val *out, const char *loc);

/* The next line of standard input (src -1) or of open file src as io::Lines yields it: 1 with
 * *item = Ok(String) (the line without its "\n" or "\r\n"), 0 at the end, -1 when the run
 * stopped. */
int rs_io_next_line(rx *x, int src, rs_val *item, const char *loc);
/* The next piece of BufRead::split(delim) over standard input (src -1) or open file src: 1 with
 * Ok(Vec<u8>) in *item, 0 at the end, -1 stopped. */
int rs_io_next_piece(rx *x, int src, int delim, rs_val *item, const char *loc);

#endif
