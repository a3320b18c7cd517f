/* smt_chain.c — the logging and cvc5 re-check wrappers of the solver chain (smt_chain.h), and the
 * runner that executes a solver binary on an SMT-LIB file with a hard timeout (fork/exec, no shell).
 * Rule: a second solver can only take confidence away — disagreement never yields sat or unsat. */
#include "sym/smt_chain.h"
#include "core/tempfiles.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "core/arena.h"
#include "core/strbuf.h"
#include "sym/poly.h"
#include "sym/smt_int.h"
#include "sym/smtlib.h"

static long now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (long)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

/* ---- runner ---- */

int smt_binary_available(const char *name) {
  if (strchr(name, '/')) return access(name, X_OK) == 0;
  const char *path = getenv("PATH");
  if (!path) path = "/usr/bin:/bin";
  while (*path) {
    const char *e = strchr(path, ':');
    size_t n = e ? (size_t)(e - path) : strlen(path);
    char buf[4096];
    if (n && n + strlen(name) + 2 < sizeof buf) {
      snprintf(buf, sizeof buf, "%.*s/%s", (int)n, path, name);
      if (access(buf, X_OK) == 0) return 1;
    }
    path += n + (e != NULL);
  }
  return 0;
}

smt_result smt_run_file(const char *const *argv, const char *path, unsigned timeout_ms, char *why,
                        size_t whyn) {
  return smt_run_file_out(argv, path, timeout_ms, why, whyn, NULL);
}

smt_result smt_run_file_out(const char *const *argv, const char *path, unsigned timeout_ms, char *why,
                            size_t whyn, strbuf *text) {
  if (whyn) why[0] = 0;
  size_t argc = 0;
  while (argv[argc]) argc++;
  char **av = eq_calloc(argc + 2, sizeof(char *));
  for (size_t i = 0; i < argc; i++) av[i] = (char *)argv[i];
  av[argc] = (char *)path;
  int fd[2];
  if (pipe(fd) != 0) {
    snprintf(why, whyn, "pipe: %s", strerror(errno));
    free(av);
    return SMT_UNKNOWN;
  }
  pid_t pid = fork();
  if (pid > 0) eq_temp_child(pid); /* ended and waited for when a signal ends the run */
  if (pid < 0) {
    snprintf(why, whyn, "fork: %s", strerror(errno));
    close(fd[0]), close(fd[1]);
    free(av);
    return SMT_UNKNOWN;
  }
  if (pid == 0) {
    int nul = open("/dev/null", O_RDONLY);
    if (nul >= 0) dup2(nul, 0);
    dup2(fd[1], 1);
    dup2(fd[1], 2);
    close(fd[0]);
    close(fd[1]);
    execvp(av[0], av);
    _exit(127);
  }
  free(av);
  close(fd[1]);
  strbuf out = STRBUF_INIT;
  long deadline = now_ms() + (timeout_ms ? timeout_ms : 60000);
  int timed_out = 0;
  for (;;) {
    long left = deadline - now_ms();
    if (left <= 0) {
      timed_out = 1;
      break;
    }
    struct pollfd p = {fd[0], POLLIN, 0};
    int k = poll(&p, 1, (int)(left > 1000 ? 1000 : left));
    if (k < 0 && errno == EINTR) continue;
    if (k <= 0) continue;
    char buf[4096];
    ssize_t r = read(fd[0], buf, sizeof buf);
    if (r < 0 && errno == EINTR) continue;
    if (r <= 0) break;
    if (out.len < (text ? (size_t)16 << 20 : 65536)) sb_append(&out, buf, (size_t)r);
  }
  close(fd[0]);
  if (timed_out) kill(pid, SIGKILL);
  int status = 0;
  while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {}
  eq_temp_child_done(pid);
  smt_result res = SMT_UNKNOWN;
  const char *o = sb_str(&out);
  while (*o == ' ' || *o == '\n' || *o == '\r' || *o == '\t') o++;
  size_t ln = strcspn(o, "\r\n");
  if (timed_out) snprintf(why, whyn, "%s: killed after %u ms", argv[0], timeout_ms ? timeout_ms : 60000);
  else if (ln == 3 && strncmp(o, "sat", 3) == 0) res = SMT_SAT;
  else if (ln == 5 && strncmp(o, "unsat", 5) == 0) res = SMT_UNSAT;
  else if (WIFEXITED(status) && WEXITSTATUS(status) == 127 && ln == 0)
    snprintf(why, whyn, "%s: cannot be run", argv[0]);
  else if (WIFSIGNALED(status))
    snprintf(why, whyn, "%s: killed by signal %d", argv[0], WTERMSIG(status));
  else
    snprintf(why, whyn, "%s: %.*s", argv[0], (int)(ln > 300 ? 300 : ln), o);
  if (text) sb_puts(text, o + ln);
  sb_free(&out);
  return res;
}

/* ---- logging wrapper ---- */

typedef struct logw {
  smt_solver base;
  smt_solver *inner;
  char *dir;
  unsigned seq;
  char last[4096];
} logw;

static void fw_assert(smt_solver *b, term_ref f);
static void fw_push(smt_solver *b);
static void fw_pop(smt_solver *b, unsigned n);
static term_ref fw_eval(smt_solver *b, term_ref t);

/* Wrappers share the layout prefix {base, inner}: forwarding reads inner from there. */
typedef struct wrap {
  smt_solver base;
  smt_solver *inner;
} wrap;

static void fw_assert(smt_solver *b, term_ref f) { smt_assert(((wrap *)b)->inner, f); }
static void fw_push(smt_solver *b) { smt_push(((wrap *)b)->inner); }
static void fw_pop(smt_solver *b, unsigned n) { smt_pop(((wrap *)b)->inner, n); }
static term_ref fw_eval(smt_solver *b, term_ref t) { return smt_model_eval(((wrap *)b)->inner, t); }

/* ---- polynomial wrapper ---- */

/* The assertions first go to poly_refutes (poly.h): a non-linear identity it shows is UNSAT without
 * the solver (the reason says so, and the logging wrapper writes it beside the obligation); what it
 * does not show goes to inner as it is. It never answers sat, so a model is always inner's. */
typedef struct polyw {
  smt_solver base;
  smt_solver *inner;
} polyw;

static smt_result poly_check(smt_solver *b, unsigned timeout_ms) {
  polyw *s = (polyw *)b;
  unsigned n;
  const term_ref *f = smt_assertions(b, &n);
  if (poly_refutes(b->tc, f, n)) {
    smt_set_reason(b, "unsat by polynomial normalisation modulo 2^w (src/sym/poly.c), no solver asked");
    return SMT_UNSAT;
  }
  smt_result r = smt_check(s->inner, timeout_ms);
  snprintf(b->reason, sizeof b->reason, "%s", smt_reason(s->inner));
  return r;
}

static void poly_free(smt_solver *b) {
  smt_free(((polyw *)b)->inner);
  free(b);
}

static const smt_vtab poly_vtab = {"poly", fw_assert, fw_push, fw_pop, poly_check, fw_eval, poly_free};

smt_solver *smt_poly_new(smt_solver *inner) {
  polyw *s = eq_calloc(1, sizeof *s);
  smt_base_init(&s->base, &poly_vtab, smt_terms(inner));
  s->inner = inner;
  return &s->base;
}


static smt_result log_check(smt_solver *b, unsigned timeout_ms) {
  logw *s = (logw *)b;
  snprintf(s->last, sizeof s->last, "%s/q%06u.smt2", s->dir, ++s->seq);
  unsigned n;
  const term_ref *f = smt_assertions(b, &n);
  int wrote = smtlib_write_file(b->tc, f, n, s->last) == 0;
  long t0 = now_ms();
  smt_result r = smt_check(s->inner, timeout_ms);
  long ms = now_ms() - t0;
  snprintf(b->reason, sizeof b->reason, "%s", smt_reason(s->inner));
  char logp[4200];
  snprintf(logp, sizeof logp, "%s/log.tsv", s->dir);
  FILE *lf = fopen(logp, "a");
  if (lf) {
    const char *base = strrchr(s->last, '/');
    fprintf(lf, "%s\t%s\t%ld\t%s\n", base ? base + 1 : s->last, smt_result_name(r), ms,
            wrote ? b->reason : "evidence file not written");
    fclose(lf);
  }
  if (!wrote) s->last[0] = 0;
  return r;
}

static void log_free(smt_solver *b) {
  logw *s = (logw *)b;
  smt_free(s->inner);
  free(s->dir);
  free(s);
}

static const smt_vtab log_vtab = {"log", fw_assert, fw_push, fw_pop, log_check, fw_eval, log_free};

smt_solver *smt_logging_new(smt_solver *inner, const char *dir) {
  logw *s = eq_calloc(1, sizeof *s);
  smt_base_init(&s->base, &log_vtab, smt_terms(inner));
  s->inner = inner;
  s->dir = eq_strdup(dir);
  if (mkdir(dir, 0777) != 0 && errno != EEXIST) { /* reported per check via log absence */
  }
  return &s->base;
}

const char *smt_logging_last_file(const smt_solver *b) {
  return b->vt == &log_vtab ? ((const logw *)b)->last : "";
}

/* ---- re-check wrapper ---- */

/* Writes the current obligation as SMT-LIB to dir/rNNNNNN.smt2, or to a new temporary file when
 * dir is NULL (the caller unlinks it); path receives the name. Returns 1 when written. */
static int write_obligation_vars(smt_solver *b, const char *dir, unsigned seq, char *path, size_t pathn,
                                 void (*declared)(void *, term_ref, const char *), void *ud, const char *trailer) {
  unsigned n;
  const term_ref *f = smt_assertions(b, &n);
  strbuf text = STRBUF_INIT;
  smtlib_write_vars(b->tc, f, n, &text, declared, ud);
  if (trailer) sb_puts(&text, trailer);
  int ok;
  if (!dir) {
    snprintf(path, pathn, "%s/equiv-smt-XXXXXX", getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp");
    int fd = mkstemp(path);
    if (fd >= 0) eq_temp_add(path); /* gone also when a signal ends the run */
    ok = fd >= 0 && write(fd, text.data, text.len) == (ssize_t)text.len;
    if (fd >= 0) close(fd);
    if (fd >= 0 && !ok) eq_temp_remove_path(path);
  } else {
    snprintf(path, pathn, "%s/r%06u.smt2", dir, seq);
    FILE *fp = fopen(path, "w");
    ok = fp && fwrite(text.data, 1, text.len, fp) == text.len;
    if (fp && fclose(fp) != 0) ok = 0;
  }
  sb_free(&text);
  return ok;
}

static int write_obligation(smt_solver *b, const char *dir, unsigned seq, char *path, size_t pathn) {
  return write_obligation_vars(b, dir, seq, path, pathn, NULL, NULL, NULL);
}

typedef struct rchk {
  smt_solver base;
  smt_solver *inner;
  char *cvc5, *dir;
  unsigned timeout_ms, seq;
  int flags;
  smt_recheck_stats st;
} rchk;

static smt_result rc_check(smt_solver *b, unsigned timeout_ms) {
  rchk *s = (rchk *)b;
  smt_result r = smt_check(s->inner, timeout_ms);
  snprintf(b->reason, sizeof b->reason, "%s", smt_reason(s->inner));
  if (r == SMT_UNKNOWN || (r == SMT_SAT && !(s->flags & SMT_RECHECK_SAT))) return r;

  char path[4200];
  int tmp = s->dir == NULL;
  int ok = write_obligation(b, s->dir, ++s->seq, path, sizeof path);
  char why[400] = "";
  smt_result second = SMT_UNKNOWN;
  if (ok) {
    char tl[32];
    unsigned lim = s->timeout_ms ? s->timeout_ms : 60000;
    snprintf(tl, sizeof tl, "--tlimit=%u", lim);
    const char *argv[] = {s->cvc5, "--lang", "smt2", tl, NULL};
    /* the hard kill comes a little after cvc5's own limit */
    second = smt_run_file(argv, path, lim + 2000, why, sizeof why);
  } else {
    snprintf(why, sizeof why, "cannot write %.300s", path);
  }
  if (tmp && ok) eq_temp_remove_path(path);
  s->st.checked++;
  if (second == r) {
    s->st.agreed++;
    return r;
  }
  if (second == SMT_UNKNOWN) {
    s->st.unconfirmed++;
    smt_set_reason(b, "cvc5 did not confirm %s: %s", smt_result_name(r), why);
    return r == SMT_UNSAT && (s->flags & SMT_RECHECK_STRICT) ? SMT_UNKNOWN : r;
  }
  s->st.disagreed++;
  smt_set_reason(b, "solvers disagree: z3 says %s, cvc5 says %s", smt_result_name(r),
                 smt_result_name(second));
  return SMT_UNKNOWN;
}

static void rc_free(smt_solver *b) {
  rchk *s = (rchk *)b;
  smt_free(s->inner);
  free(s->cvc5);
  free(s->dir);
  free(s);
}

static const smt_vtab rc_vtab = {"recheck", fw_assert, fw_push, fw_pop, rc_check, fw_eval, rc_free};

smt_solver *smt_recheck_new(smt_solver *inner, const char *cvc5, const char *dir,
                            unsigned timeout_ms, int flags) {
  rchk *s = eq_calloc(1, sizeof *s);
  smt_base_init(&s->base, &rc_vtab, smt_terms(inner));
  s->inner = inner;
  s->cvc5 = eq_strdup(cvc5);
  s->dir = dir ? eq_strdup(dir) : NULL;
  if (dir && mkdir(dir, 0777) != 0 && errno != EEXIST) {
    free(s->dir);
    s->dir = NULL; /* fall back to temporary files */
  }
  s->timeout_ms = timeout_ms;
  s->flags = flags;
  return &s->base;
}

void smt_recheck_get_stats(const smt_solver *b, smt_recheck_stats *out) {
  if (b->vt == &rc_vtab) *out = ((const rchk *)b)->st;
  else memset(out, 0, sizeof *out);
}

/* ---- portfolio wrapper ---- */

typedef struct pfw {
  smt_solver base;
  smt_solver *inner;
  char *cvc5;
  /* the variables of the last obligation given to cvc5, their script names and, after its sat
   * with a model, their values (has_model) */
  term_ref *vars, *vals;
  char **names;
  unsigned nv, capv;
  int has_model;
} pfw;

static void pf_forget(pfw *s) {
  for (unsigned i = 0; i < s->nv; i++) free(s->names[i]);
  s->nv = 0;
  s->has_model = 0;
}

static void pf_declared(void *ud, term_ref v, const char *name) {
  pfw *s = ud;
  if (s->nv == s->capv) {
    s->capv = s->capv ? 2 * s->capv : 16;
    s->vars = eq_realloc(s->vars, s->capv * sizeof(term_ref));
    s->vals = eq_realloc(s->vals, s->capv * sizeof(term_ref));
    s->names = eq_realloc(s->names, s->capv * sizeof(char *));
  }
  s->vars[s->nv] = v;
  s->vals[s->nv] = TERM_NULL;
  s->names[s->nv++] = eq_strdup(name);
}

static void pf_assert(smt_solver *b, term_ref f) {
  pf_forget((pfw *)b);
  fw_assert(b, f);
}
static void pf_push(smt_solver *b) {
  pf_forget((pfw *)b);
  fw_push(b);
}
static void pf_pop(smt_solver *b, unsigned n) {
  pf_forget((pfw *)b);
  fw_pop(b, n);
}

/* After cvc5's sat: t with every variable put as its value in cvc5's model, folded to a constant
 * (TERM_NULL when it does not fold, e.g. floating-point arithmetic, which the simplifier leaves). */
static term_ref pf_eval(smt_solver *b, term_ref t) {
  pfw *s = (pfw *)b;
  if (!s->has_model) return fw_eval(b, t);
  term_ref v = term_subst(b->tc, t, s->nv, s->vars, s->vals);
  return term_is_const(b->tc, v) ? v : TERM_NULL;
}

/* A check z3 gives up on by time goes to cvc5 for the rest of the budget: some obligations that
 * z3's bit-blaster does not finish (multiplications whose operands are equal only under a case
 * split) cvc5 decides in seconds, and the reverse. cvc5's unsat is the answer; its sat is the
 * answer when its (get-model) gives a value to every variable of the obligation (the model is
 * then a candidate as z3's is: the caller replays it before it counts); otherwise unknown. */
static smt_result pf_check(smt_solver *b, unsigned timeout_ms) {
  pfw *s = (pfw *)b;
  pf_forget(s);
  if (!timeout_ms) {
    smt_result r = smt_check(s->inner, 0);
    snprintf(b->reason, sizeof b->reason, "%s", smt_reason(s->inner));
    return r;
  }
  long t0 = now_ms();
  unsigned first = timeout_ms / 2 > 1000 ? timeout_ms / 2 : (timeout_ms < 1000 ? timeout_ms : 1000);
  smt_result r = smt_check(s->inner, first);
  snprintf(b->reason, sizeof b->reason, "%s", smt_reason(s->inner));
  if (r != SMT_UNKNOWN || (!strstr(b->reason, "cancel") && !strstr(b->reason, "timeout"))) return r;
  long left = (long)timeout_ms - (now_ms() - t0);
  if (left < 300) return r;
  char path[4200];
  if (!write_obligation_vars(b, NULL, 0, path, sizeof path, pf_declared, s, "(get-model)\n")) return r;
  char tl[32], why[400] = "";
  snprintf(tl, sizeof tl, "--tlimit=%ld", left);
  const char *argv[] = {s->cvc5, "--lang", "smt2", "--produce-models", tl, NULL};
  strbuf out = STRBUF_INIT;
  smt_result second = smt_run_file_out(argv, path, (unsigned)left + 500, why, sizeof why, &out);
  eq_temp_remove_path(path);
  if (second == SMT_UNSAT) {
    sb_free(&out);
    smt_set_reason(b, "z3 gave no answer within %u ms; cvc5: unsat", first);
    return SMT_UNSAT;
  }
  if (second == SMT_SAT) {
    int set = smtlib_read_model(b->tc, sb_str(&out), s->nv, s->vars, (const char *const *)s->names, s->vals);
    if (set >= 0 && (unsigned)set == s->nv) {
      s->has_model = 1;
      sb_free(&out);
      smt_set_reason(b, "z3 gave no answer within %u ms; cvc5: sat, with a model", first);
      return SMT_SAT;
    }
    smt_set_reason(b, "time limit reached (z3); cvc5 finds it satisfiable but its model gives no value to %s",
                   set < 0 ? "any variable (unreadable)" : "every variable");
  }
  sb_free(&out);
  return r;
}

static void pf_free(smt_solver *b) {
  pfw *s = (pfw *)b;
  pf_forget(s);
  smt_free(s->inner);
  free(s->cvc5);
  free(s->vars);
  free(s->vals);
  free(s->names);
  free(s);
}

static const smt_vtab pf_vtab = {"portfolio", pf_assert, pf_push, pf_pop, pf_check, pf_eval, pf_free};

smt_solver *smt_portfolio_new(smt_solver *inner, const char *cvc5) {
  pfw *s = eq_calloc(1, sizeof *s);
  smt_base_init(&s->base, &pf_vtab, smt_terms(inner));
  s->inner = inner;
  s->cvc5 = eq_strdup(cvc5);
  return &s->base;
}

smt_solver *smt_chain_new(term_ctx *c, const char *evidence_dir, const char *cvc5, int flags) {
  smt_solver *s = smt_z3_new(c);
  if (evidence_dir) s = smt_logging_new(s, evidence_dir);
  if (cvc5) s = smt_recheck_new(s, cvc5, evidence_dir, 0, flags);
  return s;
}
