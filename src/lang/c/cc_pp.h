/* cc_pp.h — runs clang's preprocessor over a C file before libclang parses it, so that every
 * operator of a macro body is ordinary source text (libclang 16 cannot name an operator whose
 * tokens lie inside a macro definition). Private to src/lang/c. */
#ifndef EQ_CC_PP_H
#define EQ_CC_PP_H

/* The clang driver and resource directory the front end uses (Debian's clang-16). */
#define CC_CLANG_PATH "/usr/lib/llvm-16/bin/clang"
#define CC_RESOURCE_DIR "/usr/lib/llvm-16/lib/clang/16"

/* Preprocesses `path` with the compiler arguments args[0..nargs) into a new temporary file whose
 * `# line` markers name `path`, and returns that file's name (malloc'd; the caller removes it with
 * cc_pp_remove; it has no .c suffix, so parse it with `-x c`). Returns NULL when clang cannot preprocess the file: the caller then parses the original
 * file directly, so that clang's own diagnostics are reported at their places. */
char *cc_preprocess(const char *path, const char *const *args, int nargs);
/* The files a preprocessed file came from, from its linemarkers (`# LINE "FILE" FLAGS`, flag 3: a
 * system header): each file once, in first-entry order, clang's "<built-in>" and "<command line>"
 * left out; into heap arrays the caller frees (each path too). Returns the count, or -1. */
int cc_pp_sources(const char *pp_path, char ***paths, unsigned char **sys);
/* Removes the file cc_preprocess made and frees its name. */
void cc_pp_remove(char *name);

#endif
