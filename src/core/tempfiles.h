/* tempfiles.h — temporary files and directory trees that must not outlive the run: they are
 * removed at exit and when SIGINT, SIGTERM or SIGHUP ends it. The signal handler makes only
 * async-signal-safe calls (unlinkat, openat, getdents64, kill, waitpid): one that allocated, as
 * nftw does, deadlocked when the signal landed inside malloc, and the run hung instead of ending.
 * Child processes registered here (the -j workers) get the signal first and are waited for, so
 * the temporaries they hold are gone before the run's own. */
#ifndef EQUIV_CORE_TEMPFILES_H
#define EQUIV_CORE_TEMPFILES_H

#include <sys/types.h>

/* Registers path (a file or a directory tree) for removal; installs the hooks on first use.
 * Returns a handle, or -1 when the table is full (the path then is the caller's alone to remove). */
int eq_temp_add(const char *path);
/* Removes the registered path now (recursively) and forgets it. -1 is ignored. */
void eq_temp_remove(int handle);
/* The same for the registered path equal to path (a file only its maker knows by name). */
void eq_temp_remove_path(const char *path);
/* Forgets the registered path without removing it (the caller removed or kept it). */
void eq_temp_forget(int handle);
/* Removes every registered path. */
void eq_temp_remove_all(void);

/* A child process that is sent the ending signal, and waited for, before the paths go. */
void eq_temp_child(pid_t pid);
void eq_temp_child_done(pid_t pid);
/* In a process just forked: the parent's children are not its own, and its exit (by _exit) must
 * not remove the parent's paths; what it registers itself it removes on a signal. */
void eq_temp_forked(void);

/* Removes path and, when it is a directory, everything under it (async-signal-safe). */
void eq_temp_remove_tree(const char *path);

#endif
