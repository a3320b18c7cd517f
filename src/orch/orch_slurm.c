/* orch_slurm.c — a run's units as one Slurm job array over content-addressed inputs
 * (orch_slurm.h). Everything a task reads is named by the hash of its contents, so a task is a
 * pure function of its job file: a result found for it is the result, whichever node made it. */
#define _DEFAULT_SOURCE /* mkdtemp */
#include "orch/orch_slurm.h"

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/fsutil.h"
#include "core/hash.h"
#include "core/proc.h"
#include "core/strbuf.h"
#include "orch/orch_cache.h"
#include "orch/orch_tree.h"

/* A job array holds at most MaxArraySize - 1 as its highest index (1001 by Slurm's default
 * configuration): a run with more units submits several arrays, one after the other. */
#define ARRAY_MAX 1000

/* mkdir -p path */
static int make_dirs(const char *path) {
  char buf[4096];
  if (snprintf(buf, sizeof buf, "%s", path) >= (int)sizeof buf) return -1;
  for (char *p = buf + 1; *p; p++) {
    if (*p != '/') continue;
    *p = 0;
    if (mkdir(buf, 0777) != 0 && errno != EEXIST) return -1;
    *p = '/';
  }
  return mkdir(buf, 0777) != 0 && errno != EEXIST ? -1 : 0;
}

/* rm -r path (a snapshot made twice: the other run's copy is already in place) */
static void remove_tree(const char *path) {
  DIR *d = opendir(path);
  if (d) {
    for (struct dirent *e; (e = readdir(d));) {
      if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, "..")) continue;
      char sub[4096];
      if (snprintf(sub, sizeof sub, "%s/%s", path, e->d_name) >= (int)sizeof sub) continue;
      struct stat st;
      if (lstat(sub, &st) == 0 && S_ISDIR(st.st_mode)) remove_tree(sub);
      else (void)unlink(sub);
    }
    closedir(d);
  }
  (void)rmdir(path);
}

/* writes len bytes to path (a new file in a temporary directory no other run writes) */
static int write_file(const char *path, const char *data, size_t len, mode_t mode) {
  FILE *f = fopen(path, "wb");
  if (!f) return -1;
  int ok = fwrite(data, 1, len, f) == len;
  ok &= fclose(f) == 0;
  return ok && chmod(path, mode) == 0 ? 0 : -1;
}

int orch_slurm_snapshot(const orch_slurm_opts *so, const char *root, char *out, size_t n, arena *a, char *err,
                        size_t errn) {
  const char **e;
  int ne = orch_tree_entries(root, &e, a, err, errn);
  if (ne < 0) return -1;
  /* the tree's own contracts (docs/contracts.md) travel with it: the rest of .equiv (its caches)
   * does not */
  char cpath[4200];
  snprintf(cpath, sizeof cpath, "%s/.equiv/contracts.json", root);
  if (fs_is_file(cpath)) {
    const char **e2 = arena_alloc(a, sizeof(char *) * ((size_t)ne + 2));
    memcpy(e2, e, sizeof(char *) * (size_t)ne);
    static const char entry[] = "F.equiv/contracts.json\0"; /* kind, path, NUL, no link target */
    e2[ne++] = entry;
    e = e2;
  }
  /* copied first under a temporary name while the manifest (paths, modes, hashes of the bytes
   * copied) is built, so the name the copy gets is the hash of exactly what it holds */
  /* mkdtemp: unique also among runs on other nodes that share the directory */
  char tmp[4096];
  snprintf(tmp, sizeof tmp, "%s/trees", so->dir);
  if (make_dirs(tmp) < 0 || snprintf(tmp, sizeof tmp, "%s/trees/.tmp-XXXXXX", so->dir) < 0 || !mkdtemp(tmp)) {
    snprintf(err, errn, "--slurm-dir %s: cannot make a directory in it: %s", so->dir, strerror(errno));
    return -1;
  }
  strbuf man = STRBUF_INIT;
  int rc = 0;
  for (int i = 0; i < ne && rc == 0; i++) {
    const char *rel = e[i] + 1, *target = rel + strlen(rel) + 1;
    char src[8300], dst[8300];
    snprintf(src, sizeof src, "%s/%s", root, rel);
    snprintf(dst, sizeof dst, "%s/%s", tmp, rel);
    char *slash = strrchr(dst, '/');
    *slash = 0;
    rc = make_dirs(dst);
    *slash = '/';
    if (rc < 0) break;
    if (e[i][0] == 'L') {
      sb_printf(&man, "L %zu:%s %zu:%s\n", strlen(rel), rel, strlen(target), target);
      rc = symlink(target, dst);
      continue;
    }
    size_t len;
    char *bytes = fs_read_file(src, &len);
    struct stat st;
    if (!bytes || stat(src, &st) != 0) {
      free(bytes);
      rc = -1;
      break;
    }
    mode_t mode = (st.st_mode & 0111) ? 0755 : 0644;
    char h[EQ_HASH_HEX];
    eq_hash_hex(bytes, len, h);
    sb_printf(&man, "F %o %s %zu:%s\n", (unsigned)mode, h, strlen(rel), rel);
    rc = write_file(dst, bytes, len, mode);
    free(bytes);
  }
  if (rc < 0) {
    snprintf(err, errn, "--slurm: cannot copy the tree %s into %s: %s", root, tmp, strerror(errno));
    sb_free(&man);
    remove_tree(tmp);
    return -1;
  }
  char th[EQ_HASH_HEX];
  eq_hash_hex(man.data ? man.data : "", man.len, th);
  sb_free(&man);
  snprintf(out, n, "%s/trees/%s", so->dir, th);
  if (rename(tmp, out) != 0) {
    int e2 = errno;
    remove_tree(tmp);
    if (!fs_is_dir(out)) {
      snprintf(err, errn, "--slurm: cannot put the tree's copy at %s: %s", out, strerror(e2));
      return -1;
    }
  }
  return 0;
}

/* this binary in the shared directory under its build id (orch_cache.h: the hash of its bytes) */
static int binary(const orch_slurm_opts *so, char *out, size_t n, char *err, size_t errn) {
  char dir[4096];
  snprintf(dir, sizeof dir, "%s/bin", so->dir);
  snprintf(out, n, "%s/%s", dir, orch_build_id());
  if (!fs_is_file(out)) {
    size_t len;
    char *bytes = fs_read_file("/proc/self/exe", &len);
    int rc = bytes && make_dirs(dir) == 0 ? fs_write_atomic(out, bytes, len) : -1;
    free(bytes);
    if (rc < 0) {
      snprintf(err, errn, "--slurm: cannot copy this Equiv to %s: %s", out, strerror(errno));
      return -1;
    }
  }
  /* also when another run copied it: the mode may not be set yet */
  (void)chmod(out, 0755);
  return 0;
}

/* the first line of a file, or "" */
static void first_line_of(const char *path, char *out, size_t n) {
  size_t len;
  char *t = fs_read_file(path, &len);
  snprintf(out, n, "%s", t ? t : "");
  out[strcspn(out, "\n")] = 0;
  free(t);
}

/* the line slurmstepd wrote into a task's output when it ended the task ("*** JOB 12 ON node
 * CANCELLED AT ... ***", "... DUE TO TIME LIMIT ***"), or "" */
static void stepd_line(const char *log, char *out, size_t n) {
  size_t len;
  char *t = fs_read_file(log, &len);
  out[0] = 0;
  for (char *p = t, *q; p && (q = strstr(p, "*** JOB ")); p = q + 1) {
    size_t m = strcspn(q, "\n");
    snprintf(out, n, "%.*s", (int)m, q);
  }
  free(t);
}

/* How array task jobid_i ended: its record in the controller (kept MinJobAge, 300 s by default,
 * after it ends; a task cancelled while pending has none), else what slurmstepd wrote into its
 * output, else that it never ran. */
static char *task_end(long jobid, int i, const char *outdir) {
  char id[64], outp[4400], errp[4400], log[4400], stepd[600];
  snprintf(id, sizeof id, "%ld_%d", jobid, i);
  snprintf(outp, sizeof outp, "%s/scontrol-%d.out", outdir, i);
  snprintf(errp, sizeof errp, "%s/scontrol-%d.err", outdir, i);
  snprintf(log, sizeof log, "%s/%d.log", outdir, i);
  char *argv[] = {"scontrol", "-o", "show", "job", id, NULL};
  eq_proc_result pr = eq_proc_run(NULL, argv, NULL, NULL, outp, errp, 60);
  size_t len;
  char *t = pr.end == EQ_P_EXITED && pr.code == 0 ? fs_read_file(outp, &len) : NULL;
  strbuf sb = STRBUF_INIT;
  sb_printf(&sb, "the Slurm array task %s ended without a result (", id);
  const char *fields[] = {"JobState=", "ExitCode=", "Reason="};
  int any = 0;
  for (int f = 0; t && f < 3; f++) {
    const char *p = strstr(t, fields[f]);
    if (!p) continue;
    size_t m = strcspn(p, " \n");
    sb_printf(&sb, "%s%.*s", any++ ? ", " : "", (int)m, p);
  }
  stepd_line(log, stepd, sizeof stepd);
  if (stepd[0]) sb_printf(&sb, "%s%s", any++ ? "; " : "", stepd);
  if (!any)
    sb_puts(&sb, fs_is_file(log) ? "no longer known to scontrol" : "it never ran: cancelled while pending");
  if (fs_is_file(log)) sb_printf(&sb, "; its output: %s", log);
  sb_putc(&sb, ')');
  free(t);
  unlink(outp), unlink(errp);
  return sb_take(&sb);
}

/* One array of n tasks (n <= ARRAY_MAX) over items[0..n). */
static int run_array(const orch_slurm_opts *so, const char *bin, const char *const *args, int nargs,
                     const char *const *names, const int *items, int n, json_t **res, char **why, char *err,
                     size_t errn) {
  json_t *job = json_object(), *ja = json_array(), *ji = json_array(), *jn = json_array();
  for (int k = 0; k < nargs; k++) json_array_append_new(ja, json_string(args[k]));
  for (int i = 0; i < n; i++) json_array_append_new(ji, json_integer(items[i])), json_array_append_new(jn, json_string(names[i]));
  json_object_set_new(job, "format", json_string("equiv-slurm-job"));
  json_object_set_new(job, "format_version", json_integer(1));
  json_object_set_new(job, "binary", json_string(bin));
  json_object_set_new(job, "args", ja);
  json_object_set_new(job, "items", ji);
  json_object_set_new(job, "names", jn);
  char *text = json_dumps(job, JSON_COMPACT | JSON_SORT_KEYS);
  json_decref(job);
  if (!text) {
    snprintf(err, errn, "out of memory");
    return -1;
  }
  char h[EQ_HASH_HEX], jobs[4096], jobfile[4200], outdir[4200], script[4200];
  eq_hash_hex(text, strlen(text), h);
  snprintf(jobs, sizeof jobs, "%s/jobs", so->dir);
  snprintf(jobfile, sizeof jobfile, "%s/%s.json", jobs, h);
  snprintf(outdir, sizeof outdir, "%s/%s.out", jobs, h);
  snprintf(script, sizeof script, "%s/%s.sh", jobs, h);
  int rc = make_dirs(outdir) == 0 && (fs_is_file(jobfile) || fs_write_atomic(jobfile, text, strlen(text)) == 0) ? 0 : -1;
  free(text);
  strbuf sh = STRBUF_INIT;
  sb_printf(&sh, "#!/bin/sh\n# equiv --slurm: task $SLURM_ARRAY_TASK_ID decides the unit listed at that index in\n# %s\nexec ", jobfile);
  sb_sh_quote(&sh, bin);
  for (int k = 0; k < nargs; k++) sb_putc(&sh, ' '), sb_sh_quote(&sh, args[k]);
  sb_puts(&sh, " --slurm-task ");
  sb_sh_quote(&sh, jobfile);
  sb_putc(&sh, '\n');
  if (rc == 0) rc = fs_write_atomic(script, sh.data, sh.len) == 0 && chmod(script, 0755) == 0 ? 0 : -1;
  sb_free(&sh);
  if (rc < 0) {
    snprintf(err, errn, "--slurm-dir %s: cannot write the job: %s", so->dir, strerror(errno));
    return -1;
  }
  /* this run's tasks answer for themselves: no result of an earlier array is read as theirs */
  for (int i = 0; i < n; i++) {
    char p[4300];
    snprintf(p, sizeof p, "%s/%d.json", outdir, i);
    (void)unlink(p);
  }
  char array[64], out[4300], errp[4300], output[4300], chdir_[4300], part[600], tl[600];
  snprintf(array, sizeof array, "--array=0-%d", n - 1);
  snprintf(output, sizeof output, "--output=%s/%%a.log", outdir);
  snprintf(chdir_, sizeof chdir_, "--chdir=%s", so->dir);
  snprintf(out, sizeof out, "%s/sbatch.out", outdir);
  snprintf(errp, sizeof errp, "%s/sbatch.err", outdir);
  char *argv[16];
  int na = 0;
  argv[na++] = "sbatch", argv[na++] = "--parsable", argv[na++] = "--wait", argv[na++] = array;
  argv[na++] = "--job-name=equiv", argv[na++] = output, argv[na++] = chdir_;
  if (so->partition) snprintf(part, sizeof part, "--partition=%s", so->partition), argv[na++] = part;
  if (so->time_limit) snprintf(tl, sizeof tl, "--time=%s", so->time_limit), argv[na++] = tl;
  argv[na++] = script, argv[na] = NULL;
  /* --wait: sbatch returns when every task has ended (its status is the worst task's, which
   * the results and scontrol tell apart per task) */
  eq_proc_result pr = eq_proc_run(NULL, argv, NULL, NULL, out, errp, 1e9);
  if (pr.end == EQ_P_NOT_RUN) {
    snprintf(err, errn, "--slurm: sbatch cannot be run (Slurm's client, Debian: slurm-client, is not on PATH)");
    return -1;
  }
  char line[1000];
  first_line_of(out, line, sizeof line);
  char *end;
  long jobid = strtol(line, &end, 10);
  if (end == line || jobid <= 0) {
    first_line_of(errp, line, sizeof line);
    snprintf(err, errn, "--slurm: sbatch did not take the job array: %s", line[0] ? line : "no job id printed");
    return -1;
  }
  for (int i = 0; i < n; i++) {
    char p[4300];
    snprintf(p, sizeof p, "%s/%d.json", outdir, i);
    res[i] = json_load_file(p, 0, NULL);
    if (res[i] && !json_is_object(res[i])) json_decref(res[i]), res[i] = NULL;
    if (!res[i]) why[i] = task_end(jobid, i, outdir);
  }
  return 0;
}

int orch_slurm_run(const orch_slurm_opts *so, const char *const *args, int nargs, const char *const *names,
                   const int *items, int n, json_t **res, char **why, char *err, size_t errn) {
  char bin[4200];
  if (binary(so, bin, sizeof bin, err, errn) < 0) return -1;
  for (int off = 0; off < n; off += ARRAY_MAX) {
    int m = n - off < ARRAY_MAX ? n - off : ARRAY_MAX;
    if (run_array(so, bin, args, nargs, names + off, items + off, m, res + off, why + off, err, errn) < 0) return -1;
  }
  return 0;
}

int orch_slurm_put(const orch_slurm_opts *so, const char *kind, const char *text, char *out, size_t n, char *err,
                   size_t errn) {
  char h[EQ_HASH_HEX], dir[4200];
  eq_hash_hex(text, strlen(text), h);
  snprintf(dir, sizeof dir, "%s/%s", so->dir, kind);
  snprintf(out, n, "%s/%s.json", dir, h);
  /* the name is the hash of the bytes: a file already there holds them */
  if (fs_is_file(out)) return 0;
  if (make_dirs(dir) < 0 || fs_write_atomic(out, text, strlen(text)) < 0) {
    snprintf(err, errn, "--slurm-dir %s: cannot write %s: %s", so->dir, out, strerror(errno));
    return -1;
  }
  return 0;
}

int orch_slurm_task_item(const char *jobfile, int *index, int *item, char *name, size_t namen, char *err,
                         size_t errn) {
  const char *id = getenv("SLURM_ARRAY_TASK_ID");
  if (!id || !*id) {
    snprintf(err, errn, "--slurm-task: not in a Slurm array task (no SLURM_ARRAY_TASK_ID)");
    return -1;
  }
  *index = atoi(id);
  json_error_t je;
  json_t *job = json_load_file(jobfile, 0, &je);
  json_t *it = json_array_get(json_object_get(job, "items"), (size_t)*index);
  json_t *nm = json_array_get(json_object_get(job, "names"), (size_t)*index);
  if (!json_is_integer(it) || !json_is_string(nm)) {
    snprintf(err, errn, "--slurm-task %s: no unit at index %d", jobfile, *index);
    json_decref(job);
    return -1;
  }
  *item = (int)json_integer_value(it);
  snprintf(name, namen, "%s", json_string_value(nm));
  json_decref(job);
  return 0;
}

int orch_slurm_task_result(const char *jobfile, int index, const json_t *v) {
  char path[4300];
  size_t l = strlen(jobfile);
  if (l < 5 || strcmp(jobfile + l - 5, ".json")) return -1;
  snprintf(path, sizeof path, "%.*s.out/%d.json", (int)(l - 5), jobfile, index);
  char *text = json_dumps(v, JSON_COMPACT | JSON_REAL_PRECISION(12));
  int rc = text ? fs_write_atomic(path, text, strlen(text)) : -1;
  free(text);
  return rc;
}

void orch_slurm_unsnap(json_t *v, const char *from, const char *to) {
  if (json_is_object(v)) {
    const char *k;
    json_t *x;
    json_object_foreach(v, k, x) orch_slurm_unsnap(x, from, to);
  } else if (json_is_array(v)) {
    size_t i;
    json_t *x;
    json_array_foreach(v, i, x) orch_slurm_unsnap(x, from, to);
  } else if (json_is_string(v) && strstr(json_string_value(v), from)) {
    strbuf sb = STRBUF_INIT;
    size_t fl = strlen(from);
    for (const char *s = json_string_value(v), *p; *s; s = p + fl) {
      if (!(p = strstr(s, from))) {
        sb_puts(&sb, s);
        break;
      }
      sb_append(&sb, s, (size_t)(p - s));
      sb_puts(&sb, to);
    }
    json_string_set(v, sb.data ? sb.data : "");
    sb_free(&sb);
  }
}
