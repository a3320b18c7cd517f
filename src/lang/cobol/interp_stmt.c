/* interp_stmt.c — data statements of the interpreter: MOVE, ADD, SUBTRACT, MULTIPLY, DIVIDE,
 * COMPUTE (with ROUNDED and SIZE ERROR), INITIALIZE, SET, ACCEPT, SEARCH and SEARCH ALL. */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "core/arena.h"
#include "lang/cobol/interp_int.h"
#include "lang/cobol/intrinsic.h"
#include "lang/cobol/arith.h"


/* ---- CORRESPONDING (Language Reference, "CORRESPONDING phrase"): the pairs of subordinate items
 * with the same names; each pair is one MOVE or one ADD/SUBTRACT. A pair's references carry the
 * groups' subscripts (subordinates of a table element have the same ones). */
static json_t *field_ref(const json_t *group_ref, const void *field) {
  const cbl_field *f = field;
  json_t *r = json_pack("{s:s, s:i, s:s}", "ref", f->name ? f->name : "FILLER", "item", f->id, "kind", "data");
  if (json_object_get(group_ref, "subscripts"))
    json_object_set(r, "subscripts", json_object_get(group_ref, "subscripts"));
  json_object_set(r, "loc", json_object_get(group_ref, "loc"));
  return r;
}

/* Nodes built from a node of the documents, one per key, kept by the run's cache. */
typedef struct built_nodes {
  size_t n, cap;
  long *key;
  json_t **node;
} built_nodes;

/* The node build(from, arg) for key: built once per (from, key) and kept by the run's cache
 * (cbl_jcache_keep), so that the statements using it decode it once as they do the documents'
 * nodes (why: CORRESPONDING's pairs and SEARCH's index were references built, decoded and freed
 * on every execution). Without a cache slot for from, a fresh node the caller releases with
 * release_built. key must determine the node built from `from` (a field's id). */
static json_t *built_once(const json_t *from, long key, json_t *(*build)(const json_t *from, const void *arg),
                          const void *arg) {
  void **slot = cbl_jslot(from, CBL_JSLOT_BUILT);
  built_nodes *b = slot ? *slot : NULL;
  if (slot && !b) *slot = b = cbl_jslot_alloc(sizeof *b);
  for (size_t i = 0; b && i < b->n; i++)
    if (b->key[i] == key) return b->node[i];
  json_t *n = build(from, arg);
  if (!b || cbl_jcache_keep(n) < 0) return n;
  json_decref(n); /* the cache's reference is the one left */
  if (b->n == b->cap) {
    size_t cap = b->cap ? 2 * b->cap : 8;
    long *k = cbl_jslot_alloc(cap * sizeof *k);
    json_t **v = cbl_jslot_alloc(cap * sizeof *v);
    for (size_t i = 0; i < b->n; i++) k[i] = b->key[i], v[i] = b->node[i];
    b->key = k;
    b->node = v;
    b->cap = cap;
  }
  b->key[b->n] = key;
  b->node[b->n++] = n;
  return n;
}

/* Releases a node of built_once that the cache does not keep. */
static void release_built(const json_t *from, json_t *n) {
  void **slot = cbl_jslot(from, CBL_JSLOT_BUILT);
  if (!slot || !*slot) json_decref(n);
}

static int corr_pairs(cbl_machine *m, const json_t *src, const json_t *dst, int arithmetic, int (*pairs)[2],
                      rt_prog **pp) {
  rt_prog *p;
  int sf, df, n;
  long subs[CBL_MAX_DIMS];
  if (rt_field_of(m, src, &p, &sf, subs, &n) < 0) return -1;
  rt_prog *q;
  if (rt_field_of(m, dst, &q, &df, subs, &n) < 0) return -1;
  if (p != q) {
    rt_wrong(m, "unsupported", src, "CORRESPONDING between items of different programs");
    return -1;
  }
  *pp = p;
  return cbl_corresponding(p->lay, sf, df, arithmetic, pairs, 256);
}

static sig do_move_corr(cbl_machine *m, const json_t *st) {
  const json_t *src = json_object_get(st, "source");
  size_t i;
  json_t *t;
  int pairs[256][2];
  json_array_foreach(json_object_get(st, "targets"), i, t) {
    rt_prog *p;
    int np = corr_pairs(m, src, t, 0, pairs, &p);
    if (np < 0) return SIG_HALT;
    for (int k = 0; k < np; k++) {
      const cbl_field *fa = &p->lay->fields[pairs[k][0]], *fb = &p->lay->fields[pairs[k][1]];
      json_t *a = built_once(src, fa->id, field_ref, fa);
      json_t *b = built_once(t, fb->id, field_ref, fb);
      int rc = rt_move(m, a, b);
      release_built(src, a);
      release_built(t, b);
      if (rc < 0) return SIG_HALT;
    }
  }
  return SIG_NORMAL;
}

/* A MOVE's members decoded once per run (the statement node's jcache slot, as the arithmetic
 * statements below; a function of the node alone). */
typedef struct mv_stmt {
  int corresponding;
  const json_t *source;
  const json_t **targets;
  size_t ntargets;
} mv_stmt;

static void mv_decode(const json_t *st, void *out) {
  mv_stmt *d = out;
  d->corresponding = json_is_true(cbl_jget(st, "corresponding"));
  d->source = cbl_jget(st, "source");
  const json_t *t = cbl_jget(st, "targets");
  d->ntargets = json_array_size(t);
  d->targets = cbl_jslot_alloc(d->ntargets ? d->ntargets * sizeof *d->targets : 1);
  for (size_t i = 0; i < d->ntargets; i++) d->targets[i] = json_array_get(t, i);
}

static const mv_stmt *mv_of(const json_t *st) {
  return cbl_jslot_once(st, CBL_JSLOT_STMT, sizeof(mv_stmt), mv_decode);
}

static sig do_move(cbl_machine *m, const json_t *st) {
  const mv_stmt *d = mv_of(st);
  if (d) {
    if (d->corresponding) return do_move_corr(m, st);
    for (size_t i = 0; i < d->ntargets; i++)
      if (rt_move(m, d->source, d->targets[i]) < 0) return SIG_HALT;
    return SIG_NORMAL;
  }
  /* a node built during the run */
  if (json_is_true(cbl_jget(st, "corresponding"))) return do_move_corr(m, st);
  const json_t *src = cbl_jget(st, "source");
  size_t i;
  json_t *t;
  json_array_foreach(cbl_jget(st, "targets"), i, t)
    if (rt_move(m, src, t) < 0) return SIG_HALT;
  return SIG_NORMAL;
}

/* ---- arithmetic statements */

typedef rt_recv ar_recv; /* interp_int.h */

static ar_recv recv_decode(const json_t *r) {
  ar_recv d = {cbl_jget(r, "dest"), json_is_true(cbl_jget(r, "rounded")), CBL_ROUND_DEFAULT};
  const char *md = js(r, "rounded_mode");
  if (md) {
    int k = cbl_round_mode_parse(md);
    if (k >= 0) d.mode = k;
  }
  return d;
}

/* An arithmetic statement's members, decoded once per run (the statement node's jcache slot;
 * a function of the node alone) so that an execution does not ask the JSON for them. */
typedef struct ar_stmt {
  const char *format;
  int corresponding;       /* format "corresponding" */
  ar_recv *recv, *giving;  /* "receivers", "giving" (giving NULL when absent) */
  size_t nrecv, ngiving;
  const json_t **ops;      /* "operands" */
  size_t nops;
  const json_t *receivers_j, *source, *from, *operand, *by, *divisor, *dividend, *remainder, *expr;
  const json_t *on_size_error, *not_on_size_error;
} ar_stmt;

static ar_recv *recv_list(const json_t *a, size_t *n, void *(*alloc)(size_t)) {
  *n = json_array_size(a);
  ar_recv *v = alloc(*n ? *n * sizeof *v : 1);
  for (size_t i = 0; i < *n; i++) v[i] = recv_decode(json_array_get(a, i));
  return v;
}

static void ar_decode(const json_t *st, ar_stmt *d, void *(*alloc)(size_t)) {
  d->format = js(st, "format");
  d->corresponding = d->format && !strcmp(d->format, "corresponding");
  d->receivers_j = cbl_jget(st, "receivers");
  d->recv = recv_list(d->receivers_j, &d->nrecv, alloc);
  const json_t *g = cbl_jget(st, "giving");
  d->giving = g ? recv_list(g, &d->ngiving, alloc) : NULL;
  if (!g) d->ngiving = 0;
  const json_t *ops = cbl_jget(st, "operands");
  d->nops = json_array_size(ops);
  d->ops = alloc(d->nops ? d->nops * sizeof *d->ops : 1);
  for (size_t i = 0; i < d->nops; i++) d->ops[i] = json_array_get(ops, i);
  d->source = cbl_jget(st, "source");
  d->from = cbl_jget(st, "from");
  d->operand = cbl_jget(st, "operand");
  d->by = cbl_jget(st, "by");
  d->divisor = cbl_jget(st, "divisor");
  d->dividend = cbl_jget(st, "dividend");
  d->remainder = cbl_jget(st, "remainder");
  d->expr = cbl_jget(st, "expr");
  d->on_size_error = cbl_jget(st, "on_size_error");
  d->not_on_size_error = cbl_jget(st, "not_on_size_error");
}

/* The decoded statement: from its slot, or decoded into *tmp (heap lists, freed by ar_free)
 * for a node built during the run. */
static const ar_stmt *ar_of(const json_t *st, ar_stmt *tmp) {
  void **slot = cbl_jslot(st, CBL_JSLOT_STMT);
  if (!slot) {
    ar_decode(st, tmp, eq_malloc);
    return tmp;
  }
  if (!*slot) {
    ar_stmt *d = cbl_jslot_alloc(sizeof *d);
    ar_decode(st, d, cbl_jslot_alloc);
    *slot = d;
  }
  return *slot;
}

static void ar_free(const ar_stmt *d, const ar_stmt *tmp) {
  if (d != tmp) return;
  free(tmp->recv);
  free(tmp->giving);
  free(tmp->ops);
}

/* IBM's dmax: the most decimal places among the statement's operands and receivers (a ROUNDED
 * receiver counts one more place, the digit rounding looks at). */
/* d, or the most decimal places a receiver asks (one more where it is ROUNDED), if more */
static int receivers_dmax(cbl_machine *m, int d, const ar_recv *rv, size_t n) {
  for (size_t i = 0; i < n; i++) {
    int s = rt_scale_of(m, rv[i].dest) + (rv[i].rounded ? 1 : 0);
    if (s > d) d = s;
  }
  return d;
}

typedef enum { AR_ADD, AR_SUB, AR_MUL, AR_DIV, AR_SET } ar_op;

/* Stores results into receivers: for each receiver r, value = f(r's value, v) per op. Size errors
 * are collected; with an ON SIZE ERROR phrase a receiver in error is left unchanged (Language
 * Reference, "SIZE ERROR phrases"). Returns the phrase to run. */
static sig finish_size(cbl_machine *m, const ar_stmt *d, int any_size_error) {
  if (any_size_error && d->on_size_error) return rt_exec_list(m, d->on_size_error);
  if (!any_size_error && d->not_on_size_error) return rt_exec_list(m, d->not_on_size_error);
  return SIG_NORMAL;
}

/* Whether a receiver in size error is left unchanged: an ON SIZE ERROR phrase (Language Reference,
 * "SIZE ERROR phrases": "the value of the resultant identifier affected by the size error is not
 * altered"), or a NOT ON SIZE ERROR phrase alone. For the latter the manual calls the value
 * undefined; the size error check the phrase asks for leaves the receiver as it was (cobc does the
 * same; run/cases/NOTSIZE). Without any phrase the result is stored truncated. */
static int size_checked(const ar_stmt *d) { return d->on_size_error != NULL || d->not_on_size_error != NULL; }

static int apply(cbl_machine *m, const json_t *st, const ar_stmt *d, const ar_recv *rv, size_t nrv, ar_op op,
                 const cbl_dec *v, int dmax, int *any) {
  int check = size_checked(d);
  for (size_t i = 0; i < nrv; i++) {
    const json_t *dest = rv[i].dest;
    int rounded = rv[i].rounded, mode = rv[i].mode;
    rt_item it;
    int k = 0;
    if (op == AR_ADD || op == AR_SUB) {
      /* the receiver located as rt_eval_at does; ADD and SUBTRACT then on machine words where
       * cbl_arith_add_word applies (the same rule as below: value, exact sum, store) */
      k = rt_recv_locate(m, dest, &it);
      if (k < 0) return -1;
      cbl_store_status ss;
      if (k > 0 && cbl_arith_add_word(it.f, it.bytes, v, op == AR_SUB, check, &ss)) {
        int se = 0;
        if (rt_store_status(m, dest, ss, &se) < 0) return -1;
        if (se) *any = 1;
        continue;
      }
    }
    cbl_dec cur, res;
    cbl_dec_init(&cur);
    cbl_dec_init(&res);
    int rc = 0, located = 0;
    if (k > 0) {
      rc = rt_recv_value(m, dest, &it, &cur);
      located = rc == 0;
    } else if (op == AR_ADD || op == AR_SUB) {
      rc = rt_eval(m, dest, &cur, 0); /* rt_eval_at's answer for what is not a data reference */
    } else if (op != AR_SET) {
      rc = rt_eval_at(m, dest, &cur, &it, &located);
    }
    if (rc == 0) {
      switch (op) {
      case AR_ADD: cbl_dec_add(&res, &cur, v); break;
      case AR_SUB: cbl_dec_sub(&res, &cur, v); break;
      case AR_MUL: cbl_dec_mul(&res, &cur, v); break;
      case AR_DIV: {
        int sc = dmax + 20;
        if (cbl_dec_div(&res, NULL, &cur, v, sc, CBL_ROUND_TRUNCATION, NULL) == CBL_DEC_DIVZERO) rc = -2;
        break;
      }
      case AR_SET: cbl_dec_copy(&res, v); break;
      }
    }
    if (rc == -2) {
      *any = 1;
      if (!d->on_size_error) {
        cbl_dec_clear(&cur);
        cbl_dec_clear(&res);
        rt_wrong(m, "undefined_result", st, "division by zero without ON SIZE ERROR");
        return -1;
      }
      rc = 0;
    } else if (rc == 0) {
      int se = 0;
      /* the receiver located once: nothing between its value and its store moves it */
      rc = located ? rt_store_num_at(m, dest, &it, &res, rounded, mode, check, &se)
                   : rt_store_num(m, dest, &res, rounded, mode, check, &se);
      if (se) *any = 1;
    }
    cbl_dec_clear(&cur);
    cbl_dec_clear(&res);
    if (rc < 0) return -1;
  }
  return 0;
}

/* acc (at scale *sc) plus w (at scale s), exactly, on a word: 0 when the aligned values or the sum
 * would leave one (acc unchanged). */
static int word_add(long *acc, int *sc, long w, int s) {
  int t = *sc > s ? *sc : s;
  if (t - *sc > 18 || t - s > 18) return 0;
  __int128 x = (__int128)*acc * (__int128)cbl_dec_pow10_ui(t - *sc) + (__int128)w * (__int128)cbl_dec_pow10_ui(t - s);
  if (x > LONG_MAX || x < -LONG_MAX) return 0;
  *acc = (long)x;
  *sc = t;
  return 1;
}

/* The exact sum of the operands (ADD, SUBTRACT), each evaluated once in order: on a machine word
 * while every operand has one and the sum stays within one, then on GMP decimals (the same sum). */
static int sum_of(cbl_machine *m, const json_t *const *ops, size_t n, cbl_dec *sum) {
  long acc = 0;
  int sc = 0, word = 1;
  cbl_dec v;
  cbl_dec_init(&v);
  int rc = 0;
  for (size_t i = 0; i < n; i++) {
    long w;
    int s;
    int k = word ? rt_eval_word(m, ops[i], &v, &w, &s) : rt_eval(m, ops[i], &v, 0);
    if (k < 0) {
      rc = k;
      break;
    }
    if (word && k == 1 && word_add(&acc, &sc, w, s)) continue;
    if (word) {
      word = 0;
      cbl_dec_set_si(sum, acc, sc);
      if (k == 1) cbl_dec_set_si(&v, w, s);
    }
    cbl_dec_add(sum, sum, &v);
  }
  if (word) cbl_dec_set_si(sum, acc, sc);
  cbl_dec_clear(&v);
  return rc;
}

static sig do_arith_corr(cbl_machine *m, const json_t *st, const ar_stmt *d, cbl_stmt_kind k) {
  /* ADD/SUBTRACT CORRESPONDING: one ADD/SUBTRACT per pair, SIZE ERROR over all of them */
  const json_t *src = d->source;
  const json_t *r0 = json_array_get(d->receivers_j, 0);
  const json_t *dst = cbl_jget(r0, "dest");
  int pairs[256][2];
  rt_prog *p;
  int np = corr_pairs(m, src, dst, 1, pairs, &p);
  if (np < 0) return SIG_HALT;
  int any = 0;
  for (int q = 0; q < np; q++) {
    const cbl_field *fa = &p->lay->fields[pairs[q][0]], *fb = &p->lay->fields[pairs[q][1]];
    json_t *a = built_once(src, fa->id, field_ref, fa);
    json_t *b = built_once(dst, fb->id, field_ref, fb);
    ar_recv rv = recv_decode(r0);
    rv.dest = b;
    cbl_dec v;
    cbl_dec_init(&v);
    int rc = rt_eval(m, a, &v, 0);
    if (rc == 0) rc = apply(m, st, d, &rv, 1, k == CBL_ST_ADD ? AR_ADD : AR_SUB, &v, 0, &any);
    cbl_dec_clear(&v);
    release_built(src, a);
    release_built(dst, b);
    if (rc < 0) return SIG_HALT;
  }
  return finish_size(m, d, any);
}

static sig do_arith_decoded(cbl_machine *m, const json_t *st, const ar_stmt *d, cbl_stmt_kind k) {
  if (d->corresponding) return do_arith_corr(m, st, d, k);
  cbl_dec v, w;
  cbl_dec_init(&v);
  cbl_dec_init(&w);
  int any = 0, rc = 0;
  const ar_recv *recv = d->recv, *giving = d->giving;
  size_t nrecv = d->nrecv, ngiving = d->ngiving;
  if (k == CBL_ST_ADD) {
    rc = sum_of(m, d->ops, d->nops, &v);
    if (rc == 0) {
      if (giving) rc = apply(m, st, d, giving, ngiving, AR_SET, &v, 0, &any);
      else rc = apply(m, st, d, recv, nrecv, AR_ADD, &v, 0, &any);
    }
  } else if (k == CBL_ST_SUBTRACT) {
    rc = sum_of(m, d->ops, d->nops, &v);
    if (rc == 0) {
      if (giving) {
        rc = rt_eval(m, d->from, &w, 0);
        if (rc == 0) {
          cbl_dec_sub(&w, &w, &v);
          rc = apply(m, st, d, giving, ngiving, AR_SET, &w, 0, &any);
        }
      } else {
        rc = apply(m, st, d, recv, nrecv, AR_SUB, &v, 0, &any);
      }
    }
  } else if (k == CBL_ST_MULTIPLY) {
    rc = rt_eval(m, d->operand, &v, 0);
    if (rc == 0) {
      if (giving) {
        rc = rt_eval(m, d->by, &w, 0);
        if (rc == 0) {
          cbl_dec_mul(&w, &w, &v);
          rc = apply(m, st, d, giving, ngiving, AR_SET, &w, 0, &any);
        }
      } else {
        rc = apply(m, st, d, recv, nrecv, AR_MUL, &v, 0, &any);
      }
    }
  } else if (k == CBL_ST_DIVIDE) {
    const json_t *divisor = d->divisor;
    int ds = rt_scale_of(m, divisor ? divisor : json_null());
    int dmax = giving ? receivers_dmax(m, ds > 0 ? ds : 0, giving, ngiving)
                      : receivers_dmax(m, ds > 0 ? ds : 0, recv, nrecv);
    rc = rt_eval(m, d->divisor, &v, 0);
    if (rc == 0 && !giving) {
      rc = apply(m, st, d, recv, nrecv, AR_DIV, &v, dmax, &any);
    } else if (rc == 0) {
      rc = rt_eval(m, d->dividend, &w, 0);
      if (rc == 0) {
        cbl_dec q;
        cbl_dec_init(&q);
        if (cbl_dec_is_zero(&v)) {
          any = 1;
          if (!d->on_size_error) {
            rt_wrong(m, "undefined_result", st, "division by zero without ON SIZE ERROR");
            rc = -1;
          }
        } else {
          cbl_dec_div(&q, NULL, &w, &v, dmax + 20, CBL_ROUND_TRUNCATION, NULL);
          rc = apply(m, st, d, giving, ngiving, AR_SET, &q, 0, &any);
          const json_t *remj = d->remainder;
          /* Language Reference, "DIVIDE statement", REMAINDER with a SIZE ERROR phrase: "If the
           * size error occurs on the quotient, no remainder calculation is meaningful. Therefore,
           * the contents of the quotient and remainder are unchanged." */
          if (rc == 0 && remj && !(any && size_checked(d))) {
            /* REMAINDER = dividend - quotient * divisor, with the quotient as the first GIVING
             * receiver holds it without rounding (Language Reference, "DIVIDE statement"). */
            const json_t *g0 = ngiving ? giving[0].dest : NULL;
            rt_item qi; /* the quotient's description only: its subscripts are not evaluated again */
            if (rt_describe(m, g0, &qi) < 0) {
              cbl_dec_clear(&q);
              cbl_dec_clear(&v);
              cbl_dec_clear(&w);
              return SIG_HALT;
            }
            int qd = qi.f->is_numeric_desc ? qi.f->num.digits : qi.f->pic.digits;
            int qsc = qi.f->is_numeric_desc ? qi.f->num.scale : qi.f->pic.scale;
            cbl_dec tq, rem;
            cbl_dec_init(&tq);
            cbl_dec_init(&rem);
            cbl_arith_remainder(&w, &v, qd, qsc, &rem);
            int se = 0;
            rc = rt_store_num(m, remj, &rem, 0, 0, size_checked(d), &se);
            if (se) any = 1;
            cbl_dec_clear(&tq);
            cbl_dec_clear(&rem);
          }
        }
        cbl_dec_clear(&q);
      }
    }
  } else { /* compute */
    int dmax = rt_dmax(m, d->expr, d->recv, d->nrecv);
    rc = dmax < 0 ? -1 : rt_eval(m, d->expr, &v, dmax);
    if (rc == -2) {
      any = 1;
      rc = 0;
      if (!d->on_size_error) {
        rt_wrong(m, "undefined_result", st, "division by zero, or an exponentiation without a real result (0 ** non-positive, a negative base with a fractional exponent), without ON SIZE ERROR");
        rc = -1;
      }
    } else if (rc == 0) {
      rc = apply(m, st, d, recv, nrecv, AR_SET, &v, 0, &any);
    }
  }
  cbl_dec_clear(&v);
  cbl_dec_clear(&w);
  if (rc == -2) {
    any = 1;
    if (!d->on_size_error)
      return rt_wrong(m, "undefined_result", st, "division by zero without ON SIZE ERROR");
    rc = 0;
  }
  if (rc < 0) return SIG_HALT;
  return finish_size(m, d, any);
}

static sig do_arith(cbl_machine *m, const json_t *st, cbl_stmt_kind k) {
  ar_stmt tmp;
  const ar_stmt *d = ar_of(st, &tmp);
  sig r = do_arith_decoded(m, st, d, k);
  ar_free(d, &tmp);
  return r;
}

/* ---- INITIALIZE */

/* INITIALIZE decoded once per node (the statement's jcache slot): its phrases and targets. */
typedef struct init_repl_dec {
  const json_t *node, *by;
  int cat;     /* cbl_cat_parse of the category: < 0 when not one */
  int by_item; /* BY names a data item (no literal: cbl_opnd_literal would refuse it each time) */
} init_repl_dec;
typedef struct init_dec {
  int with_filler, to_value, value_cat, to_default;
  size_t nrepl, ntargets;
  init_repl_dec *repl;
  const json_t **targets;
  int *refmod; /* per target: reference-modified */
} init_dec;

static void init_decode(const json_t *st, void *out) {
  init_dec *d = out;
  d->with_filler = json_is_true(cbl_jget(st, "with_filler"));
  const json_t *tv = cbl_jget(st, "to_value");
  if (tv) {
    d->to_value = 1;
    d->value_cat = !strcmp(json_string_value(tv), "ALL") ? -1 : cbl_cat_parse(json_string_value(tv));
  }
  const json_t **r = cbl_jslot_elems(cbl_jget(st, "replacing"), &d->nrepl);
  d->repl = cbl_jslot_alloc((d->nrepl + 1) * sizeof *d->repl);
  for (size_t i = 0; i < d->nrepl; i++) {
    const json_t *by = cbl_jget(r[i], "by");
    d->repl[i] = (init_repl_dec){r[i], by, cbl_cat_parse(json_string_value(cbl_jget(r[i], "category"))),
                                 js(by, "ref") != NULL};
  }
  d->to_default = json_is_true(cbl_jget(st, "to_default"));
  d->targets = cbl_jslot_elems(cbl_jget(st, "targets"), &d->ntargets);
  d->refmod = cbl_jslot_alloc((d->ntargets + 1) * sizeof *d->refmod);
  for (size_t i = 0; i < d->ntargets; i++) d->refmod[i] = cbl_jget(d->targets[i], "refmod") != NULL;
}

/* The phrases of an INITIALIZE (Language Reference, "INITIALIZE statement"); where REPLACING … BY
 * names a data item, each elementary item of the category is initialised as the receiving item of
 * a MOVE from identifier-2. The item's value is taken once, before any target changes (a copy of
 * its bytes, so a BY item inside the target keeps giving its first value). Returns 0, or -1 after
 * rt_wrong. */
static int init_spec_with_items(cbl_machine *m, const json_t *st, const init_dec *d, cbl_init_spec *spec,
                                unsigned char bufs[][256], cbl_dec *nums, rt_item *items) {
  memset(spec, 0, sizeof *spec);
  spec->with_filler = d->with_filler;
  if (d->to_value) {
    spec->to_value = 1;
    spec->value_cat = d->value_cat;
    if (spec->value_cat < -1) return rt_wrong(m, "unsupported", st, "INITIALIZE … TO VALUE category"), -1;
  }
  for (size_t i = 0; i < d->nrepl; i++) {
    int c = d->repl[i].cat;
    if (c < 0 || spec->nrepl >= CBL_NCATS) return rt_wrong(m, "unsupported", d->repl[i].node, "INITIALIZE REPLACING category"), -1;
    cbl_init_repl *e = &spec->repl[spec->nrepl];
    e->cat = (cbl_cat)c;
    const json_t *by = d->repl[i].by;
    if (d->repl[i].by_item || cbl_opnd_literal(&m->opt, by, bufs[spec->nrepl], 256, &nums[spec->nrepl], &e->by) != 0) {
      rt_item *it = &items[spec->nrepl];
      if (rt_operand(m, by, it, bufs[spec->nrepl], 256, &nums[spec->nrepl], &e->by) < 0) return -1;
      if (e->by.bytes && e->by.bytes != bufs[spec->nrepl]) {
        if (e->by.len > 256) return rt_wrong(m, "unsupported", by, "INITIALIZE BY an item longer than 256 bytes"), -1;
        memcpy(bufs[spec->nrepl], e->by.bytes, e->by.len);
        e->by.bytes = bufs[spec->nrepl];
      }
    }
    spec->nrepl++;
  }
  spec->to_default = d->to_default;
  return 0;
}

static sig do_initialize(cbl_machine *m, const json_t *st) {
  const init_dec *d = cbl_jslot_decoded(st, CBL_JSLOT_STMT, sizeof(init_dec), init_decode);
  cbl_init_spec spec;
  unsigned char bufs[CBL_NCATS][256];
  cbl_dec nums[CBL_NCATS];
  for (int i = 0; i < CBL_NCATS; i++) cbl_dec_init(&nums[i]);
  sig s = SIG_NORMAL;
  rt_item byitems[CBL_NCATS];
  if (init_spec_with_items(m, st, d, &spec, bufs, nums, byitems) < 0) {
    s = SIG_HALT;
    goto out;
  }
  for (size_t i = 0; i < d->ntargets; i++) {
    const json_t *t = d->targets[i];
    rt_prog *p;
    int fi, n;
    long subs[CBL_MAX_DIMS];
    if (d->refmod[i]) {
      s = rt_wrong(m, "unsupported", t, "INITIALIZE of a reference-modified item");
      goto out;
    }
    if (rt_field_of(m, t, &p, &fi, subs, &n) < 0) {
      s = SIG_HALT;
      goto out;
    }
    const cbl_field *f = &p->lay->fields[fi];
    if (!p->area[f->area]) {
      s = rt_wrong(m, "undefined_result", t, "LINKAGE item has no storage");
      goto out;
    }
    char err[256];
    rt_prog *saved = m->cur;
    m->cur = p;
    cbl_move_status ms = cbl_initialize(p->lay, fi, subs, n, &spec, p->area[f->area], rt_odo, m, err, sizeof err);
    m->cur = saved;
    if (ms != CBL_MOVE_OK) {
      s = rt_wrong(m, ms == CBL_MOVE_UNSUPPORTED ? "unsupported" : "undefined_result", t, "INITIALIZE: %s",
                   err[0] ? err : cbl_move_status_name(ms));
      goto out;
    }
  }
out:
  for (int k = 0; k < CBL_NCATS; k++) cbl_dec_clear(&nums[k]);
  return s;
}

/* ---- SET */

/* ---- POINTER (Language Reference, "USAGE POINTER", "SET statement" formats 5 and 6)
 * A pointer is modelled as an opaque (storage block, offset) value, kept in the item's fullword:
 * block * 2^24 + offset, NULL = 0. Equal pointers are equal values; SET … UP/DOWN BY moves the
 * offset. DISPLAY of a pointer shows that value, not a machine address (not comparable with IBM). */
#define PTR_UNIT 16777216L

static unsigned long ptr_load(const unsigned char *b) {
  return (unsigned long)b[0] << 24 | (unsigned long)b[1] << 16 | (unsigned long)b[2] << 8 | b[3];
}

/* The pointer value of a byte of storage: the WORKING-STORAGE or FILE area holding it. */
static int ptr_of_bytes(cbl_machine *m, const unsigned char *b, const json_t *node, long *out) {
  for (int i = 0; i < m->nprogs; i++) {
    rt_prog *p = m->progs[i];
    for (int a = 0; p->area && a < p->lay->nareas; a++) {
      int k = p->lay->areas[a].kind;
      if ((k != CBL_AREA_WORKING && k != CBL_AREA_FILE) || !p->area[a] || b < p->area[a] ||
          b >= p->area[a] + p->area_len[a])
        continue;
      int blk = 0;
      while (blk < m->nptr_blocks && !(m->ptr_blocks[blk].p == p && m->ptr_blocks[blk].area == a)) blk++;
      if (blk == m->nptr_blocks) {
        if (blk == (int)(sizeof m->ptr_blocks / sizeof m->ptr_blocks[0])) break;
        m->ptr_blocks[blk].p = p;
        m->ptr_blocks[blk].area = a;
        m->nptr_blocks++;
      }
      if (p->area_len[a] >= (size_t)PTR_UNIT) break;
      *out = (blk + 1) * PTR_UNIT + (long)(b - p->area[a]);
      return 0;
    }
  }
  rt_wrong(m, "unsupported", node, "ADDRESS OF an item outside WORKING-STORAGE and file records");
  return -1;
}

/* The value of a SET's sending pointer: ADDRESS OF identifier, NULL/NULLS, or a pointer item. */
static int ptr_value(cbl_machine *m, const json_t *val, long *out) {
  const json_t *ao = json_object_get(val, "address_of");
  if (ao) {
    rt_item it;
    if (rt_locate(m, ao, &it) < 0) return -1;
    return ptr_of_bytes(m, it.bytes, ao, out);
  }
  if (js(val, "figurative") && (!strcmp(js(val, "figurative"), "NULL") || !strcmp(js(val, "figurative"), "NULLS"))) {
    *out = 0;
    return 0;
  }
  if (js(val, "ref")) {
    rt_item it;
    if (rt_locate(m, val, &it) < 0) return -1;
    if (it.f->cat == CBL_CAT_POINTER) {
      *out = (long)ptr_load(it.bytes);
      return 0;
    }
  }
  return rt_int(m, val, out);
}

/* SET pointer-item TO value / UP BY n / DOWN BY n: the offset moves within its block. */
static sig set_pointer(cbl_machine *m, const json_t *st, rt_item *it, const char *k, const json_t *val) {
  long v;
  if (k[0] == 't') {
    if (ptr_value(m, val, &v) < 0) return SIG_HALT;
  } else {
    long n, cur = (long)ptr_load(it->bytes);
    if (rt_int(m, val, &n) < 0) return SIG_HALT;
    if (k[0] == 'd') n = -n;
    v = cur + n;
    if (cur == 0 || v / PTR_UNIT != cur / PTR_UNIT || v < 0)
      return rt_wrong(m, "undefined_result", st, "SET pointer %s BY %ld leaves its storage", k[0] == 'u' ? "UP" : "DOWN",
                      n < 0 ? -n : n);
  }
  if (it->len < 4) return rt_wrong(m, "unsupported", st, "SET of a pointer of %zu bytes", it->len);
  for (int i = 3; i >= 0; i--, v >>= 8) it->bytes[i] = (unsigned char)(v & 0xFF);
  return SIG_NORMAL;
}

/* SET ADDRESS OF linkage-record TO pointer: the record's storage is the pointed-to bytes (up to
 * the end of their block); NULL leaves it without storage (a reference then goes wrong). */
static sig set_address_of(cbl_machine *m, const json_t *st, const json_t *t, const json_t *val) {
  const json_t *ref = json_object_get(t, "address_of");
  rt_prog *p;
  int fi, n;
  long subs[CBL_MAX_DIMS], v;
  if (rt_field_of(m, ref, &p, &fi, subs, &n) < 0) return SIG_HALT;
  const cbl_field *f = &p->lay->fields[fi];
  if (p->lay->areas[f->area].kind != CBL_AREA_LINKAGE || f->parent >= 0)
    return rt_wrong(m, "unsupported", ref, "SET ADDRESS OF '%s', which is not a LINKAGE 01/77 item",
                    f->name ? f->name : "FILLER");
  if (ptr_value(m, val, &v) < 0) return SIG_HALT;
  if (v == 0) {
    p->area[f->area] = NULL;
    p->area_len[f->area] = 0;
    return SIG_NORMAL;
  }
  long blk = v / PTR_UNIT - 1, off = v % PTR_UNIT;
  if (blk < 0 || blk >= m->nptr_blocks)
    return rt_wrong(m, "undefined_result", st, "SET ADDRESS OF '%s' to a value that is no pointer", f->name);
  rt_prog *bp = m->ptr_blocks[blk].p;
  int a = m->ptr_blocks[blk].area;
  if (!bp->area[a] || (size_t)off > bp->area_len[a])
    return rt_wrong(m, "undefined_result", st, "SET ADDRESS OF '%s' to a pointer outside its storage", f->name);
  p->area[f->area] = bp->area[a] + off;
  p->area_len[f->area] = bp->area_len[a] - (size_t)off;
  return SIG_NORMAL;
}

/* A SET decoded once (the statement node's jcache slot): its kind (the name kept: set_pointer and
 * the messages use it), its value, its targets and which of them are ADDRESS OF / a data name. */
typedef enum { SET_SWITCH, SET_COND, SET_VALUE, SET_OTHER } set_kind;
typedef struct set_dec {
  set_kind kind;
  const char *k;
  const json_t *val;
  size_t n;
  const json_t **targets;
  unsigned char *address_of, *has_ref;
  rt_switch_memo *sw;     /* SET switch TO ON/OFF: each target's state slot */
} set_dec;

static void set_decode(const json_t *st, void *out) {
  set_dec *d = out;
  const char *k = d->k = js(st, "kind");
  d->kind = !k                                                   ? SET_OTHER
            : !strcmp(k, "to_on") || !strcmp(k, "to_off")       ? SET_SWITCH
            : !strcmp(k, "to_true") || !strcmp(k, "to_false")   ? SET_COND
            : !strcmp(k, "to") || !strcmp(k, "up_by") || !strcmp(k, "down_by") ? SET_VALUE
                                                                 : SET_OTHER;
  d->val = cbl_jget(st, "value");
  d->targets = cbl_jslot_elems(cbl_jget(st, "targets"), &d->n);
  d->address_of = cbl_jslot_alloc(d->n + 1);
  d->has_ref = cbl_jslot_alloc(d->n + 1);
  d->sw = cbl_jslot_alloc((d->n + 1) * sizeof *d->sw);
  for (size_t i = 0; i < d->n; i++) {
    const json_t *t = d->targets[i];
    d->address_of[i] = cbl_jget(t, "address_of") != NULL;
    d->has_ref[i] = js(t, "ref") != NULL;
  }
}

static sig do_set(cbl_machine *m, const json_t *st) {
  const set_dec *d = cbl_jslot_decoded(st, CBL_JSLOT_STMT, sizeof *d, set_decode);
  const char *k = d->k;
  if (d->kind == SET_SWITCH) return rt_switch_set(m, st, d->sw);
  const json_t *val = d->val;
  for (size_t i = 0; i < d->n; i++) {
    const json_t *t = d->targets[i];
    if (d->kind == SET_COND) {
      rt_prog *p;
      int fi, n;
      long subs[CBL_MAX_DIMS];
      if (rt_field_of(m, t, &p, &fi, subs, &n) < 0) return SIG_HALT;
      const cbl_field *cond = &p->lay->fields[fi];
      if (cond->level != 88) return rt_wrong(m, "unsupported", t, "SET TO TRUE of a non condition-name");
      rt_item it;
      if (rt_locate_id(m, t, p->lay->fields[cond->parent].id, &it) < 0) return SIG_HALT;
      char err[256];
      cbl_move_status ms = cbl_condition_set(p->lay, cond, it.bytes, it.len, k[3] == 'f', err, sizeof err);
      if (ms != CBL_MOVE_OK) return rt_wrong(m, "unsupported", t, "SET %s: %s", cond->name, err);
    } else if (d->kind == SET_VALUE) {
      /* index names hold occurrence numbers here (IBM holds byte displacements; the difference
       * is not observable through COBOL statements other than MOVE of USAGE INDEX data items) */
      if (d->address_of[i]) {
        if (k[0] != 't') return rt_wrong(m, "unsupported", st, "SET ADDRESS OF … UP/DOWN BY");
        sig r = set_address_of(m, st, t, val);
        if (r != SIG_NORMAL) return r;
        continue;
      }
      if (d->has_ref[i]) {
        rt_item pit;
        if (rt_locate(m, t, &pit) < 0) return SIG_HALT;
        if (pit.f->cat == CBL_CAT_POINTER) {
          sig r = set_pointer(m, st, &pit, k, val);
          if (r != SIG_NORMAL) return r;
          continue;
        }
      }
      cbl_dec v, cur;
      cbl_dec_init(&v);
      cbl_dec_init(&cur);
      int rc = rt_eval(m, val, &v, 0);
      if (rc == 0 && k[0] != 't') {
        rc = rt_eval(m, t, &cur, 0);
        if (rc == 0) {
          if (k[0] == 'u') cbl_dec_add(&v, &cur, &v);
          else cbl_dec_sub(&v, &cur, &v);
        }
      }
      int se = 0;
      if (rc == 0) rc = rt_store_num(m, t, &v, 0, 0, 0, &se);
      cbl_dec_clear(&v);
      cbl_dec_clear(&cur);
      if (rc == -2) return rt_wrong(m, "undefined_result", st, "division by zero");
      if (rc < 0) return SIG_HALT;
    } else {
      return rt_wrong(m, "unsupported", st, "SET %s", k);
    }
  }
  return SIG_NORMAL;
}

/* ---- ACCEPT */

/* ACCEPT decoded once per node (the statement's jcache slot): the FROM kind as a code. */
typedef enum acc_kind { ACC_DEVICE, ACC_DATE, ACC_DAY, ACC_DOW, ACC_TIME, ACC_OTHER } acc_kind;
typedef struct acc_dec {
  const json_t *dest;
  acc_kind kind;
  const char *kind_name; /* FROM's kind as written (for the message of ACC_OTHER) */
  const char *dev;       /* ACC_DEVICE: the device or mnemonic-name (NULL: none named) */
  int four;              /* DATE YYYYMMDD, DAY YYYYDDD */
  /* ACC_DEVICE, for the program env_for (the one running when it was found): the device the
   * name stands for (through SPECIAL-NAMES) and whether it is the system input (SYSIN,
   * CONSOLE, SYSIPT); a function of the program, found on its first execution there */
  const rt_prog *env_for;
  const char *env_dev;
  int env_input;
} acc_dec;

static void acc_decode(const json_t *st, void *out) {
  acc_dec *d = out;
  const json_t *from = cbl_jget(st, "from");
  d->dest = cbl_jget(st, "dest");
  const char *kind = from && !json_is_null(from) ? js(from, "kind") : NULL;
  const char *fmt = kind ? js(from, "format") : NULL;
  d->kind_name = kind;
  d->kind = !kind || !strcmp(kind, "device") ? ACC_DEVICE : !strcmp(kind, "date") ? ACC_DATE
            : !strcmp(kind, "day") ? ACC_DAY : !strcmp(kind, "day-of-week") ? ACC_DOW
            : !strcmp(kind, "time") ? ACC_TIME : ACC_OTHER;
  d->dev = kind ? js(from, "name") : "SYSIN";
  d->four = fmt && !strcmp(fmt, d->kind == ACC_DATE ? "YYYYMMDD" : "YYYYDDD");
}

static sig do_accept(cbl_machine *m, const json_t *st) {
  const acc_dec *d = cbl_jslot_decoded(st, CBL_JSLOT_STMT, sizeof(acc_dec), acc_decode);
  rt_item di;
  if (rt_locate(m, d->dest, &di) < 0) return SIG_HALT;
  if (d->kind == ACC_DEVICE) {
    if (d->env_for != m->cur) {
      /* FROM mnemonic-name: the environment-name SPECIAL-NAMES gives it (this program's, or a
       * containing program's) */
      acc_dec *w = (acc_dec *)d; /* the run's cache (or memory of this execution): ours to fill */
      const char *dev = d->dev, *env = dev ? rt_environment_of(m, dev) : NULL;
      w->env_dev = env ? env : dev;
      w->env_input = !w->env_dev || !strcmp(w->env_dev, "SYSIN") || !strcmp(w->env_dev, "CONSOLE") ||
                     !strcmp(w->env_dev, "SYSIPT");
      w->env_for = m->cur;
    }
    if (!d->env_input) return rt_wrong(m, "unsupported", st, "ACCEPT FROM %s", d->env_dev);
    /* Language Reference, "ACCEPT statement", data transfer (Enterprise COBOL 4.2 and 6.x): the
     * system input device "is read until the receiving area is filled or EOF is encountered";
     * a fixed-length record is used entire ("no editing is performed to remove trailing or
     * leading blanks"), records are concatenated, and the last one is truncated as required;
     * "there is no editing or error checking of the incoming data". So the bytes fill the
     * receiving area from the left, whatever its category: "123" accepted into PIC 9(5) is
     * "123  " (invalid numeric data when used), not 00123 as a MOVE would give (GnuCOBOL moves
     * the line as an alphanumeric sender; ibm-vs-gnucobol.md R1). The records are SYSIN's
     * instream card images (`//SYSIN DD *`): 80 bytes, a --sysin line padded with spaces. */
    if (di.f && (di.f->cat == CBL_CAT_NATIONAL || di.f->cat == CBL_CAT_NATIONAL_EDITED || di.f->cat == CBL_CAT_DBCS))
      return rt_wrong(m, "unsupported", st, "ACCEPT into a national or DBCS item");
    /* identifier-1 is "an alphanumeric group item, a national group item, an elementary data item
     * of usage DISPLAY, DISPLAY-1, or NATIONAL": a binary or packed receiver is a program IBM's
     * compiler rejects */
    if (di.f && di.f->cat != CBL_CAT_GROUP && di.f->usage != CBL_FU_DISPLAY)
      return rt_wrong(m, "unsupported", st, "ACCEPT into an item whose USAGE is not DISPLAY");
    /* "If EOF is encountered before any data has been moved to the receiving area, padding will
     * not take place and the contents of the receiving area are unchanged" (GnuCOBOL fills it
     * with spaces instead) */
    if (m->sysin_next >= m->ro->nsysin) return SIG_NORMAL;
    unsigned char sp = cbl_opt_space(&m->opt);
    size_t got = 0;
    while (got < di.len && m->sysin_next < m->ro->nsysin) {
      int li = m->sysin_next++;
      const char *line = m->ro->sysin[li];
      unsigned char card[CBL_SYSIN_LRECL];
      size_t n = m->ro->sysin_len ? m->ro->sysin_len[li] : strlen(line);
      if (n > CBL_SYSIN_LRECL) n = CBL_SYSIN_LRECL; /* the CLI refuses such lines */
      memcpy(card, line, n);
      if (!m->ro->sysin_native) cbl_opt_from_latin1(&m->opt, card, n);
      memset(card + n, sp, CBL_SYSIN_LRECL - n);
      size_t k = di.len - got < CBL_SYSIN_LRECL ? di.len - got : CBL_SYSIN_LRECL;
      memcpy(di.bytes + got, card, k);
      got += k;
    }
    /* "If EOF is encountered after data has been moved and before the receiving area has been
     * filled, the receiving area is padded with spaces" */
    memset(di.bytes + got, sp, di.len - got);
    return SIG_NORMAL;
  }
  const int *c = m->clock;
  long v;
  int digits;
  switch (d->kind) {
  case ACC_DATE: {
    int four = d->four;
    v = (four ? c[0] : c[0] % 100) * 10000L + c[1] * 100 + c[2];
    digits = four ? 8 : 6;
    break;
  }
  case ACC_DAY: {
    int four = d->four;
    int y = c[0];
    int dd = c[2];
    for (int k = 1; k < c[1] && k <= 12; k++) dd += cbl_month_days(y, k);
    v = (four ? y : y % 100) * 1000L + dd;
    digits = four ? 7 : 5;
    break;
  }
  case ACC_DOW: {
    /* 1 = Monday (Language Reference, "DAY-OF-WEEK"); Zeller-style from the civil date */
    int y = c[0], mo = c[1], dm = c[2];
    if (mo < 3) {
      mo += 12;
      y--;
    }
    int h = (dm + 13 * (mo + 1) / 5 + y + y / 4 - y / 100 + y / 400) % 7; /* 0 = Saturday */
    v = ((h + 5) % 7) + 1;
    digits = 1;
    break;
  }
  case ACC_TIME:
    v = c[3] * 1000000L + c[4] * 10000L + c[5] * 100L + c[6];
    digits = 8;
    break;
  default: return rt_wrong(m, "unsupported", st, "ACCEPT FROM %s", d->kind_name);
  }
  /* the value is an unsigned DISPLAY integer of that many digits, moved to the receiver */
  unsigned char zb[16];
  cbl_dec dv;
  cbl_dec_init(&dv);
  cbl_dec_set_si(&dv, v, 0);
  cbl_field zf;
  memset(&zf, 0, sizeof zf);
  zf.cat = CBL_CAT_NUMERIC;
  zf.usage = CBL_FU_DISPLAY;
  zf.is_numeric_desc = 1;
  zf.num = cbl_options_num_desc(&m->opt, CBL_USAGE_DISPLAY, digits, 0, 0, CBL_SIGN_TRAILING);
  zf.size = (size_t)digits;
  zf.parent = zf.redefines = zf.odo = -1;
  cbl_num_encode(&zf.num, &dv, zb, NULL, NULL);
  cbl_dec_clear(&dv);
  cbl_opnd o = cbl_opnd_item(&zf, zb, (size_t)digits);
  return rt_move_opnd(m, &o, &di, st) < 0 ? SIG_HALT : SIG_NORMAL;
}

/* ---- SEARCH */

/* A SEARCH's own members decoded once (the statement node's jcache slot); the index it steps is
 * the table's, found from the table's item on each execution (a reference to it built once per
 * statement and index, built_once). */
typedef struct search_dec {
  const json_t *table, *varying, *at_end, *loc;
  long varying_id;
  int all;
  size_t nwhen;
  const json_t **cond, **stmts;
} search_dec;

static void search_decode(const json_t *st, void *out) {
  search_dec *d = out;
  d->table = cbl_jget(st, "table");
  d->varying = cbl_jget(st, "varying");
  d->varying_id = ji(d->varying, "item", -1);
  d->at_end = cbl_jget(st, "at_end");
  d->loc = cbl_jget(st, "loc");
  d->all = json_is_true(cbl_jget(st, "all"));
  const json_t *whens = cbl_jget(st, "whens");
  d->nwhen = json_array_size(whens);
  d->cond = cbl_jslot_alloc((d->nwhen ? d->nwhen : 1) * sizeof *d->cond);
  d->stmts = cbl_jslot_alloc((d->nwhen ? d->nwhen : 1) * sizeof *d->stmts);
  for (size_t i = 0; i < d->nwhen; i++) {
    const json_t *w = json_array_get(whens, i);
    d->cond[i] = cbl_jget(w, "cond");
    d->stmts[i] = cbl_jget(w, "statements");
  }
}

/* A reference to index ix (an INDEXED BY entry) at SEARCH st's place. */
static json_t *index_ref(const json_t *st, const void *ix) {
  return json_pack("{s:s, s:I, s:s, s:O}", "ref", js(ix, "name") ? js(ix, "name") : "?", "item",
                   (json_int_t)ji(ix, "id", -1), "kind", "index", "loc", cbl_jget(st, "loc"));
}

static sig do_search(cbl_machine *m, const json_t *st) {
  const search_dec *d = cbl_jslot_decoded(st, CBL_JSLOT_STMT, sizeof *d, search_decode);
  const json_t *table = d->table;
  rt_prog *p;
  int fi, n;
  long subs[CBL_MAX_DIMS];
  if (rt_field_of(m, table, &p, &fi, subs, &n) < 0) return SIG_HALT;
  const cbl_field *f = &p->lay->fields[fi];
  const json_t *occ = cbl_jget(f->json, "occurs");
  const json_t *ixs = cbl_jget(occ, "indexed_by");
  if (!f->occurs_max || json_array_size(ixs) == 0)
    return rt_wrong(m, "unsupported", st, "SEARCH of a table without INDEXED BY");
  long count = f->occurs_max;
  if (f->odo >= 0) {
    rt_prog *saved = m->cur;
    m->cur = p;
    int rc = rt_odo(m, f->odo, &count);
    m->cur = saved;
    if (rc < 0) return rt_wrong(m, "undefined_result", st, "invalid OCCURS DEPENDING ON object");
  }
  /* the search index: VARYING one of the table's own indexes uses that index; otherwise the
   * first INDEXED BY index, and a VARYING item is stepped along (Language Reference, "SEARCH") */
  const json_t *ix0 = json_array_get(ixs, 0);
  {
    const json_t *vy = d->varying;
    size_t q;
    json_t *ix;
    json_array_foreach(ixs, q, ix)
      if (vy && ji(ix, "id", -2) == d->varying_id) ix0 = ix;
  }
  long ix0_id = ji(ix0, "id", -1);
  json_t *ixref = built_once(st, ix0_id, index_ref, ix0);
  const json_t *varying = d->varying;
  int all = d->all;
  sig s = SIG_NORMAL;
  long start = 1;
  cbl_dec v;
  cbl_dec_init(&v);
  if (!all) {
    /* serial SEARCH starts from the index's current setting (Language Reference, "SEARCH") */
    if (rt_eval(m, ixref, &v, 0) < 0) {
      s = SIG_HALT;
      goto out;
    }
    start = mpz_get_si(v.v);
  }
  for (long k = start; k <= count; k++) {
    cbl_dec_set_si(&v, k, 0);
    int se;
    if (rt_store_num(m, ixref, &v, 0, 0, 0, &se) < 0) {
      s = SIG_HALT;
      goto out;
    }
    if (varying && !all && d->varying_id != ix0_id) {
      cbl_dec cur;
      cbl_dec_init(&cur);
      if (k > start) {
        if (rt_eval(m, varying, &cur, 0) < 0) {
          cbl_dec_clear(&cur);
          s = SIG_HALT;
          goto out;
        }
        cbl_dec_set_si(&v, 1, 0);
        cbl_dec_add(&cur, &cur, &v);
        if (rt_store_num(m, varying, &cur, 0, 0, 0, &se) < 0) {
          cbl_dec_clear(&cur);
          s = SIG_HALT;
          goto out;
        }
      }
      cbl_dec_clear(&cur);
    }
    if (++m->steps > m->fuel) {
      s = rt_wrong(m, "out_of_fuel", st, "fuel exhausted in SEARCH");
      goto out;
    }
    for (size_t i = 0; i < d->nwhen; i++) {
      int c = rt_cond(m, d->cond[i]);
      if (c < 0) {
        s = SIG_HALT;
        goto out;
      }
      if (c) {
        s = rt_exec_list(m, d->stmts[i]);
        goto out;
      }
    }
  }
  /* AT END: a serial SEARCH that ran leaves the index one past the table, the VARYING item
   * stepped with it (ISO 1989:2023 14.9.37.4 rule 3: the index is incremented after the last
   * element fails too; cobc agrees on the index, not on the VARYING item: GnuCOBOL bug 1290 sets
   * it to the index's value). SEARCH ALL's index is undefined: left as it is. */
  if (!all && start <= count) {
    cbl_dec_set_si(&v, count + 1, 0);
    int se;
    if (rt_store_num(m, ixref, &v, 0, 0, 0, &se) < 0) {
      s = SIG_HALT;
      goto out;
    }
    if (varying && d->varying_id != ix0_id) {
      cbl_dec cur;
      cbl_dec_init(&cur);
      int bad = rt_eval(m, varying, &cur, 0) < 0;
      cbl_dec_set_si(&v, 1, 0);
      if (!bad) cbl_dec_add(&cur, &cur, &v);
      bad = bad || rt_store_num(m, varying, &cur, 0, 0, 0, &se) < 0;
      cbl_dec_clear(&cur);
      if (bad) {
        s = SIG_HALT;
        goto out;
      }
    }
  }
  if (d->at_end) s = rt_exec_list(m, d->at_end);
out:
  cbl_dec_clear(&v);
  release_built(st, ixref);
  return s;
}

sig rt_stmt_data(cbl_machine *m, const json_t *s, cbl_stmt_kind kind) {
  switch (kind) {
  case CBL_ST_MOVE: return do_move(m, s);
  case CBL_ST_ADD:
  case CBL_ST_SUBTRACT:
  case CBL_ST_MULTIPLY:
  case CBL_ST_DIVIDE:
  case CBL_ST_COMPUTE: return do_arith(m, s, kind);
  case CBL_ST_INITIALIZE: return do_initialize(m, s);
  case CBL_ST_SET: return do_set(m, s);
  case CBL_ST_ACCEPT: return do_accept(m, s);
  case CBL_ST_SEARCH: return do_search(m, s);
  default: return rt_wrong(m, "unsupported", s, "%s statement", cbl_stmt_name(kind));
  }
}
