/* orch_mig_gen.c — the inputs of `equiv migrate`'s search, beyond the COBOL room's generator: the
 * user's domain and the text transfer's hypothesis (orch_mig_restrict), values shared between
 * fields (orch_mig_share), and a pool of inputs whose COBOL runs showed new shapes of outcome,
 * mutated (orch_mig_pool_offer, orch_mig_mutate). Every input made stays admissible: a value is
 * only ever replaced by a valid value of its field. Language-neutral: the typed trees only. */
#include "orch/orch_mig_gen.h"

#include <string.h>

static uint64_t rng_next(uint64_t *s) { return rel_rng_next(s); }

/* ---- inputs guided by the COBOL run's behaviour ---------------------------------------------
 * Random inputs rarely reach the deep paths of a batch program (a sorted table, an active account
 * of a known category, a balance at its category's minimum). Inputs whose COBOL run shows a
 * behaviour not seen before are kept, and half the rounds mutate one of them: the behaviour is
 * how the run ended and the shape of its output (each number as zero or not, so that a counter
 * becoming nonzero is new, the numbers themselves not). */

static uint64_t fnv(uint64_t h, const void *p, size_t n) {
  const unsigned char *b = p;
  for (size_t i = 0; i < n; i++) h = (h ^ b[i]) * 0x100000001b3ULL;
  return h;
}

/* A record's shape: its first 16 characters, then only whether each number in it is zero; the
 * text of data (names, keys) beyond the label does not make a behaviour new. Records of files count
 * only by their number (bucketed: 0, 1, 2, more). */
static uint64_t behaviour_sig(const rel_behaviour *b) {
  uint64_t h = fnv(0xcbf29ce484222325ULL, &b->okind, sizeof b->okind);
  h = fnv(h, &b->code, sizeof b->code);
  const char *last = NULL;
  int run = 0;
  for (int i = 0; i <= b->nrecords; i++) {
    const rel_record *r = i < b->nrecords ? &b->records[i] : NULL;
    if (!r || !last || strcmp(r->stream, last)) {
      if (last) {
        int bucket = run > 3 ? 3 : run;
        h = fnv(h, last, strlen(last));
        h = fnv(h, &bucket, sizeof bucket);
      }
      last = r ? r->stream : NULL;
      run = 0;
    }
    if (!r) break;
    run++;
    if (strcmp(r->stream, "SYSOUT")) continue;
    for (size_t j = 0; j < r->len;) {
      unsigned char c = (unsigned char)r->data[j];
      if (c >= '0' && c <= '9') {
        int zero = 1;
        while (j < r->len && ((r->data[j] >= '0' && r->data[j] <= '9') || r->data[j] == ',' || r->data[j] == '.'))
          zero &= r->data[j] < '1' || r->data[j] > '9', j++;
        c = zero ? 'Z' : 'N';
        h = fnv(h, &c, 1);
        continue;
      }
      if (j < 16) h = fnv(h, &c, 1);
      j++;
    }
    h = fnv(h, "\n", 1);
  }
  return h;
}

void orch_mig_pool_offer(orch_mig_pool *p, const rel_behaviour *b, const rel_value *vals, int n,
                         const orch_mig_cmplog *cmps, arena *a) {
  if (b->wrong) return;
  uint64_t sig = behaviour_sig(b);
  int fresh = 1;
  for (int i = 0; i < p->nsig && fresh; i++) fresh = p->sig[i] != sig;
  if (fresh && p->nsig < ORCH_MIG_SIG_MAX) p->sig[p->nsig++] = sig;
  /* coverage: a branch outcome no run had before */
  for (int i = 0; cmps && i < cmps->nbr; i++) {
    uint64_t h = cmps->br[i] | 1; /* never 0, the free mark */
    size_t at = (size_t)(h % ORCH_MIG_SEEN_MAX);
    while (p->seen[at] && p->seen[at] != h) at = (at + 1) % ORCH_MIG_SEEN_MAX;
    if (p->seen[at] || p->nseen >= ORCH_MIG_SEEN_MAX * 3 / 4) continue;
    p->seen[at] = h;
    p->nseen++;
    fresh = 1;
  }
  if (!fresh) return;
  rel_value *copy = arena_alloc(a, sizeof *copy * (size_t)(n + 1));
  for (int i = 0; i < n; i++) copy[i] = rel_value_copy(a, &vals[i]);
  orch_mig_cmplog *log = NULL;
  if (cmps && cmps->n) {
    log = arena_alloc(a, sizeof *log);
    log->a = a;
    log->n = cmps->n;
    for (int i = 0; i < cmps->n; i++) {
      const orch_mig_cmp *c = &cmps->v[i];
      char *x = arena_alloc(a, c->alen + 1), *y = arena_alloc(a, c->blen + 1);
      memcpy(x, c->a, c->alen), memcpy(y, c->b, c->blen);
      x[c->alen] = y[c->blen] = 0;
      log->v[i] = (orch_mig_cmp){c->numeric, x, y, c->alen, c->blen};
    }
  }
  int at = p->n < ORCH_MIG_POOL_MAX ? p->n++ : (int)(sig % ORCH_MIG_POOL_MAX);
  p->v[at] = copy;
  p->cmps[at] = log;
  int keep = p->nnewest < 8 ? p->nnewest++ : 7;
  memmove(p->newest + 1, p->newest, sizeof p->newest[0] * (size_t)keep);
  p->newest[0] = at;
}

int orch_mig_pool_pick(const orch_mig_pool *p, uint64_t *rng) {
  if (!p->n) return -1;
  if (rng_next(rng) % 2 && p->nnewest) return p->newest[rng_next(rng) % (uint64_t)p->nnewest];
  return (int)(rng_next(rng) % (uint64_t)p->n);
}

void orch_mig_branch_record(void *ud, const void *site, int taken) {
  orch_mig_cmplog *log = ud;
  uint64_t h = (((uint64_t)(uintptr_t)site * 0x9e3779b97f4a7c15ULL) ^ (uint64_t)(taken ? 0x5bd1e995 : 0)) | 1;
  size_t at = (size_t)(h % (2 * ORCH_MIG_BR_MAX));
  while (log->brset[at] && log->brset[at] != h) at = (at + 1) % (2 * ORCH_MIG_BR_MAX);
  if (log->brset[at] || log->nbr >= ORCH_MIG_BR_MAX) return;
  log->brset[at] = h;
  log->br[log->nbr++] = h;
}

void orch_mig_cmp_record(void *ud, int numeric, const char *a, size_t alen, const char *b, size_t blen) {
  orch_mig_cmplog *log = ud;
  if (log->n >= ORCH_MIG_CMP_MAX || alen > 256 || blen > 256) return;
  if (!numeric && alen == blen && !memcmp(a, b, alen)) return; /* equal already: nothing to steer */
  for (int i = 0; i < log->n; i++) {
    const orch_mig_cmp *c = &log->v[i];
    if (c->numeric == numeric && c->alen == alen && c->blen == blen && !memcmp(c->a, a, alen) && !memcmp(c->b, b, blen))
      return;
  }
  char *x = arena_alloc(log->a, alen + 1), *y = arena_alloc(log->a, blen + 1);
  memcpy(x, a, alen), memcpy(y, b, blen);
  x[alen] = y[blen] = 0;
  log->v[log->n++] = (orch_mig_cmp){numeric, x, y, alen, blen};
}

static long long pow10ll(int k);

/* Whether a text field admits a space wherever it is: any bytes, printable characters, letters or
 * spaces (the validity words of the COBOL room's typed trees). */
static int admits_space(const rel_type *ft) {
  return ft->kind == REL_T_BYTES && (!ft->admissible || strstr(ft->admissible, " bytes of EBCDIC text") ||
                                     strstr(ft->admissible, " printable characters") || strstr(ft->admissible, " letters or spaces"));
}

/* The mutations that reach what independent values of a file's records almost never do (what: 7 to
 * 10), each keeping every value valid for its field:
 *  7  one decimal field at its PICTURE's largest magnitude (all nines; negative half the time when
 *     signed) in every record of the file: totals and balances past their PICTURE (a total the
 *     COBOL receiving field truncates, a translation's wider type does not);
 *  8  one record copied until the file holds its bound: many records alike, sums of many;
 *  9  one decimal field of one record a round value (one or two significant digits): products
 *     and quotients that end exactly on half a unit (ROUNDED against a translation's rounding
 *     mode), amounts exactly at a limit;
 * 10  a space inside one text field of one record (where spaces are valid): DELIMITED BY SPACE,
 *     UNSTRING and INSPECT against a translation's trim. */
static void magnify(const orch_mig_stmt *s, int i, rel_value *f, unsigned what, uint64_t *rng, arena *ra) {
  const rel_type *rt = s->inputs[i].type->elem;
  if (what == 8) {
    long bound = s->inputs[i].type->bound ? s->inputs[i].type->bound : 12;
    if (f->n >= bound) return;
    const rel_value *src = &f->items[rng_next(rng) % (uint64_t)f->n];
    rel_value *items = arena_alloc(ra, sizeof *items * (size_t)(bound + 1));
    for (int q = 0; q < f->n; q++) items[q] = f->items[q];
    for (long q = f->n; q < bound; q++) items[q] = rel_value_copy(ra, src);
    f->items = items;
    f->n = (int)bound;
    return;
  }
  int j = (int)(rng_next(rng) % (uint64_t)rt->nfields);
  const rel_type *ft = rt->fields[j].type;
  if (what == 10) {
    if (!admits_space(ft) || ft->len < 2) return;
    rel_value *rec = (rel_value *)&f->items[rng_next(rng) % (uint64_t)f->n];
    /* at the start half the time (a leading space), else inside */
    long at = rng_next(rng) % 2 ? 0 : 1 + (long)(rng_next(rng) % (uint64_t)(ft->len - 1));
    unsigned char *b = (unsigned char *)rec->items[j].text;
    b[at] = 0x40;
    if (at + 1 < ft->len && b[at + 1] == 0x40) b[at + 1] = 0xC1; /* a character after it: 'A' */
    return;
  }
  if (ft->kind != REL_T_DECIMAL || ft->digits > 18 || ft->digits < 1 ||
      (ft->enc != REL_ENC_ZONED && ft->enc != REL_ENC_PACKED))
    return;
  int neg = ft->is_signed && rng_next(rng) % 2;
  if (what == 7) {
    long long v = pow10ll(ft->digits) - 1;
    for (int k = 0; k < f->n; k++)
      rel_decimal_encode(ft, neg ? -v : v, (unsigned char *)f->items[k].items[j].text);
    return;
  }
  /* 9: m × 10^e, m of one or two digits */
  long long m = ft->digits >= 2 && rng_next(rng) % 2 ? 10 + (long long)(rng_next(rng) % 90) : 1 + (long long)(rng_next(rng) % 9);
  int md = m >= 10 ? 2 : 1;
  if (md > ft->digits) return;
  int e = (int)(rng_next(rng) % (uint64_t)(ft->digits - md + 1));
  long long v = m * pow10ll(e);
  rel_value *rec = (rel_value *)&f->items[rng_next(rng) % (uint64_t)f->n];
  rel_decimal_encode(ft, neg ? -v : v, (unsigned char *)rec->items[j].text);
}

/* One to three changes to vals: a field takes its value from the same field of this round's
 * generated input (valid by construction), a text field becomes digits, a record is repeated,
 * or one is dropped. */
void orch_mig_mutate(const orch_mig_stmt *s, const orch_iface *fi, rel_value *vals, const rel_value *gen, uint64_t *rng,
                     arena *ra) {
  int steps = 1 + (int)(rng_next(rng) % 3);
  for (int t = 0; t < steps; t++) {
    int i = (int)(rng_next(rng) % (uint64_t)s->ninputs);
    /* 0 repeat, 1 drop, 2 and 11 digits, 3-5 a generated value, 6 absent, 7-10 magnify */
    unsigned what = (unsigned)(rng_next(rng) % 12);
    if (what == 11) what = 2;
    if (what == 2) {
      /* digits go into a text field of a record: an input that has records */
      int cand[64], nc = 0;
      for (int q = 0; q < s->ninputs && nc < 64; q++)
        if (vals[q].n > 0) cand[nc++] = q;
      if (nc) i = cand[rng_next(rng) % (uint64_t)nc];
    }
    rel_value *f = &vals[i];
    if (f->kind == REL_V_VOID || (what == 6 && orch_mig_can_be_absent(s, fi, i))) {
      /* an absent data set present again (this round's records), or a present one made absent:
       * the status-35 path of one file while the others' records reach deep paths */
      *f = f->kind == REL_V_VOID ? rel_value_copy(ra, &gen[i]) : rel_v_void();
      continue;
    }
    if (what >= 7 && f->n > 0) {
      magnify(s, i, f, what, rng, ra);
      continue;
    }
    if (what == 0 && f->n > 0 && (!s->inputs[i].type->bound || f->n < s->inputs[i].type->bound)) {
      /* repeat a record (a duplicate key, a second record of a group) */
      rel_value *items = arena_alloc(ra, sizeof *items * (size_t)(f->n + 1));
      int at = (int)(rng_next(rng) % (uint64_t)f->n);
      for (int q = 0, o = 0; q < f->n; q++) {
        items[o++] = f->items[q];
        if (q == at) items[o++] = rel_value_copy(ra, &f->items[q]);
      }
      f->items = items;
      f->n++;
    } else if (what == 1 && f->n > 0) {
      int at = (int)(rng_next(rng) % (uint64_t)f->n);
      rel_value *items = arena_alloc(ra, sizeof *items * (size_t)(f->n + 1));
      for (int q = 0, o = 0; q < f->n; q++)
        if (q != at) items[o++] = f->items[q];
      f->items = items;
      f->n--;
    } else if (what == 2 && f->n > 0) {
      /* a text field of digits: dates and numbers kept as text (a class test NUMERIC, then their
       * parts compared), which random bytes never are; only where any bytes are valid */
      rel_value *rec = (rel_value *)&f->items[rng_next(rng) % (uint64_t)f->n];
      /* one of the fields that admit digits, not any field: a record has many numeric ones */
      int cand[256], nc = 0;
      for (int j = 0; j < rec->n && nc < 256; j++) {
        const rel_type *ft = s->inputs[i].type->elem->fields[j].type;
        if (ft->kind == REL_T_BYTES && (!ft->admissible || strstr(ft->admissible, " bytes of EBCDIC text")))
          cand[nc++] = j;
      }
      if (!nc) continue;
      int j = cand[rng_next(rng) % (uint64_t)nc];
      /* half the time digits 0 and 1 only: the small numbers such text holds (a month, a day, a
       * count: "01", "10", "11") pass range checks that random digits (a month "37") fail */
      unsigned base = rng_next(rng) % 2 ? 2 : 10;
      for (size_t q = 0; q < rec->items[j].len; q++)
        ((unsigned char *)rec->items[j].text)[q] = (unsigned char)(0xF0 + rng_next(rng) % base);
    } else if (f->n > 0 && gen[i].n > 0) {
      rel_value *rec = (rel_value *)&f->items[rng_next(rng) % (uint64_t)f->n];
      const rel_value *src = &gen[i].items[rng_next(rng) % (uint64_t)gen[i].n];
      int j = (int)(rng_next(rng) % (uint64_t)rec->n);
      rel_value *fv = (rel_value *)&rec->items[j];
      if (src->n == rec->n && src->items[j].len == fv->len) memcpy((char *)fv->text, src->items[j].text, fv->len);
    }
  }
}

/* A decimal field's value as an unscaled integer, or -1 when its bytes are not one (zoned and
 * packed only; binary fields keep their generated values). */
static int decimal_get(const rel_type *t, const unsigned char *b, long long *v) {
  long long m = 0;
  int neg = 0;
  if (t->enc == REL_ENC_ZONED) {
    for (long i = 0; i < t->len; i++) m = m * 10 + (b[i] & 0x0F);
    neg = t->is_signed && (b[t->len - 1] >> 4) == 0xD;
  } else if (t->enc == REL_ENC_PACKED) {
    for (long i = 0; i < t->len; i++) {
      m = m * 10 + (b[i] >> 4);
      if (i + 1 < t->len) m = m * 10 + (b[i] & 0x0F);
    }
    neg = (b[t->len - 1] & 0x0F) == 0xD;
  } else {
    return -1;
  }
  *v = neg ? -m : m;
  return 0;
}

static long long pow10ll(int k) {
  long long p = 1;
  while (k-- > 0) p *= 10;
  return p;
}

/* Writes unscaled value v (at scale `scale`) into a zoned or packed field of type t when it fits
 * exactly (no digit lost, the sign allowed); returns 0, or -1 leaving the field as it was. */
static int decimal_put(const rel_type *t, unsigned char *b, long long v, int scale) {
  if (t->enc != REL_ENC_ZONED && t->enc != REL_ENC_PACKED) return -1;
  if (v < 0 && !t->is_signed) return -1;
  if (scale > t->scale) {
    long long p = pow10ll(scale - t->scale);
    if (v % p) return -1;
    v /= p;
  } else if (scale < t->scale) {
    long long p = pow10ll(t->scale - scale);
    if (t->digits > 18 || (v > 0 ? v : -v) > (pow10ll(18) - 1) / p) return -1;
    v *= p;
  }
  return rel_decimal_encode(t, v, b);
}

/* Whether two text fields admit the same byte strings: their validity words say the same after
 * each names itself ("X holds 2 bytes of EBCDIC text …"), so bytes valid for one are for the other. */
static int same_validity(const rel_type *a, const char *an, const rel_type *b, const char *bn) {
  if (a->enc != b->enc || a->len != b->len) return 0;
  if (!a->admissible || !b->admissible) return !a->admissible && !b->admissible;
  size_t la = strlen(an), lb = strlen(bn);
  const char *x = !strncmp(a->admissible, an, la) ? a->admissible + la : a->admissible;
  const char *y = !strncmp(b->admissible, bn, lb) ? b->admissible + lb : b->admissible;
  return !strcmp(x, y);
}

/* Shared values: on two rounds in three, some decimal fields take the value another decimal field
 * of this input holds (rescaled when exact), or the sum or difference of two such values, so that
 * comparisons between fields — a balance against a file's minimum, a balance plus an amount
 * against a limit, a key against another file's key — meet their boundaries, which independent
 * random values almost never do. Every value written is a valid one of its field. */
void orch_mig_share(const orch_mig_stmt *s, rel_value *vals, unsigned round, uint64_t *rng) {
  if (round % 3 == 0) return;
  enum { POOL = 64 };
  long long pv[POOL];
  int ps[POOL], np = 0;
  for (int i = 0; i < s->ninputs && np < POOL; i++) {
    const rel_type *rec = s->inputs[i].type->elem;
    for (int k = 0; k < vals[i].n && np < POOL; k++)
      for (int j = 0; j < rec->nfields && np < POOL; j++) {
        const rel_type *ft = rec->fields[j].type;
        if (ft->kind == REL_T_DECIMAL && ft->digits <= 18 &&
            !decimal_get(ft, (const unsigned char *)vals[i].items[k].items[j].text, &pv[np]))
          ps[np++] = ft->scale;
      }
  }
  /* text fields: the same for values of equal length (keys matched across files) */
  const rel_value *tv[POOL];
  const rel_type *tf[POOL];
  const char *fn[POOL];
  int nt = 0;
  for (int i = 0; i < s->ninputs && nt < POOL; i++) {
    const rel_type *rec = s->inputs[i].type->elem;
    for (int k = 0; k < vals[i].n && nt < POOL; k++)
      for (int j = 0; j < rec->nfields && nt < POOL; j++)
        if (rec->fields[j].type->kind == REL_T_BYTES)
          tf[nt] = rec->fields[j].type, fn[nt] = rec->fields[j].name, tv[nt++] = &vals[i].items[k].items[j];
  }
  for (int i = 0; i < s->ninputs; i++) {
    const rel_type *rec = s->inputs[i].type->elem;
    for (int k = 0; k < vals[i].n; k++)
      for (int j = 0; j < rec->nfields; j++) {
        const rel_type *ft = rec->fields[j].type;
        rel_value *fv = (rel_value *)&vals[i].items[k].items[j];
        if (rng_next(rng) % 3) continue;
        if (ft->kind == REL_T_DECIMAL && ft->digits <= 18 && np >= 2) {
          int q = (int)(rng_next(rng) % (uint64_t)np);
          if (rng_next(rng) % 3) {
            decimal_put(ft, (unsigned char *)fv->text, pv[q], ps[q]);
          } else {
            /* the sum or difference of two values (a balance plus an amount meeting a limit) */
            int q2 = (int)(rng_next(rng) % (uint64_t)np);
            int sc = ps[q] > ps[q2] ? ps[q] : ps[q2];
            long long x = pv[q], y = pv[q2], lim = 100000000000000000LL; /* 10^17: no overflow below */
            for (int e = ps[q]; e < sc && x > -lim && x < lim; e++) x *= 10;
            for (int e = ps[q2]; e < sc && y > -lim && y < lim; e++) y *= 10;
            if (x > -lim && x < lim && y > -lim && y < lim)
              decimal_put(ft, (unsigned char *)fv->text, rng_next(rng) % 2 ? x + y : x - y, sc);
          }
        } else if (ft->kind == REL_T_BYTES && nt >= 2) {
          int q = (int)(rng_next(rng) % (uint64_t)nt);
          const rel_value *src = tv[q];
          if (src != fv && src->len == fv->len && same_validity(tf[q], fn[q], ft, rec->fields[j].name))
            memcpy((char *)fv->text, src->text, fv->len);
        }
      }
  }
}

/* ---- absent data sets ------------------------------------------------------------------------
 * A data set a batch step reads may not exist (a DD naming a data set not catalogued, a file not
 * yet created): OPEN INPUT, I-O or EXTEND then gives status 35 (IBM Language Reference, "File
 * status key"; 05 for a file declared OPTIONAL), and what the program does next — a status check
 * that abends or sets RETURN-CODE, declaratives, or nothing — is its behaviour, which the
 * translation's open-error path must match. Only files: SYSIN is the step's card stream. */

int orch_mig_can_be_absent(const orch_mig_stmt *s, const orch_iface *f, int i) {
  return s->arg_of[i] >= 0 && !f->files[s->arg_of[i]].always_present;
}

void orch_mig_absent(const orch_mig_stmt *s, const orch_iface *f, rel_value *vals, uint64_t *rng) {
  if (rng_next(rng) % 8) return;
  int cand[64], nc = 0;
  for (int i = 0; i < s->ninputs && nc < 64; i++)
    if (orch_mig_can_be_absent(s, f, i)) cand[nc++] = i;
  if (nc) vals[cand[rng_next(rng) % (uint64_t)nc]] = rel_v_void();
}

/* The domain and the text transfer's hypothesis applied to generated input values (in place: the
 * values are this round's copies). Returns 0, or -1 when a value cannot be made admissible. */
void orch_mig_restrict(const orch_mig_stmt *s, const orch_iface *f, rel_value *vals, uint64_t *rng) {
  for (int d = 0; d < s->ndom; d++) {
    const orch_mig_dom *dm = &s->dom[d];
    rel_value *file = &vals[dm->input];
    const rel_type *ft = s->inputs[dm->input].type->elem->fields[dm->field].type;
    for (int k = 0; k < file->n; k++) {
      rel_value *fv = (rel_value *)&file->items[k].items[dm->field];
      unsigned char *b = (unsigned char *)fv->text;
      if (dm->nvals) {
        memcpy(b, dm->vals[rng_next(rng) % (uint64_t)dm->nvals], (size_t)ft->len);
        continue;
      }
      /* a range: a value from it, its ends more often (where translations go wrong) */
      uint64_t pick = rng_next(rng);
      long long span = dm->hi - dm->lo;
      long long v = pick % 4 == 0 ? dm->lo : pick % 4 == 1 ? dm->hi
                    : dm->lo + (long long)((rng_next(rng) >> 1) % ((unsigned long long)span + 1));
      rel_decimal_encode(ft, v, b); /* in range, so it fits (the statement checked min and max) */
    }
  }
  /* the printable characters of the code page, for files the interface calls printable */
  unsigned char pr[256];
  int npr = 0;
  for (int b = 0; b < 256; b++) {
    unsigned u = orch_mig_char(f->codepage, (unsigned char)b);
    if (u >= 0x20 && u <= 0x7E) pr[npr++] = (unsigned char)b;
  }
  /* a line cannot carry a line end: LF, NL and CR become spaces in files read as lines */
  for (int i = 0; i < s->ninputs; i++) {
    int line = s->arg_of[i] < 0 || f->files[s->arg_of[i]].format == ORCH_IF_LINE;
    int printable = s->arg_of[i] >= 0 && f->files[s->arg_of[i]].printable && npr;
    if (!line && !printable) continue;
    for (int k = 0; k < vals[i].n; k++)
      for (int j = 0; j < vals[i].items[k].n; j++) {
        rel_value *fv = (rel_value *)&vals[i].items[k].items[j];
        unsigned char *b = (unsigned char *)fv->text;
        for (size_t x = 0; x < fv->len; x++) {
          if (line && (b[x] == 0x25 || b[x] == 0x15 || b[x] == 0x0D)) b[x] = 0x40;
          /* a valid numeric field's characters are all printable: only text changes here */
          unsigned u = orch_mig_char(f->codepage, b[x]);
          if (printable && (u < 0x20 || u > 0x7E)) b[x] = pr[b[x] % npr];
        }
      }
  }
}

/* Decimal text ("-12.30") as an unscaled integer and its scale; -1 past 18 digits. */
static int parse_dec(const char *t, long long *v, int *scale) {
  int neg = *t == '-';
  if (*t == '-' || *t == '+') t++;
  long long m = 0;
  int digits = 0, sc = -1;
  for (; *t; t++) {
    if (*t == '.') {
      if (sc >= 0) return -1;
      sc = 0;
      continue;
    }
    if (*t < '0' || *t > '9' || ++digits > 18) return -1;
    m = m * 10 + (*t - '0');
    if (sc >= 0) sc++;
  }
  if (!digits) return -1;
  *v = neg ? -m : m;
  *scale = sc < 0 ? 0 : sc;
  return 0;
}

/* x (at scale xs) equal to y (at scale ys)? */
static int same_number(long long x, int xs, long long y, int ys) {
  while (xs < ys && x > -100000000000000000LL && x < 100000000000000000LL) x *= 10, xs++;
  while (ys < xs && y > -100000000000000000LL && y < 100000000000000000LL) y *= 10, ys++;
  return xs == ys && x == y;
}

/* One comparison c: the input fields holding its operand a (flip: b) take the other. */
static int i2s_one(const orch_mig_stmt *s, rel_value *vals, const orch_mig_cmp *c, int flip, uint64_t *rng) {
  const char *from = flip ? c->b : c->a, *to = flip ? c->a : c->b;
  size_t flen = flip ? c->blen : c->alen, tlen = flip ? c->alen : c->blen;
  long long fv = 0, tv = 0;
  int fs = 0, ts = 0;
  if (c->numeric && (parse_dec(from, &fv, &fs) || parse_dec(to, &tv, &ts))) return 0;
  int changed = 0;
  for (int i = 0; i < s->ninputs; i++) {
    const rel_type *rec = s->inputs[i].type->elem;
    for (int k = 0; k < vals[i].n; k++)
      for (int j = 0; j < rec->nfields; j++) {
        const rel_type *ft = rec->fields[j].type;
        rel_value *fv_ = (rel_value *)&vals[i].items[k].items[j];
        unsigned char *b = (unsigned char *)fv_->text;
        if (c->numeric && ft->kind == REL_T_BYTES) {
          /* a number compared that the input holds as digits inside text (a date kept as text,
           * compared through a REDEFINES: its month): those digits take the other operand's, same
           * width; only in a field any bytes are valid in, only for whole non-negative numbers */
          if ((ft->admissible && !strstr(ft->admissible, " bytes of EBCDIC text")) || fs || ts || fv < 0 || tv < 0)
            continue;
          /* the digits as the comparison gave them: a numeric item's with its PICTURE's width
           * ("07" for PIC 99), so they are found where the text holds them */
          char fd[24], td[24];
          int fw = flen < sizeof fd ? snprintf(fd, sizeof fd, "%.*s", (int)flen, from) : 0;
          if (fw <= 0 || (int)strspn(fd, "0123456789") != fw) continue;
          long long want = tv + (int)(rng_next(rng) % 3) - 1;
          if (want < 0) want = tv;
          int tw = snprintf(td, sizeof td, "%0*lld", fw, want);
          if (tw != fw || fw > ft->len) continue;
          for (long at = 0; at + fw <= ft->len; at++) {
            int same = 1;
            for (int q = 0; q < fw && same; q++) same = b[at + q] == (unsigned char)(0xF0 + (fd[q] - '0'));
            if (!same) continue;
            for (int q = 0; q < fw; q++) b[at + q] = (unsigned char)(0xF0 + (td[q] - '0'));
            changed = 1;
            break;
          }
        } else if (c->numeric) {
          long long v;
          if (ft->kind != REL_T_DECIMAL || ft->digits > 18 || decimal_get(ft, b, &v) || !same_number(v, ft->scale, fv, fs))
            continue;
          /* the other operand, or one unit of the field's last digit below or above it */
          int step = (int)(rng_next(rng) % 3) - 1;
          long long target = tv;
          int tscale = ts;
          if (step) {
            while (tscale < ft->scale && target > -100000000000000000LL && target < 100000000000000000LL)
              target *= 10, tscale++;
            if (tscale == ft->scale) target += step;
          }
          changed |= decimal_put(ft, b, target, tscale) == 0;
        } else {
          /* text: the field equal to one operand (trailing EBCDIC spaces aside, as COBOL pads the
           * shorter operand) takes the other, padded or cut to the field */
          /* only a field any bytes are valid in: the operand may hold what a field of printable
           * characters or of letters does not admit */
          if (ft->kind != REL_T_BYTES || (ft->admissible && !strstr(ft->admissible, " bytes of EBCDIC text"))) continue;
          size_t fl = (size_t)ft->len, n1 = flen, n2 = fl;
          while (n1 && (unsigned char)from[n1 - 1] == 0x40) n1--;
          while (n2 && b[n2 - 1] == 0x40) n2--;
          if (n1 != n2 || memcmp(from, b, n1)) continue;
          for (size_t q = 0; q < fl; q++) b[q] = q < tlen ? (unsigned char)to[q] : 0x40;
          changed = 1;
        }
      }
  }
  return changed;
}

int orch_mig_i2s(const orch_mig_stmt *s, rel_value *vals, const orch_mig_cmplog *cmps, uint64_t *rng) {
  if (!cmps || !cmps->n) return 0;
  /* one to three comparisons; for each, the operand an input field holds (either may be) */
  int changed = 0, k = 1 + (int)(rng_next(rng) % 3);
  for (int t = 0; t < k; t++) {
    const orch_mig_cmp *c = &cmps->v[rng_next(rng) % (uint64_t)cmps->n];
    int first = (int)(rng_next(rng) % 2);
    if (i2s_one(s, vals, c, first, rng) || i2s_one(s, vals, c, !first, rng)) changed = 1;
  }
  return changed;
}
