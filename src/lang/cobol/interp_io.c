/* interp_io.c — file statements of the interpreter over the file model (files.h) and the on-disk
 * data sets (dataset.h): OPEN, CLOSE, READ, WRITE, REWRITE, DELETE, START, FILE STATUS, AT END /
 * INVALID KEY, USE AFTER ERROR declaratives and the abend of an unhandled I/O error. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "core/arena.h"
#include "core/fsutil.h"
#include "lang/cobol/dataset.h"
#include "lang/cobol/interp_int.h"
#include "lang/cobol/print.h"

/* The FD of a SELECT. */
static const json_t *find_fd(const json_t *prog, long id) {
  size_t i;
  json_t *fd;
  json_array_foreach(json_object_get(json_object_get(prog, "data"), "file"), i, fd)
    if (ji(json_object_get(fd, "file"), "item", -1) == id) return fd;
  return NULL;
}

static const cbl_dd *dd_of(cbl_machine *m, const char *assign) {
  for (int i = 0; i < m->ro->ndds; i++)
    if (!strcasecmp(m->ro->dds[i].name, assign)) return &m->ro->dds[i];
  /* ASSIGN TO UT-S-NAME / S-NAME: the DD name is the last part (IBM assignment-name rules) */
  const char *dash = strrchr(assign, '-');
  if (dash)
    for (int i = 0; i < m->ro->ndds; i++)
      if (!strcasecmp(m->ro->dds[i].name, dash + 1)) return &m->ro->dds[i];
  return NULL;
}

static int field_of_ref(rt_prog *p, const json_t *ref) {
  return ref ? cbl_layout_index(p->lay, (int)ji(ref, "item", -1)) : -1;
}

/* The record area a file's program needs: the area's size or the longest record, if longer. */
static size_t area_need(const rt_prog *p, const rt_file *rf) {
  size_t need = p->lay->areas[rf->area].size;
  return rf->maxrec > need ? rf->maxrec : need;
}

/* An EXTERNAL file description rf of program p (set up in full): the first description of its
 * name in the run unit becomes the connector's root; a later one shares the root's cbl_file and
 * record area buffer (Language Reference, "EXTERNAL clause": "one file connector", the record
 * area shared). What this model cannot share goes wrong unsupported at the FD: different
 * organizations, ASSIGN names or record areas larger than the root's, print/LINAGE files (their
 * line controls are per program here), sort files. */
static int ext_attach(cbl_machine *m, rt_prog *p, rt_file *rf, char *err, size_t errn) {
  rt_file *root = NULL;
  for (int q = 0; q < m->nprogs && !root; q++) {
    rt_prog *o = m->progs[q];
    if (o == p || !o->files) continue;
    for (int k = 0; k < o->nfiles; k++)
      if (o->files[k].ext_root == &o->files[k] && !strcasecmp(o->files[k].name, rf->name)) root = &o->files[k];
  }
  if (!root) {
    rf->ext_root = rf->ext_holder = rf;
    return 0;
  }
  const cbl_file_desc *a = cbl_file_description(rf->f), *b = cbl_file_description(root->f);
  const char *why = NULL;
  if (rf->print || rf->linage || root->print || root->linage) why = "a print or LINAGE file";
  else if (a->org != b->org || a->access != b->access) why = "another ORGANIZATION or ACCESS";
  else if (strcasecmp(rf->assign, root->assign)) why = "another ASSIGN name";
  else if (area_need(p, rf) > area_need(root->prog, root)) why = "a longer record area";
  if (why) {
    const json_t *loc = json_object_get(rf->fd, "loc");
    snprintf(err, errn, "%d:%d: EXTERNAL file %s of program %s is described by program %s with %s (one file "
             "connector shared by the run unit)",
             (int)json_integer_value(json_array_get(loc, 1)), (int)json_integer_value(json_array_get(loc, 2)),
             rf->name, p->name, root->prog->name, why);
    m->layout_failed = 1; /* unsupported at the FD, not an input error */
    return -1;
  }
  cbl_file_free(rf->f);
  rf->f = root->f;
  rf->ext_root = root;
  /* the record area is the root's buffer (init_areas leaves it as it is) */
  p->area[rf->area] = root->prog->area[root->area];
  rf->area_borrowed = 1;
  return 0;
}

int rt_file_is_alias(const rt_file *rf) { return rf->ext_root && rf->ext_root != rf; }

int rt_file_is_stale(const rt_file *rf) { return rf->ext_root && rf->ext_root->ext_holder != rf; }

/* Hands an EXTERNAL file's connector state to description rf (the one a statement uses now). */
static rt_file *ext_take(rt_file *rf) {
  if (!rf || !rf->ext_root) return rf;
  rt_file *root = rf->ext_root, *h = root->ext_holder;
  if (h == rf) return rf;
  rf->loaded = h->loaded;
  rf->written = h->written;
  rf->last_status = h->last_status;
  rf->nread = h->nread;
  rf->adv_pre = h->adv_pre;
  rf->adv_nl = h->adv_nl;
  rf->nadv = h->nadv;
  rf->has_adv = h->has_adv;
  root->ext_holder = rf;
  return rf;
}

/* I-O-CONTROL's SAME RECORD AREA clauses (Language Reference, "I-O-CONTROL paragraph": the files
 * "share the same storage area for processing the current logical record"; all may be open at
 * once, and the record is that of the file last read or written). The front end keeps the
 * paragraph as its words; each group's files get one record area buffer, as long as the longest.
 * SAME AREA, SAME SORT AREA and SAME SORT-MERGE AREA share only buffers no statement can see
 * (and forbid what would show them), RERUN, APPLY and MULTIPLE FILE TAPE change no result: they
 * are skipped. */
static int same_record_areas(cbl_machine *m, rt_prog *p, char *err, size_t errn) {
  const char *txt = js(json_object_get(p->json, "environment"), "i_o_control");
  if (!txt || !*txt) return 0;
  char *buf = eq_strdup(txt), *save = NULL;
  const char *w[256];
  int nw = 0, rc = 0;
  for (char *t = strtok_r(buf, " ,;", &save); t && nw < 256; t = strtok_r(NULL, " ,;", &save)) w[nw++] = t;
  for (int i = 0; i < nw && rc == 0; i++) {
    if (strcasecmp(w[i], "SAME") || i + 2 >= nw || strcasecmp(w[i + 1], "RECORD") || strcasecmp(w[i + 2], "AREA"))
      continue;
    int j = i + 3;
    if (j < nw && !strcasecmp(w[j], "FOR")) j++;
    rt_file *grp[64];
    int ng = 0;
    size_t need = 0;
    for (; j < nw && strcasecmp(w[j], "SAME") && strcasecmp(w[j], "APPLY") && strcasecmp(w[j], "RERUN") &&
           strcasecmp(w[j], "MULTIPLE");
         j++) {
      rt_file *rf = NULL;
      for (int k = 0; k < p->nfiles; k++)
        if (!strcasecmp(p->files[k].name, w[j])) rf = &p->files[k];
      if (!rf || rf->ext_root || !rf->f || ng >= 64) {
        snprintf(err, errn, "%s: SAME RECORD AREA for %s: %s", p->name, w[j],
                 !rf ? "not a file of the program" : !rf->f ? "a sort file" : rf->ext_root ? "an EXTERNAL file"
                 : "too many files");
        m->layout_failed = 1; /* unsupported, not an input error */
        rc = -1;
        break;
      }
      grp[ng++] = rf;
      if (area_need(p, rf) > need) need = area_need(p, rf);
    }
    if (rc < 0 || ng < 2) continue;
    unsigned char *area = eq_calloc(need + 1, 1);
    for (int k = 0; k < ng; k++) {
      free(p->area[grp[k]->area]);
      p->area[grp[k]->area] = area;
      grp[k]->area_borrowed = k > 0;
    }
    i = j - 1;
  }
  free(buf);
  return rc;
}

int rt_files_setup(cbl_machine *m, rt_prog *p, char *err, size_t errn) {
  const json_t *sels = json_object_get(json_object_get(p->json, "environment"), "files");
  p->nfiles = (int)json_array_size(sels);
  p->files = eq_calloc((size_t)p->nfiles + 1, sizeof *p->files);
  p->use_input = p->use_output = p->use_io = p->use_extend = -1;
  for (int i = 0; i < p->nfiles; i++) {
    rt_file *rf = &p->files[i];
    const json_t *sel = json_array_get(sels, (size_t)i);
    rf->sel = sel;
    rf->id = (int)ji(sel, "id", -1);
    rf->name = js(sel, "name");
    rf->assign = js(sel, "assign") ? js(sel, "assign") : rf->name;
    rf->fd = find_fd(p->json, rf->id);
    rf->use_sect = -1;
    rf->prog = p;
    rf->area = -1;
    for (int a = 0; a < p->lay->nareas; a++)
      if (p->lay->areas[a].kind == CBL_AREA_FILE && p->lay->areas[a].file_id == rf->id) rf->area = a;
    if (rf->fd && js(rf->fd, "kind") && !strcmp(js(rf->fd, "kind"), "sd")) continue; /* sort file */
    if (rf->area < 0 || !rf->fd) {
      snprintf(err, errn, "%s: file %s has no FD record", p->name, rf->name);
      return -1;
    }
    rf->linage = json_object_get(rf->fd, "linage");
    if (rf->linage) {
      /* LINAGE-COUNTER (Language Reference, "LINAGE-COUNTER"): an unsigned binary integer as
       * large as the page body's integer (9 digits when the body is a data-name) */
      const json_t *body = json_object_get(rf->linage, "lines");
      int digits = 9;
      if (js(body, "num")) {
        long v = strtol(js(body, "num"), NULL, 10);
        for (digits = 1; v >= 10; v /= 10) digits++;
      }
      memset(&rf->lc_field, 0, sizeof rf->lc_field);
      rf->lc_field.cat = CBL_CAT_NUMERIC;
      rf->lc_field.usage = CBL_FU_BINARY;
      rf->lc_field.is_numeric_desc = 1;
      rf->lc_field.num = cbl_options_num_desc(&m->opt, CBL_USAGE_BINARY, digits, 0, 0, CBL_SIGN_TRAILING);
      rf->lc_field.size = digits <= 4 ? 2 : 4;
      rf->lc_field.name = "LINAGE-COUNTER";
      rf->lc_field.area = -1;
      rf->lc_field.parent = rf->lc_field.redefines = rf->lc_field.odo = -1;
    }
    /* record lengths: RECORD CONTAINS / VARYING, else the 01 records' sizes */
    size_t mn = (size_t)-1, mx = 0;
    for (int f = 0; f < p->lay->nfields; f++) {
      const cbl_field *F = &p->lay->fields[f];
      if (F->area != rf->area || F->parent >= 0 || F->level != 1) continue;
      if (F->size < mn) mn = F->size;
      if (F->size > mx) mx = F->size;
    }
    const json_t *rec = json_object_get(rf->fd, "record");
    if (rec) {
      /* RECORD CONTAINS n [TO m]; a record description longer than the clause wins (the
       * compiler flags the conflict and uses the record descriptions, as cobc does) */
      size_t rmx = mx == 0 ? 0 : mx;
      size_t cmx = (size_t)(ji(rec, "max", 0) > 0 ? ji(rec, "max", 0) : ji(rec, "min", 0));
      size_t cmn = (size_t)(ji(rec, "min", 0) > 0 ? ji(rec, "min", 0) : (long)cmx);
      if (cmx > 0) {
        int fixed = cmn == cmx;
        mx = cmx > rmx ? cmx : rmx;
        mn = fixed ? mx : cmn;
      }
    }
    if (mx == 0) mn = mx = p->lay->areas[rf->area].size;
    if (mn > mx) mn = mx;
    rf->maxrec = mx;
    rf->minrec = mn;
    rf->depending_ref = json_object_get(rec, "depending_on");
    cbl_file_desc d;
    memset(&d, 0, sizeof d);
    d.name = rf->name;
    const char *org = js(sel, "organization"), *acc = js(sel, "access");
    d.org = !org || !strcmp(org, "sequential") ? CBL_ORG_SEQUENTIAL
            : !strcmp(org, "line_sequential") ? CBL_ORG_LINE_SEQUENTIAL
            : !strcmp(org, "relative") ? CBL_ORG_RELATIVE : CBL_ORG_INDEXED;
    d.access = !acc || !strcmp(acc, "sequential") ? CBL_ACC_SEQUENTIAL
               : !strcmp(acc, "random") ? CBL_ACC_RANDOM : CBL_ACC_DYNAMIC;
    d.min_len = mn;
    d.max_len = mx;
    d.optional = json_is_true(json_object_get(sel, "optional"));
    cbl_file_key keys[16];
    int nk = 0;
    rf->reckey_ref = json_object_get(sel, "record_key");
    if (d.org == CBL_ORG_INDEXED) {
      int kf = field_of_ref(p, rf->reckey_ref);
      if (kf < 0) {
        snprintf(err, errn, "%s: file %s: RECORD KEY is not a field of its record", p->name, rf->name);
        return -1;
      }
      keys[nk].offset = p->lay->fields[kf].offset;
      keys[nk].length = p->lay->fields[kf].size;
      keys[nk++].duplicates = 0;
      size_t k;
      json_t *ak;
      json_array_foreach(json_object_get(sel, "alternate_keys"), k, ak) {
        int af = field_of_ref(p, json_object_get(ak, "key"));
        if (af < 0 || nk >= 16) {
          snprintf(err, errn, "%s: file %s: ALTERNATE KEY not modelled", p->name, rf->name);
          return -1;
        }
        keys[nk].offset = p->lay->fields[af].offset;
        keys[nk].length = p->lay->fields[af].size;
        keys[nk++].duplicates = json_is_true(json_object_get(ak, "duplicates"));
      }
    }
    d.keys = keys;
    d.nkeys = nk;
    rf->relkey_ref = json_object_get(sel, "relative_key");
    if (rf->relkey_ref) {
      int rk = field_of_ref(p, rf->relkey_ref);
      d.relkey_digits = rk >= 0 && p->lay->fields[rk].is_numeric_desc ? (unsigned)p->lay->fields[rk].num.digits : 9;
    }
    const char *why = cbl_file_desc_check(&d);
    if (why) {
      snprintf(err, errn, "%s: file %s: %s", p->name, rf->name, why);
      return -1;
    }
    rf->f = cbl_file_new(&d);
    cbl_file_set_ebcdic(rf->f, cbl_opt_is_ebcdic(&m->opt));
    rf->fs_ref = json_object_get(sel, "file_status");
    rf->fs_field = field_of_ref(p, rf->fs_ref);
    /* a LINAGE file's data set is its print image: text lines (read back as lines) on a line
     * sequential file; a SEQUENTIAL print file holds records with a control character */
    rt_print_setup(p, rf);
    size_t prt_lrecl = 0;
    rf->ds_format = rf->print ? rt_print_format(m, rf, &prt_lrecl)
                    : d.org == CBL_ORG_LINE_SEQUENTIAL || rf->linage ? CBL_DS_LINE
                    : d.org == CBL_ORG_RELATIVE ? CBL_DS_RELATIVE
                    : (mn < mx || rf->depending_ref) ? CBL_DS_VARIABLE : CBL_DS_FIXED;
    rf->dd = dd_of(m, rf->assign);
    rf->path = !rf->dd ? NULL : rf->dd->path ? rf->dd->path : rf->dd->name;
    if (!rf->path) {
      snprintf(err, errn, "no --dd %s=PATH for file %s (ASSIGN TO %s)", rf->assign, rf->name, rf->assign);
      return -1;
    }
    if (rf->print) {
      /* not read: OPEN INPUT/I-O/EXTEND of it goes wrong (do_open) */
      rf->print_present = rf->dd->in_memory ? rf->dd->data != NULL : fs_is_file(rf->path);
    } else if (rf->dd->in_memory) {
      char e[512];
      if (rf->dd->data && cbl_ds_to_file(rf->dd->data, rf->f, e, sizeof e) < 0) {
        snprintf(err, errn, "DD %s: %s", rf->dd->name, e);
        return -1;
      }
    } else if (fs_is_file(rf->path)) {
      cbl_ds_opts o = {(cbl_ds_format)rf->ds_format, mx, cbl_opt_is_ebcdic(&m->opt), 0};
      char e[512];
      int rc = cbl_ds_load_file(rf->path, &o, rf->f, e, sizeof e);
      if (rc == -1) {
        snprintf(err, errn, "--dd %s: %s", rf->assign, e);
        return -1;
      }
      if (rc < 0) {
        snprintf(err, errn, "--dd %s=%s: %s", rf->assign, rf->path, e);
        return -1;
      }
    }
    if (json_is_true(json_object_get(rf->fd, "external")) && ext_attach(m, p, rf, err, errn) < 0) return -1;
  }
  if (same_record_areas(m, p, err, errn) < 0) return -1;
  /* USE AFTER ERROR declaratives */
  for (int s = 0; s < p->nsect; s++) {
    const json_t *use = json_object_get(p->sect[s].json, "use");
    if (!use) continue;
    const char *mode = js(use, "open_mode");
    if (mode) {
      if (!strcmp(mode, "input")) p->use_input = s;
      else if (!strcmp(mode, "output")) p->use_output = s;
      else if (!strcmp(mode, "i-o")) p->use_io = s;
      else p->use_extend = s;
    }
    size_t k;
    json_t *fr;
    json_array_foreach(json_object_get(use, "files"), k, fr)
      for (int i = 0; i < p->nfiles; i++)
        if (p->files[i].id == ji(fr, "item", -1)) p->files[i].use_sect = s;
  }
  return 0;
}

void rt_files_close_all(cbl_machine *m, rt_prog *p, int keep_external) {
  (void)m;
  for (int i = 0; i < p->nfiles; i++) {
    if (keep_external && p->files[i].ext_root) continue;
    if (p->files[i].f && cbl_file_is_open(p->files[i].f)) cbl_file_close(p->files[i].f, 0);
  }
}

/* A line sequential data set written with ADVANCING: each record with its line control. */
static int write_advancing(cbl_machine *m, rt_file *rf, char *err, size_t errn) {
  int ebc = cbl_opt_is_ebcdic(&m->opt);
  unsigned char nlb = ebc ? 0x15 : '\n', sp = ebc ? 0x40 : ' ';
  size_t n = cbl_file_record_count(rf->f), cap = 1024, len = 0;
  unsigned char *out = eq_malloc(cap);
  for (size_t i = 0; i < n; i++) {
    size_t rl;
    unsigned long rn;
    const unsigned char *r = cbl_file_record_at(rf->f, i, &rl, &rn);
    while (rl > 0 && r[rl - 1] == sp) rl--; /* trailing spaces are not written (as GnuCOBOL) */
    const char *pre = i < rf->nadv ? rf->adv_pre[i] : NULL;
    int nl = i < rf->nadv ? rf->adv_nl[i] : 1;
    size_t pl = pre ? strlen(pre) : 0;
    if (len + pl + rl + 2 > cap) {
      cap = (len + pl + rl + 2) * 2;
      out = eq_realloc(out, cap);
    }
    /* the control before the record, then X'01' and the control after it */
    size_t q = 0;
    for (; pre && q < pl && pre[q] != 1; q++) out[len++] = pre[q] == '\n' ? nlb : (unsigned char)pre[q];
    memcpy(out + len, r, rl);
    len += rl;
    for (q++; pre && q < pl; q++) out[len++] = pre[q] == '\n' ? nlb : (unsigned char)pre[q];
    if (nl) out[len++] = nlb;
  }
  /* CLOSE ends a line left open by AFTER ADVANCING (nothing after the last record) */
  if (n > 0 && n - 1 < rf->nadv && !rf->adv_nl[n - 1]) {
    const char *last = rf->adv_pre[n - 1], *x = last ? strchr(last, 1) : NULL;
    if (!x || !x[1]) out[len++] = nlb;
  }
  int rc = fs_write_atomic(rf->path, out, len);
  free(out);
  if (rc != 0) {
    snprintf(err, errn, "--dd %s=%s: cannot write", rf->assign, rf->path);
    return -1;
  }
  return 0;
}

int rt_files_finish(cbl_machine *m, char *err, size_t errn) {
  for (int i = 0; i < m->nprogs; i++) {
    rt_prog *p = m->progs[i];
    for (int k = 0; k < p->nfiles; k++) {
      rt_file *rf = &p->files[k];
      if (!rf->f || !rf->written || !rf->path || rt_file_is_stale(rf)) continue;
      if (rf->print) {
        cbl_run_result *r = m->res;
        r->prints = eq_realloc(r->prints, sizeof *r->prints * (size_t)(r->nprints + 1));
        cbl_run_print *pr = &r->prints[r->nprints++];
        pr->dd = eq_strdup(rf->dd->name);
        pr->machine = rf->print_machine;
        pr->noadv = m->opt.noadv && !rf->linage;
        pr->variable = rt_print_format(m, rf, &pr->lrecl) == CBL_DS_VARIABLE;
      }
      if (rf->dd->in_memory) {
        cbl_run_result *r = m->res;
        r->files = eq_realloc(r->files, sizeof *r->files * (size_t)(r->nfiles + 1));
        r->files[r->nfiles].dd = eq_strdup(rf->dd->name);
        r->files[r->nfiles].data = eq_calloc(1, sizeof(cbl_dataset));
        if (rf->print) {
          /* the records with their control characters: a changed ADVANCING is a changed outcome */
          char e[512];
          if (rt_print_dataset(m, rf, r->files[r->nfiles++].data, e, sizeof e) < 0) {
            snprintf(err, errn, "--dd %s: %s", rf->assign, e);
            return -1;
          }
          continue;
        }
        if (rf->has_adv) {
          /* a line sequential file written with ADVANCING: each record with the line control
           * written before and after it (so a changed ADVANCING is a changed outcome) */
          cbl_dataset *ds = r->files[r->nfiles++].data;
          for (size_t q = 0; q < cbl_file_record_count(rf->f); q++) {
            size_t rl;
            unsigned long rn;
            const unsigned char *rec = cbl_file_record_at(rf->f, q, &rl, &rn);
            const char *pre = q < rf->nadv && rf->adv_pre[q] ? rf->adv_pre[q] : "";
            size_t pl = strlen(pre);
            unsigned char *b = eq_malloc(pl + rl + 1);
            const char *at = strchr(pre, 1);
            size_t before = at ? (size_t)(at - pre) : pl, after = at ? pl - before - 1 : 0;
            memcpy(b, pre, before);
            if (rl) memcpy(b + before, rec, rl);
            memcpy(b + before + rl, at ? at + 1 : "", after);
            for (size_t c = 0; c < before + rl + after; c++)
              if ((c < before || c >= before + rl) && b[c] == '\n' && cbl_opt_is_ebcdic(&m->opt)) b[c] = 0x15;
            cbl_ds_add(ds, b, before + rl + after, rn);
            free(b);
          }
          continue;
        }
        cbl_ds_from_file(rf->f, r->files[r->nfiles++].data);
        continue;
      }
      if (rf->print) {
        cbl_dataset ds = {0};
        size_t lrecl;
        int fmt = rt_print_format(m, rf, &lrecl);
        char e[512];
        int rc = rt_print_dataset(m, rf, &ds, e, sizeof e);
        cbl_ds_opts o = {(cbl_ds_format)fmt, lrecl, cbl_opt_is_ebcdic(&m->opt), 1};
        if (rc == 0) rc = cbl_ds_write_file(rf->path, &o, &ds, e, sizeof e);
        cbl_ds_free(&ds);
        if (rc < 0) {
          snprintf(err, errn, "--dd %s: %s", rf->assign, e);
          return -1;
        }
        continue;
      }
      if (rf->has_adv) {
        if (write_advancing(m, rf, err, errn) < 0) return -1;
        continue;
      }
      cbl_ds_opts o = {(cbl_ds_format)rf->ds_format, rf->maxrec, cbl_opt_is_ebcdic(&m->opt), 0};
      char e[512];
      int rc = cbl_ds_write_file_of(rf->path, &o, rf->f, e, sizeof e);
      if (rc < 0) {
        snprintf(err, errn, "--dd %s: %s", rf->assign, e);
        return -1;
      }
    }
  }
  return 0;
}

sig rt_stmt_sort(cbl_machine *m, const json_t *s, cbl_stmt_kind kind);

/* ---- statements */

static void io_decode(const json_t *st, void *out) {
  rt_io *d = out;
  d->file = cbl_jget(st, "file");
  d->file_id = ji(d->file, "item", -1);
  d->record = cbl_jget(st, "record");
  d->record_id = ji(d->record, "item", -1);
  d->from = cbl_jget(st, "from");
  d->into = cbl_jget(st, "into");
  d->key = cbl_jget(st, "key");
  const char *dir = js(st, "direction");
  d->has_direction = dir != NULL;
  d->previous = dir && !strcmp(dir, "previous");
  d->at_end = cbl_jget(st, "at_end");
  d->not_at_end = cbl_jget(st, "not_at_end");
  d->invalid_key = cbl_jget(st, "invalid_key");
  d->not_invalid_key = cbl_jget(st, "not_invalid_key");
  d->at_end_of_page = cbl_jget(st, "at_end_of_page");
  d->not_at_end_of_page = cbl_jget(st, "not_at_end_of_page");
  const json_t *adv = d->adv = cbl_jget(st, "advancing");
  const char *k = d->adv_kind_name = js(adv, "kind");
  d->adv_ctl = cbl_adv_of(k);
  d->adv_kind = !adv                      ? RT_ADV_NONE
                : !k                      ? RT_ADV_OTHER
                : !strcmp(k, "lines")     ? RT_ADV_LINES
                : !strcmp(k, "page")      ? RT_ADV_PAGE
                : !strcmp(k, "mnemonic")  ? RT_ADV_MNEMONIC
                                          : RT_ADV_OTHER;
  const char *when = js(adv, "when");
  d->adv_before = when && !strcmp(when, "before");
  d->adv_after = when && !strcmp(when, "after");
  d->adv_count = cbl_jget(adv, "count");
  d->adv_name = js(adv, "name");
  /* START KEY (the member "key" is an object with op and operand there) */
  const char *op = js(d->key, "op");
  d->start_rel = !op || !strcmp(op, "=") ? CBL_START_EQ : !strcmp(op, ">") ? CBL_START_GT
                 : !strcmp(op, ">=") ? CBL_START_GE : !strcmp(op, "<") ? CBL_START_LT : CBL_START_LE;
  d->start_key = cbl_jget(d->key, "operand");
}

rt_io *rt_io_of(const json_t *st) { return cbl_jslot_decoded(st, CBL_JSLOT_STMT, sizeof(rt_io), io_decode); }

/* The file whose SELECT has JSON id `id`, this program's or a containing program's (GLOBAL). */
static rt_file *file_of(cbl_machine *m, long id) {
  for (rt_prog *p = m->cur; p; p = p->parent)
    for (int i = 0; i < p->nfiles; i++)
      if (p->files[i].id == id) return ext_take(&p->files[i]);
  return NULL;
}

/* READ … INTO / RETURN … INTO: a MOVE of the record just read (its length, as a group) to the INTO
 * item (IBM LR "READ statement", INTO phrase). Returns -1 when the run halted. */
static int move_into(cbl_machine *m, const rt_io *io, const unsigned char *rec, size_t len) {
  const json_t *into = io->into;
  if (!into) return 0;
  rt_item it;
  if (rt_locate(m, into, &it) < 0) return -1;
  cbl_field g = cbl_field_alnum(len);
  g.cat = CBL_CAT_GROUP;
  cbl_opnd o = cbl_opnd_item(&g, rec, len);
  return rt_move_opnd(m, &o, &it, into) < 0 ? -1 : 0;
}

static int set_status(cbl_machine *m, rt_file *rf, cbl_fstatus s) {
  rf->last_status = s;
  if (rf->fs_field < 0) return 0;
  rt_item it;
  if (rt_locate(m, rf->fs_ref, &it) < 0) return -1;
  unsigned char b[2];
  memcpy(b, cbl_fstatus_text(s), 2);
  cbl_opt_from_latin1(&m->opt, b, 2);
  if (it.f->cat == CBL_CAT_ALPHANUMERIC && it.len == 2) {
    /* the two characters into an alphanumeric item of two: what the MOVE below stores (no
     * padding or truncation, JUSTIFIED or not) */
    memcpy(it.bytes, b, 2);
    return 0;
  }
  cbl_opnd o = cbl_opnd_lit(b, 2);
  return rt_move_opnd(m, &o, &it, rf->fs_ref);
}

/* After an I/O statement (Language Reference, "Common processing facilities", "Sequence of
 * events"): the FILE STATUS item is set; then AT END / INVALID KEY (or their NOT forms) run when
 * written; otherwise an unsuccessful statement runs the applicable USE AFTER ERROR declarative;
 * with neither, a file without FILE STATUS ends the run with an abend (IBM: "the run unit is
 * terminated", Language Environment abend U4038 after message IGZ0xxxS); with FILE STATUS the
 * program continues. */
static sig after_io(cbl_machine *m, const json_t *st, rt_file *rf, cbl_fstatus s, int mode_for_use) {
  const rt_io *io = rt_io_of(st);
  if (s == CBL_FS_REJECTED)
    return rt_wrong(m, "unsupported", st, "%s on file %s (the compiler rejects this)", cbl_file_reason(rf->f),
                    rf->name);
  if (set_status(m, rf, s) < 0) return SIG_HALT;
  const json_t *ph = NULL;
  if (cbl_fstatus_at_end(s)) ph = io->at_end;
  else if (cbl_fstatus_invalid_key(s)) ph = io->invalid_key;
  else if (cbl_fstatus_successful(s)) {
    ph = io->not_at_end;
    if (!ph) ph = io->not_invalid_key;
    return ph ? rt_exec_list(m, ph) : SIG_NORMAL;
  }
  if (ph) return rt_exec_list(m, ph);
  rt_prog *p = m->cur;
  int use = rf->use_sect;
  if (rf->prog != p && (use >= 0 || p->use_input >= 0 || p->use_output >= 0 || p->use_io >= 0 || p->use_extend >= 0 ||
                        rf->prog->use_input >= 0 || rf->prog->use_output >= 0 || rf->prog->use_io >= 0 ||
                        rf->prog->use_extend >= 0))
    /* a GLOBAL file used by a contained program: which declarative applies (USE GLOBAL of the
     * containing program, the contained program's own) is not modelled */
    return rt_wrong(m, "unsupported", st, "USE AFTER ERROR declarative for GLOBAL file %s used in contained program %s",
                    rf->name, p->name);
  if (use < 0) {
    int md = mode_for_use;
    use = md == CBL_OPEN_INPUT ? p->use_input : md == CBL_OPEN_OUTPUT ? p->use_output
          : md == CBL_OPEN_IO ? p->use_io : md == CBL_OPEN_EXTEND ? p->use_extend : -1;
  }
  if (use >= 0) {
    rt_sect *S = &p->sect[use];
    if (S->first > S->last) return SIG_NORMAL;
    const json_t *saved = m->cur_stmt;
    sig r = rt_perform_range(m, S->first, -1, use);
    m->cur_stmt = saved;
    return r;
  }
  if (rf->fs_field >= 0) return SIG_NORMAL;
  return rt_abend(m, 4038, st, "file status %s on %s (%s) with no FILE STATUS, no %s phrase and no USE "
                  "declarative: IBM ends the run unit", cbl_fstatus_text(s), rf->name,
                  cbl_fstatus_meaning(s), cbl_fstatus_at_end(s) ? "AT END" : "INVALID KEY");
}

static int open_mode_of(rt_file *rf) { return rf->loaded ? rf->loaded - 1 : -1; }

/* ---- LINAGE (Language Reference, "LINAGE clause", "WRITE statement": END-OF-PAGE phrase)
 * The logical page is top margin + page body + bottom margin; LINAGE-COUNTER is the line of the
 * page body the device is positioned at: 1 at OPEN, +n for ADVANCING n (no ADVANCING phrase: 1),
 * 1 again when the device moves to the first line of the next page (ADVANCING PAGE, page
 * overflow). The data-names' values are taken at OPEN and for each new page. The print image is
 * written as text lines (docs/cobol-run.md): a line end per line moved over. */

static void lin_set_counter(rt_file *rf, long v) {
  rf->lin_ctr = v;
  cbl_dec d;
  cbl_dec_init(&d);
  cbl_dec_set_si(&d, v, 0);
  cbl_num_encode(&rf->lc_field.num, &d, rf->lc_bytes, NULL, NULL);
  cbl_dec_clear(&d);
}

/* Takes the page's geometry from the clause; -1 (run halted) when a value is outside the rules:
 * the body is at least 1 line, the footing within the body, the margins not negative. */
static int lin_geometry(cbl_machine *m, rt_file *rf, const json_t *st) {
  const json_t *lg = rf->linage;
  long body, foot = 0, top = 0, bot = 0;
  if (rt_int(m, json_object_get(lg, "lines"), &body) < 0) return -1;
  if (json_object_get(lg, "footing") && rt_int(m, json_object_get(lg, "footing"), &foot) < 0) return -1;
  if (json_object_get(lg, "top") && rt_int(m, json_object_get(lg, "top"), &top) < 0) return -1;
  if (json_object_get(lg, "bottom") && rt_int(m, json_object_get(lg, "bottom"), &bot) < 0) return -1;
  cbl_linage g = {body, foot, top, bot};
  if (!cbl_linage_valid(&g, json_object_get(lg, "footing") != NULL)) {
    rt_wrong(m, "undefined_result", st, "LINAGE of %s gives page body %ld, footing %ld, top %ld, bottom %ld",
             rf->name, body, foot, top, bot);
    return -1;
  }
  rf->lin_body = body;
  rf->lin_foot = foot;
  rf->lin_top = top;
  rf->lin_bot = bot;
  return 0;
}

/* Line ends from line lin_ctr of this page to the first body line of the next page (whose
 * geometry is read now); LINAGE-COUNTER becomes 1. -1 when the run halted. */
static long lin_next_page(cbl_machine *m, rt_file *rf, const json_t *st) {
  cbl_linage cur = {rf->lin_body, rf->lin_foot, rf->lin_top, rf->lin_bot};
  if (lin_geometry(m, rf, st) < 0) return -1;
  long n = cbl_linage_next_page(&cur, rf->lin_ctr, rf->lin_top);
  lin_set_counter(rf, 1);
  return n;
}

/* OPEN EXTEND of a print file whose data set is present: its records as they are (the control
 * byte first, the format and length of the file's print records: rt_print_format), kept before
 * the records the run writes; the file becomes present and empty in the file model. -1 after
 * rt_wrong when the data set is not of that format. */
static int print_keep(cbl_machine *m, rt_file *rf, const json_t *at) {
  size_t lrecl;
  int fmt = rt_print_format(m, rf, &lrecl);
  cbl_dataset *ds = eq_calloc(1, sizeof *ds);
  char e[512] = "";
  int rc = 0;
  if (rf->dd->in_memory) {
    for (size_t i = 0; rf->dd->data && i < rf->dd->data->n; i++) {
      const cbl_ds_record *r = &rf->dd->data->recs[i];
      if ((fmt == CBL_DS_FIXED && r->len != lrecl) || r->len < 1 || r->len > lrecl) {
        snprintf(e, sizeof e, "record %zu is %zu bytes, the file's print records %zu", i + 1, r->len, lrecl);
        rc = -1;
        break;
      }
      cbl_ds_add(ds, r->data, r->len, 0);
    }
  } else {
    cbl_ds_opts o = {(cbl_ds_format)fmt, lrecl, cbl_opt_is_ebcdic(&m->opt), 0};
    rc = cbl_ds_read_file(rf->path, &o, ds, e, sizeof e);
  }
  if (rc < 0) {
    cbl_ds_free(ds);
    free(ds);
    return rt_wrong(m, "unsupported", at, "OPEN EXTEND of print file %s: its data set is not of the file's print "
                    "records: %s", rf->name, e), -1;
  }
  rf->print_kept = ds;
  cbl_file_set_present(rf->f, NULL);
  return 0;
}

/* OPEN INPUT under NOADV of a print file whose data set is present or that the run wrote: the
 * control character is the first byte of the record area (Programming Guide, "ADV": under NO "the
 * compiler uses the first character of the specified record area to place the printer control
 * character"), so the data set's records, blank ones included, are what READ gives. The file is
 * loaded with them (kept as print_kept for the data set's end). -1 after rt_wrong. */
static int print_read_back(cbl_machine *m, rt_file *rf, const json_t *at) {
  cbl_dataset *ds = eq_calloc(1, sizeof *ds);
  char e[512];
  if (rf->written && !rf->print_loaded) {
    if (rt_print_dataset(m, rf, ds, e, sizeof e) < 0) {
      cbl_ds_free(ds);
      free(ds);
      return rt_wrong(m, "unsupported", at, "OPEN INPUT of print file %s: %s", rf->name, e), -1;
    }
  } else {
    if (!rf->print_kept && print_keep(m, rf, at) < 0) {
      free(ds);
      return -1;
    }
    for (size_t i = 0; i < rf->print_kept->n; i++)
      cbl_ds_add(ds, rf->print_kept->recs[i].data, rf->print_kept->recs[i].len, 0);
  }
  if (rf->print_kept) cbl_ds_free(rf->print_kept);
  free(rf->print_kept);
  rf->print_kept = ds;
  cbl_file_set_present(rf->f, NULL);
  for (size_t i = 0; i < ds->n; i++) cbl_file_load(rf->f, ds->recs[i].data, ds->recs[i].len, 0);
  rf->print_loaded = 1;
  return 0;
}

static sig do_open(cbl_machine *m, const json_t *st) {
  size_t i;
  json_t *o;
  json_array_foreach(json_object_get(st, "files"), i, o) {
    rt_file *rf = file_of(m, ji(json_object_get(o, "file"), "item", -1));
    if (!rf || !rf->f) return rt_wrong(m, "unsupported", o, "OPEN of a file that is not modelled");
    const char *md = js(o, "mode");
    cbl_open_mode mode = !strcmp(md, "input") ? CBL_OPEN_INPUT : !strcmp(md, "output") ? CBL_OPEN_OUTPUT
                         : !strcmp(md, "i-o") ? CBL_OPEN_IO : CBL_OPEN_EXTEND;
    unsigned fl = (json_is_true(json_object_get(o, "no_rewind")) ? CBL_OPEN_NO_REWIND : 0) |
                  (json_is_true(json_object_get(o, "reversed")) ? CBL_OPEN_REVERSED : 0);
    /* a print data set's records are not read back under ADV (issue 14 item 3, decided from the
     * IBM texts): the ADV option "affects WRITE … ADVANCING statements" and makes "the record
     * length on the physical device … one byte larger than the record description length"
     * (Customization Guide / Programming Guide, "ADV"); for fixed records the FD's length must be
     * the data set's LRECL, a mismatch being file status 39 at OPEN (Programming Guide,
     * "Processing existing files", "Opening QSAM files"). No text says whether OPEN INPUT of such
     * a file checks the longer length, nor whether READ then gives the control byte or the bytes
     * after it: refused at the OPEN rather than guessed. OPEN EXTEND only adds records after the
     * present ones, whatever they hold */
    int noadv = m->opt.noadv && !rf->linage;
    if (rf->print && noadv && (rf->print_present || rf->written) && mode == CBL_OPEN_INPUT) {
      if (print_read_back(m, rf, o) < 0) return SIG_HALT;
    } else if (rf->print && (rf->print_present || rf->written) && (mode == CBL_OPEN_INPUT || mode == CBL_OPEN_IO))
      return rt_wrong(m, "unsupported", o, "OPEN %s of print file %s whose data set %s (records with a "
                      "carriage-control byte are not read back: under ADV no IBM text says what READ puts "
                      "in the record area)", md, rf->name, rf->written ? "this run wrote" : "is present");
    if (rf->print && rf->print_present && !rf->written && mode == CBL_OPEN_EXTEND && !rf->print_kept &&
        print_keep(m, rf, o) < 0)
      return SIG_HALT;
    if (rf->print_kept && mode == CBL_OPEN_OUTPUT) { /* OUTPUT replaces the data set */
      cbl_ds_free(rf->print_kept);
      free(rf->print_kept);
      rf->print_kept = NULL;
      rf->print_loaded = 0;
    }
    if (rf->print_loaded && mode == CBL_OPEN_EXTEND) { /* the records read back stay kept */
      cbl_file_set_present(rf->f, NULL);
      rf->print_loaded = 0;
    }
    cbl_fstatus s = cbl_file_open(rf->f, mode, fl);
    if (cbl_fstatus_successful(s)) {
      if (mode != CBL_OPEN_INPUT) rf->written = 1;
      /* LINAGE: OPEN OUTPUT/EXTEND positions the device at the first line of the first page body
       * (below the top margin); LINAGE-COUNTER is 1 */
      if (rf->linage && (mode == CBL_OPEN_OUTPUT || mode == CBL_OPEN_EXTEND)) {
        if (lin_geometry(m, rf, o) < 0) return SIG_HALT;
        lin_set_counter(rf, 1);
        rf->lin_pend = rf->lin_top;
        rf->has_adv = 1;
      }
    }
    rf->loaded = 1 + (int)mode;
    sig r = after_io(m, st, rf, s, (int)mode);
    if (r != SIG_NORMAL) return r;
  }
  return SIG_NORMAL;
}

static sig do_close(cbl_machine *m, const json_t *st) {
  size_t i;
  json_t *o;
  json_array_foreach(json_object_get(st, "files"), i, o) {
    rt_file *rf = file_of(m, ji(json_object_get(o, "file"), "item", -1));
    if (!rf || !rf->f) return rt_wrong(m, "unsupported", o, "CLOSE of a file that is not modelled");
    unsigned fl = 0;
    if (js(o, "reel")) fl |= !strcmp(js(o, "reel"), "REEL") ? CBL_CLOSE_REEL : CBL_CLOSE_UNIT;
    if (json_is_true(json_object_get(o, "for_removal"))) fl |= CBL_CLOSE_FOR_REMOVAL;
    if (json_is_true(json_object_get(o, "lock"))) fl |= CBL_CLOSE_LOCK;
    if (json_is_true(json_object_get(o, "no_rewind"))) fl |= CBL_CLOSE_NO_REWIND;
    cbl_fstatus s = cbl_file_close(rf->f, fl);
    sig r = after_io(m, st, rf, s, open_mode_of(rf));
    if (r != SIG_NORMAL) return r;
  }
  return SIG_NORMAL;
}

/* The key number of an indexed file whose key field is ref (or starts where ref starts). */
static int key_number(rt_file *rf, const json_t *ref, size_t *keylen) {
  const cbl_file_desc *d = cbl_file_description(rf->f);
  int fi = cbl_layout_index(rf->prog->lay, (int)ji(ref, "item", -1));
  if (fi < 0) return -1;
  const cbl_field *f = &rf->prog->lay->fields[fi];
  for (int k = 0; k < d->nkeys; k++)
    if (d->keys[k].offset == f->offset && f->area == rf->area) {
      *keylen = f->size < d->keys[k].length ? f->size : 0;
      return k;
    }
  return -1;
}

static int relkey_in(cbl_machine *m, rt_file *rf) {
  if (!rf->relkey_ref) return 0;
  long v;
  if (rt_int(m, rf->relkey_ref, &v) < 0) return -1;
  cbl_file_set_relkey(rf->f, v < 0 ? 0 : (unsigned long)v);
  return 0;
}

static int relkey_out(cbl_machine *m, rt_file *rf) {
  if (!rf->relkey_ref) return 0;
  cbl_dec v;
  cbl_dec_init(&v);
  cbl_dec_set_si(&v, (long)cbl_file_relkey(rf->f), 0);
  int se;
  int rc = rt_store_num(m, rf->relkey_ref, &v, 0, 0, 0, &se);
  cbl_dec_clear(&v);
  return rc;
}

static sig do_read(cbl_machine *m, const json_t *st) {
  const rt_io *io = rt_io_of(st);
  rt_file *rf = file_of(m, io->file_id);
  if (!rf || !rf->f) return rt_wrong(m, "unsupported", st, "READ of a file that is not modelled");
  const cbl_file_desc *d = cbl_file_description(rf->f);
  unsigned char *rec = rf->prog->area[rf->area];
  size_t len = 0;
  cbl_fstatus s;
  int random = d->access == CBL_ACC_RANDOM || (d->access == CBL_ACC_DYNAMIC && !io->has_direction &&
                                               (d->org == CBL_ORG_INDEXED || d->org == CBL_ORG_RELATIVE));
  if (d->org == CBL_ORG_SEQUENTIAL || d->org == CBL_ORG_LINE_SEQUENTIAL) random = 0;
  if (random) {
    int key = 0;
    size_t kl = 0;
    if (io->key) key = key_number(rf, io->key, &kl);
    if (key < 0) return rt_wrong(m, "unsupported", st, "READ KEY is not a key of %s", rf->name);
    if (d->org == CBL_ORG_RELATIVE && relkey_in(m, rf) < 0) return SIG_HALT;
    s = cbl_file_read_key(rf->f, key, rec, &len);
  } else if (io->previous) {
    s = cbl_file_read_prev(rf->f, rec, &len);
  } else {
    s = cbl_file_read_next(rf->f, rec, &len);
    if (cbl_fstatus_successful(s) && d->org == CBL_ORG_RELATIVE && relkey_out(m, rf) < 0) return SIG_HALT;
  }
  if (cbl_fstatus_successful(s)) {
    rf->nread++;
    m->last_read = rf;
    if (rf->depending_ref) {
      cbl_dec v;
      cbl_dec_init(&v);
      cbl_dec_set_si(&v, (long)len, 0);
      int se;
      int rc = rt_store_num(m, rf->depending_ref, &v, 0, 0, 0, &se);
      cbl_dec_clear(&v);
      if (rc < 0) return SIG_HALT;
    }
    if (move_into(m, io, rec, len) < 0) return SIG_HALT;
  }
  return after_io(m, st, rf, s, -1);
}

/* The file whose record area holds the record item of recref (a record of this program's files,
 * or of a GLOBAL file of a containing program: Language Reference, "GLOBAL clause"), its field
 * index in that file's program in *fi; NULL when it is no file's record. */
static rt_file *file_of_record(cbl_machine *m, long id, int *fi) {
  for (rt_prog *p = m->cur; p; p = p->parent) {
    int i = p->lay ? cbl_layout_index(p->lay, (int)id) : -1;
    if (i < 0) continue;
    *fi = i;
    for (int k = 0; k < p->nfiles; k++)
      if (p->files[k].area == p->lay->fields[i].area) return ext_take(&p->files[k]);
    return NULL;
  }
  return NULL;
}

/* The record to write: FROM moves into it first; its length is the named record's size (or the
 * RECORD VARYING DEPENDING ON value). */
static int record_for_write(cbl_machine *m, const json_t *st, const rt_io *io, rt_file **prf, size_t *len) {
  const json_t *recref = io->record;
  int fi = -1;
  rt_file *rf = file_of_record(m, io->record_id, &fi);
  if (!rf || !rf->f) {
    rt_wrong(m, "unsupported", st, "record '%s' is not a record of a modelled file", js(recref, "ref"));
    return -1;
  }
  if (io->from && rt_move(m, io->from, recref) < 0) return -1;
  *len = rf->prog->lay->fields[fi].size;
  if (rf->depending_ref) {
    long v;
    if (rt_int(m, rf->depending_ref, &v) < 0) return -1;
    *len = v < 0 ? 0 : (size_t)v;
  }
  *prf = rf;
  return 0;
}

/* The line control of a WRITE on a LINAGE file (the rules are above lin_set_counter): the line
 * ends before the record, X'01', the line ends after it; *eop when the END-OF-PAGE condition
 * holds: the write reached the footing area (LINAGE-COUNTER >= footing) or caused a page
 * overflow (the record goes on the next page: AFTER — positioned there, then printed; BEFORE —
 * printed, then positioned there). ADVANCING PAGE raises neither. NULL when the run halted. */
static char *lin_control(cbl_machine *m, rt_file *rf, const json_t *st, const rt_io *io, int *eop) {
  const json_t *adv = io->adv;
  long n = 1, move;
  int page = adv && io->adv_kind == RT_ADV_PAGE;
  int before = adv && io->adv_before;
  if (adv && !page && rt_int(m, io->adv_count, &n) < 0) return NULL;
  cbl_linage g = {rf->lin_body, rf->lin_foot, rf->lin_top, rf->lin_bot};
  long ctr = rf->lin_ctr;
  if (cbl_linage_advance(&g, &ctr, page, n, eop)) {
    move = lin_next_page(m, rf, st);
  } else {
    move = n;
    lin_set_counter(rf, ctr);
  }
  if (move < 0) return NULL;
  size_t cap = (size_t)(rf->lin_pend + move) + 2;
  char *c = eq_malloc(cap);
  cbl_linage_control(rf->lin_pend, move, before, c, cap);
  rf->lin_pend = 0;
  return c;
}

static sig do_write(cbl_machine *m, const json_t *st, int rewrite) {
  rt_io *io = rt_io_of(st);
  rt_file *rf;
  size_t len;
  if (record_for_write(m, st, io, &rf, &len) < 0) return SIG_HALT;
  const cbl_file_desc *d = cbl_file_description(rf->f);
  const json_t *adv = io->adv;
  rt_adv_kind k = io->adv_kind;
  char pre[130] = "";
  int nl = 1, lin = rf->linage && !rewrite;
  char *prtctl = NULL;
  if ((rf->print && !lin && !rewrite) ||
      (adv && d->org == CBL_ORG_LINE_SEQUENTIAL && !lin && k == RT_ADV_MNEMONIC)) {
    /* a print file (interp_print.c), or a skip to channel 1 by mnemonic-name on a line
     * sequential file (a form feed, as ADVANCING PAGE) */
    prtctl = rt_print_control(m, rf, st, io);
    if (!prtctl) return SIG_HALT;
    nl = 0;
    if (!rf->print) rf->has_adv = 1;
  } else if (adv && lin) {
    long n = 1;
    if (!io->adv_kind_name || k == RT_ADV_MNEMONIC) return rt_wrong(m, "unsupported", st, "WRITE ADVANCING mnemonic-name");
    if (k == RT_ADV_LINES && rt_int(m, io->adv_count, &n) < 0) return SIG_HALT;
    if (n < 0 || n > 99) return rt_wrong(m, "undefined_result", st, "ADVANCING %ld LINES (outside 0-99)", n);
  } else if (adv) {
    /* WRITE ADVANCING on a line sequential file: AFTER n writes n line ends and then the record
     * without its own line end, BEFORE n the record and then n line ends; PAGE is a form feed.
     * ADVANCING 0 LINES advances no line: the record is printed over the current line, so the
     * control is a carriage return (X'0D' in ASCII and EBCDIC) before it (AFTER) or after it
     * (BEFORE), as GnuCOBOL writes it.
     * This is the z/OS UNIX / GnuCOBOL representation; other organizations are not modelled. */
    if (d->org != CBL_ORG_LINE_SEQUENTIAL || rewrite)
      return rt_wrong(m, "unsupported", st, "WRITE ADVANCING on a file that is not line sequential");
    long n = 1;
    if (!io->adv_kind_name || k == RT_ADV_MNEMONIC) return rt_wrong(m, "unsupported", st, "WRITE ADVANCING mnemonic-name");
    if (k == RT_ADV_LINES && rt_int(m, io->adv_count, &n) < 0) return SIG_HALT;
    if (n < 0 || n > 99) return rt_wrong(m, "undefined_result", st, "ADVANCING %ld LINES (outside 0-99)", n);
    char ctl[128];
    if (k == RT_ADV_PAGE) {
      ctl[0] = '\f';
      ctl[1] = 0;
    } else if (n == 0) {
      ctl[0] = '\r';
      ctl[1] = 0;
    } else {
      for (long i = 0; i < n; i++) ctl[i] = '\n';
      ctl[n] = 0;
    }
    nl = 0;
    if (io->adv_after) {
      snprintf(pre, sizeof pre, "%s", ctl);
    } else {
      snprintf(pre, sizeof pre, "%c%s", 1, ctl); /* 0x01 marks "after the record" */
    }
    rf->has_adv = 1;
  }
  if (d->org == CBL_ORG_RELATIVE && (d->access != CBL_ACC_SEQUENTIAL || rewrite) && relkey_in(m, rf) < 0)
    return SIG_HALT;
  unsigned char *rec = rf->prog->area[rf->area];
  cbl_fstatus s = rewrite ? cbl_file_rewrite(rf->f, rec, len) : cbl_file_write(rf->f, rec, len);
  if (prtctl && !cbl_fstatus_successful(s)) {
    free(prtctl);
    prtctl = NULL;
  }
  char *linctl = NULL;
  int eop = 0;
  if (lin && cbl_fstatus_successful(s)) {
    linctl = lin_control(m, rf, st, io, &eop);
    if (!linctl) return SIG_HALT;
    nl = 0;
  }
  if (!rewrite && cbl_fstatus_successful(s) && (d->org == CBL_ORG_LINE_SEQUENTIAL || linctl || prtctl)) {
    size_t idx = cbl_file_record_count(rf->f) - 1;
    if (idx >= rf->nadv) {
      size_t cap = (idx + 1) * 2;
      rf->adv_pre = eq_realloc(rf->adv_pre, cap * sizeof *rf->adv_pre);
      rf->adv_nl = eq_realloc(rf->adv_nl, cap);
      for (size_t q = rf->nadv; q < cap; q++) {
        rf->adv_pre[q] = NULL;
        rf->adv_nl[q] = 1;
      }
      rf->nadv = cap;
    }
    free(rf->adv_pre[idx]);
    rf->adv_pre[idx] = linctl ? linctl : prtctl ? prtctl : pre[0] ? eq_strdup(pre) : NULL;
    rf->adv_nl[idx] = (unsigned char)nl;
  }
  if (!rewrite && cbl_fstatus_successful(s) && d->org == CBL_ORG_RELATIVE && d->access == CBL_ACC_SEQUENTIAL &&
      relkey_out(m, rf) < 0)
    return SIG_HALT;
  sig r = after_io(m, st, rf, s, open_mode_of(rf));
  /* END-OF-PAGE phrase: after the record is written (Language Reference, "WRITE statement") */
  if (r == SIG_NORMAL && lin && cbl_fstatus_successful(s)) {
    const json_t *ph = eop ? io->at_end_of_page : io->not_at_end_of_page;
    if (ph) r = rt_exec_list(m, ph);
  }
  return r;
}

static sig do_delete(cbl_machine *m, const json_t *st) {
  rt_file *rf = file_of(m, rt_io_of(st)->file_id);
  if (!rf || !rf->f) return rt_wrong(m, "unsupported", st, "DELETE of a file that is not modelled");
  const cbl_file_desc *d = cbl_file_description(rf->f);
  if (d->org == CBL_ORG_RELATIVE && d->access != CBL_ACC_SEQUENTIAL && relkey_in(m, rf) < 0) return SIG_HALT;
  cbl_fstatus s = cbl_file_delete(rf->f, rf->prog->area[rf->area]);
  return after_io(m, st, rf, s, open_mode_of(rf));
}

static sig do_start(cbl_machine *m, const json_t *st) {
  const rt_io *io = rt_io_of(st);
  rt_file *rf = file_of(m, io->file_id);
  if (!rf || !rf->f) return rt_wrong(m, "unsupported", st, "START of a file that is not modelled");
  const cbl_file_desc *d = cbl_file_description(rf->f);
  const json_t *key = io->key;
  cbl_start_rel rel = CBL_START_EQ;
  int kn = 0;
  size_t kl = 0;
  if (key) {
    rel = (cbl_start_rel)io->start_rel;
    if (d->org == CBL_ORG_INDEXED) {
      kn = key_number(rf, io->start_key, &kl);
      if (kn < 0) return rt_wrong(m, "unsupported", st, "START KEY is not a key (or its leftmost part) of %s", rf->name);
    }
  }
  if (d->org == CBL_ORG_RELATIVE && relkey_in(m, rf) < 0) return SIG_HALT;
  cbl_fstatus s = cbl_file_start(rf->f, kn, rel, kl, rf->prog->area[rf->area]);
  return after_io(m, st, rf, s, open_mode_of(rf));
}

sig rt_stmt_io(cbl_machine *m, const json_t *s, cbl_stmt_kind kind) {
  switch (kind) {
  case CBL_ST_OPEN: return do_open(m, s);
  case CBL_ST_CLOSE: return do_close(m, s);
  case CBL_ST_READ: return do_read(m, s);
  case CBL_ST_WRITE: return do_write(m, s, 0);
  case CBL_ST_REWRITE: return do_write(m, s, 1);
  case CBL_ST_DELETE: return do_delete(m, s);
  case CBL_ST_START: return do_start(m, s);
  default: return rt_stmt_sort(m, s, kind);
  }
}

/* ---- SORT and MERGE (Language Reference, "SORT statement", "MERGE statement") */

static void sort_add(rt_file *sf, const unsigned char *rec, size_t len) {
  if (sf->nsrec == sf->capsrec) {
    sf->capsrec = sf->capsrec ? sf->capsrec * 2 : 64;
    sf->srec = eq_realloc(sf->srec, sf->capsrec * sizeof *sf->srec);
    sf->slen = eq_realloc(sf->slen, sf->capsrec * sizeof *sf->slen);
  }
  sf->srec[sf->nsrec] = eq_malloc(len + 1);
  memcpy(sf->srec[sf->nsrec], rec, len);
  sf->slen[sf->nsrec++] = len;
}

void rt_sort_free(rt_file *sf) {
  for (size_t i = 0; i < sf->nsrec; i++) free(sf->srec[i]);
  free(sf->srec);
  free(sf->slen);
  sf->srec = NULL;
  sf->slen = NULL;
  sf->nsrec = sf->capsrec = sf->sret = 0;
}

typedef struct sort_key {
  const cbl_field *f;
  int descending;
} sort_key;

/* The order of a SORT or MERGE's nonnumeric keys: the options whose collating sequence applies
 * (the program's, or the COLLATING SEQUENCE phrase's alphabet), and whether that alphabet is
 * STANDARD-1 (7-bit ASCII: a key character outside it has no documented place). */
typedef struct sort_order {
  cbl_options opt;
  int ascii7;
  const unsigned short *w; /* a literal alphabet: each byte's position, or NULL */
} sort_order;

/* The characters of a literal alphabet's entry in the run's encoding (cbl_literal_bytes: a
 * literal, X'..', a figurative constant), or one character of the native set by its ordinal (1 is
 * X'00'). Returns their number (up to cap), or -1. */
static long alpha_chars(cbl_machine *m, const json_t *lit, unsigned char *buf, size_t cap) {
  const char *num = js(lit, "num");
  if (num) {
    long n = strtol(num, NULL, 10);
    if (n < 1 || n > 256) return -1;
    buf[0] = (unsigned char)(n - 1);
    return 1;
  }
  return cbl_literal_bytes(&m->opt, lit, buf, cap, NULL);
}

/* One character of an entry, or -1. */
static int alpha_char(cbl_machine *m, const json_t *lit) {
  unsigned char b[2];
  return alpha_chars(m, lit, b, sizeof b) == 1 ? b[0] : -1;
}

/* The positions of a literal alphabet (Language Reference, "SPECIAL-NAMES paragraph", ALPHABET
 * clause, literal-1): its entries take ascending positions in the order written, each character
 * of a longer literal a position of its own, THRU the characters between its ends in native
 * order (ascending or descending), ALSO the same position as the character before it; the
 * characters not named follow all of them, in native order. A character named twice, or an
 * entry outside that form, makes it -1 with why. */
static int alpha_weights(cbl_machine *m, const json_t *al, unsigned short w[256], char *why, size_t whyn) {
  int set[256] = {0}, pos = 0;
  size_t i, j;
  const json_t *e, *a;
#define ALPHA_PUT(ch, p)                                                                                        \
  do {                                                                                                          \
    if (set[(ch)]) return snprintf(why, whyn, "character X'%02X' named twice", (unsigned)(ch)), -1;            \
    set[(ch)] = 1, w[(ch)] = (unsigned short)(p);                                                              \
  } while (0)
  json_array_foreach(json_object_get(al, "sequence"), i, e) {
    const json_t *from = json_object_get(e, "from"), *thru = json_object_get(e, "thru");
    unsigned char lb[256];
    long ln = alpha_chars(m, from, lb, sizeof lb);
    if (ln > 1 && !thru && !json_array_size(json_object_get(e, "also"))) {
      for (long q = 0; q < ln; q++) ALPHA_PUT(lb[q], pos++);
      continue;
    }
    int c0 = alpha_char(m, from);
    if (c0 < 0) return snprintf(why, whyn, "an entry that is not one character"), -1;
    if (thru) {
      int c1 = alpha_char(m, thru);
      if (c1 < 0) return snprintf(why, whyn, "a THRU end that is not one character"), -1;
      for (int c = c0;; c += c1 >= c0 ? 1 : -1) {
        ALPHA_PUT(c, pos++);
        if (c == c1) break;
      }
    } else {
      ALPHA_PUT(c0, pos);
      json_array_foreach(json_object_get(e, "also"), j, a) {
        int ca = alpha_char(m, a);
        if (ca < 0) return snprintf(why, whyn, "an ALSO entry that is not one character"), -1;
        ALPHA_PUT(ca, pos);
      }
      pos++;
    }
  }
#undef ALPHA_PUT
  for (int c = 0; c < 256; c++)
    if (!set[c]) w[c] = (unsigned short)(pos++);
  return 0;
}

/* Whether n bytes of data hold only characters of 7-bit ASCII. */
static int all_ascii7(const cbl_options *o, const unsigned char *s, size_t n) {
  unsigned char c;
  for (size_t i = 0; i < n; i++) {
    c = s[i];
    cbl_opt_to_latin1(o, &c, 1);
    if (c >= 0x80) return 0;
  }
  return 1;
}

/* Compares two records on the keys in order: numeric keys by value, others in the collating
 * sequence of ko. Invalid numeric key data makes *bad 1, a key character outside STANDARD-1 2. */
static int key_cmp(const sort_order *ko, const sort_key *k, int nk, const unsigned char *a, const unsigned char *b,
                   int *bad) {
  for (int i = 0; i < nk; i++) {
    const cbl_field *f = k[i].f;
    int c;
    if (f->is_numeric_desc) {
      cbl_dec x, y;
      cbl_dec_init(&x);
      cbl_dec_init(&y);
      cbl_codec_status s1 = cbl_num_decode(&f->num, a + f->offset, &x);
      cbl_codec_status s2 = cbl_num_decode(&f->num, b + f->offset, &y);
      if ((s1 != CBL_CODEC_OK && s1 != CBL_CODEC_OVERPIC) || (s2 != CBL_CODEC_OK && s2 != CBL_CODEC_OVERPIC)) *bad = 1;
      c = cbl_dec_cmp(&x, &y);
      cbl_dec_clear(&x);
      cbl_dec_clear(&y);
    } else {
      if (ko->ascii7 && (!all_ascii7(&ko->opt, a + f->offset, f->size) || !all_ascii7(&ko->opt, b + f->offset, f->size)))
        *bad = 2;
      if (ko->w) {
        c = 0;
        for (size_t q = 0; q < f->size && !c; q++)
          c = (int)ko->w[a[f->offset + q]] - (int)ko->w[b[f->offset + q]];
      } else {
        c = cbl_compare_bytes(&ko->opt, a + f->offset, f->size, b + f->offset, f->size);
      }
    }
    if (c) return k[i].descending ? -c : c;
  }
  return 0;
}

/* A stable merge sort of the work file's records (equal keys keep their arrival order: the order
 * of RELEASE, or of the USING files for MERGE). */
static void msort(const sort_order *m, const sort_key *k, int nk, unsigned char **r, size_t *l, size_t n,
                  unsigned char **tr, size_t *tl, int *bad) {
  if (n < 2) return;
  size_t h = n / 2;
  msort(m, k, nk, r, l, h, tr, tl, bad);
  msort(m, k, nk, r + h, l + h, n - h, tr, tl, bad);
  size_t i = 0, j = h, o = 0;
  while (i < h && j < n) {
    if (key_cmp(m, k, nk, r[j], r[i], bad) < 0) {
      tr[o] = r[j];
      tl[o++] = l[j++];
    } else {
      tr[o] = r[i];
      tl[o++] = l[i++];
    }
  }
  while (i < h) {
    tr[o] = r[i];
    tl[o++] = l[i++];
  }
  while (j < n) {
    tr[o] = r[j];
    tl[o++] = l[j++];
  }
  memcpy(r, tr, n * sizeof *r);
  memcpy(l, tl, n * sizeof *l);
}

static sig do_sort(cbl_machine *m, const json_t *st, int merge) {
  rt_file *sf = file_of(m, ji(json_object_get(st, "file"), "item", -1));
  if (!sf || sf->area < 0) return rt_wrong(m, "unsupported", st, "SORT/MERGE file is not an SD");
  if (sf->sorting) return rt_wrong(m, "unsupported", st, "SORT or MERGE while one is active on %s", sf->name);
  /* COLLATING SEQUENCE IS alphabet-name (Language Reference, "SORT statement": the collating
   * sequence of the nonnumeric key comparisons, in place of the program's): NATIVE, EBCDIC and
   * STANDARD-1 (ASCII) alphabets; a literal alphabet or STANDARD-2 is not modelled */
  sort_order ko = {m->opt, 0, NULL};
  unsigned short weights[256];
  const char *csn = js(st, "collating_sequence");
  if (csn) {
    const char *kind = NULL;
    const json_t *alpha = NULL;
    for (rt_prog *p = m->cur; p && !kind; p = p->parent) {
      size_t ai;
      const json_t *a;
      json_array_foreach(json_object_get(json_object_get(json_object_get(p->json, "environment"), "special_names"),
                                         "alphabets"), ai, a)
        if (js(a, "name") && !strcasecmp(js(a, "name"), csn)) {
          kind = js(a, "kind") ? js(a, "kind") : "literal";
          alpha = a;
        }
    }
    if (kind && !strcasecmp(kind, "literal")) {
      char why[120];
      if (alpha_weights(m, alpha, weights, why, sizeof why) < 0)
        return rt_wrong(m, "unsupported", st, "SORT/MERGE COLLATING SEQUENCE %s: %s", csn, why);
      ko.w = weights;
    } else if (kind && !strcasecmp(kind, "NATIVE")) {
      ko.opt.colseq = CBL_COLSEQ_NATIVE;
    } else if (kind && !strcasecmp(kind, "EBCDIC")) {
      ko.opt.colseq = CBL_COLSEQ_EBCDIC;
    } else if (kind && !strcasecmp(kind, "STANDARD-1")) {
      ko.opt.colseq = CBL_COLSEQ_ASCII;
      ko.ascii7 = 1;
    } else {
      return rt_wrong(m, "unsupported", st, "SORT/MERGE COLLATING SEQUENCE %s (alphabet %s)", csn,
                      kind ? kind : "not defined in SPECIAL-NAMES");
    }
  }
  sort_key keys[32];
  int nk = 0;
  size_t i;
  json_t *k;
  json_array_foreach(json_object_get(st, "keys"), i, k) {
    int fi = cbl_layout_index(sf->prog->lay, (int)ji(json_object_get(k, "key"), "item", -1));
    if (fi < 0 || nk >= 32) return rt_wrong(m, "unsupported", k, "SORT key");
    keys[nk].f = &sf->prog->lay->fields[fi];
    keys[nk++].descending = js(k, "order") && !strcmp(js(k, "order"), "descending");
  }
  rt_sort_free(sf);
  size_t sdlen = sf->prog->lay->areas[sf->area].size;
  unsigned char *buf = eq_malloc(65536 + sdlen);
  sig res = SIG_NORMAL;
  json_t *u;
  if (json_object_get(st, "using")) {
    /* USING: every record of each file in turn (the files are opened and closed by SORT) */
    json_array_foreach(json_object_get(st, "using"), i, u) {
      rt_file *in = file_of(m, ji(u, "item", -1));
      if (!in || !in->f) {
        res = rt_wrong(m, "unsupported", u, "SORT USING a file that is not modelled");
        goto out;
      }
      cbl_fstatus s = cbl_file_open(in->f, CBL_OPEN_INPUT, 0);
      if (!cbl_fstatus_successful(s)) {
        res = rt_abend(m, 4038, u, "SORT/MERGE USING %s: OPEN gives status %s", in->name, cbl_fstatus_text(s));
        goto out;
      }
      size_t len, first = sf->nsrec;
      while (cbl_fstatus_successful(s = cbl_file_read_next(in->f, buf, &len))) sort_add(sf, buf, len);
      cbl_file_close(in->f, 0);
      if (!cbl_fstatus_at_end(s)) {
        res = rt_abend(m, 4038, u, "SORT/MERGE USING %s: READ gives status %s", in->name, cbl_fstatus_text(s));
        goto out;
      }
      /* "The MERGE statement combines two or more identically sequenced files (that is, files
       * that have already been sorted according to an identical set of ascending or descending
       * keys)" (Language Reference, "MERGE statement"): what it does with a file out of that
       * order is not said, so such a run goes wrong */
      for (size_t r = first + 1; merge && r < sf->nsrec; r++) {
        int bad = 0;
        if (key_cmp(&ko, keys, nk, sf->srec[r - 1], sf->srec[r], &bad) > 0 && !bad) {
          res = rt_wrong(m, "undefined_result", u, "MERGE USING %s: record %zu is out of the order of the MERGE keys "
                         "(MERGE takes files already sorted on its keys)", in->name, r - first + 1);
          goto out;
        }
      }
    }
  } else if (!merge) {
    const json_t *ip = json_object_get(st, "input_procedure");
    sf->sorting = 1;
    res = rt_perform_procs(m, json_object_get(ip, "proc"), json_object_get(ip, "thru"));
    sf->sorting = 0;
    if (res != SIG_NORMAL) goto out;
  }
  {
    int bad = 0;
    unsigned char **tr = eq_malloc((sf->nsrec + 1) * sizeof *tr);
    size_t *tl = eq_malloc((sf->nsrec + 1) * sizeof *tl);
    msort(&ko, keys, nk, sf->srec, sf->slen, sf->nsrec, tr, tl, &bad);
    free(tr);
    free(tl);
    if (bad == 2) {
      res = rt_wrong(m, "unsupported", st, "a SORT/MERGE key character outside STANDARD-1 (7-bit ASCII), whose "
                     "place in that collating sequence IBM does not document");
      goto out;
    }
    if (bad) {
      res = rt_wrong(m, "undefined_result", st, "invalid numeric data in a SORT/MERGE key");
      goto out;
    }
  }
  if (json_object_get(st, "giving")) {
    json_array_foreach(json_object_get(st, "giving"), i, u) {
      rt_file *outf = file_of(m, ji(u, "item", -1));
      if (!outf || !outf->f) {
        res = rt_wrong(m, "unsupported", u, "SORT GIVING a file that is not modelled");
        goto out;
      }
      /* the sort writes the GIVING file as OPEN OUTPUT and WRITE in its order; for a relative
       * file of random or dynamic access which slots the records take is not documented */
      if (cbl_file_description(outf->f)->org == CBL_ORG_RELATIVE &&
          cbl_file_description(outf->f)->access != CBL_ACC_SEQUENTIAL) {
        res = rt_wrong(m, "unsupported", u, "SORT/MERGE GIVING the relative file %s of ACCESS RANDOM or DYNAMIC",
                       outf->name);
        goto out;
      }
      cbl_fstatus s = cbl_file_open(outf->f, CBL_OPEN_OUTPUT, 0);
      outf->written = 1;
      for (size_t r = 0; cbl_fstatus_successful(s) && r < sf->nsrec; r++) {
        size_t len = sf->slen[r];
        const unsigned char *rec = sf->srec[r];
        if (len != outf->maxrec && cbl_file_description(outf->f)->min_len == outf->maxrec) {
          /* a fixed-length GIVING file receives each record moved to its record area */
          memset(buf, cbl_opt_space(&m->opt), outf->maxrec);
          memcpy(buf, rec, len < outf->maxrec ? len : outf->maxrec);
          rec = buf;
          len = outf->maxrec;
        }
        s = cbl_file_write(outf->f, rec, len);
      }
      if (!cbl_fstatus_successful(s)) {
        res = rt_abend(m, 4038, u, "SORT/MERGE GIVING %s: status %s", outf->name, cbl_fstatus_text(s));
        goto out;
      }
      cbl_file_close(outf->f, 0);
    }
  } else {
    const json_t *op = json_object_get(st, "output_procedure");
    sf->sorting = 2;
    sf->sret = 0;
    res = rt_perform_procs(m, json_object_get(op, "proc"), json_object_get(op, "thru"));
    sf->sorting = 0;
  }
out:
  free(buf);
  rt_sort_free(sf);
  return res;
}

static sig do_release(cbl_machine *m, const json_t *st) {
  const rt_io *io = rt_io_of(st);
  int fi = -1;
  rt_file *sf = file_of_record(m, io->record_id, &fi);
  if (!sf || sf->sorting != 1) return rt_wrong(m, "unsupported", st, "RELEASE outside the INPUT PROCEDURE of a SORT");
  if (io->from && rt_move(m, io->from, io->record) < 0) return SIG_HALT;
  sort_add(sf, sf->prog->area[sf->area], sf->prog->lay->fields[fi].size);
  return SIG_NORMAL;
}

static sig do_return(cbl_machine *m, const json_t *st) {
  const rt_io *io = rt_io_of(st);
  rt_file *sf = file_of(m, io->file_id);
  if (!sf || sf->sorting != 2) return rt_wrong(m, "unsupported", st, "RETURN outside the OUTPUT PROCEDURE of a SORT or MERGE");
  if (sf->sret >= sf->nsrec) {
    const json_t *ph = io->at_end;
    return ph ? rt_exec_list(m, ph) : SIG_NORMAL;
  }
  size_t len = sf->slen[sf->sret];
  unsigned char *rec = sf->prog->area[sf->area];
  memcpy(rec, sf->srec[sf->sret++], len);
  if (move_into(m, io, rec, len) < 0) return SIG_HALT;
  const json_t *ph = io->not_at_end;
  return ph ? rt_exec_list(m, ph) : SIG_NORMAL;
}

sig rt_stmt_sort(cbl_machine *m, const json_t *s, cbl_stmt_kind kind) {
  switch (kind) {
  case CBL_ST_SORT: return do_sort(m, s, 0);
  case CBL_ST_MERGE: return do_sort(m, s, 1);
  case CBL_ST_RELEASE: return do_release(m, s);
  case CBL_ST_RETURN: return do_return(m, s);
  default: return rt_wrong(m, "unsupported", s, "%s statement", cbl_stmt_name(kind));
  }
}
