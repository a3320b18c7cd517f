/* interp.c — the COBOL interpreter's core: program instances, the paragraph loop with IBM's
 * PERFORM return slots, PERFORM/GO TO/EXIT/STOP/GOBACK, the statement dispatcher, fuel, outcome. */
#include <stdarg.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "core/arena.h"
#include "lang/cobol/dataset.h"
#include "lang/cobol/interp_int.h"

#ifdef EQUIV_COUNT_JSON
/* jcount.h: the counts, and per source line (open addressing over 1024 lines; a line past that
 * is counted in the totals only) */
_Thread_local unsigned long long cbl_jcount_reads, cbl_jcount_cmps;
static _Thread_local struct jcount_site {
  const char *file;
  int line, cmp;
  unsigned long long n;
} jcount_sites[1024];

void cbl_jcount_at(const char *file, int line, int cmp) {
  if (cmp)
    cbl_jcount_cmps++;
  else
    cbl_jcount_reads++;
  size_t h = ((uintptr_t)file * 31u + (size_t)line) & 1023;
  for (int k = 0; k < 1024; k++, h = (h + 1) & 1023) {
    struct jcount_site *e = &jcount_sites[h];
    if (!e->file) *e = (struct jcount_site){file, line, cmp, 0};
    if (e->file == file && e->line == line) {
      e->n++;
      return;
    }
  }
}

/* the 12 lines counted most, on stderr */
static void jcount_report(long long steps) {
  fprintf(stderr, "json-count: %llu JSON reads, %llu string compares, %lld statements: %.2f reads, "
          "%.2f compares per statement\n", cbl_jcount_reads, cbl_jcount_cmps, steps,
          steps ? (double)cbl_jcount_reads / (double)steps : 0.0, steps ? (double)cbl_jcount_cmps / (double)steps : 0.0);
  for (int k = 0; k < 12; k++) {
    struct jcount_site *best = NULL;
    for (int i = 0; i < 1024; i++)
      if (jcount_sites[i].n && (!best || jcount_sites[i].n > best->n)) best = &jcount_sites[i];
    if (!best) break;
    fprintf(stderr, "json-count:   %10llu %s at %s:%d\n", best->n, best->cmp ? "compares" : "reads", best->file, best->line);
    best->n = 0;
  }
  memset(jcount_sites, 0, sizeof jcount_sites);
}
#endif

/* ---- JSON helpers (through the run's member cache, jcache.h: keys are literals) */

/* (names in parentheses: jcount.h counts each use of js and ji where it is written) */
const char *(js)(const json_t *o, const char *key) {
  json_t *v = (cbl_jget)(o, key);
  return json_is_string(v) ? json_string_value(v) : NULL;
}

long (ji)(const json_t *o, const char *key, long dflt) {
  json_t *v = (cbl_jget)(o, key);
  if (json_is_integer(v)) return (long)json_integer_value(v);
  if (json_is_string(v)) return strtol(json_string_value(v), NULL, 10);
  return dflt;
}

/* ---- locations and ending the run */

const char *rt_loc(cbl_machine *m, const json_t *node) {
  char *b = m->loc_bufs[m->loc_k = (m->loc_k + 1) & 3];
  const json_t *loc = node ? cbl_jget(node, "loc") : NULL;
  if (!json_is_array(loc) && m->cur_stmt) loc = cbl_jget(m->cur_stmt, "loc");
  if (!json_is_array(loc) || json_array_size(loc) < 3) {
    snprintf(b, sizeof m->loc_bufs[0], "?");
    return b;
  }
  int fi = (int)json_integer_value(json_array_get(loc, 0));
  const char *path = "?";
  if (m->cur && m->cur->srcfiles) {
    const json_t *f = json_array_get(m->cur->srcfiles, (size_t)fi);
    if (js(f, "path")) path = js(f, "path");
  }
  snprintf(b, sizeof m->loc_bufs[0], "%s:%lld:%lld", path,
           (long long)json_integer_value(json_array_get(loc, 1)),
           (long long)json_integer_value(json_array_get(loc, 2)));
  return b;
}

/* The first alphanumeric literal of a program (JSON subtree j) with a character the run's code
 * page lacks, or NULL; why says which. Its nearest "loc" is *loc. Checked before the run: such
 * a literal has no bytes (IBM's compiler reads the source in that code page, where it cannot
 * be written), and the run should not start to stop at it later. */
static const json_t *unmappable_literal(const cbl_options *o, const json_t *j, const json_t **loc,
                                        char *why, size_t cap) {
  if (json_is_object(j)) {
    const json_t *l = cbl_jget(j, "loc");
    if (json_is_array(l)) *loc = l;
    if (json_is_string(cbl_jget(j, "str")) && cbl_literal_unmappable(o, j, why, cap)) return j;
    const char *k;
    json_t *v;
    json_object_foreach((json_t *)j, k, v) {
      const json_t *keep = *loc;
      const json_t *r = unmappable_literal(o, v, loc, why, cap);
      if (r) return r;
      *loc = keep;
    }
  } else if (json_is_array(j)) {
    size_t i;
    json_t *v;
    json_array_foreach(j, i, v) {
      const json_t *r = unmappable_literal(o, v, loc, why, cap);
      if (r) return r;
    }
  }
  return NULL;
}

/* Ends the run with `status`; the reason is formatted from fmt/ap, the place is node's. */
static void halt(cbl_machine *m, cbl_run_status status, const json_t *node, const char *fmt, va_list ap) {
  char buf[1024];
  vsnprintf(buf, sizeof buf, fmt, ap);
  m->halted = 1;
  m->res->status = status;
  m->res->reason = eq_strdup(buf);
  m->res->loc = eq_strdup(rt_loc(m, node));
}

sig rt_wrong(cbl_machine *m, const char *kind, const json_t *node, const char *fmt, ...) {
  if (m->halted) return SIG_HALT;
  va_list ap;
  va_start(ap, fmt);
  halt(m, CBL_RUN_WENT_WRONG, node, fmt, ap);
  va_end(ap);
  m->res->wrong_kind = eq_strdup(kind);
  return SIG_HALT;
}

sig rt_abend(cbl_machine *m, long code, const json_t *node, const char *fmt, ...) {
  if (m->halted) return SIG_HALT;
  va_list ap;
  va_start(ap, fmt);
  halt(m, CBL_RUN_ABENDED, node, fmt, ap);
  va_end(ap);
  m->res->abend_code = code;
  return SIG_HALT;
}

/* ---- DISPLAY output: one line per DISPLAY without NO ADVANCING */

void rt_display_bytes(cbl_machine *m, const unsigned char *b, size_t n) {
  if (m->linelen + n + 1 > m->linecap) {
    m->linecap = (m->linelen + n + 1) * 2;
    m->linebuf = eq_realloc(m->linebuf, m->linecap);
  }
  memcpy(m->linebuf + m->linelen, b, n);
  m->linelen += n;
  m->line_open = 1;
}

void rt_display_end(cbl_machine *m) {
  cbl_run_result *r = m->res;
  if ((r->ndisplay & (r->ndisplay - 1)) == 0) {
    size_t cap = r->ndisplay ? (size_t)r->ndisplay * 2 : 16;
    r->display = eq_realloc(r->display, cap * sizeof *r->display);
    r->display_len = eq_realloc(r->display_len, cap * sizeof *r->display_len);
  }
  char *line = eq_malloc(m->linelen + 1);
  if (m->linelen) memcpy(line, m->linebuf, m->linelen);
  line[m->linelen] = 0;
  r->display[r->ndisplay] = line;
  r->display_len[r->ndisplay++] = m->linelen;
  m->linelen = 0;
  m->line_open = 0;
}

/* ---- procedure tables */

/* The GO TO statement (without DEPENDING ON) that is paragraph para's only sentence, or NULL: the
 * only paragraphs an ALTER may name (Language Reference, "ALTER statement"). Found once here, as
 * the procedure tables are built: a GO TO asks for it on each execution once an ALTER ran. */
static const json_t *find_alter_goto(const json_t *para) {
  const json_t *sents = json_object_get(para, "sentences");
  if (json_array_size(sents) != 1 || json_array_size(json_array_get(sents, 0)) != 1) return NULL;
  const json_t *g = json_array_get(json_array_get(sents, 0), 0);
  if (cbl_lower_kind(g) != CBL_ST_GO_TO || json_object_get(g, "depending_on")) return NULL;
  return g;
}

static void add_sections(rt_prog *p, const json_t *sections, int declarative) {
  size_t i, j;
  json_t *s, *pa;
  json_array_foreach(sections, i, s) {
    rt_sect *S = &p->sect[p->nsect];
    S->json = s;
    S->declarative = declarative;
    /* Language Reference, "Section header": 0 when omitted; declarative sections have none */
    const char *pr = js(s, "priority");
    S->priority = pr && !declarative ? atoi(pr) : 0;
    S->first = p->npara;
    int sid = (int)ji(s, "id", -1);
    if (sid >= 0 && sid <= p->max_proc_id) {
      p->proc_kind[sid] = 2;
      p->proc_index[sid] = p->nsect;
    }
    json_array_foreach(json_object_get(s, "paragraphs"), j, pa) {
      rt_para *P = &p->para[p->npara];
      P->json = pa;
      P->sect = p->nsect;
      P->sents = json_object_get(pa, "sentences");
      P->nsent = json_array_size(P->sents);
      P->alter_go = find_alter_goto(pa);
      int pid = (int)ji(pa, "id", -1);
      if (pid >= 0 && pid <= p->max_proc_id) {
        p->proc_kind[pid] = 1;
        p->proc_index[pid] = p->npara;
      }
      p->npara++;
    }
    S->last = p->npara - 1;
    p->nsect++;
  }
}

static void max_ids(const json_t *sections, int *maxid, int *npara, int *nsect) {
  size_t i, j;
  json_t *s, *pa;
  json_array_foreach(sections, i, s) {
    (*nsect)++;
    if (ji(s, "id", -1) > *maxid) *maxid = (int)ji(s, "id", -1);
    json_array_foreach(json_object_get(s, "paragraphs"), j, pa) {
      (*npara)++;
      if (ji(pa, "id", -1) > *maxid) *maxid = (int)ji(pa, "id", -1);
    }
  }
}

static void build_procs(rt_prog *p) {
  const json_t *proc = json_object_get(p->json, "procedure");
  const json_t *decl = json_object_get(proc, "declaratives");
  const json_t *secs = json_object_get(proc, "sections");
  int maxid = 0, np = 0, ns = 0;
  max_ids(decl, &maxid, &np, &ns);
  max_ids(secs, &maxid, &np, &ns);
  p->max_proc_id = maxid;
  p->proc_kind = eq_calloc((size_t)maxid + 1, sizeof(int));
  p->proc_index = eq_calloc((size_t)maxid + 1, sizeof(int));
  p->para = eq_calloc((size_t)np + 1, sizeof(rt_para));
  p->sect = eq_calloc((size_t)ns + 1, sizeof(rt_sect));
  p->para_slot = eq_calloc((size_t)np + 1, sizeof(int));
  p->sect_slot = eq_calloc((size_t)ns + 1, sizeof(int));
  add_sections(p, decl, 1);
  add_sections(p, secs, 0);
  /* the paragraphs' sentences listed once: running a paragraph reads no JSON */
  size_t nall = 0;
  for (int i = 0; i < p->npara; i++) nall += p->para[i].nsent;
  p->sent_all = eq_calloc(nall + 1, sizeof *p->sent_all);
  for (int i = 0, k = 0; i < p->npara; i++) {
    p->para[i].sent = p->sent_all + k;
    for (size_t j = 0; j < p->para[i].nsent; j++) p->sent_all[k++] = json_array_get(p->para[i].sents, j);
  }
}

int rt_proc_first(cbl_machine *m, const json_t *pref, int *first) {
  rt_prog *p = m->cur;
  long id = ji(pref, "target", -1);
  if (id < 0 || id > p->max_proc_id || !p->proc_kind[id]) {
    rt_wrong(m, "unsupported", pref, "procedure reference '%s' is not resolved",
             js(pref, "proc") ? js(pref, "proc") : "?");
    return -1;
  }
  if (p->proc_kind[id] == 1) {
    *first = p->proc_index[id];
  } else {
    rt_sect *s = &p->sect[p->proc_index[id]];
    if (s->first > s->last) {
      rt_wrong(m, "unsupported", pref, "PERFORM or GO TO of the empty section '%s'", js(pref, "proc"));
      return -1;
    }
    *first = s->first;
  }
  return 0;
}

/* ---- the paragraph loop */

/* Live PERFORM activations (m->act_stack, innermost last): a return slot whose activation is not
 * live belongs to a PERFORM that control left by GO TO (IBM leaves such a slot set; reaching it is
 * undefined). */
static int act_live(const cbl_machine *m, int a) {
  for (int i = m->act_depth - 1; i >= 0; i--)
    if (m->act_stack[i] == a) return 1;
  return 0;
}

/* The priority-number of section sect (why kept: control entering a paragraph asks for it, and
 * reading it from the JSON was ~1% of a posting run). */
static int sect_priority(const rt_prog *p, int sect) { return p->sect[sect].priority; }

/* Control enters paragraph pi (falling into it, GO TO, PERFORM, an input or output procedure, or
 * a PERFORM returning to it). "Altered GO TO statements in independent segments are returned to
 * their initial state when control is transferred to the independent segment that contains the
 * ALTERED GO TO from another independent segment with a different priority-number" (Language
 * Reference, "ALTER statement", segmentation considerations): independent segments are those of
 * priority 50 through 99; entering one from a fixed segment keeps its state. This is the reading
 * of Enterprise COBOL 6 chosen over "Procedure division structure"'s broader sentence (why:
 * tests/cobol/ibm-vs-gnucobol.md, S1). */
static void seg_enter(rt_prog *p, int pi) {
  int seg = sect_priority(p, p->para[pi].sect);
  if (seg >= 50 && p->seg_now >= 50 && seg != p->seg_now && p->alter_to)
    for (int j = 0; j < p->npara; j++)
      if (p->alter_to[j] && sect_priority(p, p->para[j].sect) == seg) p->alter_to[j] = NULL;
  p->seg_now = seg;
  p->seg_para = pi;
}

static sig exec_para(cbl_machine *m, int pi) {
  const rt_para *P = &m->cur->para[pi];
  for (size_t i = 0; i < P->nsent; i++) {
    sig s = rt_exec_list(m, P->sent[i]);
    if (s == SIG_NEXT_SENTENCE) continue;
    if (s != SIG_NORMAL) return s;
  }
  return SIG_NORMAL;
}

/* Runs paragraphs from pi on as activation act (0 = the program's own entry) until control
 * reaches a return slot of act, or leaves the program. IBM Enterprise COBOL: the end of each
 * paragraph and of each section is a point where control returns to a PERFORM that named it as
 * the last procedure of its range; without such an active PERFORM, control falls through. */
static sig run_from(cbl_machine *m, int pi, int act) {
  rt_prog *p = m->cur;
  for (;;) {
    if (pi >= p->npara) return SIG_GOBACK; /* end of the procedure division: implicit GOBACK */
    seg_enter(p, pi);
    sig s = exec_para(m, pi);
    switch (s) {
    case SIG_NORMAL:
    case SIG_EXIT_PARA:
      break;
    case SIG_EXIT_SECT:
      pi = p->sect[p->para[pi].sect].last;
      break;
    case SIG_GOTO:
      pi = m->jump_para;
      continue;
    case SIG_RETURN_TO:
      if (m->ret_act == act) return SIG_NORMAL;
      return s;
    case SIG_NEXT_SENTENCE:
      break;
    case SIG_EXIT_PERF:
    case SIG_EXIT_CYCLE:
      return rt_wrong(m, "unsupported", NULL, "EXIT PERFORM outside an inline PERFORM");
    default:
      return s;
    }
    /* the end of paragraph pi */
    int a = p->para_slot[pi];
    int sect = p->para[pi].sect;
    if (!a && p->sect[sect].last == pi) a = p->sect_slot[sect];
    if (a) {
      if (a == act) return SIG_NORMAL;
      if (!act_live(m, a))
        return rt_wrong(m, "undefined_result", p->para[pi].json,
                        "control reached the end of a PERFORM range whose PERFORM was left by GO TO "
                        "(IBM leaves its return point set: the result is undefined)");
      m->ret_act = a;
      return SIG_RETURN_TO;
    }
    /* falling from the last declarative section into the main sections ends a declarative */
    pi++;
  }
}

sig rt_perform_range(cbl_machine *m, int first, int last_para, int last_sect) {
  rt_prog *p = m->cur;
  /* IBM sets no limit on nested PERFORMs: here the run's stack bounds them (and fuel) */
  uintptr_t here = (uintptr_t)__builtin_frame_address(0);
  if (m->stack_top > here && m->stack_top - here > m->stack_budget)
    return rt_wrong(m, "out_of_fuel", NULL, "PERFORM nesting %d deep used the interpreter's stack (%zu MiB)",
                    m->act_depth, m->stack_budget >> 20);
  if (m->act_depth >= m->act_cap) {
    m->act_cap = m->act_cap ? m->act_cap * 2 : 256;
    m->act_stack = eq_realloc(m->act_stack, sizeof *m->act_stack * (size_t)m->act_cap);
  }
  int act = ++m->next_act;
  int *slot = last_sect >= 0 ? &p->sect_slot[last_sect] : &p->para_slot[last_para];
  int saved = *slot;
  *slot = act;
  m->act_stack[m->act_depth++] = act;
  int back = p->seg_para;
  sig s = run_from(m, first, act);
  m->act_depth--;
  if (s == SIG_NORMAL && back >= 0) seg_enter(p, back); /* control returns to the PERFORM */
  /* A range left through another PERFORM's return point keeps its slot set, as on IBM. */
  if (s != SIG_RETURN_TO) *slot = saved;
  return s;
}

/* ---- PERFORM */

typedef struct perf_body {
  const json_t *stmt;
  int first, last_para, last_sect; /* out-of-line range; first < 0 for inline */
  const json_t *stmts;
} perf_body;

/* One execution of the body. Inline: EXIT PERFORM gives SIG_EXIT_PERF (the loop ends),
 * EXIT PERFORM CYCLE ends this iteration. */
static sig body_once(cbl_machine *m, perf_body *b) {
  if (b->first >= 0) return rt_perform_range(m, b->first, b->last_para, b->last_sect);
  sig s = rt_exec_list(m, b->stmts);
  if (s == SIG_EXIT_CYCLE) return SIG_NORMAL;
  return s;
}

static int count_fuel(cbl_machine *m) {
  if (++m->steps > m->fuel) {
    /* say how to go on: a batch job longer than the default is no error of the program */
    rt_wrong(m, "out_of_fuel", NULL, "fuel of %lld statements exhausted%s", m->fuel,
             m->ro->fuel_flag ? " (a longer run needs a larger --fuel N)" : "");
    return -1;
  }
  return 0;
}

/* One level of PERFORM VARYING/AFTER, decoded with its PERFORM: the identifier, FROM, BY, UNTIL. */
typedef struct vary_lvl {
  const json_t *var, *from, *by, *until;
} vary_lvl;

/* Sets the identifiers of levels k … of a PERFORM VARYING/AFTER to their FROM values, in order. */
static int vary_set_from(cbl_machine *m, const vary_lvl *lv, size_t n, size_t k) {
  for (; k < n; k++)
    if (rt_move(m, lv[k].from, lv[k].var) < 0) return -1;
  return 0;
}

/* PERFORM VARYING/AFTER level k (Language Reference, "Varying two identifiers", "Varying three
 * identifiers"): every identifier is set to its FROM value first (vary_set_from); then, while
 * UNTIL is false (tested before or after per TEST), the inner levels (or the body) run, the
 * identifier is augmented BY and the identifiers of the inner levels are set to the current
 * values of their FROM ("identifier-2 is augmented by identifier-4, identifier-5 is set to the
 * current value of identifier-6"; the innermost "goes through the complete cycle each time" the
 * one outside it is augmented), so at the end each AFTER identifier holds its FROM value. */
static sig vary(cbl_machine *m, perf_body *b, const vary_lvl *lv, size_t n, size_t k, int test_after) {
  const json_t *var = lv[k].var;
  for (;;) {
    if (count_fuel(m) < 0) return SIG_HALT;
    if (!test_after) {
      int c = rt_cond(m, lv[k].until);
      if (c < 0) return SIG_HALT;
      if (c) return SIG_NORMAL;
    }
    sig s = k + 1 < n ? vary(m, b, lv, n, k + 1, test_after) : body_once(m, b);
    if (s == SIG_EXIT_PERF) return s;
    if (s != SIG_NORMAL) return s;
    if (test_after) {
      int c = rt_cond(m, lv[k].until);
      if (c < 0) return SIG_HALT;
      if (c) return SIG_NORMAL;
    }
    /* augment: var = var + by */
    cbl_dec a, byv;
    cbl_dec_init(&a);
    cbl_dec_init(&byv);
    int rc = rt_eval(m, var, &a, 0);
    if (rc == 0) rc = rt_eval(m, lv[k].by, &byv, 0);
    if (rc == 0) {
      cbl_dec_add(&a, &a, &byv);
      int se = 0;
      rc = rt_store_num(m, var, &a, 0, 0, 0, &se);
    }
    cbl_dec_clear(&a);
    cbl_dec_clear(&byv);
    if (rc < 0 || vary_set_from(m, lv, n, k + 1) < 0) return SIG_HALT;
  }
}

/* A PERFORM decoded: its range resolved (in program prog: procedure ids are a program's) or its
 * inline statements, and its loop. Kept in the statement node's jcache slot once decoded without
 * going wrong (a function of the node and the program). */
typedef enum { PERF_ONCE, PERF_TIMES, PERF_UNTIL, PERF_VARYING, PERF_OTHER } perf_kind;
typedef struct perf_dec {
  const rt_prog *prog;
  int first, last_para, last_sect;
  const json_t *stmts, *loop;
  perf_kind kind;
  const char *kind_name;
  int after;            /* WITH TEST AFTER */
  const json_t *count, *until;
  size_t nvary;         /* VARYING and its AFTER levels */
  vary_lvl *vary;
} perf_dec;

/* Returns 0, or -1 after rt_wrong (a procedure reference that is not resolved). */
static int perf_decode(cbl_machine *m, const json_t *st, perf_dec *d) {
  d->prog = m->cur;
  d->first = d->last_para = d->last_sect = -1;
  d->stmts = NULL;
  const json_t *proc = cbl_jget(st, "procedure");
  if (proc) {
    rt_prog *p = m->cur;
    if (rt_proc_first(m, proc, &d->first) < 0) return -1;
    const json_t *last = cbl_jget(st, "thru");
    if (!last) last = proc;
    long id = ji(last, "target", -1);
    int lf;
    if (rt_proc_first(m, last, &lf) < 0) return -1;
    if (p->proc_kind[id] == 2)
      d->last_sect = p->proc_index[id];
    else
      d->last_para = p->proc_index[id];
  } else {
    d->stmts = cbl_jget(st, "statements");
  }
  d->loop = cbl_jget(st, "loop");
  const char *kind = js(d->loop, "kind");
  d->kind_name = kind;
  d->kind = !kind || !strcmp(kind, "once") ? PERF_ONCE
            : !strcmp(kind, "times")       ? PERF_TIMES
            : !strcmp(kind, "until")       ? PERF_UNTIL
            : !strcmp(kind, "varying")     ? PERF_VARYING
                                           : PERF_OTHER;
  d->after = js(d->loop, "test") && !strcmp(js(d->loop, "test"), "after");
  d->count = cbl_jget(d->loop, "count");
  d->until = cbl_jget(d->loop, "until");
  const json_t *varying = cbl_jget(d->loop, "varying");
  d->nvary = json_array_size(varying);
  d->vary = cbl_jslot_alloc((d->nvary ? d->nvary : 1) * sizeof *d->vary);
  for (size_t k = 0; k < d->nvary; k++) {
    const json_t *v = json_array_get(varying, k);
    d->vary[k] = (vary_lvl){cbl_jget(v, "var"), cbl_jget(v, "from"), cbl_jget(v, "by"), cbl_jget(v, "until")};
  }
  return 0;
}

/* The decoded PERFORM: from its slot when decoded for this program, else into *tmp; NULL after
 * rt_wrong. */
static const perf_dec *perf_of(cbl_machine *m, const json_t *st, perf_dec *tmp) {
  void **slot = cbl_jslot(st, CBL_JSLOT_STMT);
  if (slot && *slot && ((const perf_dec *)*slot)->prog == m->cur) return *slot;
  if (perf_decode(m, st, tmp) < 0) return NULL;
  if (slot && !*slot) {
    perf_dec *d = cbl_jslot_alloc(sizeof *d);
    *d = *tmp;
    *slot = d;
    return d;
  }
  return tmp;
}

static sig do_perform(cbl_machine *m, const json_t *st) {
  perf_dec tmp;
  const perf_dec *d = perf_of(m, st, &tmp);
  if (!d) return SIG_HALT;
  perf_body b = {st, d->first, d->last_para, d->last_sect, d->stmts};
  const json_t *loop = d->loop;
  const char *kind = d->kind_name;
  sig s = SIG_NORMAL;
  if (d->kind == PERF_ONCE) {
    s = body_once(m, &b);
  } else if (d->kind == PERF_TIMES) {
    long n;
    if (rt_int(m, d->count, &n) < 0) return SIG_HALT;
    for (long i = 0; i < n; i++) {
      if (count_fuel(m) < 0) return SIG_HALT;
      s = body_once(m, &b);
      if (s != SIG_NORMAL) break;
    }
  } else if (d->kind == PERF_UNTIL) {
    int after = d->after;
    const json_t *c = d->until;
    for (;;) {
      if (count_fuel(m) < 0) return SIG_HALT;
      if (!after) {
        int t = rt_cond(m, c);
        if (t < 0) return SIG_HALT;
        if (t) break;
      }
      s = body_once(m, &b);
      if (s != SIG_NORMAL) break;
      if (after) {
        int t = rt_cond(m, c);
        if (t < 0) return SIG_HALT;
        if (t) break;
      }
    }
  } else if (d->kind == PERF_VARYING) {
    (void)loop;
    s = vary_set_from(m, d->vary, d->nvary, 0) < 0 ? SIG_HALT : vary(m, &b, d->vary, d->nvary, 0, d->after);
  } else {
    return rt_wrong(m, "unsupported", st, "PERFORM loop kind '%s'", kind);
  }
  if (s == SIG_EXIT_PERF) s = SIG_NORMAL;
  return s;
}

sig rt_perform_procs(cbl_machine *m, const json_t *proc, const json_t *thru) {
  rt_prog *p = m->cur;
  int first, lf;
  if (rt_proc_first(m, proc, &first) < 0) return SIG_HALT;
  const json_t *last = thru ? thru : proc;
  if (rt_proc_first(m, last, &lf) < 0) return SIG_HALT;
  long id = ji(last, "target", -1);
  if (p->proc_kind[id] == 2) return rt_perform_range(m, first, -1, p->proc_index[id]);
  return rt_perform_range(m, first, p->proc_index[id], -1);
}

/* ---- GO TO, ALTER, EXIT, STOP */

/* The GO TO statement (without DEPENDING ON) that is paragraph i's only sentence, or NULL: the only
 * paragraphs an ALTER may name (Language Reference, "ALTER statement"). */
static const json_t *alter_goto(rt_prog *p, int i) { return p->para[i].alter_go; }

/* ALTER p1 TO [PROCEED TO] p2: the GO TO of paragraph p1 transfers control to p2 from now on, until
 * the program is in its initial state again (first entry, after CANCEL, each entry of an INITIAL
 * program: Language Reference, "ALTER statement"). */
static sig do_alter(cbl_machine *m, const json_t *st) {
  rt_prog *p = m->cur;
  size_t i;
  const json_t *a;
  json_array_foreach(json_object_get(st, "alterations"), i, a) {
    const json_t *from = json_object_get(a, "paragraph"), *to = json_object_get(a, "to");
    long id = ji(from, "target", -1);
    int first;
    if (rt_proc_first(m, from, &first) < 0 || rt_proc_first(m, to, &first) < 0) return SIG_HALT;
    if (p->proc_kind[id] != 1 || !alter_goto(p, p->proc_index[id]))
      return rt_wrong(m, "unsupported", from, "ALTER of '%s', which is not a paragraph of one GO TO sentence",
                      js(from, "proc") ? js(from, "proc") : "?");
    /* "A GO TO statement that is coded in an independent segment must not be referenced by an
     * ALTER statement in a segment with a different priority-number" (Language Reference,
     * "ALTER statement"): Enterprise COBOL rejects the program */
    int gseg = sect_priority(p, p->para[p->proc_index[id]].sect);
    if (gseg >= 50 && gseg != p->seg_now)
      return rt_wrong(m, "unsupported", from, "ALTER of '%s' (independent segment %d) from segment %d, "
                      "which Enterprise COBOL rejects", js(from, "proc") ? js(from, "proc") : "?", gseg, p->seg_now);
    if (!p->alter_to) p->alter_to = eq_calloc((size_t)p->npara + 1, sizeof *p->alter_to);
    p->alter_to[p->proc_index[id]] = to;
  }
  return SIG_NORMAL;
}

/* A GO TO decoded once: its procedure references (a program's procedure ids are resolved at each
 * execution: a nested program's GO TO runs in its own program only, but rt_proc_first is an index
 * look-up) and DEPENDING ON's operand. */
typedef struct goto_dec {
  size_t n;
  const json_t **targets;
  const json_t *dep;
} goto_dec;

static void goto_decode(const json_t *st, void *out) {
  goto_dec *d = out;
  d->targets = cbl_jslot_elems(cbl_jget(st, "targets"), &d->n);
  d->dep = cbl_jget(st, "depending_on");
}

static sig do_goto(cbl_machine *m, const json_t *st) {
  const goto_dec *d = cbl_jslot_decoded(st, CBL_JSLOT_STMT, sizeof *d, goto_decode);
  const json_t *dep = d->dep;
  size_t n = d->n;
  const json_t *t = n ? d->targets[0] : NULL;
  /* the GO TO of a paragraph an ALTER changed proceeds to the ALTER's procedure */
  rt_prog *p = m->cur;
  for (int i = 0; p->alter_to && !dep && i < p->npara; i++)
    if (p->alter_to[i] && p->para[i].alter_go == st) t = p->alter_to[i];
  if (!t)
    return rt_wrong(m, "undefined_result", st, "GO TO without a target that no ALTER has set");
  if (dep) {
    /* GO TO … DEPENDING ON: the k-th procedure for k = 1..n; any other value continues with
     * the next statement (Language Reference, "GO TO statement", format 2). */
    long k;
    if (rt_int(m, dep, &k) < 0) return SIG_HALT;
    if (k < 1 || (size_t)k > n) return SIG_NORMAL;
    t = d->targets[k - 1];
  }
  if (rt_proc_first(m, t, &m->jump_para) < 0) return SIG_HALT;
  return SIG_GOTO;
}

/* An EXIT decoded once (the statement node's jcache slot): its kind as the signal it gives, SIG_GOBACK
 * standing for EXIT PROGRAM, SIG_HALT for a kind not modelled (its name kept for the message). */
typedef struct exit_dec {
  sig s;
  const char *name;
} exit_dec;

static void exit_decode(const json_t *st, void *out) {
  exit_dec *d = out;
  const char *k = js(st, "kind");
  d->name = k;
  d->s = !k || !strcmp(k, "plain")      ? SIG_NORMAL
         : !strcmp(k, "paragraph")     ? SIG_EXIT_PARA
         : !strcmp(k, "section")       ? SIG_EXIT_SECT
         : !strcmp(k, "perform")       ? SIG_EXIT_PERF
         : !strcmp(k, "perform_cycle") ? SIG_EXIT_CYCLE
         : !strcmp(k, "program")       ? SIG_GOBACK
                                       : SIG_HALT;
}

static sig do_exit(cbl_machine *m, const json_t *st) {
  const exit_dec *d = cbl_jslot_decoded(st, CBL_JSLOT_STMT, sizeof *d, exit_decode);
  if (d->s == SIG_GOBACK) {
    /* EXIT PROGRAM in a program that was not CALLed is ignored (Language Reference, "EXIT
     * PROGRAM"): control passes to the next statement. */
    if (m->cur == m->main && m->cur->active == 1) return SIG_NORMAL;
    return SIG_GOBACK;
  }
  if (d->s == SIG_HALT) return rt_wrong(m, "unsupported", st, "EXIT %s", d->name);
  return d->s;
}

/* ---- statements */

/* An IF's members, decoded once per run (the statement node's jcache slot). */
typedef struct if_dec {
  const json_t *cond, *then, *els;
} if_dec;

static sig do_if(cbl_machine *m, const json_t *st) {
  void **slot = cbl_jslot(st, CBL_JSLOT_STMT);
  if_dec tmp, *d = slot ? *slot : NULL;
  if (!d) {
    d = slot ? cbl_jslot_alloc(sizeof *d) : &tmp;
    d->cond = cbl_jget(st, "cond");
    d->then = cbl_jget(st, "then");
    d->els = cbl_jget(st, "else");
    if (slot) *slot = d;
  }
  int c = rt_cond(m, d->cond);
  if (c < 0) return SIG_HALT;
  const json_t *branch = c ? d->then : d->els;
  return branch ? rt_exec_list(m, branch) : SIG_NORMAL;
}

/* EVALUATE (Language Reference, "EVALUATE statement"): the first WHEN whose objects all match
 * their subjects selects its statements; ANY matches anything; TRUE/FALSE match a condition's
 * truth; a value or THRU range matches a subject by comparison (NOT negates).
 * Subjects and objects are decoded once per run (the statement node's jcache slot): their kinds
 * and members, read from the JSON per execution before. */
typedef enum { EV_ANY, EV_TRUE, EV_FALSE, EV_COND, EV_VALUE, EV_OTHER } ev_kind;

static ev_kind ev_kind_of(const char *k) {
  if (!k) return EV_OTHER;
  return !strcmp(k, "any")     ? EV_ANY
         : !strcmp(k, "true")  ? EV_TRUE
         : !strcmp(k, "false") ? EV_FALSE
         : !strcmp(k, "cond")  ? EV_COND
         : !strcmp(k, "value") ? EV_VALUE
                               : EV_OTHER;
}

/* A subject or an object: kind (its name for messages), the node, its members. */
typedef struct ev_item {
  ev_kind k;
  const char *kname;
  const json_t *j;
  const json_t *cond;      /* "cond" */
  const json_t *expr;      /* subject "expr" */
  int negate;              /* object "not" */
  const json_t *value, *thru;
  int value_condname;      /* the value is a condition-name reference */
} ev_item;

typedef struct ev_when {
  size_t nalt;
  size_t *alt_n;           /* objects per alternative */
  ev_item **alts;
  const json_t *stmts;
} ev_when;

typedef struct ev_dec {
  size_t nsubj;
  ev_item *subj;
  size_t nwhen;
  ev_when *whens;
  const json_t *other;
} ev_dec;

static void ev_item_decode(const json_t *j, ev_item *e) {
  e->j = j;
  e->kname = js(j, "kind");
  e->k = ev_kind_of(e->kname);
  e->cond = cbl_jget(j, "cond");
  e->expr = cbl_jget(j, "expr");
  e->negate = json_is_true(cbl_jget(j, "not"));
  e->value = cbl_jget(j, "value");
  e->thru = cbl_jget(j, "thru");
  e->value_condname = js(e->value, "kind") && !strcmp(js(e->value, "kind"), "condition");
}

static const ev_dec *ev_of(const json_t *st) {
  void **slot = cbl_jslot(st, CBL_JSLOT_STMT);
  if (!slot) return NULL;
  if (!*slot) {
    ev_dec *d = cbl_jslot_alloc(sizeof *d);
    const json_t *subjects = cbl_jget(st, "subjects");
    d->nsubj = json_array_size(subjects);
    d->subj = cbl_jslot_alloc((d->nsubj ? d->nsubj : 1) * sizeof *d->subj);
    for (size_t k = 0; k < d->nsubj; k++) ev_item_decode(json_array_get(subjects, k), &d->subj[k]);
    const json_t *whens = cbl_jget(st, "whens");
    d->nwhen = json_array_size(whens);
    d->whens = cbl_jslot_alloc((d->nwhen ? d->nwhen : 1) * sizeof *d->whens);
    for (size_t i = 0; i < d->nwhen; i++) {
      const json_t *w = json_array_get(whens, i);
      ev_when *ew = &d->whens[i];
      const json_t *alts = cbl_jget(w, "alternatives");
      ew->nalt = json_array_size(alts);
      ew->alt_n = cbl_jslot_alloc((ew->nalt ? ew->nalt : 1) * sizeof *ew->alt_n);
      ew->alts = cbl_jslot_alloc((ew->nalt ? ew->nalt : 1) * sizeof *ew->alts);
      for (size_t a = 0; a < ew->nalt; a++) {
        const json_t *alt = json_array_get(alts, a);
        ew->alt_n[a] = json_array_size(alt);
        ew->alts[a] = cbl_jslot_alloc((ew->alt_n[a] ? ew->alt_n[a] : 1) * sizeof **ew->alts);
        for (size_t k = 0; k < ew->alt_n[a]; k++) ev_item_decode(json_array_get(alt, k), &ew->alts[a][k]);
      }
      ew->stmts = cbl_jget(w, "statements");
    }
    d->other = cbl_jget(st, "other");
    *slot = d;
  }
  return *slot;
}

static int eval_match(cbl_machine *m, const ev_item *subj, const ev_item *obj) {
  ev_kind ok = obj->k, sk = subj ? subj->k : EV_OTHER;
  if (ok == EV_ANY) return 1;
  if (ok == EV_TRUE || ok == EV_FALSE) {
    int want = ok == EV_TRUE;
    int v;
    if (sk == EV_TRUE || sk == EV_FALSE) return (sk == EV_TRUE) == want;
    if (sk == EV_COND) {
      v = rt_cond(m, subj->cond);
      if (v < 0) return -1;
      return v == want;
    }
    rt_wrong(m, "unsupported", obj->j, "EVALUATE: TRUE/FALSE against a value subject");
    return -1;
  }
  if (ok == EV_COND) {
    int v = rt_cond(m, obj->cond);
    if (v < 0) return -1;
    if (sk == EV_TRUE) return v;
    if (sk == EV_FALSE) return !v;
    if (sk == EV_COND) {
      int w = rt_cond(m, subj->cond);
      if (w < 0) return -1;
      return v == w;
    }
    rt_wrong(m, "unsupported", obj->j, "EVALUATE: condition object against a value subject");
    return -1;
  }
  if (ok == EV_VALUE) {
    int negate = obj->negate;
    const json_t *val = obj->value;
    if (obj->value_condname && (sk == EV_TRUE || sk == EV_FALSE)) {
      /* WHEN [NOT] condition-name under EVALUATE TRUE/FALSE: the condition's truth */
      int v = rt_cond_name(m, val);
      if (v < 0) return -1;
      if (negate) v = !v;
      return sk == EV_TRUE ? v : !v;
    }
    if (sk == EV_TRUE || sk == EV_FALSE || sk == EV_COND) {
      /* a value object under TRUE/FALSE is a condition written as an expression: not modelled */
      rt_wrong(m, "unsupported", obj->j, "EVALUATE: value object against a condition subject");
      return -1;
    }
    /* value: subject = value; THRU: value <= subject, then subject <= thru (Language Reference,
     * "EVALUATE statement"), compared in place (no condition node is built) */
    const json_t *se = subj ? subj->expr : NULL;
    const json_t *thru = obj->thru;
    int r;
    if (thru) {
      r = rt_relation(m, RT_REL_GE, ">=", se, val, obj->j);
      if (r > 0) r = rt_relation(m, RT_REL_LE, "<=", se, thru, obj->j);
    } else {
      r = rt_relation(m, RT_REL_EQ, "=", se, val, obj->j);
    }
    if (r < 0) return -1;
    if (m->ro && m->ro->on_branch) m->ro->on_branch(m->ro->on_compare_ud, obj->j, r); /* coverage (cbl_run_opts) */
    return negate ? !r : r;
  }
  rt_wrong(m, "unsupported", obj->j, "EVALUATE object kind '%s'", obj->kname ? obj->kname : "?");
  return -1;
}

static sig do_evaluate(cbl_machine *m, const json_t *st) {
  const ev_dec *d = ev_of(st);
  if (d) {
    for (size_t i = 0; i < d->nwhen; i++) {
      const ev_when *w = &d->whens[i];
      for (size_t a = 0; a < w->nalt; a++) {
        int all = 1;
        for (size_t k = 0; k < w->alt_n[a] && all; k++) {
          int r = eval_match(m, k < d->nsubj ? &d->subj[k] : NULL, &w->alts[a][k]);
          if (r < 0) return SIG_HALT;
          all = r;
        }
        if (all) return rt_exec_list(m, w->stmts);
      }
    }
    return d->other ? rt_exec_list(m, d->other) : SIG_NORMAL;
  }
  /* a node built during the run: decoded for this execution */
  const json_t *subjects = cbl_jget(st, "subjects");
  size_t i, j;
  json_t *w, *alt;
  json_array_foreach(cbl_jget(st, "whens"), i, w) {
    json_array_foreach(cbl_jget(w, "alternatives"), j, alt) {
      int all = 1;
      for (size_t k = 0; k < json_array_size(alt) && all; k++) {
        ev_item si, oi;
        const json_t *sj = json_array_get(subjects, k);
        if (sj) ev_item_decode(sj, &si);
        ev_item_decode(json_array_get(alt, k), &oi);
        int r = eval_match(m, sj ? &si : NULL, &oi);
        if (r < 0) return SIG_HALT;
        all = r;
      }
      if (all) return rt_exec_list(m, cbl_jget(w, "statements"));
    }
  }
  const json_t *other = cbl_jget(st, "other");
  return other ? rt_exec_list(m, other) : SIG_NORMAL;
}

/* The environment-name DISPLAY … UPON names (a mnemonic-name of SPECIAL-NAMES, this program's
 * or a containing program's, stands for its environment-name); NULL without UPON. */
static const char *upon_device(const cbl_machine *m, const char *dev) {
  const char *env = dev ? rt_environment_of(m, dev) : NULL;
  return env ? env : dev;
}

/* A DISPLAY decoded once (the statement node's jcache slot): its operands, which of them are
 * intrinsic functions (by name, for the message), UPON's device and NO ADVANCING; and, for the
 * program it ran in last, whether the device is the console (a mnemonic-name is a program's). */
typedef struct disp_dec {
  size_t n;
  const json_t **ops;
  const char **function;
  const char *upon;
  int no_advancing;
  const rt_prog *prog; /* console is for this program (NULL: not found yet) */
  int console;
} disp_dec;

static void disp_decode(const json_t *st, void *out) {
  disp_dec *d = out;
  d->ops = cbl_jslot_elems(cbl_jget(st, "operands"), &d->n);
  d->function = cbl_jslot_alloc((d->n + 1) * sizeof *d->function);
  for (size_t i = 0; i < d->n; i++) d->function[i] = js(d->ops[i], "function");
  d->upon = js(st, "upon");
  d->no_advancing = json_is_true(cbl_jget(st, "no_advancing"));
}

static sig do_display(cbl_machine *m, const json_t *st) {
  disp_dec *d = cbl_jslot_decoded(st, CBL_JSLOT_STMT, sizeof *d, disp_decode);
  unsigned char buf[65536];
  /* "If the output is directed to CONSOLE, data items described with usage NATIONAL are converted
   * from national character representation to EBCDIC" by the CODEPAGE option's code page,
   * characters without a counterpart becoming the substitution character; on any other device
   * they "are written without conversion and without data validation" (Language Reference,
   * "DISPLAY statement"). National literals and NATIONAL-OF results are taken as such items. */
  if (d->prog != m->cur) {
    const char *dev = upon_device(m, d->upon);
    d->console = dev && !strcasecmp(dev, "CONSOLE");
    d->prog = m->cur;
  }
  int console = d->console;
  for (size_t i = 0; i < d->n; i++) {
    const json_t *x = d->ops[i];
    int nat = console ? rt_is_national(m, x) : 0;
    if (nat < 0) return SIG_HALT;
    if (d->function[i]) {
      /* numeric and integer functions may be used only in arithmetic expressions (Language
       * Reference, "Intrinsic functions", rules for usage; Programming Guide, "Using numeric
       * intrinsic functions"): IBM's compiler rejects one as a DISPLAY operand */
      rt_item it;
      cbl_dec v;
      cbl_opnd o;
      cbl_dec_init(&v);
      int rc = rt_operand(m, x, &it, buf, sizeof buf, &v, &o);
      cbl_dec_clear(&v);
      if (rc < 0) return SIG_HALT;
      if (o.kind == CBL_OPND_NUMLIT)
        return rt_wrong(m, "unsupported", x, "numeric FUNCTION %s as a DISPLAY operand (IBM allows numeric "
                        "functions only in arithmetic expressions)", d->function[i]);
    }
    long n = rt_text(m, x, buf, sizeof buf);
    if (n < 0) return SIG_HALT;
    if (nat) n = (long)cbl_national_to_alnum(&m->opt, buf, (size_t)n / 2, buf);
    rt_display_bytes(m, buf, (size_t)n);
  }
  if (!d->no_advancing)
    rt_display_end(m);
  else
    m->line_open = 1;
  return SIG_NORMAL;
}

/* STOP decoded once: whether it is STOP RUN. */
typedef struct stop_dec {
  int run;
} stop_dec;

static void stop_decode(const json_t *st, void *out) {
  ((stop_dec *)out)->run = js(st, "kind") && !strcmp(js(st, "kind"), "run");
}

static sig do_stop(cbl_machine *m, const json_t *st) {
  const stop_dec *d = cbl_jslot_decoded(st, CBL_JSLOT_STMT, sizeof *d, stop_decode);
  if (d->run) return SIG_STOP;
  return rt_wrong(m, "unsupported", st, "STOP literal (operator message and reply)");
}

static sig exec_stmt(cbl_machine *m, const json_t *st, cbl_stmt_kind k) {
  m->cur_stmt = st;
  if (count_fuel(m) < 0) return SIG_HALT;
  switch (k) {
  case CBL_ST_CONTINUE: return SIG_NORMAL;
  case CBL_ST_DISPLAY: return do_display(m, st);
  case CBL_ST_EXIT: return do_exit(m, st);
  case CBL_ST_EVALUATE: return do_evaluate(m, st);
  case CBL_ST_EXEC:
    return rt_wrong(m, "unsupported", st, "EXEC %s block", js(st, "system") ? js(st, "system") : "");
  case CBL_ST_GO_TO: return do_goto(m, st);
  case CBL_ST_GOBACK: return m->cur->active == 1 && m->cur == m->main ? SIG_STOP : SIG_GOBACK;
  case CBL_ST_IF: return do_if(m, st);
  case CBL_ST_NEXT_SENTENCE: return SIG_NEXT_SENTENCE;
  case CBL_ST_PERFORM: return do_perform(m, st);
  case CBL_ST_STOP: return do_stop(m, st);
  case CBL_ST_ALTER: return do_alter(m, st);
  case CBL_ST_MOVE:
  case CBL_ST_ADD:
  case CBL_ST_SUBTRACT:
  case CBL_ST_MULTIPLY:
  case CBL_ST_DIVIDE:
  case CBL_ST_COMPUTE:
  case CBL_ST_INITIALIZE:
  case CBL_ST_SET:
  case CBL_ST_ACCEPT:
  case CBL_ST_SEARCH: return rt_stmt_data(m, st, k);
  case CBL_ST_STRING:
  case CBL_ST_UNSTRING:
  case CBL_ST_INSPECT: return rt_stmt_text(m, st, k);
  case CBL_ST_OPEN:
  case CBL_ST_CLOSE:
  case CBL_ST_READ:
  case CBL_ST_WRITE:
  case CBL_ST_REWRITE:
  case CBL_ST_DELETE:
  case CBL_ST_START:
  case CBL_ST_SORT:
  case CBL_ST_MERGE:
  case CBL_ST_RELEASE:
  case CBL_ST_RETURN: return rt_stmt_io(m, st, k);
  case CBL_ST_CALL:
  case CBL_ST_CANCEL: return rt_stmt_call(m, st, k);
  default: break;
  }
  const char *name = js(st, "stmt");
  if (!name) return rt_wrong(m, "unsupported", st, "statement without a kind");
  return rt_wrong(m, "unsupported", st, "%s statement", name);
}

sig rt_exec_list(cbl_machine *m, const json_t *stmts) {
  const cbl_llist *l = cbl_lowered_list(m->low, stmts);
  if (l) {
    for (size_t i = 0; i < l->n; i++) {
      sig s = exec_stmt(m, l->v[i].j, l->v[i].kind);
      if (s != SIG_NORMAL) return s;
    }
    return SIG_NORMAL;
  }
  /* a list the lowering did not see (an empty one, or one built during the run) */
  size_t n = json_array_size(stmts);
  for (size_t i = 0; i < n; i++) {
    const json_t *st = json_array_get(stmts, i);
    sig s = exec_stmt(m, st, cbl_lower_kind(st));
    if (s != SIG_NORMAL) return s;
  }
  return SIG_NORMAL;
}

/* ---- programs */

rt_prog *rt_find_program(cbl_machine *m, const char *name) {
  for (int i = 0; i < m->nprogs; i++)
    if (!strcasecmp(m->progs[i]->name, name)) return m->progs[i];
  return NULL;
}

static void add_program(cbl_machine *m, const json_t *doc, const json_t *pj, rt_prog *parent) {
  rt_prog *p = eq_calloc(1, sizeof *p);
  p->json = pj;
  p->doc = doc;
  p->name = js(pj, "name") ? js(pj, "name") : "?";
  p->srcfiles = json_object_get(json_object_get(doc, "source"), "files");
  p->parent = parent;
  p->seg_now = p->seg_para = -1;
  p->dpc = json_is_true(json_object_get(json_object_get(json_object_get(pj, "environment"), "special_names"),
                                        "decimal_point_is_comma"));
  size_t i;
  json_t *a;
  json_array_foreach(json_object_get(pj, "attributes"), i, a) {
    if (json_is_string(a) && !strcmp(json_string_value(a), "INITIAL")) p->is_initial = 1;
    if (json_is_string(a) && !strcmp(json_string_value(a), "COMMON")) p->is_common = 1;
  }
  m->progs = eq_realloc(m->progs, (size_t)(m->nprogs + 1) * sizeof *m->progs);
  m->progs[m->nprogs++] = p;
  json_t *c;
  json_array_foreach(json_object_get(pj, "programs"), i, c) add_program(m, doc, c, p);
}

/* Sets up storage (VALUE clauses; the rest per the run's storage_fill), files and procedures.
 * IBM: WORKING-STORAGE is in its initial state on the first CALL and after CANCEL. */
static int prog_setup(cbl_machine *m, rt_prog *p, char *err, size_t errn);
static int init_areas(cbl_machine *m, rt_prog *p, int local_only, char *err, size_t errn);
int rt_prog_setup(cbl_machine *m, rt_prog *p, char *err, size_t errn) {
  rt_prog *saved = m->cur;
  m->cur = p;
  int rc = prog_setup(m, p, err, errn);
  m->cur = saved;
  return rc;
}

static int prog_setup(cbl_machine *m, rt_prog *p, char *err, size_t errn) {
  if (!p->lay) {
    char e[512];
    p->lay = cbl_layout_build(p->json, &m->opt, e, sizeof e);
    if (!p->lay) {
      m->layout_failed = 1;
      snprintf(err, errn, "%s", e);
      return -1;
    }
    build_procs(p);
    p->area = eq_calloc((size_t)p->lay->nareas + 1, sizeof *p->area);
    p->area_len = eq_calloc((size_t)p->lay->nareas + 1, sizeof *p->area_len);
    if (rt_files_setup(m, p, err, errn) < 0) return -1;
  }
  if (init_areas(m, p, 0, err, errn) < 0) return -1;
  memset(p->para_slot, 0, (size_t)(p->npara + 1) * sizeof(int));
  memset(p->sect_slot, 0, (size_t)(p->nsect + 1) * sizeof(int));
  p->initialized = 1;
  return 0;
}

/* Whether record area a of p is an EXTERNAL file's that keeps its content: another description's
 * (the root's buffer), or the root's after its first initialisation (CANCEL and INITIAL programs do
 * not reset the run unit's record area). */
static int ext_area_kept(rt_prog *p, int a) {
  for (int f = 0; f < p->nfiles; f++) {
    rt_file *rf = &p->files[f];
    if (rf->area != a || !rf->ext_root) continue;
    if (rt_file_is_alias(rf) || rf->ext_inited) return 1;
    rf->ext_inited = 1;
  }
  return 0;
}

/* Binds the area a of an EXTERNAL 01/77 of p to the run unit's block of that name ("EXTERNAL
 * clause": every program describing it names the same storage; CANCEL leaves it as it is).
 * Returns 1 when the block is new (its first description initialises it), 0 when it existed,
 * -1 with err when this description is longer than the block. */
static int ext_bind(cbl_machine *m, rt_prog *p, int a, char *err, size_t errn) {
  const cbl_area *A = &p->lay->areas[a];
  const cbl_field *f = &p->lay->fields[A->record];
  for (int i = 0; i < m->next; i++) {
    if (strcmp(m->ext[i].name, f->name ? f->name : "")) continue;
    if (A->size > m->ext[i].size) {
      snprintf(err, errn, "%s: EXTERNAL item %s of %zu bytes, described with %zu bytes before", p->name,
               m->ext[i].name, A->size, m->ext[i].size);
      return -1;
    }
    p->area[a] = m->ext[i].bytes;
    p->area_len[a] = A->size;
    return 0;
  }
  m->ext = eq_realloc(m->ext, (size_t)(m->next + 1) * sizeof *m->ext);
  struct ext_block *b = &m->ext[m->next++];
  snprintf(b->name, sizeof b->name, "%s", f->name ? f->name : "");
  b->size = A->size;
  b->bytes = eq_calloc(A->size + 1, 1);
  p->area[a] = b->bytes;
  return 1;
}

/* Initial content of the program's areas (local_only: LOCAL-STORAGE, fresh on every CALL). */
static int init_areas(cbl_machine *m, rt_prog *p, int local_only, char *err, size_t errn) {
  for (int a = 0; a < p->lay->nareas; a++) {
    const cbl_area *A = &p->lay->areas[a];
    if (A->kind == CBL_AREA_LINKAGE) continue;
    if (local_only && A->kind != CBL_AREA_LOCAL) continue;
    if (A->external) {
      int rc = ext_bind(m, p, a, err, errn);
      if (rc < 0) return -1;
      if (rc == 0) continue; /* the run unit's block, initialised by its first description */
    }
    size_t need = A->size;
    for (int f = 0; f < p->nfiles; f++)
      if (p->files[f].area == a && p->files[f].maxrec > need) need = p->files[f].maxrec;
    /* a record area holds the longest record the file can deliver (RECORD CONTAINS may exceed
     * the record descriptions) */
    if (!p->area[a]) p->area[a] = eq_calloc(need + 1, 1);
    p->area_len[a] = A->size;
    char e[512];
    int fill = m->ro->storage_fill;
    if (A->kind == CBL_AREA_FILE && ext_area_kept(p, a)) continue;
    if (A->kind == CBL_AREA_FILE) {
      /* record areas: VALUE clauses in the FILE SECTION are ignored (IBM accepts them only on
       * level 88); the content before the first READ or MOVE is undefined on IBM — binary zeros
       * under "picture", as cobc allocates them */
      memset(p->area[a], fill < 0 ? 0 : fill, need);
      continue;
    }
    /* "by PICTURE" (fill < 0): every elementary item without VALUE as INITIALIZE would set it,
     * what cobc's default -fdefault-byte=init does; IBM leaves such storage undefined, so this
     * is a choice of the run, stated in the output options. Else the fill byte, then VALUEs. */
    int rc = fill < 0 ? cbl_init_area_by_picture(p->lay, a, p->area[a], rt_odo, m, e, sizeof e)
                      : cbl_layout_init_area(p->lay, a, NULL, (unsigned char)fill, p->area[a], e, sizeof e);
    if (rc < 0) {
      snprintf(err, errn, "%s: %s", p->name, e);
      return -1;
    }
  }
  return 0;
}

void rt_prog_cancel(cbl_machine *m, rt_prog *p) {
  /* CANCEL closes the program's internal files only (COBOL 85 CANCEL statement: "each internal
   * file connector ... is implicitly closed", external ones are not affected; IBM i's ILE manual
   * says the same of internal files): other programs may still use an EXTERNAL file */
  rt_files_close_all(m, p, 1);
  p->initialized = 0;
}

/* Runs program p as called with args (USING of its procedure division binds them to its LINKAGE
 * 01/77 items, by position). */
sig rt_run_program(cbl_machine *m, rt_prog *p, cbl_call_arg *args, int nargs, const json_t *node) {
  char err[1024];
  if (p->active) return rt_wrong(m, "unsupported", node, "recursive CALL of '%s'", p->name);
  if (!p->initialized || p->is_initial) {
    if (p->alter_to) memset(p->alter_to, 0, (size_t)p->npara * sizeof *p->alter_to);
    p->seg_now = p->seg_para = -1;
    if (rt_prog_setup(m, p, err, sizeof err) < 0)
      return rt_wrong(m, "unsupported", node, "%s", err);
  } else {
    /* LOCAL-STORAGE is allocated and initialised on every invocation (Language Reference,
     * "LOCAL-STORAGE SECTION") */
    rt_prog *sv = m->cur;
    m->cur = p;
    int rc = init_areas(m, p, 1, err, sizeof err);
    m->cur = sv;
    if (rc < 0) return rt_wrong(m, "unsupported", node, "%s", err);
  }
  const json_t *using = json_object_get(json_object_get(p->json, "procedure"), "using");
  size_t nu = json_array_size(using);
  unsigned char **saved = eq_calloc((size_t)p->lay->nareas + 1, sizeof *saved);
  size_t *savedlen = eq_calloc((size_t)p->lay->nareas + 1, sizeof *savedlen);
  for (int a = 0; a < p->lay->nareas; a++) {
    saved[a] = p->area[a];
    savedlen[a] = p->area_len[a];
  }
  for (size_t i = 0; i < nu; i++) {
    const json_t *u = json_object_get(json_array_get(using, i), "arg");
    const cbl_field *f = cbl_layout_by_id(p->lay, (int)ji(u, "item", -1));
    if (!f || p->lay->areas[f->area].kind != CBL_AREA_LINKAGE) {
      free(saved);
      free(savedlen);
      return rt_wrong(m, "unsupported", u, "PROCEDURE DIVISION USING item is not a LINKAGE 01/77 item");
    }
    if ((int)i < nargs && !args[i].omitted) {
      p->area[f->area] = args[i].bytes;
      p->area_len[f->area] = args[i].len;
    } else {
      p->area[f->area] = NULL;
      p->area_len[f->area] = 0;
    }
  }
  /* CALL … RETURNING: the called program's PROCEDURE DIVISION RETURNING item (a LINKAGE 01/77
   * item) is the caller's receiving item for this call (Language Reference, "CALL statement",
   * "PROCEDURE DIVISION header": its value when the program returns is the call's result) */
  unsigned char *rb = m->call_ret;
  size_t rl = m->call_ret_len;
  m->call_ret = NULL;
  if (rb) {
    const json_t *ret = json_object_get(json_object_get(p->json, "procedure"), "returning");
    const cbl_field *f = json_is_object(ret) ? cbl_layout_by_id(p->lay, (int)ji(ret, "item", -1)) : NULL;
    const char *why = !f ? "it has no PROCEDURE DIVISION RETURNING item"
                      : p->lay->areas[f->area].kind != CBL_AREA_LINKAGE || f->parent >= 0
                          ? "its RETURNING item is not a LINKAGE 01/77 item"
                          : f->size != rl ? "its RETURNING item and the CALL's differ in size" : NULL;
    if (why) {
      for (int a = 0; a < p->lay->nareas; a++) {
        p->area[a] = saved[a];
        p->area_len[a] = savedlen[a];
      }
      free(saved);
      free(savedlen);
      return rt_wrong(m, f ? "unsupported" : "undefined_result", node, "CALL '%s' RETURNING: %s", p->name, why);
    }
    p->area[f->area] = rb;
    p->area_len[f->area] = rl;
  }
  rt_prog *caller = m->cur;
  const json_t *caller_stmt = m->cur_stmt;
  int saved_depth = m->act_depth;
  m->cur = p;
  p->active++;
  int start = 0;
  while (start < p->npara && p->sect[p->para[start].sect].declarative) start++;
  sig s = run_from(m, start, 0);
  p->active--;
  m->act_depth = saved_depth;
  m->cur = caller;
  m->cur_stmt = caller_stmt;
  for (int a = 0; a < p->lay->nareas; a++) {
    p->area[a] = saved[a];
    p->area_len[a] = savedlen[a];
  }
  free(saved);
  free(savedlen);
  if (s == SIG_GOBACK || s == SIG_NORMAL) return SIG_NORMAL;
  if (s == SIG_RETURN_TO)
    return rt_wrong(m, "undefined_result", node, "PERFORM return point reached in the wrong program");
  return s;
}

/* ---- the run */

static void parse_clock(cbl_machine *m, const char *c) {
  int v[7] = {2000, 1, 1, 0, 0, 0, 0};
  if (c) {
    int n = sscanf(c, "%4d-%2d-%2dT%2d:%2d:%2d.%2d", &v[0], &v[1], &v[2], &v[3], &v[4], &v[5], &v[6]);
    if (n < 3) {
      n = sscanf(c, "%4d-%2d-%2d %2d:%2d:%2d.%2d", &v[0], &v[1], &v[2], &v[3], &v[4], &v[5], &v[6]);
    }
  }
  for (int i = 0; i < 7; i++) m->clock[i] = v[i];
  m->clock[7] = 1;
}

static void run_here(json_t *const *docs, int ndocs, const cbl_run_opts *o, cbl_run_result *r, size_t budget) {
  memset(r, 0, sizeof *r);
  /* everything a run changes lives in its machine (no process-wide run state: two runs may go
   * on at once in two threads); it is large, so not on the stack */
  cbl_machine *m = eq_calloc(1, sizeof *m);
  m->stack_top = (uintptr_t)__builtin_frame_address(0);
  m->stack_budget = budget;
  m->ro = o;
  m->res = r;
  m->opt = o->opt;
  m->fuel = o->fuel > 0 ? o->fuel : CBL_FUEL_REPLAY;
  rt_call_models_snapshot(m);
  /* the documents are not written during the run: their member lookups can be cached */
  cbl_jcache *jc = cbl_jcache_new(docs, ndocs);
  cbl_jcache *saved_jc = cbl_jcache_activate(jc);
  /* statement lists lowered once: execution switches on their kinds (lower.h) */
  m->low = cbl_lower(docs, ndocs);
  parse_clock(m, o->clock);
  m->rnd_seed = -1;
  char err[1024];
  for (int d = 0; d < ndocs; d++) {
    size_t i;
    json_t *pj;
    json_array_foreach(json_object_get(docs[d], "programs"), i, pj) add_program(m, docs[d], pj, NULL);
  }
  if (m->nprogs == 0) {
    r->setup_error = eq_strdup("no program in the input");
    goto cleanup;
  }
  {
    const json_t *co = json_object_get(json_object_get(docs[0], "source"), "compiler_options");
    if (cbl_options_from_json(&m->opt, co, err, sizeof err) < 0) {
      r->setup_error = eq_strdup(err);
      goto cleanup;
    }
    for (int i = 0; i < o->noptions; i++)
      if (cbl_options_parse(&m->opt, o->options[i], err, sizeof err) < 0) {
        r->setup_error = eq_strdup(err);
        goto cleanup;
      }
  }
  r->opt = m->opt;
  /* RETURN-CODE: PIC S9(4) BINARY; TALLY: PIC 9(5) BINARY (Language Reference, "Special
   * registers"). */
  memset(&m->rc_field, 0, sizeof m->rc_field);
  m->rc_field.cat = CBL_CAT_NUMERIC;
  m->rc_field.usage = CBL_FU_BINARY;
  m->rc_field.is_numeric_desc = 1;
  m->rc_field.num = cbl_options_num_desc(&m->opt, CBL_USAGE_BINARY, 4, 0, 1, CBL_SIGN_TRAILING);
  m->rc_field.size = 2;
  m->rc_field.name = "RETURN-CODE";
  m->rc_field.area = -1;
  m->rc_field.parent = m->rc_field.redefines = m->rc_field.odo = -1;
  m->tally_field = m->rc_field;
  m->tally_field.num = cbl_options_num_desc(&m->opt, CBL_USAGE_BINARY, 5, 0, 0, CBL_SIGN_TRAILING);
  m->tally_field.size = 4;
  m->tally_field.name = "TALLY";
  for (int i = 0; i < m->nprogs; i++) {
    const json_t *loc = NULL;
    char why[400];
    if (unmappable_literal(&m->opt, m->progs[i]->json, &loc, why, sizeof why)) {
      rt_prog *keep = m->cur;
      m->cur = m->progs[i];
      json_t *holder = json_object();
      if (loc) json_object_set(holder, "loc", (json_t *)loc);
      r->setup_loc = eq_strdup(rt_loc(m, holder));
      json_decref(holder);
      m->cur = keep;
      char msg[420];
      snprintf(msg, sizeof msg, "[encoding] %s", why);
      r->setup_error = eq_strdup(msg);
      goto cleanup;
    }
  }
  rt_prog *main = m->progs[0];
  if (o->main_program) {
    main = rt_find_program(m, o->main_program);
    if (!main) {
      r->setup_error = eq_strdup("no program of that name in the run unit");
      goto cleanup;
    }
  }
  for (int i = 0; i < m->nprogs; i++) {
    /* every program's layout and files are checked before the run starts, so that a bad DD or
     * data set is an input error, not a run that went wrong half-way */
    if (m->progs[i] != main) continue;
    if (rt_prog_setup(m, m->progs[i], err, sizeof err) < 0) {
      if (m->layout_failed) {
        /* a data description outside the modelled fragment: the run goes wrong (unsupported)
         * at the entry the layout names ("LINE:COL: [code] text") */
        int line = 0, col = 0, k = 0;
        const char *text = err;
        if (sscanf(err, "%d:%d: %n", &line, &col, &k) == 2 && k > 0) text = err + k;
        /* the layout's "[unsupported] " code word is the run's wrong_kind: not repeated */
        if (!strncmp(text, "[unsupported] ", 14)) text += 14;
        char loc[600];
        const json_t *f0 = json_array_get(m->progs[i]->srcfiles, 0);
        snprintf(loc, sizeof loc, "%s:%d:%d", js(f0, "path") ? js(f0, "path") : "?", line, col);
        r->status = CBL_RUN_WENT_WRONG;
        r->wrong_kind = eq_strdup("unsupported");
        r->reason = eq_strdup(text);
        r->loc = eq_strdup(loc);
        goto cleanup;
      }
      r->setup_error = eq_strdup(err);
      goto cleanup;
    }
  }
  m->main = main;
  /* PARM: the main program's first USING item gets a halfword length and the text (z/OS
   * passes the EXEC PARM that way). */
  cbl_call_arg parm;
  unsigned char parmbuf[2 + 100 + 1];
  int nargs = 0;
  const json_t *using = json_object_get(json_object_get(main->json, "procedure"), "using");
  if (json_array_size(using) > 0) {
    size_t n = o->parm ? strlen(o->parm) : 0;
    if (n > 100) {
      r->setup_error = eq_strdup("--parm: longer than 100 characters (the z/OS PARM limit)");
      goto cleanup;
    }
    parmbuf[0] = (unsigned char)(n >> 8);
    parmbuf[1] = (unsigned char)n;
    if (n) memcpy(parmbuf + 2, o->parm, n);
    cbl_opt_from_latin1(&m->opt, parmbuf + 2, n);
    const cbl_field *f = cbl_layout_by_id(main->lay,
        (int)ji(json_object_get(json_array_get(using, 0), "arg"), "item", -1));
    size_t need = f ? f->size : n + 2;
    unsigned char *buf = eq_calloc(need > n + 2 ? need + 1 : n + 3, 1);
    memcpy(buf, parmbuf, n + 2);
    parm.bytes = buf;
    parm.len = need > n + 2 ? need : n + 2;
    parm.by = 0;
    parm.omitted = 0;
    nargs = 1;
  }
  m->cur = NULL;
#ifdef EQUIV_COUNT_JSON
  cbl_jcount_reads = cbl_jcount_cmps = 0;
  memset(jcount_sites, 0, sizeof jcount_sites);
  long long steps0 = m->steps;
#endif
  sig s = rt_run_program(m, main, nargs ? &parm : NULL, nargs, NULL);
#ifdef EQUIV_COUNT_JSON
  jcount_report(m->steps - steps0);
#endif
  if (nargs) free(parm.bytes);
  if (m->line_open) rt_display_end(m);
  r->steps = m->steps;
  cbl_dec v;
  cbl_dec_init(&v);
  if (cbl_num_decode(&m->rc_field.num, m->rc_bytes, &v) == CBL_CODEC_OK) r->return_code = mpz_get_si(v.v);
  cbl_dec_clear(&v);
  if (s != SIG_HALT) {
    r->status = CBL_RUN_COMPLETED;
    /* the run unit ends: files still open are closed (IBM closes them at STOP RUN) */
    for (int i = 0; i < m->nprogs; i++)
      if (m->progs[i]->lay) rt_files_close_all(m, m->progs[i], 0);
    if (o->write_files && rt_files_finish(m, err, sizeof err) < 0) r->setup_error = eq_strdup(err);
  } else if (r->status == CBL_RUN_ABENDED) {
    if (o->write_files) rt_files_finish(m, err, sizeof err);
  }
  r->steps = m->steps;
cleanup:
  /* files first, for every program: an EXTERNAL description refers to its root in another
   * program's file table */
  for (int i = 0; i < m->nprogs; i++) {
    rt_prog *p = m->progs[i];
    for (int f = 0; f < p->nfiles; f++) {
      rt_file *rf = &p->files[f];
      /* an EXTERNAL description other than the root shares the root's file and record area; the
       * line-control arrays belong to the description holding the connector's state */
      rt_sort_free(rf);
      if (rt_file_is_stale(rf)) continue;
      for (size_t q = 0; q < rf->nadv; q++) free(rf->adv_pre[q]);
      free(rf->adv_pre);
      free(rf->adv_nl);
      if (rf->print_kept) cbl_ds_free(rf->print_kept);
      free(rf->print_kept);
    }
  }
  for (int i = 0; i < m->nprogs; i++) {
    rt_prog *p = m->progs[i];
    for (int f = 0; f < p->nfiles; f++)
      if (p->files[f].f && !rt_file_is_alias(&p->files[f])) cbl_file_free(p->files[f].f);
    if (p->lay) {
      for (int a = 0; a < p->lay->nareas; a++) {
        int shared = 0;
        for (int f = 0; f < p->nfiles; f++)
          if (p->files[f].area == a && p->files[f].area_borrowed) shared = 1;
        if (p->lay->areas[a].kind != CBL_AREA_LINKAGE && !p->lay->areas[a].external && !shared) free(p->area[a]);
      }
      cbl_layout_free(p->lay);
    }
    free(p->files);
    free(p->area);
    free(p->area_len);
    free(p->para);
    free(p->sent_all);
    free(p->alter_to);
    free(p->sect);
    free(p->para_slot);
    free(p->sect_slot);
    free(p->proc_kind);
    free(p->proc_index);
    free(p);
  }
  free(m->progs);
  free(m->linebuf);
  for (int i = 0; i < m->next; i++) free(m->ext[i].bytes);
  free(m->ext);
  cbl_lowered_free(m->low);
  cbl_jcache_activate(saved_jc);
  cbl_jcache_free(jc);
  cbl_dec_pool_drain();
  free(m->act_stack);
  free(m);
}

typedef struct run_job {
  json_t *const *docs;
  int ndocs;
  const cbl_run_opts *o;
  cbl_run_result *r;
} run_job;

static void *run_worker(void *arg) {
  run_job *j = arg;
  run_here(j->docs, j->ndocs, j->o, j->r, CBL_RUN_STACK_BYTES - CBL_RUN_STACK_MARGIN);
  return NULL;
}

/* The run goes to a thread of its own with a large stack (CBL_RUN_STACK_BYTES: PERFORMs nest as
 * deep as fuel and that stack allow); without one, on the caller's stack with a 2 MiB budget. */
void cbl_run(json_t *const *docs, int ndocs, const cbl_run_opts *o, cbl_run_result *r) {
  run_job j = {docs, ndocs, o, r};
  pthread_attr_t at;
  pthread_t t;
  if (pthread_attr_init(&at) == 0) {
    int ok = pthread_attr_setstacksize(&at, CBL_RUN_STACK_BYTES) == 0 && pthread_create(&t, &at, run_worker, &j) == 0;
    pthread_attr_destroy(&at);
    if (ok) {
      pthread_join(t, NULL);
      cbl_dec_pool_drain(); /* the caller's pool too, as a run on its own thread drains it */
      return;
    }
  }
  run_here(docs, ndocs, o, r, (size_t)2 << 20);
}

void cbl_run_result_free(cbl_run_result *r) {
  for (int i = 0; i < r->ndisplay; i++) free(r->display[i]);
  free(r->display);
  free(r->display_len);
  free(r->reason);
  free(r->loc);
  free(r->wrong_kind);
  free(r->setup_error);
  for (int i = 0; i < r->nfiles; i++) {
    free(r->files[i].dd);
    cbl_ds_free(r->files[i].data);
    free(r->files[i].data);
  }
  free(r->files);
  for (int i = 0; i < r->nprints; i++) free(r->prints[i].dd);
  free(r->prints);
  free(r->setup_loc);
  memset(r, 0, sizeof *r);
}

json_t *cbl_run_result_json(const cbl_run_result *r, const cbl_run_opts *o) {
  static const char *st[] = {"completed", "abended", "went_wrong"};
  json_t *j = json_object();
  json_object_set_new(j, "status", json_string(st[r->status]));
  json_t *d = json_array();
  for (int i = 0; i < r->ndisplay; i++) {
    /* lines are shown as Unicode text decoded from the run's encoding (the code page's
     * characters, CP1140's euro sign included) */
    char *u = eq_malloc(r->display_len[i] * 3 + 1);
    size_t k = cbl_opt_to_utf8(&r->opt, (const unsigned char *)r->display[i], r->display_len[i], u);
    json_array_append_new(d, json_stringn(u, k));
    free(u);
  }
  json_object_set_new(j, "display", d);
  json_object_set_new(j, "return_code", json_integer(r->return_code));
  json_object_set_new(j, "abend_code",
                      r->status == CBL_RUN_ABENDED ? json_integer(r->abend_code) : json_null());
  json_object_set_new(j, "reason", r->reason ? json_string(r->reason) : json_null());
  json_object_set_new(j, "location", r->loc ? json_string(r->loc) : json_null());
  if (r->wrong_kind) json_object_set_new(j, "wrong_kind", json_string(r->wrong_kind));
  json_t *f = json_object();
  for (int i = 0; i < o->ndds; i++) json_object_set_new(f, o->dds[i].name, json_string(o->dds[i].path));
  json_object_set_new(j, "files", f);
  if (r->nprints) {
    /* the print files: how to render each (equiv cobol data convert --from asa|machine) */
    json_t *pf = json_object();
    for (int i = 0; i < r->nprints; i++)
      json_object_set_new(pf, r->prints[i].dd,
                          json_pack("{s:s, s:I, s:s, s:s}", "control", r->prints[i].machine ? "machine" : "asa",
                                    "lrecl", (json_int_t)r->prints[i].lrecl, "adv", r->prints[i].noadv ? "NOADV" : "ADV",
                                    "recfm", r->prints[i].variable ? (r->prints[i].machine ? "VBM" : "VBA")
                                                                   : (r->prints[i].machine ? "FBM" : "FBA")));
    json_object_set_new(j, "print_files", pf);
  }
  json_object_set_new(j, "steps", json_integer(r->steps));
  json_t *opt = cbl_options_json(&r->opt);
  json_object_set_new(opt, "storage_fill",
                      o->storage_fill < 0 ? json_string("picture") : json_integer(o->storage_fill));
  json_object_set_new(opt, "fuel", json_integer(o->fuel > 0 ? o->fuel : CBL_FUEL_REPLAY));
  json_object_set_new(j, "options", opt);
  return j;
}
