/* lang_data.c — what a COBOL program reads, as the relational core sees it: each input file a
 * sequence of records of typed fields (from the FD's layout, layout.h), and generated admissible
 * data sets for probing (rel_lang.gen) — what `equiv diff OLD.cbl NEW.cbl` runs both versions on. */
#include "lang/cobol/lang_data.h"

#include "core/strbuf.h"

#include <gmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "core/codepage.h"
#include "lang/cobol/codec.h"
#include "lang/cobol/ebcdic.h"
#include "lang/cobol/intrinsic.h"
#include "lang/cobol/layout.h"
#include "lang/cobol/options.h"
#include "rel/type.h"

/* ---- the analysis: files, their record fields, the program's literals */

#define F_DECIMAL CBL_RF_DECIMAL
#define F_ALNUM CBL_RF_ALNUM
#define F_ALPHA CBL_RF_ALPHA
#define F_SLACK CBL_RF_SLACK
#define F_TEXT CBL_RF_TEXT
typedef cbl_rel_field dfield;

typedef struct dfile {
  const char *dd;
  int input;        /* opened INPUT, I-O or EXTEND: its records are an input of the run */
  int sysin;        /* the lines ACCEPT reads (after the files; no SELECT, no DD of cbl_rel_dds) */
  int clock;        /* the clock ACCEPT FROM DATE/DAY/DAY-OF-WEEK/TIME reads (after SYSIN) */
  int parm;         /* the PARM of PROCEDURE DIVISION USING (the last input) */
  size_t lrecl;
  int line;         /* a file only written: ORGANIZATION LINE SEQUENTIAL */
  int nf;
  dfield *f;
  const rel_type *type;
} dfile;

#define MAX_LITS 48

typedef struct dprog {
  cbl_codepage cp;
  int nfiles;
  dfile *files;
  const char *strs[MAX_LITS];
  int nstrs;
  const char *nums[MAX_LITS];
  int nnums;
} dprog;

static const json_t *find_prog(const json_t *progs, const char *unit) {
  size_t i;
  json_t *p;
  json_array_foreach(progs, i, p) {
    const json_t *nm = json_object_get(p, "name");
    if (json_is_string(nm) && !strcmp(json_string_value(nm), unit)) return p;
    const json_t *in = find_prog(json_object_get(p, "programs"), unit);
    if (in) return in;
  }
  return NULL;
}

const json_t *cbl_rel_program(const json_t *doc, const char *unit) {
  return find_prog(json_object_get(doc, "programs"), unit);
}

/* "file:line:col" of a node's loc in document doc. */
static const char *place(const json_t *doc, const json_t *node, arena *a) {
  const json_t *loc = json_object_get(node, "loc");
  if (!json_is_array(loc) || json_array_size(loc) < 3) return "?";
  const json_t *f = json_array_get(json_object_get(json_object_get(doc, "source"), "files"),
                                   (size_t)json_integer_value(json_array_get(loc, 0)));
  const char *path = json_string_value(json_object_get(f, "path"));
  return arena_printf(a, "%s:%lld:%lld", path ? path : "?", (long long)json_integer_value(json_array_get(loc, 1)),
                      (long long)json_integer_value(json_array_get(loc, 2)));
}

/* The OPEN modes of each file (bit 1 input/i-o/extend, bit 2 output), the first ACCEPT that reads
 * the system input device, and the first that reads a device that is not modelled. */
typedef struct scan {
  long ids[64];
  int modes[64];
  int n;
  /* READ f INTO x: per file id (reads[k] for file rid[k]), the item x, or -1 when its READs name
   * different items or some READ has no INTO */
  long rid[64], into[64];
  int nread;
  /* MOVE rec TO x (whole items, one target): per source item msrc[k], the target mdst[k], or -1
   * when its MOVEs name different targets */
  long msrc[64], mdst[64];
  int nmove;
  const json_t *accept, *accept_other, *accept_clock;
  const json_t *special; /* the program's SPECIAL-NAMES (mnemonic-names of devices) */
} scan;

/* The device an ACCEPT's FROM phrase names: its environment-name when it is a mnemonic-name of
 * SPECIAL-NAMES (as the interpreter resolves it, interp_stmt.c do_accept), SYSIN without one. */
static const char *accept_device(const json_t *from, const json_t *special) {
  if (!from || json_is_null(from)) return "SYSIN";
  const char *dev = json_string_value(json_object_get(from, "name"));
  size_t i;
  const json_t *mn;
  json_array_foreach(json_object_get(special, "mnemonics"), i, mn) {
    const char *m = json_string_value(json_object_get(mn, "mnemonic"));
    const char *env = json_string_value(json_object_get(mn, "environment_name"));
    if (dev && m && env && !strcasecmp(m, dev)) return env;
  }
  return dev;
}

static void scan_proc(const json_t *x, scan *s) {
  if (json_is_array(x)) {
    size_t i;
    json_t *e;
    json_array_foreach(x, i, e) scan_proc(e, s);
    return;
  }
  if (!json_is_object(x)) return;
  const char *st = json_string_value(json_object_get(x, "stmt"));
  if (st && !strcmp(st, "open")) {
    size_t i;
    json_t *f;
    json_array_foreach(json_object_get(x, "files"), i, f) {
      const char *mode = json_string_value(json_object_get(f, "mode"));
      long id = (long)json_integer_value(json_object_get(json_object_get(f, "file"), "item"));
      int bit = mode && !strcmp(mode, "output") ? 2 : 1;
      int k = 0;
      while (k < s->n && s->ids[k] != id) k++;
      if (k == s->n && s->n < 64) s->ids[s->n++] = id, s->modes[k] = 0;
      if (k < 64) s->modes[k] |= bit;
    }
  }
  if (st && !strcmp(st, "read")) {
    long id = (long)json_integer_value(json_object_get(json_object_get(x, "file"), "item"));
    const json_t *into = json_object_get(x, "into");
    long it = into && json_is_integer(json_object_get(into, "item")) ? (long)json_integer_value(json_object_get(into, "item")) : -1;
    int k = 0;
    while (k < s->nread && s->rid[k] != id) k++;
    if (k == s->nread && s->nread < 64) s->rid[s->nread++] = id, s->into[k] = it;
    else if (k < 64 && s->into[k] != it) s->into[k] = -1;
  }
  if (st && !strcmp(st, "move")) {
    const json_t *src = json_object_get(x, "source"), *tg = json_object_get(x, "targets");
    const json_t *t0 = json_array_get(tg, 0);
    if (json_is_integer(json_object_get(src, "item")) && !json_object_get(src, "refmod") && json_array_size(tg) == 1 &&
        json_is_integer(json_object_get(t0, "item")) && !json_object_get(t0, "refmod")) {
      long id = (long)json_integer_value(json_object_get(src, "item"));
      long to = (long)json_integer_value(json_object_get(t0, "item"));
      int k = 0;
      while (k < s->nmove && s->msrc[k] != id) k++;
      if (k == s->nmove && s->nmove < 64) s->msrc[s->nmove++] = id, s->mdst[k] = to;
      else if (k < 64 && s->mdst[k] != to) s->mdst[k] = -1;
    }
  }
  if (st && !strcmp(st, "accept")) {
    const json_t *from = json_object_get(x, "from");
    const char *kind = json_string_value(json_object_get(from, "kind"));
    if (!from || json_is_null(from) || (kind && !strcmp(kind, "device"))) {
      /* the devices the interpreter reads its SYSIN lines from */
      const char *dev = accept_device(from, s->special);
      if (dev && (!strcmp(dev, "SYSIN") || !strcmp(dev, "SYSIPT") || !strcmp(dev, "CONSOLE"))) {
        if (!s->accept) s->accept = x;
      } else if (!s->accept_other) {
        s->accept_other = x;
      }
    } else if (kind && (!strcmp(kind, "date") || !strcmp(kind, "day") || !strcmp(kind, "day-of-week") ||
                        !strcmp(kind, "time"))) {
      if (!s->accept_clock) s->accept_clock = x;
    }
  }
  const char *key;
  json_t *v;
  json_object_foreach((json_t *)x, key, v) scan_proc(v, s);
}

/* String and numeric literals anywhere in the program (conditions, VALUEs, 88 values): the
 * values a validity check or a threshold is most likely to turn on. */
static void scan_lits(const json_t *x, dprog *d) {
  if (json_is_array(x)) {
    size_t i;
    json_t *e;
    json_array_foreach(x, i, e) scan_lits(e, d);
    return;
  }
  if (!json_is_object(x)) return;
  const char *s = json_string_value(json_object_get(x, "str"));
  const char *n = json_string_value(json_object_get(x, "num"));
  if (s && d->nstrs < MAX_LITS) {
    int k = 0;
    while (k < d->nstrs && strcmp(d->strs[k], s)) k++;
    if (k == d->nstrs) d->strs[d->nstrs++] = s;
  }
  if (n && d->nnums < MAX_LITS) {
    int k = 0;
    while (k < d->nnums && strcmp(d->nums[k], n)) k++;
    if (k == d->nnums) d->nums[d->nnums++] = n;
  }
  const char *key;
  json_t *v;
  json_object_foreach((json_t *)x, key, v) scan_lits(v, d);
}

typedef struct fbuild {
  dfield *f;
  int n, cap;
  size_t at;        /* the next byte of the record not yet covered by a field */
  const char *err;  /* set when the record holds a construct the generator does not model */
} fbuild;

static void push(fbuild *b, dfield f, arena *a) {
  if (b->n == b->cap) {
    int cap = b->cap ? b->cap * 2 : 16;
    dfield *nf = arena_alloc(a, sizeof *nf * (size_t)cap);
    if (b->n) memcpy(nf, b->f, sizeof *nf * (size_t)b->n);
    b->f = nf, b->cap = cap;
  }
  b->f[b->n++] = f;
}

/* The elementary items of field fi (and its subordinates) at byte offset off, named with
 * occurrence numbers "(i)" for each OCCURS level passed through. */
static void walk(const json_t *doc, const cbl_layout *l, int fi, size_t off, const char *sfx, fbuild *b, arena *a) {
  const cbl_field *f = &l->fields[fi];
  if (b->err) return;
  /* a REDEFINES is another view of bytes the item it redefines already describes (IBM: it is not
   * longer than that item below level 01): the first description gives the fields and their
   * validity, and a run reads the same bytes through either */
  if (f->redefines >= 0) return;
  if (f->odo >= 0 || f->variable) {
    b->err = arena_printf(a, "unsupported: OCCURS DEPENDING ON in an input record (%s) at %s",
                          f->name ? f->name : "FILLER", place(doc, f->json, a));
    return;
  }
  int reps = f->occurs_max > 0 ? f->occurs_max : 1;
  for (int r = 0; r < reps && !b->err; r++) {
    size_t o = off + (size_t)r * f->stride;
    const char *s = f->occurs_max > 0 ? arena_printf(a, "%s%s%d", sfx, *sfx ? "," : "", r + 1) : sfx;
    if (f->first_child >= 0) {
      for (int c = f->first_child; c >= 0 && !b->err; c = l->fields[c].next_sibling)
        walk(doc, l, c, o + (l->fields[c].offset - f->offset), s, b, a);
      continue;
    }
    if (o > b->at) push(b, (dfield){"FILLER", F_SLACK, {0}, o - b->at}, a); /* SYNC slack bytes */
    const char *nm = f->name ? f->name : "FILLER";
    if (*s) nm = arena_printf(a, "%s(%s)", nm, s);
    dfield d = {nm, F_ALNUM, {0}, f->size};
    if (f->cat == CBL_CAT_NUMERIC && f->is_numeric_desc &&
        (f->usage == CBL_FU_DISPLAY || f->usage == CBL_FU_PACKED || f->usage == CBL_FU_BINARY ||
         f->usage == CBL_FU_COMP5) &&
        (f->usage != CBL_FU_DISPLAY || !f->num.is_signed || f->num.sign == CBL_SIGN_TRAILING) && f->num.digits <= 18) {
      d.kind = F_DECIMAL;
      d.num = f->num;
    } else if (f->cat == CBL_CAT_ALPHABETIC) {
      d.kind = F_ALPHA;
    } else if (f->cat != CBL_CAT_ALPHANUMERIC && f->cat != CBL_CAT_ALPHANUMERIC_EDITED) {
      b->err = arena_printf(a, "unsupported: field %s (%s%s) in an input record at %s", nm, cbl_cat_name(f->cat),
                            f->cat == CBL_CAT_NUMERIC ? ", of a USAGE, SIGN form or size not generated" : "",
                            place(doc, f->json, a));
      return;
    }
    push(b, d, a);
    b->at = o + f->size;
  }
}

static const char *usage_word(const cbl_num_desc *n) {
  return n->usage == CBL_USAGE_DISPLAY ? "zoned" : n->usage == CBL_USAGE_PACKED ? "packed" : "binary";
}

/* The PICTURE of a numeric description, for the admissibility words: "S9(5)V99". */
static const char *pic_text(const cbl_num_desc *n, arena *a) {
  int ip = n->digits - n->scale, fp = n->scale;
  if (fp < 0) ip = n->digits, fp = 0;
  if (ip < 0) ip = 0;
  return arena_printf(a, "%s%s%s%s", n->is_signed ? "S" : "", ip ? arena_printf(a, "9(%d)", ip) : "",
                      fp ? "V" : "", fp ? arena_printf(a, "9(%d)", fp) : "");
}

static const rel_type *field_type(const dfield *f, cbl_codepage cp, arena *a) {
  const char *cpn = cp == CBL_CP037 ? "037" : "1140";
  if (f->kind == F_DECIMAL) {
    const cbl_num_desc *n = &f->num;
    rel_enc e = n->usage == CBL_USAGE_DISPLAY ? REL_ENC_ZONED : n->usage == CBL_USAGE_PACKED ? REL_ENC_PACKED
                                                                                              : REL_ENC_BINARY;
    const char *w;
    if (n->usage == CBL_USAGE_BINARY || n->usage == CBL_USAGE_COMP5)
      w = arena_printf(a, "%s holds a big-endian binary value of PICTURE %s (at most %d digits)", f->name,
                       pic_text(n, a), n->digits);
    else
      w = arena_printf(a, "%s holds %d valid %s digits, PICTURE %s (%s)", f->name, n->digits, usage_word(n),
                       pic_text(n, a), n->is_signed ? "sign C or D" : "sign F");
    return rel_t_admit(a, rel_t_decimal(a, n->digits, n->scale, n->is_signed, e, (long)f->len), w);
  }
  rel_type *t = arena_alloc(a, sizeof *t);
  *t = *rel_t_bytes(a, (long)f->len);
  t->enc = cp == CBL_CP037 ? REL_ENC_EBCDIC037 : REL_ENC_EBCDIC1140;
  t->admissible = f->kind == F_SLACK ? arena_printf(a, "%zu slack bytes (SYNC) hold spaces", f->len)
                  : f->kind == F_TEXT ? arena_printf(a, "%s holds %zu printable characters (EBCDIC, code page %s)",
                                                     f->name, f->len, cpn)
                  : f->kind == F_ALPHA ? arena_printf(a, "%s holds %zu letters or spaces (EBCDIC, code page %s)",
                                                      f->name, f->len, cpn)
                                       : arena_printf(a, "%s holds %zu bytes of EBCDIC text (code page %s)", f->name,
                                                      f->len, cpn);
  return t;
}

/* The inputs that are not files, after them: the SYSIN cards, the clock, the PARM. */
#define SPECIAL_INPUTS 3

/* Appends to d an input that is not a file (one of SPECIAL_INPUTS), named dd, a sequence of at
 * most `bound` records `recname` of fields f[0..nf) (copied), admissible as `admissible` says.
 * Refused (NULL with why) when a file of the program already reads a DD of that name. */
static dfile *add_special(dprog *d, const char *dd, const dfield *f, int nf, const char *recname, int bound,
                          const char *admissible, arena *a, char *why, size_t whyn) {
  for (int i = 0; i < d->nfiles; i++)
    if (d->files[i].input && !strcmp(d->files[i].dd, dd)) {
      snprintf(why, whyn, "unsupported: a file on DD %s, the name of another input: %s", dd, admissible);
      return NULL;
    }
  dfile *df = &d->files[d->nfiles++];
  memset(df, 0, sizeof *df);
  df->dd = dd;
  df->input = 1;
  df->nf = nf;
  df->f = arena_alloc(a, sizeof(dfield) * (size_t)nf);
  rel_field *fs = arena_alloc(a, sizeof(rel_field) * (size_t)nf);
  for (int k = 0; k < nf; k++) {
    df->f[k] = f[k];
    df->lrecl += f[k].len;
    fs[k] = (rel_field){f[k].name, field_type(&f[k], d->cp, a)};
  }
  df->type = rel_t_admit(a, rel_t_seq(a, rel_t_agg(a, recname, fs, nf), bound), admissible);
  return df;
}

/* The analysis both hooks start from (a layout is cheap next to a run). NULL with why. */
static dprog *analyze(const json_t *doc, const char *unit, int records, arena *a, char *why, size_t whyn) {
  const json_t *p = cbl_rel_program(doc, unit);
  if (!p) {
    snprintf(why, whyn, "no program %s", unit);
    return NULL;
  }
  const json_t *proc = json_object_get(p, "procedure");
  const json_t *using = json_object_get(proc, "using");
  if (json_array_size(using) > 1 || (json_array_size(using) == 1 && (json_is_true(json_object_get(json_array_get(using, 0), "omitted")) ||
                                                                    !json_object_get(json_array_get(using, 0), "arg")))) {
    snprintf(why, whyn, "unsupported: PROCEDURE DIVISION USING other than one item at %s (a main program gets one "
             "PARM)", place(doc, proc, a));
    return NULL;
  }
  scan sc = {.n = 0};
  sc.special = json_object_get(json_object_get(p, "environment"), "special_names");
  scan_proc(proc, &sc);
  if (sc.accept_other) {
    snprintf(why, whyn, "unsupported: ACCEPT FROM a device other than SYSIN at %s", place(doc, sc.accept_other, a));
    return NULL;
  }
  cbl_options opt = cbl_options_ibm();
  char err[512];
  if (cbl_options_from_json(&opt, json_object_get(json_object_get(doc, "source"), "compiler_options"), err,
                            sizeof err) < 0) {
    snprintf(why, whyn, "unsupported: %s", err);
    return NULL;
  }
  cbl_layout *l = cbl_layout_build(p, &opt, err, sizeof err);
  if (!l) {
    int line = 0, col = 0, k = 0;
    const char *text = err;
    if (sscanf(err, "%d:%d: %n", &line, &col, &k) == 2 && k > 0) text = err + k;
    const char *path = json_string_value(
        json_object_get(json_array_get(json_object_get(json_object_get(doc, "source"), "files"), 0), "path"));
    snprintf(why, whyn, "unsupported: %s at %s:%d:%d", text, path ? path : "?", line, col);
    return NULL;
  }
  dprog *d = arena_alloc(a, sizeof *d);
  d->cp = opt.codepage;
  scan_lits(p, d);
  const json_t *sels = json_object_get(json_object_get(p, "environment"), "files");
  d->files = arena_alloc(a, sizeof(dfile) * (json_array_size(sels) + SPECIAL_INPUTS));
  size_t i;
  json_t *sel;
  int failed = 0;
  json_array_foreach(sels, i, sel) {
    long id = (long)json_integer_value(json_object_get(sel, "id"));
    const json_t *fd = NULL;
    size_t j;
    json_t *x;
    json_array_foreach(json_object_get(json_object_get(p, "data"), "file"), j, x)
      if (json_integer_value(json_object_get(json_object_get(x, "file"), "item")) == id) fd = x;
    const char *kind = json_string_value(json_object_get(fd, "kind"));
    if (!fd || (kind && !strcmp(kind, "sd"))) continue; /* a sort file has no DD */
    const char *assign = json_string_value(json_object_get(sel, "assign"));
    if (!assign) assign = json_string_value(json_object_get(sel, "name"));
    /* ASSIGN TO UT-S-NAME: the DD name is the last part (IBM assignment-name rules) */
    const char *dash = assign ? strrchr(assign, '-') : NULL;
    dfile *df = &d->files[d->nfiles++];
    memset(df, 0, sizeof *df);
    df->dd = dash ? dash + 1 : assign;
    const char *org = json_string_value(json_object_get(sel, "organization"));
    for (int k = 0; k < sc.n; k++)
      if (sc.ids[k] == id) df->input = sc.modes[k] & 1;
    if (!df->input) {
      /* a file only written: its record length (the longest description), for readers of its data set */
      for (int f = 0; f < l->nfields; f++) {
        const cbl_field *cf = &l->fields[f];
        if (cf->level == 1 && l->areas[cf->area].kind == CBL_AREA_FILE && l->areas[cf->area].file_id == id &&
            cf->size > df->lrecl)
          df->lrecl = cf->size;
      }
      df->line = org && !strcmp(org, "line_sequential");
      continue;
    }
    if (org && strcmp(org, "sequential")) {
      snprintf(why, whyn, "unsupported: input file %s of ORGANIZATION %s at %s (only sequential input files are "
               "generated)", json_string_value(json_object_get(sel, "name")), org, place(doc, sel, a));
      failed = 1;
      break;
    }
    /* the record area's 01s (an implicit redefinition): the longest description, the first of them */
    int best = -1;
    size_t minlen = (size_t)-1;
    for (int f = 0; f < l->nfields; f++) {
      const cbl_field *cf = &l->fields[f];
      if (cf->level != 1 || l->areas[cf->area].kind != CBL_AREA_FILE || l->areas[cf->area].file_id != id) continue;
      if (best < 0 || cf->size > l->fields[best].size) best = f;
      if (cf->size < minlen) minlen = cf->size;
    }
    if (best < 0) {
      snprintf(why, whyn, "unsupported: file %s has no record description (at %s)",
               json_string_value(json_object_get(sel, "name")), place(doc, fd, a));
      failed = 1;
      break;
    }
    if (minlen != l->fields[best].size || json_object_get(fd, "record_varying") ||
        json_object_get(l->fields[best].json, "depending_on")) {
      snprintf(why, whyn, "unsupported: variable-length records of file %s at %s (records of %zu to %zu bytes; "
               "only fixed-length input records are generated)", json_string_value(json_object_get(sel, "name")),
               place(doc, fd, a), minlen, l->fields[best].size);
      failed = 1;
      break;
    }
    /* a record described as one alphanumeric item that every READ moves INTO the same group of
     * its length (READ f INTO WS-REC, the layout in a copybook): the group's fields are the
     * record's, and their validity is what the program reads the record as. The record area is
     * also what the program reads by reference modification; those reads see the same bytes */
    int shape = best;
    const cbl_field *bf = &l->fields[best];
    if (bf->first_child < 0 && bf->cat == CBL_CAT_ALPHANUMERIC)
      for (int k = 0; k < sc.nread; k++)
        if (sc.rid[k] == id && sc.into[k] >= 0) {
          int gi = cbl_layout_index(l, (int)sc.into[k]);
          if (gi >= 0 && l->fields[gi].cat == CBL_CAT_GROUP && l->fields[gi].size == bf->size) shape = gi;
        }
    /* the same for a record every MOVE of which as a whole goes to one group of its length
     * (READ f, then MOVE REC TO TABLE-ENTRY (N)) */
    if (shape == best && bf->first_child < 0 && bf->cat == CBL_CAT_ALPHANUMERIC)
      for (int k = 0; k < sc.nmove; k++)
        if (sc.msrc[k] == bf->id && sc.mdst[k] >= 0) {
          int gi = cbl_layout_index(l, (int)sc.mdst[k]);
          if (gi >= 0 && l->fields[gi].cat == CBL_CAT_GROUP && l->fields[gi].size == bf->size) shape = gi;
        }
    fbuild b = {0};
    if (shape != best) {
      /* the INTO group is one record's worth: an element of a table is read into one entry, so
       * its own OCCURS (and DEPENDING ON) is not the record's */
      const cbl_field *g = &l->fields[shape];
      for (int c = g->first_child; c >= 0 && !b.err; c = l->fields[c].next_sibling)
        walk(doc, l, c, l->fields[c].offset - g->offset, "", &b, a);
    } else {
      walk(doc, l, shape, 0, "", &b, a);
    }
    if (b.err && shape != best) { /* the group has what inputs cannot be made of (REDEFINES, …): the record as declared */
      memset(&b, 0, sizeof b);
      shape = best;
      walk(doc, l, shape, 0, "", &b, a);
    }
    if (!b.err && b.at < l->fields[best].size) push(&b, (dfield){"FILLER", F_SLACK, {0}, l->fields[best].size - b.at}, a);
    if (b.err) {
      snprintf(why, whyn, "%s", b.err);
      failed = 1;
      break;
    }
    df->lrecl = l->fields[best].size;
    df->nf = b.n;
    df->f = b.f;
    rel_field *fs = arena_alloc(a, sizeof(rel_field) * (size_t)(b.n + 1));
    for (int k = 0; k < b.n; k++) fs[k] = (rel_field){b.f[k].name, field_type(&b.f[k], d->cp, a)};
    const char *rn = l->fields[shape].name ? l->fields[shape].name : "FILLER";
    df->type = rel_t_admit(a, rel_t_seq(a, rel_t_agg(a, rn, fs, b.n), records),
                           arena_printf(a, "at most %d fixed-length records of %zu bytes (%s) on DD %s",
                                        records, df->lrecl, rn, df->dd));
  }
  /* a PARM is what z/OS passes a main program: its item must be laid out for one, a group whose
   * first item is a binary halfword (the length) and that has room for the text. A subprogram's
   * parameters are other data: they are not generated as a PARM */
  int parm_shape = 0;
  if (!failed && json_array_size(using) == 1) {
    int fi = cbl_layout_index(l, (int)json_integer_value(json_object_get(json_object_get(json_array_get(using, 0), "arg"), "item")));
    const cbl_field *g = fi >= 0 ? &l->fields[fi] : NULL;
    const cbl_field *len = g && g->first_child >= 0 ? &l->fields[g->first_child] : NULL;
    parm_shape = len && g->level == 1 && g->cat == CBL_CAT_GROUP && len->offset == g->offset && len->size == 2 &&
                 (len->usage == CBL_FU_BINARY || len->usage == CBL_FU_COMP5) && len->ndims == 0 && g->size > 2;
    if (!parm_shape) {
      snprintf(why, whyn, "unsupported: PROCEDURE DIVISION USING an item that is not laid out as a PARM (a group whose "
               "first item is a binary halfword length) at %s: a subprogram's parameters are not generated",
               place(doc, proc, a));
      failed = 1;
    }
  }
  cbl_layout_free(l);
  if (failed) return NULL;
  if (sc.accept) {
    /* SYSIN: the cards ACCEPT reads (IBM: an instream card-image data set, records of 80 bytes),
     * each one field of printable characters */
    const dfield f[] = {{"SYSIN-LINE", F_TEXT, {0}, CBL_REL_SYSIN_LRECL}};
    dfile *df = add_special(d, CBL_REL_SYSIN, f, 1, "SYSIN-LINE", records,
                            arena_printf(a, "at most %d lines of %d bytes that ACCEPT reads from SYSIN (first at %s)",
                                         records, CBL_REL_SYSIN_LRECL, place(doc, sc.accept, a)), a, why, whyn);
    if (!df) return NULL;
    df->sysin = 1;
  }
  if (sc.accept_clock) {
    /* the clock: one record of the date YYYYMMDD and the time HHMMSShh, zoned digits (the run's
     * --clock); its admissibility adds a calendar date of 1901-2099 and a time of day */
    cbl_num_desc z8 = cbl_num_desc_make(CBL_USAGE_DISPLAY, 8, 0, 0);
    const dfield f[] = {{"DATE", F_DECIMAL, z8, 8}, {"TIME", F_DECIMAL, z8, 8}};
    dfile *df = add_special(d, CBL_REL_CLOCK, f, 2, "CLOCK", 1,
                            arena_printf(a, "one record: the date (YYYYMMDD, a calendar date of %d-%d) and the time of "
                                         "day (HHMMSShh) that ACCEPT FROM DATE/DAY/DAY-OF-WEEK/TIME reads (first at %s)",
                                         CBL_REL_CLOCK_YEAR_MIN, CBL_REL_CLOCK_YEAR_MAX, place(doc, sc.accept_clock, a)),
                            a, why, whyn);
    if (!df) return NULL;
    df->clock = 1;
  }
  if (json_array_size(using) == 1) {
    /* the PARM z/OS passes a main program (EXEC PARM=): a halfword length of at most 100 and the
     * text (interp.c run_here), here one record: LENGTH, then TEXT of printable characters */
    const dfield f[] = {{"LENGTH", F_DECIMAL, cbl_num_desc_make(CBL_USAGE_BINARY, 4, 0, 0), 2},
                        {"TEXT", F_TEXT, {0}, CBL_REL_PARM_MAX}};
    dfile *df = add_special(d, CBL_REL_PARM, f, 2, "PARM", 1,
                            arena_printf(a, "one record: the PARM of PROCEDURE DIVISION USING at %s, its LENGTH (at "
                                         "most %d) and the TEXT whose first LENGTH characters the program gets",
                                         place(doc, proc, a), CBL_REL_PARM_MAX),
                            a, why, whyn);
    if (!df) return NULL;
    df->parm = 1;
  }
  return d;
}

int cbl_rel_inputs(const json_t *doc, const char *unit, int records, rel_input **ins, arena *a, char *why,
                   size_t whyn) {
  dprog *d = analyze(doc, unit, records, a, why, whyn);
  if (!d) return -1;
  int n = 0;
  rel_input *v = arena_alloc(a, sizeof *v * (size_t)(d->nfiles + 1));
  for (int i = 0; i < d->nfiles; i++) {
    if (!d->files[i].input) continue;
    v[n].name = d->files[i].dd;
    v[n].type = d->files[i].type;
    v[n].kind = REL_IN_TREE;
    v[n].len_param = -1;
    n++;
  }
  *ins = v;
  return n;
}

int cbl_rel_dd_shape(const json_t *doc, const char *unit, const char *dd, size_t *lrecl, int *line, arena *a) {
  char why[300];
  dprog *d = analyze(doc, unit, CBL_REL_RECORDS, a, why, sizeof why);
  for (int i = 0; d && i < d->nfiles; i++)
    if (!strcmp(d->files[i].dd, dd)) {
      *lrecl = d->files[i].lrecl;
      *line = d->files[i].line;
      return 0;
    }
  return -1;
}

int cbl_rel_dds(const json_t *doc, const char *unit, const char ***dds, int **arg, cbl_rel_special *sp, arena *a,
                char *why, size_t whyn) {
  dprog *d = analyze(doc, unit, CBL_REL_RECORDS, a, why, whyn);
  if (!d) return -1;
  const char **v = arena_alloc(a, sizeof(char *) * (size_t)(d->nfiles + 1));
  int *ix = arena_alloc(a, sizeof(int) * (size_t)(d->nfiles + 1));
  int n = 0, nd = 0;
  if (sp) sp->sysin = sp->clock = sp->parm = -1;
  for (int i = 0; i < d->nfiles; i++) {
    const dfile *df = &d->files[i];
    if (df->sysin || df->clock || df->parm) {
      if (sp) *(df->sysin ? &sp->sysin : df->clock ? &sp->clock : &sp->parm) = n;
      n++;
      continue;
    }
    v[nd] = df->dd;
    ix[nd++] = df->input ? n++ : -1;
  }
  *dds = v;
  *arg = ix;
  return nd;
}

const unsigned char cbl_rel_text_ranges[CBL_REL_TEXT_NRANGES][2] = {
    {0x40, 0x40}, {0x4B, 0x50}, {0x5A, 0x5E}, {0x60, 0x61}, {0x6B, 0x6F}, {0x79, 0x7F}, {0x81, 0x89}, {0x91, 0x99},
    {0xA1, 0xA9}, {0xB0, 0xB0}, {0xBA, 0xBB}, {0xC0, 0xC9}, {0xD0, 0xD9}, {0xE0, 0xE0}, {0xE2, 0xE9}, {0xF0, 0xF9}};

const unsigned char cbl_rel_alpha_ranges[CBL_REL_ALPHA_NRANGES][2] = {
    {0x40, 0x40}, {0xC1, 0xC9}, {0xD1, 0xD9}, {0xE2, 0xE9}, {0x81, 0x89}, {0x91, 0x99}, {0xA2, 0xA9}};

/* Whether EBCDIC byte b is the code of a printable ASCII character (F_TEXT's admissible bytes). */
static int text_byte(unsigned char b) {
  for (int r = 0; r < CBL_REL_TEXT_NRANGES; r++)
    if (b >= cbl_rel_text_ranges[r][0] && b <= cbl_rel_text_ranges[r][1]) return 1;
  return 0;
}


int cbl_rel_parm_text(const rel_value *v, char *out, size_t n) {
  if (v->n != 1 || v->items[0].n != 2 || v->items[0].items[0].len != 2 || v->items[0].items[1].len != CBL_REL_PARM_MAX)
    return -1;
  const unsigned char *lb = (const unsigned char *)v->items[0].items[0].text;
  size_t len = (size_t)lb[0] << 8 | lb[1];
  if (len > CBL_REL_PARM_MAX || n <= len) return -1;
  for (size_t k = 0; k < len; k++) {
    unsigned char b = (unsigned char)v->items[0].items[1].text[k];
    if (!text_byte(b)) return -1;
    out[k] = (char)eq_cp037_to_latin1[b]; /* printable characters: the same in code pages 037 and 1140 */
  }
  out[len] = 0;
  return (int)len;
}

int cbl_rel_clock_text(const rel_value *v, char *out, size_t n) {
  if (v->n != 1 || v->items[0].n != 2 || v->items[0].items[0].len != 8 || v->items[0].items[1].len != 8) return -1;
  char dg[17];
  for (int k = 0; k < 16; k++) {
    unsigned char b = (unsigned char)v->items[0].items[k / 8].text[k % 8];
    if ((b & 0xF0) != 0xF0 || (b & 0x0F) > 9) return -1;
    dg[k] = (char)('0' + (b & 0x0F));
  }
  dg[16] = 0;
  snprintf(out, n, "%.4s-%.2s-%.2sT%.2s:%.2s:%.2s.%.2s", dg, dg + 4, dg + 6, dg + 8, dg + 10, dg + 12, dg + 14);
  return 0;
}

/* ---- generation */

/* A literal "12.5" as a count of units of the last digit of a field of scale s (12.5 -> 1250 for
 * s = 2); 0 when it has more decimals than s, a negative scale, or too many digits. */
static int lit_units(const char *lit, int s, int digits, long long *out) {
  if (s < 0) return 0;
  int neg = *lit == '-';
  if (*lit == '-' || *lit == '+') lit++;
  long long v = 0;
  int nd = 0, frac = -1;
  for (const char *c = lit; *c; c++) {
    if (*c == '.') {
      if (frac >= 0) return 0;
      frac = 0;
      continue;
    }
    if (*c < '0' || *c > '9') return 0;
    if (frac >= 0 && ++frac > s) {
      if (*c != '0') return 0;
      continue;
    }
    if (++nd > 18) return 0;
    v = v * 10 + (*c - '0');
  }
  for (int k = frac < 0 ? 0 : frac; k < s; k++) {
    if (++nd > 18) return 0;
    v *= 10;
  }
  (void)digits;
  *out = neg ? -v : v;
  return 1;
}

static long long pow10ll(int n) {
  long long p = 1;
  while (n-- > 0) p *= 10;
  return p;
}

/* A value of the decimal field (in units of its last digit) for round k, record r, field j. */
static long long gen_units(const dprog *d, const dfield *f, unsigned k, int r, int j, uint64_t *rng) {
  int n = f->num.digits;
  long long max = pow10ll(n) - 1;
  long long bnd[8] = {0, 1, max, max > 1 ? max - 1 : 0, -1, -max, n > 1 ? pow10ll(n - 1) : 5, 5};
  long long v;
  unsigned pick = k < 8 ? (k + (unsigned)r * 3 + (unsigned)j) % 8 : (unsigned)(rel_rng_next(rng) % 10);
  if (k < 8 || pick < 3) {
    v = bnd[k < 8 ? pick : rel_rng_next(rng) % 8];
  } else if (pick < 6 && d->nnums) {
    long long u;
    const char *lit = d->nums[rel_rng_next(rng) % (uint64_t)d->nnums];
    if (!lit_units(lit, f->num.scale, n, &u)) u = 0;
    v = u + (long long)(rel_rng_next(rng) % 3) - 1; /* the literal, one unit below or above */
  } else {
    int len = 1 + (int)(rel_rng_next(rng) % (uint64_t)n);
    v = (long long)(rel_rng_next(rng) % (uint64_t)pow10ll(len));
    if (rel_rng_next(rng) & 1) v = -v;
  }
  if (v > max || v < -max) v = v % (max + 1);
  if (!f->num.is_signed && v < 0) v = -v;
  return v;
}

static void enc_decimal(const dfield *f, long long units, unsigned char *out) {
  cbl_num_desc nd = cbl_num_desc_make(f->num.usage, f->num.digits, f->num.scale, f->num.is_signed);
  cbl_dec v;
  cbl_dec_init(&v);
  mpz_set_si(v.v, (long)units);
  v.scale = f->num.scale;
  int se = 0, inexact = 0;
  if (cbl_num_encode(&nd, &v, out, &se, &inexact) != CBL_CODEC_OK || se) {
    cbl_dec_set_si(&v, 0, f->num.scale);
    cbl_num_encode(&nd, &v, out, &se, &inexact);
  }
  cbl_dec_clear(&v);
}

/* Text for an alphanumeric (or alphabetic) field: spaces, the program's string literals padded,
 * digits, letters, low-values, high-values, random capitals and digits; in EBCDIC of code page cp. */
static void gen_text(const dprog *d, const dfield *f, unsigned k, int r, int j, uint64_t *rng, unsigned char *out) {
  size_t len = f->len;
  char tx[512];
  if (len >= sizeof tx) len = sizeof tx - 1;
  memset(tx, ' ', len);
  int raw = -1; /* a byte value not translated (low-values, high-values) */
  if (f->kind == F_SLACK) goto done;
  unsigned pick = k < 8 ? (k + (unsigned)r + (unsigned)j) % 7 : (unsigned)(rel_rng_next(rng) % 10);
  if (pick >= 7) pick = d->nstrs ? 7 : (unsigned)(rel_rng_next(rng) % 7);
  switch (pick) {
  case 0: break; /* spaces */
  case 1:
    for (size_t i = 0; i < len; i++) tx[i] = f->kind == F_ALPHA ? (char)('A' + i % 26) : (char)('0' + i % 10);
    break;
  case 2:
    for (size_t i = 0; i < len; i++) tx[i] = (char)('A' + (i + (size_t)r) % 26);
    break;
  case 3: tx[0] = 'A'; break;
  case 4:
    if (f->kind == F_ALNUM) raw = 0x00; /* LOW-VALUES */
    break;
  case 5:
    if (f->kind == F_ALNUM) raw = 0xFF; /* HIGH-VALUES */
    break;
  case 6:
    for (size_t i = 0; i < len; i++) {
      unsigned c = (unsigned)(rel_rng_next(rng) % 36);
      tx[i] = f->kind == F_ALPHA ? (char)('A' + c % 26) : (char)(c < 26 ? 'A' + c : '0' + c - 26);
    }
    break;
  default: {
    const char *s = d->strs[rel_rng_next(rng) % (uint64_t)d->nstrs];
    size_t sl = strlen(s);
    int ok = sl <= len;
    for (size_t i = 0; ok && i < sl; i++)
      if ((unsigned char)s[i] >= 0x80 || (f->kind == F_TEXT && ((unsigned char)s[i] < 0x20 || s[i] == 0x7F)) || (f->kind == F_ALPHA && s[i] != ' ' && !(s[i] >= 'A' && s[i] <= 'Z') &&
                                          !(s[i] >= 'a' && s[i] <= 'z')))
        ok = 0;
    if (ok) memcpy(tx, s, sl);
  }
  }
done:
  for (size_t i = 0; i < f->len; i++) {
    if (raw >= 0) {
      out[i] = (unsigned char)raw;
      continue;
    }
    int e = cbl_cp_from_unicode(d->cp, i < len ? (unsigned char)tx[i] : ' ');
    out[i] = (unsigned char)(e < 0 ? 0x40 : e);
  }
}

static int rec_cmp(const void *x, const void *y) {
  const rel_value *a = x, *b = y;
  for (int i = 0; i < a->n && i < b->n; i++) {
    const rel_value *p = &a->items[i], *q = &b->items[i];
    size_t m = p->len < q->len ? p->len : q->len;
    int c = memcmp(p->text, q->text, m);
    if (c) return c;
    if (p->len != q->len) return p->len < q->len ? -1 : 1;
  }
  return 0;
}

static rel_value gen_field(const dprog *d, const dfield *f, unsigned k, int r, int j, uint64_t *rng, arena *a) {
  unsigned char *b = arena_alloc(a, f->len + 1);
  if (f->kind == F_DECIMAL) enc_decimal(f, gen_units(d, f, k, r, j, rng), b);
  else gen_text(d, f, k, r, j, rng, b);
  return rel_v_bytes(a, (const char *)b, f->len);
}

/* The PARM for round k: empty, the longest, the program's string literals (a PARM is compared
 * with them), then text of capitals, digits and spaces of any length. */
static rel_value gen_parm(const dprog *d, unsigned k, uint64_t *rng, arena *a) {
  char t[CBL_REL_PARM_MAX + 1];
  memset(t, ' ', sizeof t);
  size_t len = 0;
  unsigned pick = k < 4 ? k : 3 + (unsigned)(rel_rng_next(rng) % 3);
  if (pick == 1) {
    len = CBL_REL_PARM_MAX;
    for (size_t i = 0; i < len; i++) t[i] = (char)('A' + i % 26);
  } else if (pick >= 2 && d->nstrs && (pick == 2 || (rel_rng_next(rng) & 1))) {
    const char *lit = d->strs[rel_rng_next(rng) % (uint64_t)d->nstrs];
    for (; lit[len] && len < CBL_REL_PARM_MAX; len++) t[len] = (unsigned char)lit[len] >= 0x20 && lit[len] < 0x7F ? lit[len] : ' ';
  } else if (pick >= 2) {
    len = (size_t)(rel_rng_next(rng) % (CBL_REL_PARM_MAX + 1));
    for (size_t i = 0; i < len; i++) {
      unsigned c = (unsigned)(rel_rng_next(rng) % 40);
      t[i] = c < 26 ? (char)('A' + c) : c < 36 ? (char)('0' + c - 26) : ' ';
    }
  }
  rel_value *fv = arena_alloc(a, 2 * sizeof(rel_value));
  char lb[2] = {(char)(len >> 8), (char)(len & 0xFF)};
  fv[0] = rel_v_bytes(a, lb, 2);
  char tb[CBL_REL_PARM_MAX];
  for (size_t i = 0; i < CBL_REL_PARM_MAX; i++) {
    int e = cbl_cp_from_unicode(d->cp, (unsigned char)t[i]);
    tb[i] = (char)(e < 0 ? 0x40 : e);
  }
  fv[1] = rel_v_bytes(a, tb, CBL_REL_PARM_MAX);
  rel_value *rec = arena_alloc(a, sizeof(rel_value));
  rec[0] = rel_v_agg(a, fv, 2);
  return rel_v_agg(a, rec, 1);
}

/* The clock for round k: leap days, ends of months and years, the range's ends, midnight and the
 * last hundredth of a day first, then random dates and times. */
static rel_value gen_clock(unsigned k, uint64_t *rng, arena *a) {
  static const int days[][3] = {{2000, 1, 1}, {2024, 2, 29}, {1999, 12, 31}, {2000, 2, 29}, {2023, 2, 28},
                                {CBL_REL_CLOCK_YEAR_MIN, 1, 1}, {CBL_REL_CLOCK_YEAR_MAX, 12, 31}, {2100 - 1, 3, 1}};
  int y, mo, d, h, mi, se, hs;
  if (k < sizeof days / sizeof days[0]) {
    y = days[k][0], mo = days[k][1], d = days[k][2];
  } else {
    y = CBL_REL_CLOCK_YEAR_MIN + (int)(rel_rng_next(rng) % (CBL_REL_CLOCK_YEAR_MAX - CBL_REL_CLOCK_YEAR_MIN + 1));
    mo = 1 + (int)(rel_rng_next(rng) % 12);
    d = 1 + (int)(rel_rng_next(rng) % (uint64_t)cbl_month_days(y, mo));
  }
  if (k % 3 == 0) h = mi = se = hs = 0;
  else if (k % 3 == 1) h = 23, mi = 59, se = 59, hs = 99;
  else h = (int)(rel_rng_next(rng) % 24), mi = (int)(rel_rng_next(rng) % 60), se = (int)(rel_rng_next(rng) % 60), hs = (int)(rel_rng_next(rng) % 100);
  char dg[17];
  snprintf(dg, sizeof dg, "%04d%02d%02d%02d%02d%02d%02d", y, mo, d, h, mi, se, hs);
  rel_value *fv = arena_alloc(a, 2 * sizeof(rel_value));
  for (int f = 0; f < 2; f++) {
    char b[8];
    for (int j = 0; j < 8; j++) b[j] = (char)(0xF0 | (dg[f * 8 + j] - '0'));
    fv[f] = rel_v_bytes(a, b, 8);
  }
  rel_value *rec = arena_alloc(a, sizeof(rel_value));
  rec[0] = rel_v_agg(a, fv, 2);
  return rel_v_agg(a, rec, 1);
}

int cbl_rel_gen(const json_t *doc, const char *unit, int records, const rel_input *ins, int n, unsigned k,
                uint64_t *rng, rel_value *out, arena *a) {
  char why[512];
  dprog *d = analyze(doc, unit, records, a, why, sizeof why);
  if (!d) return -1;
  int i = 0;
  for (int fi = 0; fi < d->nfiles; fi++) {
    const dfile *df = &d->files[fi];
    if (!df->input) continue;
    if (i >= n || strcmp(ins[i].name, df->dd)) return -1;
    if (df->clock) {
      out[i++] = gen_clock(k, rng, a);
      continue;
    }
    if (df->parm) {
      out[i++] = gen_parm(d, k, rng, a);
      continue;
    }
    long cnt = k == 0 ? 0 : k <= 2 ? (long)k : k == 3 ? records : (long)(rel_rng_next(rng) % (unsigned)(records + 1));
    if (cnt > records) cnt = records;
    /* every other round: few distinct values of the first field, records in ascending order */
    int grouped = k >= 4 && (k & 1) && df->nf > 0;
    rel_value keys[2];
    if (grouped)
      for (int g = 0; g < 2; g++) keys[g] = gen_field(d, &df->f[0], k + 8 + (unsigned)g, g, 0, rng, a);
    rel_value *recs = arena_alloc(a, sizeof(rel_value) * (size_t)(cnt + 1));
    for (long r = 0; r < cnt; r++) {
      rel_value *fv = arena_alloc(a, sizeof(rel_value) * (size_t)(df->nf + 1));
      for (int j = 0; j < df->nf; j++)
        fv[j] = grouped && j == 0 ? keys[rel_rng_next(rng) & 1] : gen_field(d, &df->f[j], k, (int)r, j, rng, a);
      recs[r] = rel_v_agg(a, fv, df->nf);
    }
    if (grouped) qsort(recs, (size_t)cnt, sizeof *recs, rec_cmp);
    out[i++] = rel_v_agg(a, recs, (int)cnt);
  }
  return i == n ? 0 : -1;
}

void cbl_rel_dataset(const rel_value *v, cbl_dataset *ds) {
  for (int r = 0; r < v->n; r++) {
    const rel_value *rec = &v->items[r];
    size_t len = 0;
    for (int j = 0; j < rec->n; j++) len += rec->items[j].len;
    unsigned char *buf = malloc(len + 1);
    size_t at = 0;
    for (int j = 0; j < rec->n; j++) {
      memcpy(buf + at, rec->items[j].text, rec->items[j].len);
      at += rec->items[j].len;
    }
    cbl_ds_add(ds, buf, len, 0);
    free(buf);
  }
}

int cbl_rel_input_fields(const json_t *doc, const char *unit, int input, const cbl_rel_field **f, int *nf,
                         size_t *lrecl, const char **dd, arena *a, char *why, size_t whyn) {
  dprog *d = analyze(doc, unit, CBL_REL_RECORDS, a, why, whyn);
  if (!d) return -1;
  int i = 0;
  for (int fi = 0; fi < d->nfiles; fi++) {
    const dfile *df = &d->files[fi];
    if (!df->input) continue;
    if (i++ != input) continue;
    *f = df->f, *nf = df->nf, *lrecl = df->lrecl, *dd = df->dd;
    return 0;
  }
  snprintf(why, whyn, "no input %d", input);
  return -1;
}


/* A byte of field fl (offset k in it) that makes it valid when the model leaves the byte free:
 * digit zero, the positive sign of its PICTURE, a space. */
static unsigned char free_byte(const cbl_rel_field *fl, size_t k) {
  if (fl->kind != F_DECIMAL) return 0x40;
  const cbl_num_desc *n = &fl->num;
  int last = k + 1 == fl->len;
  if (n->usage == CBL_USAGE_DISPLAY) return last && n->is_signed ? 0xC0 : 0xF0;
  if (n->usage == CBL_USAGE_PACKED) return last ? (n->is_signed ? 0x0C : 0x0F) : 0x00;
  return 0x00;
}

int cbl_rel_tree_value(const json_t *doc, const char *unit, int records, const rel_input *in, term_ref base, term_ctx *tc,
                       term_ref (*eval)(void *ectx, term_ref t), void *ectx, rel_value *out, arena *a) {
  (void)in;
  const char *bn = term_var_name(tc, base);
  int input = bn && bn[0] == 'i' && bn[1] == 'n' ? atoi(bn + 2) : -1;
  char why[512];
  const cbl_rel_field *f;
  int nf;
  size_t lrecl;
  const char *dd;
  if (input < 0 || cbl_rel_input_fields(doc, unit, input, &f, &nf, &lrecl, &dd, a, why, sizeof why) < 0) return -1;
  char name[64];
  snprintf(name, sizeof name, "%s_n", bn);
  term_ref nv = eval(ectx, term_var(tc, name, term_sort_bv(tc, 32)));
  long n = nv == TERM_NULL ? 0 : (long)term_bv_value(tc, nv);
  if (n > records) n = records;
  if (!strcmp(dd, CBL_REL_CLOCK) || !strcmp(dd, CBL_REL_PARM)) n = 1; /* exactly one record (the symbolic executor states it) */
  rel_value *recs = arena_alloc(a, sizeof(rel_value) * (size_t)(n + 1));
  for (long r = 0; r < n; r++) {
    rel_value *fv = arena_alloc(a, sizeof(rel_value) * (size_t)(nf + 1));
    size_t at = 0;
    for (int j = 0; j < nf; j++) {
      unsigned char *b = arena_alloc(a, f[j].len + 1);
      for (size_t k = 0; k < f[j].len; k++, at++) {
        snprintf(name, sizeof name, "%s_r%ld_%zu", bn, r, at);
        term_ref bv = eval(ectx, term_var(tc, name, term_sort_bv(tc, 8)));
        b[k] = bv == TERM_NULL ? free_byte(&f[j], k) : (unsigned char)term_bv_value(tc, bv);
        /* a byte the checks never constrained (a SYSIN line that is not read) may come back as
         * anything: it is given the admissible free byte, which no read depends on */
        if (f[j].kind == F_TEXT && !text_byte(b[k])) b[k] = free_byte(&f[j], k);
      }
      fv[j] = rel_v_bytes(a, (const char *)b, f[j].len);
    }
    recs[r] = rel_v_agg(a, fv, nf);
  }
  *out = rel_v_agg(a, recs, (int)n);
  return 0;
}

void cbl_rel_data_set_bytes(const rel_type *t, const rel_value *v, int ascii, int line, strbuf *out) {
  const rel_type *rec = t && t->kind == REL_T_SEQ ? t->elem : NULL;
  for (int r = 0; r < v->n; r++) {
    const rel_value *rv = &v->items[r];
    for (int j = 0; j < rv->n; j++) {
      const rel_value *fv = &rv->items[j];
      const rel_type *ft = rec && rec->kind == REL_T_AGG && j < rec->nfields ? rec->fields[j].type : NULL;
      int raw = ft && ft->kind == REL_T_DECIMAL && (ft->enc == REL_ENC_PACKED || ft->enc == REL_ENC_BINARY);
      for (size_t k = 0; k < fv->len; k++) {
        unsigned char b = (unsigned char)fv->text[k];
        sb_putc(out, (char)(ascii && !raw ? eq_cp037_to_latin1[b] : b));
      }
    }
    if (line) sb_putc(out, '\n');
  }
}
