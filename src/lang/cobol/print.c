/* print.c — the carriage control of print files (print.h): the records a WRITE puts out under
 * ADV/NOADV with ASA or machine control characters, and the text rendering of such data sets. */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "core/arena.h"
#include "lang/cobol/print.h"

/* One move of a line control: lines (1 … 3 per move after splitting, 0 = no spacing) or a skip
 * to channel 1 … 12. */
typedef struct prt_move {
  int lines;   /* 0 … 3 when channel is 0 */
  int channel; /* 1 … 12, or 0 */
} prt_move;

/* Splits the moves of s[0..n) into moves of at most 3 lines: a run of k line ends becomes
 * k / 3 moves of 3 lines then the rest (a run of 4: 3 then 1). Returns the count (mv holds at
 * most 2 * n + 1). */
static size_t split_moves(const char *s, size_t n, prt_move *mv) {
  size_t k = 0;
  for (size_t i = 0; i < n;) {
    unsigned char c = (unsigned char)s[i];
    if (c == '\n') {
      size_t run = 0;
      while (i < n && s[i] == '\n') run++, i++;
      while (run > 3) {
        mv[k++] = (prt_move){3, 0};
        run -= 3;
      }
      mv[k++] = (prt_move){(int)run, 0};
      continue;
    }
    if (c == '\r') mv[k++] = (prt_move){0, 0};
    else if (c == '\f') mv[k++] = (prt_move){0, 1};
    else if (c > CBL_PRT_CHANNEL && c <= CBL_PRT_CHANNEL + 12) mv[k++] = (prt_move){0, c - CBL_PRT_CHANNEL};
    i++;
  }
  return k;
}

/* ASA character (in Latin-1) of a move before printing. */
static unsigned char asa_char(prt_move m) {
  static const char lines[] = "+ 0-";
  static const char chan[] = "123456789ABC";
  return (unsigned char)(m.channel ? chan[m.channel - 1] : lines[m.lines]);
}

static unsigned char to_enc(int ebcdic, unsigned char c) {
  if (!ebcdic) return c;
  switch (c) {
  case ' ': return 0x40;
  case '+': return 0x4E;
  case '0': return 0xF0;
  case '-': return 0x60;
  case 'A': return 0xC1;
  case 'B': return 0xC2;
  case 'C': return 0xC3;
  default: return (unsigned char)(0xF0 + (c - '0')); /* '1' … '9' */
  }
}

/* Machine command bytes: write then move (acting after printing), or move now without printing. */
static unsigned char mcc_write(prt_move m) {
  return (unsigned char)(m.channel ? 0x89 + 8 * (m.channel - 1) : 0x01 + 8 * m.lines);
}
static unsigned char mcc_now(prt_move m) {
  return (unsigned char)(m.channel ? 0x8B + 8 * (m.channel - 1) : 0x03 + 8 * m.lines);
}

static void add_blank(const cbl_print_opts *o, unsigned char cc, cbl_dataset *out) {
  size_t n = o->noadv ? (o->lrecl > 0 ? o->lrecl - 1 : 0) : o->lrecl;
  unsigned char *b = eq_malloc(n + 1);
  b[0] = cc;
  memset(b + 1, o->ebcdic ? 0x40 : 0x20, n);
  cbl_ds_add(out, b, n + 1, 0);
  free(b);
}

static void add_data(const cbl_print_opts *o, unsigned char cc, const unsigned char *rec, size_t len,
                     cbl_dataset *out) {
  unsigned char *b = eq_malloc(len + 1);
  size_t n;
  if (o->noadv) {
    if (len) memcpy(b, rec, len);
    n = len ? len : 1;
  } else {
    if (len) memcpy(b + 1, rec, len);
    n = len + 1;
  }
  b[0] = cc;
  cbl_ds_add(out, b, n, 0);
  free(b);
}

cbl_adv cbl_adv_of(const char *kind) {
  return !kind                      ? CBL_ADV_NONE
         : !strcmp(kind, "page")     ? CBL_ADV_PAGE
         : !strcmp(kind, "mnemonic") ? CBL_ADV_MNEMONIC
                                     : CBL_ADV_LINES;
}

int cbl_print_control(cbl_adv kind, int before, long count, const char *env, char *ctl) {
  char mv[100];
  size_t n = 0;
  if (kind == CBL_ADV_PAGE) {
    mv[n++] = '\f';
  } else if (kind == CBL_ADV_MNEMONIC) {
    /* Language Reference, "WRITE statement", ADVANCING phrase: a mnemonic-name for C01 … C12
     * skips to that channel, for CSP suppresses spacing (SPECIAL-NAMES, environment-name-1) */
    int ch = 0;
    if (env && (env[0] == 'C' || env[0] == 'c') && env[1] >= '0' && env[1] <= '9' && env[2] >= '0' &&
        env[2] <= '9' && !env[3])
      ch = (env[1] - '0') * 10 + (env[2] - '0');
    if (env && !strcasecmp(env, "CSP")) {
      /* no spacing: nothing moves */
    } else if (ch >= 1 && ch <= 12) {
      mv[n++] = ch == 1 ? '\f' : (char)(CBL_PRT_CHANNEL + ch);
    } else {
      return -1;
    }
  } else if (kind == CBL_ADV_LINES) {
    if (count < 0 || count > 99) return -2;
    for (long i = 0; i < count; i++) mv[n++] = '\n';
  } else {
    /* Programming Guide, "Writing QSAM files to a printer": without ADVANCING, as AFTER 1 LINE */
    mv[n++] = '\n';
    before = 0;
  }
  /* AFTER 0 lines (or CSP) prints over the current line */
  if (n == 0 && !before) mv[n++] = '\r';
  char *w = ctl;
  if (before) *w++ = CBL_PRT_AT;
  memcpy(w, mv, n);
  w[n] = 0;
  return (int)(w - ctl + (ptrdiff_t)n);
}

int cbl_print_plan(const cbl_print_opts *o, const char *ctl, unsigned char *cc, int *is_data, char *err,
                   size_t errn) {
  size_t n = ctl ? strlen(ctl) : 0;
  const char *at = ctl ? memchr(ctl, CBL_PRT_AT, n) : NULL;
  size_t npre = at ? (size_t)(at - ctl) : n, npost = at ? n - npre - 1 : 0;
  prt_move *pre = eq_malloc((2 * npre + 1) * sizeof *pre), *post = eq_malloc((2 * npost + 1) * sizeof *post);
  size_t kp = split_moves(ctl ? ctl : "", npre, pre), kq = split_moves(at ? at + 1 : "", npost, post);
  int k = 0;
  if (!o->machine) {
    if (kq > 0) {
      snprintf(err, errn, "a move after the record (BEFORE ADVANCING) in a file written with ASA characters");
      k = -1;
      goto done;
    }
    if (kp == 0) pre[kp++] = (prt_move){0, 0}; /* no move: print over the current line */
    for (size_t i = 0; i + 1 < kp; i++) cc[k] = to_enc(o->ebcdic, asa_char(pre[i])), is_data[k++] = 0;
    cc[k] = to_enc(o->ebcdic, asa_char(pre[kp - 1])), is_data[k++] = 1;
  } else {
    for (size_t i = 0; i < kp; i++)
      if (pre[i].lines || pre[i].channel) cc[k] = mcc_now(pre[i]), is_data[k++] = 0;
    prt_move first = kq ? post[0] : (prt_move){0, 0};
    cc[k] = mcc_write(first), is_data[k++] = 1;
    for (size_t i = 1; i < kq; i++)
      if (post[i].lines || post[i].channel) cc[k] = mcc_now(post[i]), is_data[k++] = 0;
  }
done:
  free(pre);
  free(post);
  return k;
}

int cbl_print_records(const cbl_print_opts *o, const char *ctl, const unsigned char *rec, size_t len,
                      cbl_dataset *out, char *err, size_t errn) {
  size_t n = ctl ? strlen(ctl) : 0;
  unsigned char *cc = eq_malloc(2 * n + 2);
  int *is_data = eq_malloc((2 * n + 2) * sizeof *is_data);
  int k = cbl_print_plan(o, ctl, cc, is_data, err, errn);
  for (int i = 0; i < k; i++) {
    if (is_data[i]) add_data(o, cc[i], rec, len, out);
    else add_blank(o, cc[i], out);
  }
  free(cc);
  free(is_data);
  return k < 0 ? -1 : 0;
}

/* ---- rendering */

typedef struct buf {
  unsigned char *p;
  size_t n, cap;
} buf;

static void put(buf *b, const unsigned char *s, size_t n) {
  if (b->n + n + 1 > b->cap) {
    b->cap = (b->n + n + 1) * 2;
    b->p = eq_realloc(b->p, b->cap);
  }
  memcpy(b->p + b->n, s, n);
  b->n += n;
}
static void put1(buf *b, unsigned char c) { put(b, &c, 1); }

/* Decodes a control byte: *is_data (the record is printed), the move before (ASA, immediate
 * commands) or after (write commands). -1 when the byte is no control character. */
static int decode(int machine, int ebcdic, unsigned char c, int *is_data, prt_move *before, prt_move *after) {
  *before = *after = (prt_move){-1, 0};
  *is_data = 1;
  if (!machine) {
    static const char asa[] = " 0-+123456789ABC";
    for (int i = 0; asa[i]; i++)
      if (to_enc(ebcdic, (unsigned char)asa[i]) == c) {
        if (i < 3) *before = (prt_move){i + 1, 0};
        else if (i == 3) *before = (prt_move){0, 0};
        else *before = (prt_move){0, i - 3};
        return 0;
      }
    return -1;
  }
  for (int l = 0; l <= 3; l++) {
    if (c == mcc_write((prt_move){l, 0})) return *after = (prt_move){l, 0}, 0;
    if (l > 0 && c == mcc_now((prt_move){l, 0})) return *is_data = 0, *before = (prt_move){l, 0}, 0;
  }
  if (c == 0x03) return *is_data = 0, 0; /* no operation */
  for (int ch = 1; ch <= 12; ch++) {
    if (c == mcc_write((prt_move){0, ch})) return *after = (prt_move){0, ch}, 0;
    if (c == mcc_now((prt_move){0, ch})) return *is_data = 0, *before = (prt_move){0, ch}, 0;
  }
  return -1;
}

/* Puts a move; 1 when it leaves the device at the start of a line, 0 for no spacing. */
static int put_move(buf *b, prt_move m, unsigned char nl, size_t rec, char *err, size_t errn) {
  if (m.channel > 1) {
    snprintf(err, errn, "record %zu: a skip to channel %d has no text form without a forms control buffer", rec,
             m.channel);
    return -1;
  }
  if (m.channel == 1) put1(b, '\f');
  for (int i = 0; i < m.lines; i++) put1(b, nl);
  return m.channel || m.lines ? 1 : 0;
}

int cbl_print_render(int machine, int ebcdic, const cbl_dataset *ds, unsigned char **out, size_t *outlen,
                     char *err, size_t errn) {
  buf b = {0};
  unsigned char nl = ebcdic ? 0x15 : '\n', sp = ebcdic ? 0x40 : ' ';
  int open = 0; /* the current line holds printed data */
  for (size_t i = 0; i < ds->n; i++) {
    const cbl_ds_record *r = &ds->recs[i];
    if (r->len == 0) {
      snprintf(err, errn, "record %zu: empty (no control character)", i + 1);
      goto fail;
    }
    int is_data;
    prt_move bef, aft;
    if (decode(machine, ebcdic, r->data[0], &is_data, &bef, &aft) < 0) {
      snprintf(err, errn, "record %zu: X'%02X' is not %s control character", i + 1, r->data[0],
               machine ? "a machine" : "an ASA");
      goto fail;
    }
    if (bef.lines >= 0) {
      int moved = put_move(&b, bef, nl, i + 1, err, errn);
      if (moved < 0) goto fail;
      if (moved) open = 0;
    }
    if (!is_data) continue;
    size_t len = r->len - 1;
    while (len > 0 && r->data[len] == sp) len--;
    if (open) put1(&b, '\r'); /* printed over the line that holds the previous record */
    put(&b, r->data + 1, len);
    open = 1;
    if (aft.lines >= 0) {
      int moved = put_move(&b, aft, nl, i + 1, err, errn);
      if (moved < 0) goto fail;
      if (moved) open = 0;
    }
  }
  if (open) put1(&b, nl);
  *out = b.p ? b.p : eq_malloc(1);
  *outlen = b.n;
  return 0;
fail:
  free(b.p);
  return -1;
}

/* ---- text to ASA records */

static int emit(cbl_dataset *ds, int ebcdic, unsigned char cc, const unsigned char *line, size_t n, size_t lrecl,
                size_t off, char *err, size_t errn) {
  if (lrecl < 1 || n > lrecl - 1) {
    snprintf(err, errn, "offset %zu: a line of %zu bytes does not fit a record of %zu bytes after the control "
             "character", off, n, lrecl);
    return -1;
  }
  unsigned char *r = eq_malloc(lrecl);
  r[0] = to_enc(ebcdic, cc);
  memcpy(r + 1, line, n);
  memset(r + 1 + n, ebcdic ? 0x40 : 0x20, lrecl - 1 - n);
  cbl_ds_add(ds, r, lrecl, 0);
  free(r);
  return 0;
}

/* The pending moves as records: blank records for all but the last, which goes to the line
 * (line NULL: the end of the report, where the last line end only closes the last line). */
static int flush(cbl_dataset *ds, int ebcdic, const char *mv, size_t nmv, const unsigned char *line, size_t n,
                 size_t lrecl, size_t off, char *err, size_t errn) {
  prt_move *m = eq_malloc((2 * nmv + 2) * sizeof *m);
  size_t k = split_moves(mv, nmv, m);
  int rc = 0;
  if (!line && k > 0 && !m[k - 1].channel) {
    if (m[k - 1].lines > 1) m[k - 1].lines--;
    else k--;
  }
  if (line && k == 0) m[k++] = (prt_move){1, 0};
  for (size_t i = 0; i < k && rc == 0; i++)
    rc = emit(ds, ebcdic, asa_char(m[i]), i + 1 == k && line ? line : (const unsigned char *)"",
              i + 1 == k && line ? n : 0, lrecl, off, err, errn);
  free(m);
  return rc;
}

int cbl_print_from_text(int ebcdic, const unsigned char *buf, size_t len, size_t lrecl, cbl_dataset *ds,
                        char *err, size_t errn) {
  unsigned char nl = ebcdic ? 0x15 : '\n';
  char *mv = eq_malloc(len + 1);
  size_t nmv = 0;
  int rc = 0;
  for (size_t i = 0; i < len && rc == 0;) {
    unsigned char c = buf[i];
    if (c == nl) {
      mv[nmv++] = '\n';
      i++;
    } else if (c == '\r' && i + 1 < len && buf[i + 1] == nl) {
      i++; /* CR LF is one line end */
    } else if (c == '\r' || c == '\f') {
      mv[nmv++] = (char)c;
      i++;
    } else {
      size_t s = i;
      while (i < len && buf[i] != nl && buf[i] != '\r' && buf[i] != '\f') i++;
      rc = flush(ds, ebcdic, mv, nmv, buf + s, i - s, lrecl, s, err, errn);
      nmv = 0;
    }
  }
  if (rc == 0) rc = flush(ds, ebcdic, mv, nmv, NULL, 0, lrecl, len, err, errn);
  free(mv);
  if (rc) cbl_ds_free(ds);
  return rc;
}

/* ---- LINAGE */

int cbl_linage_valid(const cbl_linage *g, int has_foot) {
  return g->body >= 1 && g->body <= 9999 && (!has_foot || (g->foot >= 1 && g->foot <= g->body)) && g->top >= 0 &&
         g->bot >= 0 && g->top <= 9999 && g->bot <= 9999;
}

int cbl_linage_advance(const cbl_linage *g, long *ctr, int page, long n, int *eop) {
  *eop = 0;
  if (page) return 1;
  if (*ctr + n > g->body) {
    *eop = 1; /* page overflow: END-OF-PAGE, the record on the next page */
    return 1;
  }
  *ctr += n;
  if (g->foot && *ctr >= g->foot) *eop = 1; /* the footing area reached */
  return 0;
}

long cbl_linage_next_page(const cbl_linage *cur, long ctr, long top_next) {
  return cur->body - ctr + cur->bot + 1 + top_next;
}

long cbl_linage_control(long pend, long move, int before, char *ctl, size_t cap) {
  long pre = pend + (before ? 0 : move), post = before ? move : 0;
  if (pre < 0 || post < 0 || (size_t)(pre + post) + 2 > cap) return -1;
  char *w = ctl;
  for (long i = 0; i < pre; i++) *w++ = '\n';
  *w++ = CBL_PRT_AT;
  for (long i = 0; i < post; i++) *w++ = '\n';
  *w = 0;
  return (long)(w - ctl);
}

const char *cbl_environment_name(const json_t *prog, const char *mn) {
  const json_t *sn = json_object_get(json_object_get(prog, "environment"), "special_names");
  size_t i;
  const json_t *e;
  json_array_foreach(json_object_get(sn, "mnemonics"), i, e) {
    const char *m = json_string_value(json_object_get(e, "mnemonic"));
    const char *env = json_string_value(json_object_get(e, "environment_name"));
    if (mn && m && env && !strcasecmp(m, mn)) return env;
  }
  return NULL;
}
