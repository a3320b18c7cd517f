/* dataset.c — reading and writing data set images (fixed, RDW variable, line, relative slots),
 * loading them into the file model, and EBCDIC/Latin-1 conversion of character records. */
#include "lang/cobol/dataset.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/arena.h"
#include "core/fsutil.h"
#include "lang/cobol/ebcdic.h"

/* QSAM's largest variable record: LRECL 32756 less the 4-byte RDW. */
#define RDW_MAX_DATA 32752

static void msg(char *err, size_t n, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static void msg(char *err, size_t n, const char *fmt, ...) {
  if (!err || !n) return;
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(err, n, fmt, ap);
  va_end(ap);
}

static const char *const names[] = {"fixed", "variable", "line", "relative"};

const char *cbl_ds_format_name(cbl_ds_format f) { return names[f]; }

int cbl_ds_format_parse(const char *s) {
  static const struct { const char *n; int f; } tab[] = {
    {"fixed", CBL_DS_FIXED}, {"f", CBL_DS_FIXED}, {"fb", CBL_DS_FIXED},
    {"variable", CBL_DS_VARIABLE}, {"v", CBL_DS_VARIABLE}, {"vb", CBL_DS_VARIABLE}, {"rdw", CBL_DS_VARIABLE},
    {"line", CBL_DS_LINE}, {"text", CBL_DS_LINE},
    {"relative", CBL_DS_RELATIVE}, {"rrds", CBL_DS_RELATIVE},
  };
  for (size_t i = 0; i < sizeof tab / sizeof tab[0]; i++)
    if (!strcmp(s, tab[i].n)) return tab[i].f;
  return -1;
}

/* A chunk of record bytes; each is twice its predecessor's size up to 64 KiB (a data set of a
 * few cards stays small). Why: a malloc and a free per record were most of loading a data set. */
typedef struct cbl_ds_chunk {
  struct cbl_ds_chunk *next;
  size_t used, size;
  unsigned char bytes[];
} cbl_ds_chunk;

static cbl_ds_chunk *new_chunk(cbl_dataset *ds, size_t size) {
  cbl_ds_chunk *c = eq_malloc(sizeof *c + size);
  c->next = ds->mem;
  c->used = 0;
  c->size = size;
  ds->mem = c;
  return c;
}

void cbl_ds_reserve(cbl_dataset *ds, size_t nrecs, size_t nbytes) {
  if (ds->cap - ds->n < nrecs) {
    ds->cap = ds->n + nrecs;
    ds->recs = eq_realloc(ds->recs, ds->cap * sizeof *ds->recs);
  }
  if (nbytes && (!ds->mem || ds->mem->size - ds->mem->used < nbytes)) new_chunk(ds, nbytes);
}

void cbl_ds_add(cbl_dataset *ds, const void *data, size_t len, unsigned long relnum) {
  if (ds->n == ds->cap) {
    ds->cap = ds->cap ? 2 * ds->cap : 64;
    ds->recs = eq_realloc(ds->recs, ds->cap * sizeof *ds->recs);
  }
  cbl_ds_chunk *c = ds->mem;
  size_t n = len ? len : 1;
  if (!c || c->size - c->used < n) {
    size_t size = c ? (c->size < 65536 ? 2 * c->size : 65536) : 1024;
    if (size < n) size = n;
    c = new_chunk(ds, size);
  }
  cbl_ds_record *r = &ds->recs[ds->n++];
  r->data = c->bytes + c->used;
  c->used += n;
  if (len) memcpy(r->data, data, len);
  r->len = len;
  r->relnum = relnum;
}

void cbl_ds_free(cbl_dataset *ds) {
  for (cbl_ds_chunk *c = ds->mem, *nx; c; c = nx) {
    nx = c->next;
    free(c);
  }
  ds->mem = NULL;
  free(ds->recs);
  ds->recs = NULL;
  ds->n = ds->cap = 0;
}

static unsigned rdw_len(const unsigned char *p) { return (unsigned)p[0] << 8 | p[1]; }

/* Where parse_image puts the records it finds: into a data set, or straight into a file. put
 * returns 0, or -1 with its own message in err to stop the parse; reserve is told how many
 * records of how many bytes are coming where the format says so before they are read. */
typedef struct rec_sink {
  int (*put)(void *ctx, const unsigned char *data, size_t len, unsigned long relnum, char *err, size_t errn);
  void (*reserve)(void *ctx, size_t nrecs, size_t nbytes);
  void *ctx;
} rec_sink;

#define PUT(data, len, relnum)                                                                                   \
  do {                                                                                                           \
    if (k->put(k->ctx, (data), (len), (relnum), err, errn)) return -2;                                          \
  } while (0)

/* Returns 0; -1 with "offset N: …" in err for a malformed image; -2 when the sink refused. */
static int parse_image(const cbl_ds_opts *o, const unsigned char *buf, size_t len, const rec_sink *k, char *err,
                       size_t errn) {
  size_t off = 0;
  switch (o->format) {
  case CBL_DS_FIXED:
    if (o->lrecl == 0) {
      msg(err, errn, "offset 0: fixed records need a record length");
      return -1;
    }
    if (len % o->lrecl) {
      msg(err, errn, "offset %zu: truncated record: file size %zu is not a multiple of the record length %zu",
          len - len % o->lrecl, len, o->lrecl);
      return -1;
    }
    k->reserve(k->ctx, len / o->lrecl, len);
    for (; off < len; off += o->lrecl) PUT(buf + off, o->lrecl, 0);
    return 0;
  case CBL_DS_VARIABLE: {
    size_t max = o->lrecl ? o->lrecl : RDW_MAX_DATA;
    while (off < len) {
      if (len - off < 4) {
        msg(err, errn, "offset %zu: truncated RDW (%zu bytes left, 4 needed)", off, len - off);
        return -1;
      }
      unsigned l = rdw_len(buf + off);
      /* The second half of the RDW is the segment descriptor: nonzero means a spanned record
       * segment (RECFM VS), which these images do not carry. */
      if (buf[off + 2] || buf[off + 3]) {
        msg(err, errn, "offset %zu: RDW bytes 3-4 are %02X%02X, not zero (spanned records are not supported)", off,
            buf[off + 2], buf[off + 3]);
        return -1;
      }
      if (l < 4) {
        msg(err, errn, "offset %zu: RDW length %u is less than 4", off, l);
        return -1;
      }
      if (l - 4 > max) {
        msg(err, errn, "offset %zu: RDW length %u exceeds the maximum record length %zu + 4", off, l, max);
        return -1;
      }
      if (l > len - off) {
        msg(err, errn, "offset %zu: truncated record: RDW length %u, %zu bytes left", off, l, len - off);
        return -1;
      }
      PUT(buf + off + 4, l - 4, 0);
      off += l;
    }
    return 0;
  }
  case CBL_DS_LINE: {
    unsigned char nl = o->ebcdic ? 0x15 : 0x0A;
    size_t lines = 0;
    for (const unsigned char *p = buf, *end = buf + len; p < end && (p = memchr(p, nl, (size_t)(end - p))); p++)
      lines++;
    k->reserve(k->ctx, lines + 1, len);
    while (off < len) {
      const unsigned char *e = memchr(buf + off, nl, len - off);
      size_t n = e ? (size_t)(e - (buf + off)) : len - off;
      /* A last line without a newline is still a record (as GnuCOBOL reads it). */
      PUT(buf + off, n, 0);
      off += n + (e != NULL);
    }
    return 0;
  }
  case CBL_DS_RELATIVE: {
    if (o->lrecl == 0) {
      msg(err, errn, "offset 0: relative slots need a record length");
      return -1;
    }
    size_t slot = o->lrecl + 4;
    if (len % slot) {
      msg(err, errn, "offset %zu: truncated slot: file size %zu is not a multiple of the slot length %zu",
          len - len % slot, len, slot);
      return -1;
    }
    for (unsigned long n = 1; off < len; off += slot, n++) {
      unsigned l = rdw_len(buf + off);
      if (buf[off + 2] || buf[off + 3] || (l != 0 && (l < 4 || l - 4 > o->lrecl))) {
        msg(err, errn, "offset %zu: bad slot header %02X%02X%02X%02X (length 0 = empty, else 4..%zu)", off, buf[off],
            buf[off + 1], buf[off + 2], buf[off + 3], o->lrecl + 4);
        return -1;
      }
      if (l) PUT(buf + off + 4, l - 4, n);
    }
    return 0;
  }
  }
  msg(err, errn, "offset 0: unknown format");
  return -1;
}
#undef PUT

static int ds_put(void *ctx, const unsigned char *data, size_t len, unsigned long relnum, char *err, size_t errn) {
  (void)err;
  (void)errn;
  cbl_ds_add(ctx, data, len, relnum);
  return 0;
}

static void ds_reserve(void *ctx, size_t nrecs, size_t nbytes) { cbl_ds_reserve(ctx, nrecs, nbytes); }

int cbl_ds_parse(const cbl_ds_opts *o, const unsigned char *buf, size_t len, cbl_dataset *ds, char *err, size_t errn) {
  rec_sink k = {ds_put, ds_reserve, ds};
  if (parse_image(o, buf, len, &k, err, errn) == 0) return 0;
  cbl_ds_free(ds);
  return -1;
}

typedef struct obuf { unsigned char *p; size_t n, cap; } obuf;

static void put(obuf *b, const void *d, size_t n) {
  if (b->n + n > b->cap) {
    while (b->n + n > b->cap) b->cap = b->cap ? 2 * b->cap : 4096;
    b->p = eq_realloc(b->p, b->cap);
  }
  if (n) memcpy(b->p + b->n, d, n);
  b->n += n;
}

static void put_fill(obuf *b, unsigned char c, size_t n) {
  unsigned char z[64];
  memset(z, c, sizeof z);
  while (n) {
    size_t k = n < sizeof z ? n : sizeof z;
    put(b, z, k);
    n -= k;
  }
}

/* The records serialize writes: a data set's, or a file's content read in place. */
typedef struct rec_source {
  size_t n;
  cbl_ds_record (*at)(const void *ctx, size_t i);
  const void *ctx;
} rec_source;

static cbl_ds_record ds_at(const void *ctx, size_t i) { return ((const cbl_dataset *)ctx)->recs[i]; }

static cbl_ds_record file_at(const void *ctx, size_t i) {
  cbl_ds_record r;
  r.data = (unsigned char *)cbl_file_record_at(ctx, i, &r.len, &r.relnum);
  return r;
}

static int serialize(const cbl_ds_opts *o, const rec_source *src, unsigned char **out, size_t *outlen, char *err,
                     size_t errn) {
  obuf b = {0};
  unsigned long lastrel = 0;
  /* the image's size but for relative files' empty slots: one allocation, not doublings */
  size_t size = 0;
  for (size_t i = 0; i < src->n; i++) size += src->at(src->ctx, i).len + (o->format == CBL_DS_FIXED ? 0 : 4);
  if (size) {
    b.cap = size;
    b.p = eq_malloc(size);
  }
  for (size_t i = 0; i < src->n; i++) {
    const cbl_ds_record rec = src->at(src->ctx, i), *r = &rec;
    switch (o->format) {
    case CBL_DS_FIXED:
      if (r->len != o->lrecl) {
        msg(err, errn, "record %zu: length %zu is not the fixed record length %zu", i + 1, r->len, o->lrecl);
        goto fail;
      }
      put(&b, r->data, r->len);
      break;
    case CBL_DS_VARIABLE: {
      size_t max = o->lrecl ? o->lrecl : RDW_MAX_DATA;
      if (r->len > max) {
        msg(err, errn, "record %zu: length %zu exceeds the maximum record length %zu", i + 1, r->len, max);
        goto fail;
      }
      unsigned char rdw[4] = {(unsigned char)((r->len + 4) >> 8), (unsigned char)((r->len + 4) & 0xFF), 0, 0};
      put(&b, rdw, 4);
      put(&b, r->data, r->len);
      break;
    }
    case CBL_DS_LINE: {
      unsigned char nl = o->ebcdic ? 0x15 : 0x0A, sp = o->ebcdic ? 0x40 : 0x20;
      if (memchr(r->data, nl, r->len)) {
        msg(err, errn, "record %zu: contains the newline byte %02X", i + 1, nl);
        goto fail;
      }
      size_t n = r->len;
      if (!o->keep_trailing)
        while (n && r->data[n - 1] == sp) n--;
      put(&b, r->data, n);
      put(&b, &nl, 1);
      break;
    }
    case CBL_DS_RELATIVE: {
      unsigned long rel = r->relnum ? r->relnum : lastrel + 1;
      if (rel <= lastrel || r->len > o->lrecl || o->lrecl == 0) {
        msg(err, errn, "record %zu: slot %lu out of order, or length %zu over the slot length %zu", i + 1, rel, r->len,
            o->lrecl);
        goto fail;
      }
      put_fill(&b, 0, (rel - lastrel - 1) * (o->lrecl + 4)); /* empty slots */
      unsigned char h[4] = {(unsigned char)((r->len + 4) >> 8), (unsigned char)((r->len + 4) & 0xFF), 0, 0};
      put(&b, h, 4);
      put(&b, r->data, r->len);
      put_fill(&b, 0, o->lrecl - r->len);
      lastrel = rel;
      break;
    }
    }
  }
  *out = b.p ? b.p : eq_malloc(1);
  *outlen = b.n;
  return 0;
fail:
  free(b.p);
  return -1;
}

int cbl_ds_serialize(const cbl_ds_opts *o, const cbl_dataset *ds, unsigned char **out, size_t *outlen, char *err,
                     size_t errn) {
  rec_source src = {ds->n, ds_at, ds};
  return serialize(o, &src, out, outlen, err, errn);
}

int cbl_ds_read_file(const char *path, const cbl_ds_opts *o, cbl_dataset *ds, char *err, size_t errn) {
  size_t len;
  char *buf = fs_read_file(path, &len);
  if (!buf) {
    msg(err, errn, "%s: cannot read: %s", path, strerror(errno));
    return -1;
  }
  char e[200];
  int rc = cbl_ds_parse(o, (const unsigned char *)buf, len, ds, e, sizeof e);
  free(buf);
  if (rc) msg(err, errn, "%s: %s", path, e);
  return rc;
}

static int write_image(const char *path, const cbl_ds_opts *o, const rec_source *src, char *err, size_t errn) {
  unsigned char *p;
  size_t n;
  char e[200];
  if (serialize(o, src, &p, &n, e, sizeof e)) {
    msg(err, errn, "%s: %s", path, e);
    return -1;
  }
  int rc = fs_write_atomic(path, p, n);
  if (rc) msg(err, errn, "%s: cannot write: %s", path, strerror(errno));
  free(p);
  return rc;
}

int cbl_ds_write_file(const char *path, const cbl_ds_opts *o, const cbl_dataset *ds, char *err, size_t errn) {
  rec_source src = {ds->n, ds_at, ds};
  return write_image(path, o, &src, err, errn);
}

int cbl_ds_write_file_of(const char *path, const cbl_ds_opts *o, const cbl_file *f, char *err, size_t errn) {
  rec_source src = {cbl_file_record_count(f), file_at, f};
  return write_image(path, o, &src, err, errn);
}

/* A record's relative record number as loaded: a relative file's records without one take the
 * next slot (the nth record of the image, slot n). */
static unsigned long load_relnum(const cbl_file *f, unsigned long relnum, size_t i) {
  return cbl_file_description(f)->org == CBL_ORG_RELATIVE ? (relnum ? relnum : i + 1) : 0;
}

int cbl_ds_to_file(const cbl_dataset *ds, cbl_file *f, char *err, size_t errn) {
  cbl_file_set_present(f, NULL);
  size_t bytes = 0;
  for (size_t i = 0; i < ds->n; i++) bytes += ds->recs[i].len;
  cbl_file_reserve(f, ds->n, bytes);
  for (size_t i = 0; i < ds->n; i++) {
    const cbl_ds_record *r = &ds->recs[i];
    if (cbl_file_load(f, r->data, r->len, load_relnum(f, r->relnum, i))) {
      msg(err, errn, "record %zu: %s", i + 1, cbl_file_reason(f));
      return -1;
    }
  }
  return 0;
}


/* parse_image's sink that loads each record into a file where it lies in the image */
typedef struct file_sink { cbl_file *f; size_t i; } file_sink;

static int file_put(void *ctx, const unsigned char *data, size_t len, unsigned long relnum, char *err, size_t errn) {
  file_sink *fs = ctx;
  size_t i = fs->i++;
  if (cbl_file_load_in_place(fs->f, data, len, load_relnum(fs->f, relnum, i))) {
    msg(err, errn, "record %zu: %s", i + 1, cbl_file_reason(fs->f));
    return -1;
  }
  return 0;
}

static void file_reserve(void *ctx, size_t nrecs, size_t nbytes) {
  (void)nbytes; /* the records stay in the image */
  cbl_file_reserve(((file_sink *)ctx)->f, nrecs, 0);
}

int cbl_ds_load_file(const char *path, const cbl_ds_opts *o, cbl_file *f, char *err, size_t errn) {
  size_t len;
  char *buf = fs_read_file(path, &len);
  if (!buf) {
    msg(err, errn, "%s: cannot read: %s", path, strerror(errno));
    return -1;
  }
  cbl_file_set_present(f, NULL);
  char e[200];
  file_sink fs = {f, 0};
  rec_sink k = {file_put, file_reserve, &fs};
  int rc = parse_image(o, (const unsigned char *)buf, len, &k, e, sizeof e);
  if (rc) {
    cbl_file_set_present(f, NULL); /* no record may point into the image freed */
    free(buf);
    if (rc == -1) msg(err, errn, "%s: %s", path, e);
    else msg(err, errn, "%s", e);
    return rc;
  }
  cbl_file_adopt(f, buf); /* the records point into it */
  return 0;
}

void cbl_ds_from_file(const cbl_file *f, cbl_dataset *ds) {
  size_t n = cbl_file_record_count(f), bytes = 0;
  for (size_t i = 0; i < n; i++) {
    size_t len;
    cbl_file_record_at(f, i, &len, NULL);
    bytes += len;
  }
  cbl_ds_reserve(ds, n, bytes);
  for (size_t i = 0; i < n; i++) {
    size_t len;
    unsigned long rel;
    const unsigned char *p = cbl_file_record_at(f, i, &len, &rel);
    cbl_ds_add(ds, p, len, rel);
  }
}

static int is_control(unsigned char c) { return c < 0x20 || (c >= 0x7F && c <= 0x9F); }

int cbl_ds_convert_text(cbl_dataset *ds, int to_ebcdic, int cp, int allow_control, char *err, size_t errn) {
  cbl_codepage page = cp == 1140 ? CBL_CP1140 : CBL_CP037;
  for (size_t i = 0; i < ds->n; i++) {
    cbl_ds_record *r = &ds->recs[i];
    for (size_t j = 0; j < r->len; j++) {
      unsigned char in = r->data[j], outc;
      int bad;
      if (to_ebcdic) {
        bad = cbl_latin1_to_ebcdic(page, &outc, &in, 1) != 0;
        if (!bad && !allow_control && is_control(in)) bad = 2;
      } else {
        bad = cbl_ebcdic_to_latin1(page, &outc, &in, 1) != 0;
        if (!bad && !allow_control && is_control(outc)) bad = 2;
      }
      if (bad) {
        msg(err, errn,
            bad == 2 ? "record %zu, byte %zu: X'%02X' is a control character (packed or binary data?); only "
                       "DISPLAY character data is converted"
                     : "record %zu, byte %zu: X'%02X' has no counterpart in the target code",
            i + 1, j + 1, in);
        return -1;
      }
      r->data[j] = outc;
    }
  }
  return 0;
}
