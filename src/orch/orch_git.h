/* orch_git.h — two revisions of a git repository as two private directory trees (git archive),
 * for the tree diff; the trees are removed when the run ends, also on SIGINT, SIGTERM, SIGHUP. */
#ifndef EQUIV_ORCH_ORCH_GIT_H
#define EQUIV_ORCH_ORCH_GIT_H

#include <stddef.h>

/* The top directory of the work tree containing dir (git rev-parse --show-toplevel) into out.
 * Returns 0, or -1 with a one-line reason in err (not a git repository, git missing). */
int orch_git_toplevel(const char *dir, char *out, size_t outn, char *err, size_t errn);

/* The commit a revision names (40 hex digits) into out. Returns 0, or -1 with the reason in err
 * ("unknown revision 'x'"). A revision starting with '-' is never passed to git as an option. */
int orch_git_commit(const char *repo, const char *rev, char out[41], char *err, size_t errn);

/* The first parent of commit into out; -1 with the reason when it has none (a root commit). */
int orch_git_parent(const char *repo, const char *commit, char out[41], char *err, size_t errn);

/* Writes the tree of commit into a new private temporary directory (its path into out, removed by
 * orch_git_cleanup or at exit). Returns 0, or -1 with the reason in err (nothing left behind). */
int orch_git_materialise(const char *repo, const char *commit, char *out, size_t outn, char *err, size_t errn);

/* Removes every directory orch_git_materialise made. */
void orch_git_cleanup(void);

#endif
