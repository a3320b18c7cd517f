/* rs_sym.h — the Rust room's symbolic executor over MIR (rs_sym.c): integer and bool functions,
 * bit-vector terms of src/sym, panics as guarded REL_O_PANICKED cases. Private to src/lang/rust. */
#ifndef EQUIV_LANG_RUST_RS_SYM_H
#define EQUIV_LANG_RUST_RS_SYM_H

#include "lang/rust/rs_ir.h"
#include "rel/lang.h"

/* rel_lang.symex for Rust: 0 with the summary in out, or -1 with a reason in why. */
int rs_sym_exec(const rs_program *p, const char *unit, term_ctx *tc, const term_ref *vars, int n,
                const rel_sym_opts *o, rel_summary *out, arena *a, char *why, size_t whyn);

/* A parameter the executor takes as a sequence: &[T], &mut [T], Vec<T> or &Vec<T> with T an
 * integer or bool. Returns T (NULL for any other type) and says which form it is. */
const rs_type *rs_seq_param(const rs_type *t, int *is_vec, int *by_ref, int *is_mut);

/* A struct or tuple parameter the executor takes: a tuple or a non-generic struct (fields read
 * from the source) whose fields are integers, bools or such aggregates. Returns the count of its
 * direct fields with their types and names (a tuple's "0", "1", ...), or -1 for any other type. */
int rs_agg_fields(const rs_program *p, const rs_type *t, const rs_type ***ft, const char ***names, arena *a, int depth);

/* The longest slice a solver model's counterexample is replayed with (a longer one is not
 * given, and the replay meets a limit of Equiv: no evidence). */
enum { RS_REPLAY_MAX_ELEMS = 65536 };

/* rel_lang.tree_value for Rust: the slice or Vec a solver model gives for input in (its length
 * and elements, as rs_sym_exec named them from base). */
int rs_sym_tree_value(const rs_program *p, const char *unit, const rel_input *in, term_ref base, term_ctx *tc,
                      term_ref (*eval)(void *ectx, term_ref t), void *ectx, rel_value *out, arena *a);

/* Whether unit reads standard input (calls std::io::stdin, itself or in a function it calls): its
 * inputs are then its parameters and standard input after them (rel_input "stdin", bytes). */
int rs_reads_stdin(const rs_program *p, const char *unit);

/* Files named by main's arguments: whether unit calls std::env::args (itself or in a function it
 * calls). Its inputs are then, after its parameters and standard input, "argc" (the count
 * env::args yields, the program's name included; 64 bits) and the files named by arguments 1 to
 * RS_ARG_FILES, "arg1".. (bytes, each read as lines: rs_sym_lines_value). A replay names argument
 * k "argK" and gives every such file; the executor follows an argument only as the name of a file
 * that it opens to read or creates, and a program that reads one file (or standard input). */
enum { RS_ARG_FILES = 4 };
int rs_reads_args(const rs_program *p, const char *unit);

/* How the executor names sequence seq ("stdin", "arg1", ...; rs_symio.c) for the cross-language
 * record induction (rel/xrec.h): its count, bounded lines and the iteration's line of a step,
 * and the head cell of its position. */
void rs_sym_seq_names(const char *seq, struct rel_xseq_names *out, arena *a);

/* The lines of the sequence named seq ("stdin", "arg1", ...) a solver model gives, as bytes. */
int rs_sym_lines_value(term_ctx *tc, const char *seq, term_ref (*eval)(void *ectx, term_ref t), void *ectx, rel_value *out,
                       arena *a);

/* The standard input a solver model gives (rs_symio.c: its lines joined, each with its newline
 * but an unterminated last one), as bytes. */
int rs_sym_stdin_value(term_ctx *tc, term_ref (*eval)(void *ectx, term_ref t), void *ectx, rel_value *out, arena *a);

/* A generated standard input for probe round k (lines of digits, signs, blanks and letters, up to
 * and past the lengths the executor follows). */
int rs_stdin_gen(unsigned k, uint64_t *rng, rel_value *out, arena *a);

#endif
