/* files.c — the COBOL file model: records in a pool, one ordered index per key (sequential files
 * order by arrival, relative by slot, indexed by prime and alternate keys), IBM file status rules. */
#include "lang/cobol/files.h"

#include <assert.h>
#include <limits.h>
#include <stdint.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/arena.h"

/* ---- status table -------------------------------------------------------------------------- */

typedef struct fs_info { int code; const char *text, *meaning; } fs_info;
#define CBL_FSTATUS_ROW_(c, m) {1##c - 100, #c, m},
static const fs_info fs_table[] = {CBL_FSTATUS_LIST(CBL_FSTATUS_ROW_)};
#undef CBL_FSTATUS_ROW_

static const fs_info *fs_find(cbl_fstatus s) {
  for (size_t i = 0; i < sizeof fs_table / sizeof fs_table[0]; i++)
    if (fs_table[i].code == (int)s) return &fs_table[i];
  return NULL;
}

const char *cbl_fstatus_text(cbl_fstatus s) {
  const fs_info *i = fs_find(s);
  return i ? i->text : "??";
}

const char *cbl_fstatus_meaning(cbl_fstatus s) {
  const fs_info *i = fs_find(s);
  return i ? i->meaning : "statement rejected for this file";
}

int cbl_fstatus_successful(cbl_fstatus s) { return (int)s >= 0 && (int)s < 10; }
int cbl_fstatus_at_end(cbl_fstatus s) { return (int)s >= 10 && (int)s < 20; }
int cbl_fstatus_invalid_key(cbl_fstatus s) { return (int)s >= 20 && (int)s < 30; }
int cbl_fstatus_error(cbl_fstatus s) { return (int)s >= 30; }

/* ---- representation ------------------------------------------------------------------------ */

/* A record of the pool. Dead records (deleted) keep their slot so ids stay stable. 40 bytes: a
 * file of 100,000 records holds 100,000 of these (a relative record's slot number is its kbe,
 * not a field of its own). */
typedef struct frec {
  unsigned char *data;
  unsigned char kbe[8];  /* sequential: arrival number; relative: slot number (big-endian) */
  /* per index: when the record took its place among equal keys (rec_stamp): index 0's here,
   * the others' in stamp_more (NULL for a file of one index: no allocation per record) */
  unsigned long stamp0;
  unsigned long *stamp_more;
  uint32_t len;          /* a record is at most a record area long (cbl_file_load refuses more) */
  uint32_t live;
} frec;

static inline unsigned long *rec_stamp(frec *r, int k) { return k == 0 ? &r->stamp0 : &r->stamp_more[k - 1]; }
static inline unsigned long rec_stamp_of(const frec *r, int k) { return k == 0 ? r->stamp0 : r->stamp_more[k - 1]; }

/* One index: record ids ordered by (key bytes, stamp). */
typedef struct findex { size_t *ids; size_t n, cap; } findex;

/* Where the next sequential READ continues (ISO 1985 "file position indicator"). */
enum { POS_BEFORE, /* before the first record: OPEN */
       POS_AT,     /* at the record with (poskey, posstamp) or the next one: START */
       POS_ON };   /* on a record already read: NEXT goes past it, PREVIOUS before it */

struct cbl_file {
  cbl_file_desc d;
  cbl_file_key *keys;
  char *name;
  int nidx;
  int present, locked, open, absent_optional, ebcdic;
  cbl_open_mode mode;
  int has_attrs;
  cbl_file_attrs attrs;
  frec *recs;
  size_t nrecs, caprecs;
  findex *idx;
  unsigned long stamp_next, arrival_next;
  /* position */
  int keyref, pos, no_next;
  unsigned char *poskey; /* a copy of the key of reference (room for the longest key) */
  size_t poskeylen;
  unsigned long posstamp;
  size_t poshint;        /* where the record read last stood in its index (checked before use) */
  /* the record of the last successful READ, for sequential-access REWRITE/DELETE (43) */
  int last_read_ok;
  size_t cur;
  /* sequential-access WRITE of relative/indexed files */
  unsigned long last_rel;
  int have_lastkey;
  unsigned char *lastkey;
  unsigned long relkey;
  size_t limit;
  char reason[256];
  int keep_events;        /* cbl_file_keep_events: off unless asked (a copy of every record written) */
  cbl_file_event *ev;
  size_t nev, capev;
  struct ev_chunk *evmem; /* the events' record copies, in chunks (no allocation per record) */
  struct ev_chunk *recmem; /* the records' data, the same way; freed when the content is */
  void **adopted;          /* blocks records point into (cbl_file_adopt); freed with the content */
  size_t nadopted;
};

static void set_reason(cbl_file *f, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void set_reason(cbl_file *f, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(f->reason, sizeof f->reason, fmt, ap);
  va_end(ap);
}

static cbl_fstatus reject(cbl_file *f, const char *rule) {
  set_reason(f, "%s: %s", f->name, rule);
  return CBL_FS_REJECTED;
}

static int is_seq_org(const cbl_file *f) {
  return f->d.org == CBL_ORG_SEQUENTIAL || f->d.org == CBL_ORG_LINE_SEQUENTIAL;
}

static unsigned long get_be(const unsigned char *b) {
  unsigned long v = 0;
  for (int i = 0; i < 8; i++) v = v << 8 | b[i];
  return v;
}

/* A relative record's slot number (its key in index 0). */
static unsigned long rec_relnum(const frec *r) { return get_be(r->kbe); }

static void put_be(unsigned char *b, unsigned long v) {
  for (int i = 7; i >= 0; i--, v >>= 8) b[i] = (unsigned char)(v & 0xFF);
}

/* The bytes of key k of record r. */
static const unsigned char *key_of(const cbl_file *f, const frec *r, int k, size_t *len) {
  if (f->d.org == CBL_ORG_INDEXED) {
    *len = f->keys[k].length;
    return r->data + f->keys[k].offset;
  }
  *len = 8;
  return r->kbe;
}

static size_t key_len(const cbl_file *f, int k) { return f->d.org == CBL_ORG_INDEXED ? f->keys[k].length : 8; }

/* Compares record r's key k with (v, stamp); vlen may be shorter than the key (a prefix
 * comparison, the START rule for a key data-name that is a leftmost part of the key), and then
 * the stamp is not compared. */
static int cmp_rec(const cbl_file *f, size_t id, int k, const unsigned char *v, size_t vlen, unsigned long stamp) {
  size_t n;
  const frec *r = &f->recs[id];
  const unsigned char *a = key_of(f, r, k, &n);
  int c = memcmp(a, v, vlen < n ? vlen : n);
  if (c || vlen < n) return c;
  return rec_stamp_of(r, k) < stamp ? -1 : rec_stamp_of(r, k) > stamp;
}

/* First position in index k whose record is >= (v, stamp), or > when strict. */
static size_t lower(const cbl_file *f, int k, const unsigned char *v, size_t vlen, unsigned long stamp, int strict) {
  const findex *x = &f->idx[k];
  size_t lo = 0, hi = x->n;
  while (lo < hi) {
    size_t mid = lo + (hi - lo) / 2;
    int c = cmp_rec(f, x->ids[mid], k, v, vlen, stamp);
    if (c < 0 || (strict && c == 0))
      lo = mid + 1;
    else
      hi = mid;
  }
  return lo;
}

static void idx_insert(cbl_file *f, int k, size_t id) {
  findex *x = &f->idx[k];
  size_t n;
  const unsigned char *v = key_of(f, &f->recs[id], k, &n);
  /* A record that sorts after the last one goes at the end without a search: the arrival order
   * of a sequential file, and keys written ascending, always do (loading a data set of n records
   * was n binary searches). Same position as lower(…, strict) gives: after every smaller-or-equal. */
  size_t at = x->n > 0 && cmp_rec(f, x->ids[x->n - 1], k, v, n, rec_stamp_of(&f->recs[id], k)) <= 0
                  ? x->n
                  : lower(f, k, v, n, rec_stamp_of(&f->recs[id], k), 1);
  if (x->n == x->cap) {
    x->cap = x->cap ? 2 * x->cap : 16;
    x->ids = eq_realloc(x->ids, x->cap * sizeof *x->ids);
  }
  memmove(x->ids + at + 1, x->ids + at, (x->n - at) * sizeof *x->ids);
  x->ids[at] = id;
  x->n++;
}

static void idx_remove(cbl_file *f, int k, size_t id) {
  findex *x = &f->idx[k];
  size_t n;
  const unsigned char *v = key_of(f, &f->recs[id], k, &n);
  size_t at = lower(f, k, v, n, rec_stamp_of(&f->recs[id], k), 0);
  assert(at < x->n && x->ids[at] == id);
  memmove(x->ids + at, x->ids + at + 1, (x->n - at - 1) * sizeof *x->ids);
  x->n--;
}

/* The live record whose key k equals v exactly (the first-written one among duplicates). */
static int find_key(const cbl_file *f, int k, const unsigned char *v, size_t *id) {
  /* stamps start at 1, so (v, 0) sorts before every record whose key equals v */
  size_t at = lower(f, k, v, key_len(f, k), 0, 0);
  if (at >= f->idx[k].n) return 0;
  size_t n;
  const unsigned char *a = key_of(f, &f->recs[f->idx[k].ids[at]], k, &n);
  if (memcmp(a, v, n) != 0) return 0;
  *id = f->idx[k].ids[at];
  return 1;
}

/* Whether another live record than `self` has the same key k as the bytes v. */
static int key_taken(const cbl_file *f, int k, const unsigned char *v, size_t self) {
  size_t at = lower(f, k, v, key_len(f, k), 0, 0);
  for (; at < f->idx[k].n; at++) {
    size_t n, id = f->idx[k].ids[at];
    const unsigned char *a = key_of(f, &f->recs[id], k, &n);
    if (memcmp(a, v, n) != 0) return 0;
    if (id != self) return 1;
  }
  return 0;
}

/* Chunks of memory for the events' record copies (freed with the file) and for the records'
 * data (freed with the content). Why not an arena: the copies were heap memory outside the
 * unit's memory meter (core/meter.h), and stay so. Why not a malloc per record: it was most of
 * loading and writing a record. */
typedef struct ev_chunk {
  struct ev_chunk *next;
  size_t used, size;
  unsigned char bytes[];
} ev_chunk;

static unsigned char *chunk_copy(ev_chunk **list, const unsigned char *data, size_t len) {
  ev_chunk *c = *list;
  size_t n = len ? len : 1;
  if (!c || c->size - c->used < n) {
    /* each chunk twice its predecessor's size, from 64 KiB up to 4 MiB: a file of many records
     * gets few chunks, large enough for 2 MiB pages (core/arena.c) */
    size_t size = c ? (c->size < (4u << 20) ? 2 * c->size : c->size) : 65536;
    if (size < n) size = n;
    c = eq_malloc(sizeof *c + size);
    c->next = *list;
    c->used = 0;
    c->size = size;
    *list = c;
  }
  unsigned char *p = c->bytes + c->used;
  c->used += n;
  if (len) memcpy(p, data, len);
  return p;
}

static void chunks_free(ev_chunk **list) {
  for (ev_chunk *c = *list, *nx; c; c = nx) {
    nx = c->next;
    free(c);
  }
  *list = NULL;
}

void cbl_file_reserve(cbl_file *f, size_t nrecs, size_t nbytes) {
  if (f->caprecs - f->nrecs < nrecs) {
    f->caprecs = f->nrecs + nrecs;
    f->recs = eq_realloc(f->recs, f->caprecs * sizeof *f->recs);
  }
  for (int k = 0; k < f->nidx; k++) {
    findex *x = &f->idx[k];
    if (x->cap - x->n < nrecs) {
      x->cap = x->n + nrecs;
      x->ids = eq_realloc(x->ids, x->cap * sizeof *x->ids);
    }
  }
  ev_chunk *c = f->recmem;
  if (nbytes > 65536 && (!c || c->size - c->used < nbytes)) {
    c = eq_malloc(sizeof *c + nbytes);
    c->next = f->recmem;
    c->used = 0;
    c->size = nbytes;
    f->recmem = c;
  }
}

/* A new record of data: a copy in the file's chunks, or data itself (in_place: cbl_file_adopt). */
static size_t new_rec(cbl_file *f, const void *data, size_t len, unsigned long relnum, int in_place) {
  if (f->nrecs == f->caprecs) {
    f->caprecs = f->caprecs ? 2 * f->caprecs : 16;
    f->recs = eq_realloc(f->recs, f->caprecs * sizeof *f->recs);
  }
  size_t id = f->nrecs++;
  frec *r = &f->recs[id];
  memset(r, 0, sizeof *r);
  r->data = in_place ? (unsigned char *)data : chunk_copy(&f->recmem, data, len);
  r->len = (uint32_t)len;
  put_be(r->kbe, f->d.org == CBL_ORG_RELATIVE ? relnum : ++f->arrival_next);
  r->stamp_more = f->nidx > 1 ? eq_calloc((size_t)f->nidx - 1, sizeof *r->stamp_more) : NULL;
  for (int k = 0; k < f->nidx; k++) *rec_stamp(r, k) = ++f->stamp_next;
  r->live = 1;
  return id;
}

static void add_rec(cbl_file *f, size_t id) {
  for (int k = 0; k < f->nidx; k++) idx_insert(f, k, id);
}

static void kill_rec(cbl_file *f, size_t id) {
  for (int k = 0; k < f->nidx; k++) idx_remove(f, k, id);
  f->recs[id].live = 0;
}

static void clear_content(cbl_file *f) {
  for (size_t i = 0; i < f->nrecs; i++) free(f->recs[i].stamp_more);
  chunks_free(&f->recmem);
  for (size_t i = 0; i < f->nadopted; i++) free(f->adopted[i]);
  free(f->adopted);
  f->adopted = NULL;
  f->nadopted = 0;
  f->nrecs = 0;
  for (int k = 0; k < f->nidx; k++) f->idx[k].n = 0;
}

static void log_event(cbl_file *f, cbl_file_event_kind kind, const frec *r) {
  if (!f->keep_events) return;
  if (f->nev == f->capev) {
    f->capev = f->capev ? 2 * f->capev : 16;
    f->ev = eq_realloc(f->ev, f->capev * sizeof *f->ev);
  }
  unsigned char *copy = chunk_copy(&f->evmem, r->data, r->len);
  f->ev[f->nev++] = (cbl_file_event){kind, f->d.org == CBL_ORG_RELATIVE ? rec_relnum(r) : 0, copy, r->len};
}

/* ---- descriptions -------------------------------------------------------------------------- */

const char *cbl_file_desc_check(const cbl_file_desc *d) {
  if (d->max_len == 0 || d->min_len > d->max_len) return "record length limits are empty or reversed";
  if ((d->org == CBL_ORG_SEQUENTIAL || d->org == CBL_ORG_LINE_SEQUENTIAL) && d->access != CBL_ACC_SEQUENTIAL)
    return "a sequential file has ACCESS MODE SEQUENTIAL only";
  if (d->org == CBL_ORG_INDEXED) {
    if (d->nkeys < 1 || !d->keys) return "an indexed file needs a RECORD KEY";
    for (int k = 0; k < d->nkeys; k++) {
      if (d->keys[k].length == 0) return "a key has length 0";
      /* IBM: keys must lie within the fixed part of the record (the minimum record length). */
      if (d->keys[k].offset + d->keys[k].length > d->min_len) return "a key extends past the minimum record length";
    }
    if (d->keys[0].duplicates) return "the RECORD KEY cannot have DUPLICATES";
  } else if (d->nkeys) {
    return "only indexed files have record keys";
  }
  if (d->org != CBL_ORG_RELATIVE && d->relkey_digits) return "only relative files have a RELATIVE KEY";
  if (d->relkey_digits > 18) return "a RELATIVE KEY of more than 18 digits";
  return NULL;
}

cbl_file *cbl_file_new(const cbl_file_desc *d) {
  assert(cbl_file_desc_check(d) == NULL);
  cbl_file *f = eq_calloc(1, sizeof *f);
  f->d = *d;
  f->name = eq_strdup(d->name ? d->name : "FILE");
  f->d.name = f->name;
  if (d->nkeys) {
    f->keys = eq_calloc((size_t)d->nkeys, sizeof *f->keys);
    memcpy(f->keys, d->keys, (size_t)d->nkeys * sizeof *f->keys);
  }
  f->d.keys = f->keys;
  f->nidx = d->org == CBL_ORG_INDEXED ? d->nkeys : 1;
  f->idx = eq_calloc((size_t)f->nidx, sizeof *f->idx);
  size_t longest = 8;
  for (int k = 0; k < d->nkeys; k++)
    if (d->keys[k].length > longest) longest = d->keys[k].length;
  f->poskey = eq_calloc(1, longest);
  f->lastkey = eq_calloc(1, longest);
  return f;
}

void cbl_file_free(cbl_file *f) {
  if (!f) return;
  clear_content(f);
  free(f->recs);
  for (int k = 0; k < f->nidx; k++) free(f->idx[k].ids);
  free(f->idx);
  chunks_free(&f->evmem);
  free(f->ev);
  free(f->poskey);
  free(f->lastkey);
  free(f->keys);
  free(f->name);
  free(f);
}

void cbl_file_set_present(cbl_file *f, const cbl_file_attrs *attrs) {
  clear_content(f);
  f->present = 1;
  f->has_attrs = attrs != NULL;
  if (attrs) f->attrs = *attrs;
}

void cbl_file_adopt(cbl_file *f, void *block) {
  f->adopted = eq_realloc(f->adopted, (f->nadopted + 1) * sizeof *f->adopted);
  f->adopted[f->nadopted++] = block;
}

static int load_rec(cbl_file *f, const void *rec, size_t len, unsigned long relnum, int in_place) {
  f->present = 1;
  if (len > UINT32_MAX) {
    set_reason(f, "record of %zu bytes is longer than any record area", len);
    return -1;
  }
  if (f->d.org == CBL_ORG_INDEXED) {
    for (int k = 0; k < f->nidx; k++)
      if (f->keys[k].offset + f->keys[k].length > len) {
        set_reason(f, "record of %zu bytes too short for key %d", len, k);
        return -1;
      }
    for (int k = 0; k < f->nidx; k++)
      if (!f->keys[k].duplicates && key_taken(f, k, (const unsigned char *)rec + f->keys[k].offset, SIZE_MAX)) {
        set_reason(f, k ? "duplicate alternate key (no DUPLICATES) in the input data set"
                        : "duplicate record key in the input data set");
        return -1;
      }
  } else if (f->d.org == CBL_ORG_RELATIVE) {
    unsigned char be[8];
    size_t id;
    put_be(be, relnum);
    if (relnum == 0 || find_key(f, 0, be, &id)) {
      set_reason(f, "relative record number %lu is 0 or already used", relnum);
      return -1;
    }
  }
  add_rec(f, new_rec(f, rec, len, relnum, in_place));
  return 0;
}

int cbl_file_load(cbl_file *f, const void *rec, size_t len, unsigned long relnum) {
  return load_rec(f, rec, len, relnum, 0);
}

int cbl_file_load_in_place(cbl_file *f, const void *rec, size_t len, unsigned long relnum) {
  return load_rec(f, rec, len, relnum, 1);
}

void cbl_file_set_limit(cbl_file *f, size_t max_records) { f->limit = max_records; }
void cbl_file_set_relkey(cbl_file *f, unsigned long n) { f->relkey = n; }
unsigned long cbl_file_relkey(const cbl_file *f) { return f->relkey; }
void cbl_file_set_ebcdic(cbl_file *f, int ebcdic) { f->ebcdic = ebcdic; }
const char *cbl_file_reason(const cbl_file *f) { return f->reason; }
const cbl_file_desc *cbl_file_description(const cbl_file *f) { return &f->d; }
int cbl_file_is_open(const cbl_file *f) { return f->open; }
int cbl_file_exists(const cbl_file *f) { return f->present; }
void cbl_file_keep_events(cbl_file *f, int on) { f->keep_events = on; }
size_t cbl_file_event_count(const cbl_file *f) { return f->nev; }
const cbl_file_event *cbl_file_event_at(const cbl_file *f, size_t i) { return i < f->nev ? &f->ev[i] : NULL; }
size_t cbl_file_record_count(const cbl_file *f) { return f->idx[0].n; }

const unsigned char *cbl_file_record_at(const cbl_file *f, size_t i, size_t *len, unsigned long *relnum) {
  if (i >= f->idx[0].n) return NULL;
  const frec *r = &f->recs[f->idx[0].ids[i]];
  if (len) *len = r->len;
  if (relnum) *relnum = f->d.org == CBL_ORG_RELATIVE ? rec_relnum(r) : 0;
  return r->data;
}

/* ---- OPEN and CLOSE ------------------------------------------------------------------------ */

/* Status 39: the data set's fixed attributes (RECFM/LRECL, VSAM type, KSDS key) against the FD
 * and SELECT (IBM: "a conflict has been detected between the fixed file attributes and the
 * attributes specified for that file in the program"). */
static int attrs_conflict(const cbl_file *f) {
  if (!f->has_attrs) return 0;
  const cbl_file_attrs *a = &f->attrs;
  if (a->org != f->d.org) return 1;
  int variable = f->d.min_len != f->d.max_len;
  if (a->variable != variable || a->lrecl != f->d.max_len) return 1;
  if (f->d.org == CBL_ORG_INDEXED && (a->key_offset != f->keys[0].offset || a->key_length != f->keys[0].length))
    return 1;
  return 0;
}

static void reset_position(cbl_file *f) {
  f->keyref = 0;
  f->pos = POS_BEFORE;
  f->no_next = 0;
  f->last_read_ok = 0;
}

cbl_fstatus cbl_file_open(cbl_file *f, cbl_open_mode mode, unsigned flags) {
  f->reason[0] = 0;
  if (flags & CBL_OPEN_REVERSED) return reject(f, "OPEN REVERSED (tape only) is not modelled");
  if ((flags & CBL_OPEN_NO_REWIND) && !is_seq_org(f)) return reject(f, "NO REWIND applies to sequential files only");
  /* The OPEN statement: EXTEND for relative and indexed files needs ACCESS SEQUENTIAL. */
  if (mode == CBL_OPEN_EXTEND && !is_seq_org(f) && f->d.access != CBL_ACC_SEQUENTIAL)
    return reject(f, "OPEN EXTEND needs ACCESS MODE SEQUENTIAL");
  if (f->open) return CBL_FS_41;
  if (f->locked) return CBL_FS_38;
  /* Line-sequential files can be opened INPUT, OUTPUT or EXTEND only (Programming Guide,
   * "Opening line-sequential files"); the compiler cannot always see it, the run gets 37. */
  if (f->d.org == CBL_ORG_LINE_SEQUENTIAL && mode == CBL_OPEN_IO) return CBL_FS_37;
  cbl_fstatus st = CBL_FS_00;
  f->absent_optional = 0;
  if (!f->present) {
    if (mode != CBL_OPEN_OUTPUT) {
      if (!f->d.optional) return CBL_FS_35;
      /* 05: OPTIONAL file not present; for I-O and EXTEND the file is created. */
      st = CBL_FS_05;
      if (mode == CBL_OPEN_INPUT)
        f->absent_optional = 1;
      else
        f->present = 1;
    } else {
      f->present = 1;
    }
  } else if (attrs_conflict(f)) {
    return CBL_FS_39;
  }
  if (mode == CBL_OPEN_OUTPUT) clear_content(f); /* the data set is written anew */
  if (st == CBL_FS_00 && (flags & CBL_OPEN_NO_REWIND)) st = CBL_FS_07; /* disk is not a reel */
  f->open = 1;
  f->mode = mode;
  reset_position(f);
  f->have_lastkey = 0;
  f->last_rel = 0;
  /* Sequential WRITE continues after the highest key (EXTEND) or from the start (OUTPUT). */
  if (mode == CBL_OPEN_EXTEND && f->idx[0].n) {
    const frec *last = &f->recs[f->idx[0].ids[f->idx[0].n - 1]];
    if (f->d.org == CBL_ORG_INDEXED) {
      memcpy(f->lastkey, last->data + f->keys[0].offset, f->keys[0].length);
      f->have_lastkey = 1;
    } else if (f->d.org == CBL_ORG_RELATIVE) {
      f->last_rel = rec_relnum(last);
    }
  }
  return st;
}

cbl_fstatus cbl_file_close(cbl_file *f, unsigned flags) {
  f->reason[0] = 0;
  if ((flags & (CBL_CLOSE_REEL | CBL_CLOSE_UNIT | CBL_CLOSE_NO_REWIND | CBL_CLOSE_FOR_REMOVAL)) && !is_seq_org(f))
    return reject(f, "CLOSE REEL/UNIT/NO REWIND/FOR REMOVAL applies to sequential files only");
  if (!f->open) return CBL_FS_42;
  /* CLOSE REEL/UNIT on a disk data set does nothing and the file stays open; NO REWIND closes
   * it. Both report 07 (the medium is not a reel or unit). */
  if (flags & (CBL_CLOSE_REEL | CBL_CLOSE_UNIT)) return CBL_FS_07;
  f->open = 0;
  f->absent_optional = 0;
  if (flags & CBL_CLOSE_LOCK) f->locked = 1;
  return (flags & (CBL_CLOSE_NO_REWIND | CBL_CLOSE_FOR_REMOVAL)) ? CBL_FS_07 : CBL_FS_00;
}

/* ---- READ ---------------------------------------------------------------------------------- */

/* Copies record id into the record area and sets the status of a successful READ: 04 when the
 * length breaks the description's limits (the record is cut to max_len). Line-sequential records
 * are padded with spaces and cut silently (see docs/cobol-datasets.md). */
static cbl_fstatus deliver(cbl_file *f, size_t id, void *rec, size_t *len) {
  const frec *r = &f->recs[id];
  size_t n = r->len < f->d.max_len ? r->len : f->d.max_len;
  memcpy(rec, r->data, n);
  if (len) *len = n;
  f->cur = id;
  f->last_read_ok = 1;
  if (f->d.org == CBL_ORG_LINE_SEQUENTIAL) {
    memset((unsigned char *)rec + n, f->ebcdic ? 0x40 : 0x20, f->d.max_len - n);
    return CBL_FS_00;
  }
  if (r->len < f->d.min_len || r->len > f->d.max_len) return CBL_FS_04;
  return CBL_FS_00;
}

static void set_pos_on(cbl_file *f, size_t id, int how) {
  size_t n;
  const unsigned char *k = key_of(f, &f->recs[id], f->keyref, &n);
  memcpy(f->poskey, k, n);
  f->poskeylen = n;
  f->posstamp = rec_stamp_of(&f->recs[id], f->keyref);
  f->pos = how;
  f->no_next = 0;
}

/* 02 on READ: the key of reference allows duplicates and the next record in it has the same
 * value (IBM Table 1, status 02). */
static int dup_follows(const cbl_file *f, size_t at, int dir) {
  int k = f->keyref;
  if (f->d.org != CBL_ORG_INDEXED || !f->keys[k].duplicates) return 0;
  const findex *x = &f->idx[k];
  if ((dir > 0 && at + 1 >= x->n) || (dir < 0 && at == 0)) return 0;
  size_t n, m;
  const unsigned char *a = key_of(f, &f->recs[x->ids[at]], k, &n);
  const unsigned char *b = key_of(f, &f->recs[x->ids[dir > 0 ? at + 1 : at - 1]], k, &m);
  return memcmp(a, b, n) == 0;
}

static int read_mode_ok(const cbl_file *f) {
  return f->open && (f->mode == CBL_OPEN_INPUT || f->mode == CBL_OPEN_IO);
}

/* Whether relative record number n fits a RELATIVE KEY of `digits` digits (0 = no key item). */
static int fits_relkey(unsigned long n, unsigned digits) {
  if (!digits) return 1;
  unsigned long long lim = 1;
  for (unsigned i = 0; i < digits; i++) lim *= 10;
  return (unsigned long long)n < lim;
}

static cbl_fstatus read_seq(cbl_file *f, void *rec, size_t *len, int dir) {
  f->reason[0] = 0;
  if (f->d.access == CBL_ACC_RANDOM) return reject(f, "sequential READ needs ACCESS SEQUENTIAL or DYNAMIC");
  /* READ PREVIOUS is IBM's extension for VSAM indexed files in dynamic access; for relative
   * files it is not modelled (GnuCOBOL 3.1.2 and IBM could not be checked to agree). */
  if (dir < 0 && (f->d.org != CBL_ORG_INDEXED || f->d.access != CBL_ACC_DYNAMIC))
    return reject(f, "READ PREVIOUS needs an indexed file with ACCESS DYNAMIC");
  if (!read_mode_ok(f)) return CBL_FS_47;
  f->last_read_ok = 0;
  if (f->no_next) return CBL_FS_46;
  if (f->absent_optional) { /* IBM: sequential READ of an absent OPTIONAL file: at end (10). */
    f->no_next = 1;
    return CBL_FS_10;
  }
  const findex *x = &f->idx[f->keyref];
  size_t at;
  int found;
  if (dir > 0) {
    if (f->pos == POS_ON && f->poshint < x->n &&
        cmp_rec(f, x->ids[f->poshint], f->keyref, f->poskey, f->poskeylen, f->posstamp) == 0)
      /* the record read last is still at its place: the next one follows it (lower(…, strict)'s
       * answer, as a record's stamp is unique in an index; the index may have changed since, hence
       * the check) */
      at = f->poshint + 1;
    else
      at = f->pos == POS_BEFORE ? 0 : lower(f, f->keyref, f->poskey, f->poskeylen, f->posstamp, f->pos == POS_ON);
    found = at < x->n;
  } else {
    size_t b = f->pos == POS_BEFORE ? 0 : lower(f, f->keyref, f->poskey, f->poskeylen, f->posstamp, f->pos == POS_AT);
    found = b > 0;
    at = b - 1;
  }
  if (!found) {
    f->no_next = 1;
    return CBL_FS_10;
  }
  size_t id = x->ids[at];
  if (f->d.org == CBL_ORG_RELATIVE) {
    /* 14: the slot number does not fit the RELATIVE KEY item; no record is made available. */
    if (!fits_relkey(rec_relnum(&f->recs[id]), f->d.relkey_digits)) {
      f->no_next = 1;
      return CBL_FS_14;
    }
    f->relkey = rec_relnum(&f->recs[id]);
  }
  set_pos_on(f, id, POS_ON);
  f->poshint = at;
  cbl_fstatus st = deliver(f, id, rec, len);
  if (st == CBL_FS_00 && dup_follows(f, at, dir)) st = CBL_FS_02;
  return st;
}

cbl_fstatus cbl_file_read_next(cbl_file *f, void *rec, size_t *len) { return read_seq(f, rec, len, 1); }
cbl_fstatus cbl_file_read_prev(cbl_file *f, void *rec, size_t *len) { return read_seq(f, rec, len, -1); }

cbl_fstatus cbl_file_read_key(cbl_file *f, int key, void *rec, size_t *len) {
  f->reason[0] = 0;
  if (is_seq_org(f) || f->d.access == CBL_ACC_SEQUENTIAL)
    return reject(f, "random READ needs a relative or indexed file with ACCESS RANDOM or DYNAMIC");
  if (key < 0 || key >= f->nidx) return reject(f, "READ KEY names no key of the file");
  if (!read_mode_ok(f)) return CBL_FS_47;
  f->last_read_ok = 0;
  unsigned char be[8];
  const unsigned char *v;
  if (f->d.org == CBL_ORG_RELATIVE) {
    put_be(be, f->relkey);
    v = be;
  } else {
    v = (const unsigned char *)rec + f->keys[key].offset;
  }
  size_t id;
  if (f->absent_optional || !find_key(f, key, v, &id)) {
    f->no_next = 1; /* a following READ NEXT has no valid next record (46) */
    return CBL_FS_23;
  }
  f->keyref = key;
  set_pos_on(f, id, POS_ON);
  cbl_fstatus st = deliver(f, id, rec, len);
  size_t at = lower(f, key, f->poskey, f->poskeylen, f->posstamp, 0);
  if (st == CBL_FS_00 && dup_follows(f, at, 1)) st = CBL_FS_02;
  return st;
}

/* ---- START --------------------------------------------------------------------------------- */

/* First position whose key compares > v (strict) or >= v by key value alone: with the whole key,
 * the stamp bound puts every record with key v on one side. */
static size_t key_bound(const cbl_file *f, int k, const unsigned char *v, size_t vlen, int strict) {
  if (vlen < key_len(f, k)) return lower(f, k, v, vlen, 0, strict);
  return lower(f, k, v, vlen, strict ? ULONG_MAX : 0, 0);
}

cbl_fstatus cbl_file_start(cbl_file *f, int key, cbl_start_rel rel, size_t keylen, const void *rec) {
  f->reason[0] = 0;
  if (is_seq_org(f) || f->d.access == CBL_ACC_RANDOM)
    return reject(f, "START needs a relative or indexed file with ACCESS SEQUENTIAL or DYNAMIC");
  if (f->d.org == CBL_ORG_RELATIVE) key = 0, keylen = 8;
  if (key < 0 || key >= f->nidx) return reject(f, "START KEY names no key of the file");
  if (keylen == 0) keylen = key_len(f, key);
  if (keylen > key_len(f, key)) return reject(f, "START KEY is longer than the key");
  if (!read_mode_ok(f)) return CBL_FS_47;
  f->last_read_ok = 0;
  unsigned char be[8];
  const unsigned char *v;
  if (f->d.org == CBL_ORG_RELATIVE) {
    put_be(be, f->relkey);
    v = be;
  } else {
    v = (const unsigned char *)rec + f->keys[key].offset;
  }
  const findex *x = &f->idx[key];
  size_t at = 0;
  int found = 0;
  if (!f->absent_optional) {
    switch (rel) {
    case CBL_START_EQ:
      at = key_bound(f, key, v, keylen, 0);
      found = at < x->n && at < key_bound(f, key, v, keylen, 1);
      break;
    case CBL_START_GE:
    case CBL_START_GT:
      at = key_bound(f, key, v, keylen, rel == CBL_START_GT);
      found = at < x->n;
      break;
    case CBL_START_LT:
    case CBL_START_LE: {
      /* The last record satisfying the relation: a following READ PREVIOUS returns it. */
      size_t b = key_bound(f, key, v, keylen, rel == CBL_START_LE);
      found = b > 0;
      at = b - 1;
      break;
    }
    }
  }
  if (!found) {
    f->no_next = 1;
    return CBL_FS_23;
  }
  f->keyref = key;
  set_pos_on(f, x->ids[at], POS_AT);
  return CBL_FS_00;
}

/* ---- WRITE, REWRITE, DELETE ---------------------------------------------------------------- */

static int len_ok(const cbl_file *f, size_t len) {
  return len >= f->d.min_len && len <= f->d.max_len && len <= UINT32_MAX;
}

/* 02 after WRITE/REWRITE: the record now shares a WITH DUPLICATES alternate key with another. */
static int dup_created(const cbl_file *f, size_t id, const unsigned char *old) {
  if (f->d.org != CBL_ORG_INDEXED) return 0;
  for (int k = 1; k < f->nidx; k++) {
    size_t n;
    const unsigned char *v = key_of(f, &f->recs[id], k, &n);
    /* REWRITE: an alternate key left unchanged creates no duplicate (VSAM upgrades the
     * alternate index only for a changed key; see docs/cobol-datasets.md). */
    if (old && !memcmp(old + f->keys[k].offset, v, n)) continue;
    if (f->keys[k].duplicates && key_taken(f, k, v, id)) return 1;
  }
  return 0;
}

/* 22 for an alternate key without DUPLICATES that another record (not self) already has. */
static int alt_conflict(const cbl_file *f, const unsigned char *rec, size_t self) {
  for (int k = 1; k < f->nidx; k++)
    if (!f->keys[k].duplicates && key_taken(f, k, rec + f->keys[k].offset, self)) return 1;
  return 0;
}

cbl_fstatus cbl_file_write(cbl_file *f, const void *recv, size_t len) {
  const unsigned char *rec = recv;
  f->reason[0] = 0;
  /* WRITE: sequential files and ACCESS SEQUENTIAL need OUTPUT or EXTEND; random and dynamic
   * access need OUTPUT or I-O (Language Reference, OPEN statement, permissible statements). */
  int seqacc = is_seq_org(f) || f->d.access == CBL_ACC_SEQUENTIAL;
  int ok = f->open && (f->mode == CBL_OPEN_OUTPUT || (seqacc ? f->mode == CBL_OPEN_EXTEND : f->mode == CBL_OPEN_IO));
  if (!ok) return CBL_FS_48;
  f->last_read_ok = 0;
  if (!len_ok(f, len)) return CBL_FS_44;
  if (is_seq_org(f)) {
    if (f->limit && f->idx[0].n >= f->limit) return CBL_FS_34;
    size_t id = new_rec(f, rec, len, 0, 0);
    add_rec(f, id);
    log_event(f, CBL_EV_WRITE, &f->recs[id]);
    return CBL_FS_00;
  }
  if (f->d.org == CBL_ORG_RELATIVE) {
    unsigned long n = seqacc ? f->last_rel + 1 : f->relkey;
    /* 24: sequential WRITE whose slot number does not fit the RELATIVE KEY, or a slot outside
     * the data set's space. */
    if ((seqacc && !fits_relkey(n, f->d.relkey_digits)) || (f->limit && n > f->limit) || n == 0) return CBL_FS_24;
    unsigned char be[8];
    size_t id;
    put_be(be, n);
    if (find_key(f, 0, be, &id)) return CBL_FS_22;
    id = new_rec(f, rec, len, n, 0);
    add_rec(f, id);
    if (seqacc) {
      f->last_rel = n;
      f->relkey = n;
    }
    log_event(f, CBL_EV_WRITE, &f->recs[id]);
    return CBL_FS_00;
  }
  /* indexed */
  const unsigned char *pk = rec + f->keys[0].offset;
  size_t pklen = f->keys[0].length, id;
  /* 21: in sequential access the prime keys must ascend (ISO 1985 WRITE, general rule). */
  if (seqacc && f->have_lastkey && memcmp(pk, f->lastkey, pklen) <= 0) return CBL_FS_21;
  if (find_key(f, 0, pk, &id)) return CBL_FS_22;
  if (alt_conflict(f, rec, SIZE_MAX)) return CBL_FS_22;
  if (f->limit && f->idx[0].n >= f->limit) return CBL_FS_24;
  id = new_rec(f, rec, len, 0, 0);
  add_rec(f, id);
  if (seqacc) {
    memcpy(f->lastkey, pk, pklen);
    f->have_lastkey = 1;
  }
  log_event(f, CBL_EV_WRITE, &f->recs[id]);
  return dup_created(f, id, NULL) ? CBL_FS_02 : CBL_FS_00;
}

/* The record a REWRITE or DELETE acts on: the last one read (sequential access) or the one named
 * by the prime key in rec / the relative key. Returns a status other than 00 when there is none. */
static cbl_fstatus target(cbl_file *f, const unsigned char *rec, size_t *id) {
  if (is_seq_org(f) || f->d.access == CBL_ACC_SEQUENTIAL) {
    /* 43: the last input-output statement on the file was not a successful READ. */
    if (!f->last_read_ok || !f->recs[f->cur].live) return CBL_FS_43;
    *id = f->cur;
    return CBL_FS_00;
  }
  unsigned char be[8];
  const unsigned char *v;
  if (f->d.org == CBL_ORG_RELATIVE) {
    put_be(be, f->relkey);
    v = be;
  } else {
    if (!rec) return CBL_FS_23;
    v = rec + f->keys[0].offset;
  }
  return find_key(f, 0, v, id) ? CBL_FS_00 : CBL_FS_23;
}

cbl_fstatus cbl_file_rewrite(cbl_file *f, const void *recv, size_t len) {
  const unsigned char *rec = recv;
  f->reason[0] = 0;
  if (f->d.org == CBL_ORG_LINE_SEQUENTIAL) return reject(f, "REWRITE is not allowed for line-sequential files");
  if (!f->open || f->mode != CBL_OPEN_IO) return CBL_FS_49;
  size_t id;
  cbl_fstatus st = target(f, rec, &id);
  f->last_read_ok = 0;
  if (st == CBL_FS_43) return st;
  /* 44: length outside the limits, or (sequential files) not the length of the record replaced. */
  if (!len_ok(f, len) || (f->d.org == CBL_ORG_SEQUENTIAL && st == CBL_FS_00 && len != f->recs[id].len))
    return CBL_FS_44;
  if (st != CBL_FS_00) return st;
  frec *r = &f->recs[id];
  if (f->d.org == CBL_ORG_INDEXED) {
    /* 21: in sequential access the prime key must be the one of the record read. */
    if (memcmp(rec + f->keys[0].offset, r->data + f->keys[0].offset, f->keys[0].length) != 0) return CBL_FS_21;
    if (alt_conflict(f, rec, id)) return CBL_FS_22;
  }
  /* Re-place the record: an alternate key whose value changes goes after the existing
   * duplicates (records with equal keys are returned in the order they were written). */
  for (int k = 0; k < f->nidx; k++) idx_remove(f, k, id);
  for (int k = 1; k < f->nidx; k++)
    if (memcmp(rec + f->keys[k].offset, r->data + f->keys[k].offset, f->keys[k].length) != 0)
      *rec_stamp(r, k) = ++f->stamp_next;
  unsigned char *old = r->data; /* in the content's chunks until the content goes */
  r->data = chunk_copy(&f->recmem, rec, len);
  r->len = (uint32_t)len;
  for (int k = 0; k < f->nidx; k++) idx_insert(f, k, id);
  log_event(f, CBL_EV_REWRITE, r);
  int dup = dup_created(f, id, old);
  return dup ? CBL_FS_02 : CBL_FS_00;
}

cbl_fstatus cbl_file_delete(cbl_file *f, const void *rec) {
  f->reason[0] = 0;
  if (is_seq_org(f)) return reject(f, "DELETE is not allowed for sequential files");
  if (!f->open || f->mode != CBL_OPEN_IO) return CBL_FS_49;
  size_t id;
  cbl_fstatus st = target(f, rec, &id);
  f->last_read_ok = 0;
  if (st != CBL_FS_00) return st;
  log_event(f, CBL_EV_DELETE, &f->recs[id]);
  kill_rec(f, id);
  return CBL_FS_00;
}
