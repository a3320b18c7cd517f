/* interp_call.c — CALL and CANCEL between the programs of a run unit, and the registry of models
 * for non-COBOL routines (interp.h cbl_call_register), with the abend routines built in. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "core/arena.h"
#include "lang/cobol/interp_int.h"

/* ---- the registry */

/* The process's registry, written by cbl_call_register and read once per run (under the lock)
 * into the run's machine: runs in other threads see a registration only when they start. */
static struct rt_model registry[CBL_MAX_MODELS];
static int nregistry;
static pthread_mutex_t registry_lock = PTHREAD_MUTEX_INITIALIZER;

/* A big-endian binary argument of 2, 4 or 8 bytes (what a COBOL BINARY/COMP item holds). */
static int arg_binary(const cbl_call_arg *a, long *v) {
  if (a->omitted || !(a->len == 2 || a->len == 4 || a->len == 8)) return -1;
  unsigned long long u = 0;
  for (size_t i = 0; i < a->len; i++) u = (u << 8) | a->bytes[i];
  int bits = (int)a->len * 8;
  if (bits < 64 && (u >> (bits - 1)) & 1) u |= ~0ULL << bits;
  *v = (long)(long long)u;
  return 0;
}

/* CEE3ABD (Language Environment, "CEE3ABD—Terminate enclave with an abend"): abend code (fullword
 * binary, 0-4095) and timing (fullword: 0 at once without clean-up, 1 after clean-up). Both end
 * the run with the user abend code; the timing is not observable in the outcome. */
static int model_cee3abd(cbl_call_ctx *c, cbl_call_arg *args, int n, char *why, size_t whyn) {
  long code, timing = 1;
  if (n < 1 || arg_binary(&args[0], &code) < 0) {
    snprintf(why, whyn, "CEE3ABD needs a fullword binary abend code argument");
    return -1;
  }
  if (n >= 2 && arg_binary(&args[1], &timing) < 0) {
    snprintf(why, whyn, "CEE3ABD's timing argument is not a fullword binary item");
    return -1;
  }
  if (code < 0 || code > 4095) {
    snprintf(why, whyn, "CEE3ABD abend code %ld outside 0-4095", code);
    return -1;
  }
  c->abend = 1;
  c->abend_code = code;
  return 0;
}

/* ILBOABN0 (the OS/VS COBOL abend routine, still supplied by IBM): a halfword binary user abend code. */
static int model_ilboabn0(cbl_call_ctx *c, cbl_call_arg *args, int n, char *why, size_t whyn) {
  long code;
  if (n < 1 || arg_binary(&args[0], &code) < 0) {
    snprintf(why, whyn, "ILBOABN0 needs a halfword (or fullword) binary abend code argument");
    return -1;
  }
  c->abend = 1;
  c->abend_code = code;
  return 0;
}

void cbl_call_register(const char *name, cbl_call_model fn) {
  pthread_mutex_lock(&registry_lock);
  int i = 0;
  while (i < nregistry && strcasecmp(registry[i].name, name)) i++;
  if (i < nregistry) {
    registry[i].fn = fn;
  } else if (nregistry < CBL_MAX_MODELS) {
    snprintf(registry[nregistry].name, sizeof registry[0].name, "%s", name);
    registry[nregistry++].fn = fn;
  }
  pthread_mutex_unlock(&registry_lock);
}

void rt_call_models_snapshot(cbl_machine *m) {
  pthread_mutex_lock(&registry_lock);
  memcpy(m->models, registry, sizeof registry[0] * (size_t)nregistry);
  m->nmodels = nregistry;
  pthread_mutex_unlock(&registry_lock);
}

cbl_call_model rt_call_model(cbl_machine *m, const char *name) {
  for (int i = 0; i < m->nmodels; i++)
    if (!strcasecmp(m->models[i].name, name)) return m->models[i].fn;
  if (!strcasecmp(name, "CEE3ABD")) return model_cee3abd;
  if (!strcasecmp(name, "ILBOABN0") || !strcasecmp(name, "ILBOABN")) return model_ilboabn0;
  return NULL;
}

/* ---- CALL */

/* The program name of a CALL/CANCEL operand: a literal, or a data item's value with trailing
 * spaces removed (a dynamic CALL), in Latin-1 upper case. */
static int program_name(cbl_machine *m, const json_t *x, char *name, size_t cap) {
  unsigned char buf[256];
  long n = rt_text(m, x, buf, sizeof buf - 1);
  if (n < 0) return -1;
  cbl_opt_to_latin1(&m->opt, buf, (size_t)n);
  while (n > 0 && buf[n - 1] == ' ') n--;
  if ((size_t)n >= cap) n = (long)cap - 1;
  for (long i = 0; i < n; i++) name[i] = (char)((buf[i] >= 'a' && buf[i] <= 'z') ? buf[i] - 32 : buf[i]);
  name[n] = 0;
  return 0;
}

/* The program a CALL or CANCEL of the current program names (Language Reference, "Conventions for
 * program-names", nested programs): one directly contained in the caller; else a COMMON program
 * directly contained in one of the caller's containing programs (so a sibling, or a sibling of an
 * ancestor), the caller itself and its ancestors excepted; else an outermost program of the run
 * unit (a separately compiled one). A nested program that is neither is not visible: before, any
 * program of the run unit with that name was called (cobc: not found, ON EXCEPTION). NULL when
 * none is visible. */
static rt_prog *callable(cbl_machine *m, const char *name) {
  const rt_prog *c = m->cur;
  for (int i = 0; i < m->nprogs; i++)
    if (m->progs[i]->parent == c && !strcasecmp(m->progs[i]->name, name)) return m->progs[i];
  for (const rt_prog *a = c ? c->parent : NULL; a; a = a->parent)
    for (int i = 0; i < m->nprogs; i++) {
      rt_prog *q = m->progs[i];
      if (q->parent != a || strcasecmp(q->name, name) || !q->is_common) continue;
      int ancestor = 0;
      for (const rt_prog *x = c; x; x = x->parent)
        if (x == q) ancestor = 1;
      if (!ancestor) return q;
    }
  for (int i = 0; i < m->nprogs; i++)
    if (!m->progs[i]->parent && !strcasecmp(m->progs[i]->name, name)) return m->progs[i];
  return NULL;
}

/* A CALL decoded once (the statement node's jcache slot): its operands, each USING argument's
 * mode (0 BY REFERENCE, 1 BY CONTENT, 2 BY VALUE), OMITTED and whether it names an item, its
 * phrases; and, for a literal program-name, the name and the program or model it gives for the
 * program that called last (a dynamic CALL's name is data, read on each execution). */
typedef struct call_arg_dec {
  const json_t *arg;
  int by, omitted, is_item;
} call_arg_dec;
typedef struct call_dec {
  const json_t *program, *returning, *on_exception, *not_on_exception;
  int n;
  call_arg_dec *args;
  int literal;              /* the program-name is a literal */
  const rt_prog *for_prog;  /* the memo below is for this calling program (NULL: none yet) */
  char name[64];
  rt_prog *callee;
  cbl_call_model model;
} call_dec;

static void call_decode(const json_t *st, void *out) {
  call_dec *d = out;
  d->program = cbl_jget(st, "program");
  d->literal = js(d->program, "str") != NULL;
  d->returning = cbl_jget(st, "returning");
  d->on_exception = cbl_jget(st, "on_exception");
  d->not_on_exception = cbl_jget(st, "not_on_exception");
  const json_t *using = cbl_jget(st, "using");
  d->n = (int)json_array_size(using);
  d->args = cbl_jslot_alloc(((size_t)d->n + 1) * sizeof *d->args);
  for (int i = 0; i < d->n; i++) {
    const json_t *u = json_array_get(using, (size_t)i);
    const char *by = js(u, "by");
    call_arg_dec *a = &d->args[i];
    a->by = !by || !strcmp(by, "reference") ? 0 : !strcmp(by, "content") ? 1 : 2;
    a->omitted = json_is_true(cbl_jget(u, "omitted"));
    a->arg = cbl_jget(u, "arg");
    a->is_item = js(a->arg, "ref") || js(a->arg, "register");
  }
}

static sig do_call(cbl_machine *m, const json_t *st) {
  call_dec *d = cbl_jslot_decoded(st, CBL_JSLOT_STMT, sizeof *d, call_decode);
  char name[64];
  if (d->literal && d->for_prog == m->cur && m->cur) {
    memcpy(name, d->name, sizeof name);
  } else if (program_name(m, d->program, name, sizeof name) < 0) {
    return SIG_HALT;
  }
  const json_t *retref = d->returning;
  rt_item retit;
  if (retref && rt_locate(m, retref, &retit) < 0) return SIG_HALT;
  int n = d->n;
  cbl_call_arg *args = eq_calloc((size_t)n + 1, sizeof *args);
  unsigned char **copies = eq_calloc((size_t)n + 1, sizeof *copies);
  sig res = SIG_NORMAL;
  for (int i = 0; i < n && res == SIG_NORMAL; i++) {
    const call_arg_dec *u = &d->args[i];
    args[i].by = u->by;
    if (u->omitted) {
      args[i].omitted = 1;
      continue;
    }
    const json_t *a = u->arg;
    if (args[i].by == 0) {
      /* BY REFERENCE: the callee works on the caller's storage */
      rt_item it;
      if (rt_locate(m, a, &it) < 0) {
        res = SIG_HALT;
        break;
      }
      args[i].bytes = it.bytes;
      args[i].len = it.len;
    } else {
      /* BY CONTENT / BY VALUE: a copy the callee may change without effect on the caller */
      copies[i] = eq_malloc(65536);
      long len;
      if (u->is_item) {
        rt_item it;
        if (rt_locate(m, a, &it) < 0) {
          res = SIG_HALT;
          break;
        }
        memcpy(copies[i], it.bytes, it.len);
        len = (long)it.len;
      } else {
        len = rt_text(m, a, copies[i], 65536);
        if (len < 0) {
          res = SIG_HALT;
          break;
        }
      }
      args[i].bytes = copies[i];
      args[i].len = (size_t)len;
    }
  }
  if (res == SIG_NORMAL) {
    rt_prog *p;
    cbl_call_model fn;
    if (d->literal && d->for_prog == m->cur && m->cur) {
      p = d->callee;
      fn = d->model;
    } else {
      p = callable(m, name);
      fn = p ? NULL : rt_call_model(m, name);
      if (d->literal && m->cur) { /* a literal names the same program or model each time */
        memcpy(d->name, name, sizeof name);
        d->callee = p;
        d->model = fn;
        d->for_prog = m->cur;
      }
    }
    if (retref && !p) {
      res = rt_wrong(m, "unsupported", st, "CALL '%s' RETURNING: no COBOL program of that name", name);
    } else if (p) {
      if (retref) {
        m->call_ret = retit.bytes;
        m->call_ret_len = retit.len;
      }
      res = rt_run_program(m, p, args, n, st);
      m->call_ret = NULL;
      if (res == SIG_NORMAL && d->not_on_exception) res = rt_exec_list(m, d->not_on_exception);
    } else if (fn) {
      cbl_call_ctx c;
      memset(&c, 0, sizeof c);
      c.opt = &m->opt;
      cbl_dec v;
      cbl_dec_init(&v);
      if (cbl_num_decode(&m->rc_field.num, m->rc_bytes, &v) == CBL_CODEC_OK) c.return_code = mpz_get_si(v.v);
      char why[512] = "";
      if (fn(&c, args, n, why, sizeof why) != 0) {
        res = rt_wrong(m, "unsupported", st, "call '%s': %s", name, why);
      } else if (c.abend) {
        res = rt_abend(m, c.abend_code, st, "CALL '%s' ended the run with abend code %ld", name, c.abend_code);
      } else {
        cbl_dec_set_si(&v, c.return_code, 0);
        cbl_num_encode(&m->rc_field.num, &v, m->rc_bytes, NULL, NULL);
        if (d->not_on_exception) res = rt_exec_list(m, d->not_on_exception);
      }
      cbl_dec_clear(&v);
    } else if (d->on_exception) {
      /* the program cannot be loaded: ON EXCEPTION (Language Reference, "CALL statement") */
      res = rt_exec_list(m, d->on_exception);
    } else {
      res = rt_wrong(m, "unsupported", st, "unsupported call '%s' at %s (no program or model of that name)", name,
                     rt_loc(m, st));
    }
  }
  for (int i = 0; i < n; i++) free(copies[i]);
  free(copies);
  free(args);
  return res;
}

static sig do_cancel(cbl_machine *m, const json_t *st) {
  size_t i;
  json_t *x;
  json_array_foreach(json_object_get(st, "programs"), i, x) {
    char name[64];
    if (program_name(m, x, name, sizeof name) < 0) return SIG_HALT;
    rt_prog *p = callable(m, name);
    /* CANCEL: the next CALL finds the program in its initial state; cancelling a program that
     * was never called, or is not in the run unit, has no effect */
    if (p && !p->active && p->lay) rt_prog_cancel(m, p);
  }
  return SIG_NORMAL;
}

sig rt_stmt_call(cbl_machine *m, const json_t *s, cbl_stmt_kind kind) {
  switch (kind) {
  case CBL_ST_CALL: return do_call(m, s);
  case CBL_ST_CANCEL: return do_cancel(m, s);
  default: return rt_wrong(m, "unsupported", s, "%s statement", cbl_stmt_name(kind));
  }
}
