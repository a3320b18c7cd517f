/* interp_print.c — print files in the interpreter (print.h): which SEQUENTIAL files are print
 * files, the line control of each WRITE on one (ADVANCING n LINES, PAGE, a mnemonic-name of
 * SPECIAL-NAMES, or none = AFTER 1), and the data set of records with their control characters
 * that the run writes for it. LINAGE files take their line control from interp_io.c. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "core/arena.h"
#include "lang/cobol/interp_int.h"
#include "lang/cobol/print.h"

/* The WRITE … ADVANCING statements of a procedure whose record is in area: *any set when one
 * exists, *before when one says BEFORE. */
static void scan_writes(const json_t *j, const cbl_layout *lay, int area, int *any, int *before) {
  if (json_is_array(j)) {
    size_t i;
    json_t *v;
    json_array_foreach(j, i, v) scan_writes(v, lay, area, any, before);
    return;
  }
  if (!json_is_object(j)) return;
  const char *st = js(j, "stmt");
  const json_t *adv = json_object_get(j, "advancing");
  if (st && !strcmp(st, "write") && adv) {
    int fi = cbl_layout_index(lay, (int)ji(json_object_get(j, "record"), "item", -1));
    if (fi >= 0 && lay->fields[fi].area == area) {
      *any = 1;
      if (js(adv, "when") && !strcmp(js(adv, "when"), "before")) *before = 1;
    }
  }
  const char *k;
  json_t *v;
  json_object_foreach((json_t *)j, k, v) if (json_is_array(v) || json_is_object(v)) scan_writes(v, lay, area, any, before);
}

void rt_print_setup(rt_prog *p, rt_file *rf) {
  const char *org = js(rf->sel, "organization");
  rf->print = rf->print_machine = 0;
  if (org && strcmp(org, "sequential")) return; /* line sequential, relative, indexed */
  int any = 0, before = 0;
  scan_writes(json_object_get(p->json, "procedure"), p->lay, rf->area, &any, &before);
  rf->print = any || rf->linage != NULL;
  /* "Using BEFORE ADVANCING or a mix of BEFORE and AFTER will produce machine format control
   * characters ... When a print file is defined as EXTERNAL, machine control characters are
   * always used" (IBM support document swg21240217) */
  rf->print_machine = before || json_is_true(json_object_get(rf->fd, "external"));
}

const char *rt_environment_of(const cbl_machine *m, const char *mn) {
  for (const rt_prog *p = m->cur; p; p = p->parent) {
    const char *env = cbl_environment_name(p->json, mn);
    if (env) return env;
  }
  return NULL;
}

char *rt_print_control(cbl_machine *m, rt_file *rf, const json_t *st, rt_io *io) {
  const char *k = io->adv_kind_name, *name = NULL, *env = NULL; /* k: for messages */
  int before = io->adv_before;
  long c = 1;
  if (io->adv_kind == RT_ADV_MNEMONIC) {
    name = io->adv_name;
    if (io->env_prog != m->cur) { /* a mnemonic-name is its program's (or a containing one's) */
      io->env = name ? rt_environment_of(m, name) : NULL;
      io->env_prog = m->cur;
    }
    env = io->env;
  } else if (k && io->adv_kind != RT_ADV_PAGE && rt_int(m, io->adv_count, &c) < 0) {
    return NULL;
  }
  char ctl[104];
  int n = cbl_print_control(io->adv_ctl, before, c, env, ctl);
  if (n == -1) {
    rt_wrong(m, "unsupported", st, "WRITE ADVANCING %s (environment-name %s)", name ? name : "?", env ? env : "unknown");
    return NULL;
  }
  if (n == -2) {
    rt_wrong(m, "undefined_result", st, "ADVANCING %ld LINES (outside 0-99)", c);
    return NULL;
  }
  if (io->adv_kind == RT_ADV_MNEMONIC && js(rf->sel, "organization") &&
      !strcmp(js(rf->sel, "organization"), "line_sequential") && ctl[before ? 1 : 0] != '\f') {
    rt_wrong(m, "unsupported", st, "WRITE ADVANCING %s on a line sequential file (only a skip to channel 1)", name);
    return NULL;
  }
  return eq_strdup(ctl);
}

static cbl_print_opts opts_of(cbl_machine *m, const rt_file *rf) {
  cbl_print_opts o;
  o.machine = rf->print_machine;
  /* Programming Guide, "ADV": "If the LINAGE clause is specified in a file description (FD), the
   * compiler treats that file as if ADV=YES has been specified" */
  o.noadv = m->opt.noadv && !rf->linage;
  o.ebcdic = cbl_opt_is_ebcdic(&m->opt);
  o.lrecl = rf->maxrec;
  return o;
}

int rt_print_format(cbl_machine *m, const rt_file *rf, size_t *lrecl) {
  cbl_print_opts o = opts_of(m, rf);
  *lrecl = rf->maxrec + (o.noadv ? 0 : 1);
  return rf->minrec < rf->maxrec || rf->depending_ref ? CBL_DS_VARIABLE : CBL_DS_FIXED;
}

int rt_print_dataset(cbl_machine *m, const rt_file *rf, cbl_dataset *ds, char *err, size_t errn) {
  cbl_print_opts o = opts_of(m, rf);
  /* an OPEN EXTEND kept the records present before it (interp_io.c) */
  for (size_t i = 0; rf->print_kept && i < rf->print_kept->n; i++)
    cbl_ds_add(ds, rf->print_kept->recs[i].data, rf->print_kept->recs[i].len, 0);
  size_t n = rf->print_loaded ? 0 : cbl_file_record_count(rf->f); /* read back: the kept records */
  for (size_t i = 0; i < n; i++) {
    size_t len;
    unsigned long rn;
    const unsigned char *r = cbl_file_record_at(rf->f, i, &len, &rn);
    const char *ctl = i < rf->nadv && rf->adv_pre[i] ? rf->adv_pre[i] : "\n";
    char e[300];
    if (cbl_print_records(&o, ctl, r, len, ds, e, sizeof e) < 0) {
      snprintf(err, errn, "file %s, record %zu: %s", rf->name, i + 1, e);
      return -1;
    }
  }
  return 0;
}
