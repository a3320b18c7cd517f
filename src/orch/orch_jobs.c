/* orch_jobs.c — forked workers and their result lines (see orch_jobs.h). */
#include "orch/orch_jobs.h"

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/select.h>
#include <sys/wait.h>
#include <unistd.h>

#include "core/strbuf.h"
#include "core/tempfiles.h"

typedef struct worker {
  pid_t pid;
  int fd;
  strbuf buf;
  size_t used; /* bytes of buf already taken as lines */
} worker;

struct orch_jobs {
  int n;
  worker *w;
};

struct orch_job_out {
  int fd;
};

int orch_job_send(orch_job_out *o, int k, const json_t *v) {
  char *text = json_dumps(v, JSON_COMPACT | JSON_REAL_PRECISION(12));
  strbuf sb = STRBUF_INIT;
  sb_printf(&sb, "%d\t%s\n", k, text ? text : "null");
  free(text);
  int rc = 0;
  for (size_t off = 0; off < sb.len;) {
    ssize_t m = write(o->fd, sb.data + off, sb.len - off);
    if (m < 0 && errno == EINTR) continue;
    if (m <= 0) {
      rc = -1;
      break;
    }
    off += (size_t)m;
  }
  sb_free(&sb);
  return rc;
}

orch_jobs *orch_jobs_start(int n, orch_job_fn fn, void *ud) {
  orch_jobs *j = calloc(1, sizeof *j);
  if (!j || !(j->w = calloc((size_t)n, sizeof *j->w))) {
    free(j);
    return NULL;
  }
  for (int w = 0; w < n; w++) {
    int p[2];
    pid_t pid = -1;
    if (pipe(p) == 0) {
      fflush(NULL);
      pid = fork();
      if (pid < 0) close(p[0]), close(p[1]);
    }
    if (pid < 0) {
      int e = errno;
      j->n = w;
      orch_jobs_kill(j);
      errno = e;
      return NULL;
    }
    if (pid == 0) {
      eq_temp_forked();
      close(p[0]);
      for (int k = 0; k < w; k++) close(j->w[k].fd);
      orch_job_out o = {p[1]};
      _exit(fn(ud, w, n, &o));
    }
    close(p[1]);
    eq_temp_child(pid); /* ended with the run: a signal to the run reaches its workers first */
    j->w[w] = (worker){pid, p[0], STRBUF_INIT, 0};
  }
  j->n = n;
  return j;
}

/* the complete lines of w's buffer not yet taken: "k TAB json" into res[k] as they come */
static void take_lines(worker *w, json_t **res, int nres, void (*got)(void *, int, json_t *), void *ud) {
  char *data = w->buf.data;
  for (char *nl; data && (nl = memchr(data + w->used, '\n', w->buf.len - w->used));) {
    char *line = data + w->used;
    *nl = 0;
    w->used = (size_t)(nl - data) + 1;
    char *tab = strchr(line, '\t');
    int k = tab ? atoi(line) : -1;
    if (k >= 0 && k < nres && !res[k]) {
      res[k] = json_loads(tab + 1, 0, NULL);
      if (res[k] && !json_is_object(res[k])) json_decref(res[k]), res[k] = NULL;
      if (res[k] && got) got(ud, k, res[k]);
    }
  }
}

static void reap(orch_jobs *j, int *status, json_t **res, int nres, void (*got)(void *, int, json_t *), void *ud) {
  for (int w = 0; w < j->n; w++) {
    int st = 0;
    while (waitpid(j->w[w].pid, &st, 0) < 0 && errno == EINTR) {
    }
    eq_temp_child_done(j->w[w].pid);
    if (status) status[w] = st;
    if (res) take_lines(&j->w[w], res, nres, got, ud);
    if (j->w[w].fd >= 0) close(j->w[w].fd);
    sb_free(&j->w[w].buf);
  }
  free(j->w);
  free(j);
}

void orch_jobs_gather(orch_jobs *j, json_t **res, int nres, void (*got)(void *ud, int k, json_t *v), void *ud,
                      int *status) {
  int open = j->n;
  while (open > 0) {
    fd_set rs;
    FD_ZERO(&rs);
    int maxfd = -1;
    for (int w = 0; w < j->n; w++)
      if (j->w[w].fd >= 0) FD_SET(j->w[w].fd, &rs), maxfd = j->w[w].fd > maxfd ? j->w[w].fd : maxfd;
    if (select(maxfd + 1, &rs, NULL, NULL, NULL) < 0) {
      if (errno == EINTR) continue;
      break;
    }
    for (int w = 0; w < j->n; w++) {
      worker *wk = &j->w[w];
      if (wk->fd < 0 || !FD_ISSET(wk->fd, &rs)) continue;
      char tmp[65536];
      ssize_t m = read(wk->fd, tmp, sizeof tmp);
      if (m < 0 && errno == EINTR) continue;
      if (m <= 0) {
        close(wk->fd), wk->fd = -1, open--;
        continue;
      }
      sb_append(&wk->buf, tmp, (size_t)m);
      take_lines(wk, res, nres, got, ud);
    }
  }
  reap(j, status, res, nres, got, ud);
}

void orch_jobs_kill(orch_jobs *j) {
  if (!j) return;
  for (int w = 0; w < j->n; w++) kill(j->w[w].pid, SIGKILL);
  reap(j, NULL, NULL, 0, NULL, NULL);
}

const char *orch_jobs_lost_reason(int st, char *buf, unsigned long n) {
  if (WIFSIGNALED(st))
    snprintf(buf, n, "the worker process deciding it was killed by signal %d", WTERMSIG(st));
  else
    snprintf(buf, n, "the worker process deciding it ended (status %d) without a result", WEXITSTATUS(st));
  return buf;
}
