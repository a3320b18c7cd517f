/* The COBOL symbolic executor against the interpreter (issue 11: "summaries evaluated at random
 * concrete inputs equal the interpreter's runs"): for every program of the COBOL corpora (the
 * change pairs' versions and tests/cobol/symex/), each generated admissible data set is put into
 * the summary (every input variable replaced by its byte, so each case's guard folds to true or
 * false); exactly one case must hold, and it must be what the interpreter does on that data set:
 * the same end and exit code with the same records per stream, or going wrong with an undefined
 * result. Cases the executor did not follow (unknown) are counted, never compared. */
#include <criterion/criterion.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/arena.h"
#include "core/codepage.h"
#include "lang/cobol/cobol.h"
#include "lang/cobol/lang_data.h"
#include "rel/lang.h"
#include "sym/term.h"

/* generated data sets per program: 4 in make check (CI time; ~200 programs under ASan), 30 in
 * cbl_symex-long (EQUIV_SYMEX_ROUNDS; 60 were run while writing it: 6,540 inputs, all equal) */
static unsigned rounds(void) {
  const char *r = getenv("EQUIV_SYMEX_ROUNDS");
  return r && atoi(r) > 0 ? (unsigned)atoi(r) : 4;
}

typedef struct tally {
  int programs, summarised, inputs, compared, unknown;
} tally;

static const char *stream_of(const rel_out_event *e) { return e->stream ? e->stream : "stdout"; }

/* The case of summary s that input assignment (from[i] -> to[i]) satisfies; -1 when none. */
static int case_of(term_ctx *tc, const rel_summary *s, term_substituter *ts, const char *what) {
  int hit = -1;
  for (int i = 0; i < s->npaths; i++) {
    term_ref g = term_subst_apply(ts, s->paths[i].guard);
    cr_assert(term_is_const(tc, g), "%s: case %d's guard does not fold on a complete input", what, i);
    if (g == term_true(tc)) {
      cr_assert(hit < 0, "%s: cases %d and %d both hold", what, hit, i);
      hit = i;
    }
  }
  return hit;
}

static void check_program(const char *path, tally *t) {
  const rel_lang *L = cbl_rel_lang();
  diag_ctx *d = diag_new();
  void *prog = L->load(path, NULL, d);
  diag_free(d);
  if (!prog) return;
  arena *a = arena_new();
  const char **units;
  int nu = L->units(prog, &units, a);
  for (int u = 0; u < nu; u++) {
    rel_input *ins;
    char why[512];
    int ni = L->inputs(prog, units[u], &ins, a, why, sizeof why);
    if (ni < 0) continue;
    t->programs++;
    term_ctx *tc = term_ctx_new();
    term_ref *vars = arena_alloc(a, sizeof(term_ref) * (size_t)(ni + 1));
    rel_input_vars(tc, ins, ni, vars);
    rel_summary s;
    rel_sym_opts o = {0};
    if (L->symex(prog, units[u], tc, vars, ni, &o, &s, a, why, sizeof why) < 0) {
      term_ctx_free(tc);
      continue;
    }
    t->summarised++;
    cr_assert(s.path_records, "%s: a COBOL summary states its records per case", path);
    uint64_t rng = 0x5eed;
    for (unsigned k = 0, nk = rounds(); k < nk; k++) {
      rel_value *args = arena_alloc(a, sizeof(rel_value) * (size_t)(ni + 1));
      if (L->gen(prog, units[u], ins, ni, k, &rng, args, a) < 0) continue;
      /* the assignment: count and bytes of each input file, every record up to the bound */
      unsigned cap = 4096, n = 0;
      term_ref *from = arena_alloc(a, sizeof(term_ref) * cap), *to = arena_alloc(a, sizeof(term_ref) * cap);
      for (int i = 0; i < ni; i++) {
        const cbl_rel_field *fl;
        int nf;
        size_t lrecl;
        const char *dd;
        cr_assert(cbl_rel_input_fields(cbl_rel_prog_doc(prog), units[u], i, &fl, &nf, &lrecl, &dd, a, why, sizeof why) == 0);
        char nm[96];
        snprintf(nm, sizeof nm, "in%d_n", i);
        from[n] = term_var(tc, nm, term_sort_bv(tc, 32)), to[n++] = term_bv(tc, 32, (uint64_t)args[i].n);
        for (int r = 0; r < CBL_REL_RECORDS; r++) {
          size_t at = 0;
          for (int f = 0; f < nf; f++)
            for (size_t b = 0; b < fl[f].len; b++, at++) {
              cr_assert(n < cap);
              snprintf(nm, sizeof nm, "in%d_r%d_%zu", i, r, at);
              unsigned char byte = r < args[i].n ? (unsigned char)args[i].items[r].items[f].text[b] : 0x40;
              from[n] = term_var(tc, nm, term_sort_bv(tc, 8)), to[n++] = term_bv(tc, 8, byte);
            }
        }
      }
      t->inputs++;
      /* one substitution for the input: the guards, ends and records share most of their terms */
      term_substituter *ts = term_subst_begin(tc, n, from, to);
      char what[700];
      snprintf(what, sizeof what, "%s (%s), round %u", path, units[u], k);
      if (s.pre != TERM_NULL) {
        term_ref p = term_subst_apply(ts, s.pre);
        cr_assert(p == term_true(tc), "%s: a generated input is not admissible by the summary's precondition", what);
      }
      int c = case_of(tc, &s, ts, what);
      cr_assert(c >= 0, "%s: no case holds", what);
      const rel_path *p = &s.paths[c];
      if (p->kind == REL_P_UNKNOWN) {
        t->unknown++;
        term_subst_end(ts);
        continue;
      }
      rel_behaviour b = L->run(prog, units[u], args, ni, 0, a);
      char bt[600];
      if (p->kind == REL_P_WRONG) {
        cr_assert(b.wrong && b.wkind == REL_W_UNDEFINED_RESULT, "%s: the summary goes wrong (%s at %s), the interpreter: %s",
                  what, p->reason, p->loc, rel_behaviour_text(&b, bt, sizeof bt));
        t->compared++;
        term_subst_end(ts);
        continue;
      }
      cr_assert(!b.wrong, "%s: the summary completes, the interpreter %s", what, rel_behaviour_text(&b, bt, sizeof bt));
      cr_assert(b.okind == p->okind, "%s: the ends differ (interpreter %s)", what, rel_behaviour_text(&b, bt, sizeof bt));
      term_ref code = term_subst_apply(ts, p->value);
      cr_assert(term_is_const(tc, code));
      cr_assert_eq((long long)(int64_t)term_bv_value(tc, code), b.code, "%s: exit code %lld, the interpreter %lld", what,
                   (long long)(int64_t)term_bv_value(tc, code), b.code);
      /* records, stream by stream */
      for (int r = 0; r < b.nrecords; r++) {
        const rel_record *br = &b.records[r];
        int seen = 0, at = 0;
        for (int q = 0; q < r; q++) seen += !strcmp(b.records[q].stream, br->stream);
        int j = -1;
        for (int q = 0; q < p->nrec; q++)
          if (!strcmp(stream_of(&p->rec[q]), br->stream) && at++ == seen) j = q;
        cr_assert(j >= 0, "%s: the interpreter writes record %d of %s, the summary has fewer", what, seen + 1, br->stream);
        const rel_out_event *e = &p->rec[j];
        cr_assert_eq((size_t)e->nargs, br->len, "%s: record %d of %s: %d bytes, the interpreter %zu", what, seen + 1,
                     br->stream, e->nargs, br->len);
        for (int q = 0; q < e->nargs; q++) {
          term_ref v = term_subst_apply(ts, e->args[q]);
          cr_assert(term_is_const(tc, v));
          unsigned char ch = eq_cp037_to_latin1[(unsigned char)term_bv_value(tc, v)];
          cr_assert_eq(ch, (unsigned char)br->data[q], "%s: record %d of %s, byte %d: %02x, the interpreter %02x ('%.*s')",
                       what, seen + 1, br->stream, q, ch, (unsigned char)br->data[q], (int)br->len, br->data);
        }
      }
      int total = 0;
      for (int q = 0; q < p->nrec; q++) total++;
      cr_assert_eq(total, b.nrecords, "%s: the summary writes %d records, the interpreter %d", what, total, b.nrecords);
      t->compared++;
      term_subst_end(ts);
    }
    term_ctx_free(tc);
  }
  arena_free(a);
  L->unload(prog);
}

static void walk(const char *dir, tally *t, int depth) {
  DIR *d = opendir(dir);
  if (!d) return;
  struct dirent *e;
  char **names = NULL;
  int n = 0;
  while ((e = readdir(d))) {
    if (e->d_name[0] == '.') continue;
    names = realloc(names, sizeof(char *) * (size_t)(n + 1));
    names[n++] = strdup(e->d_name);
  }
  closedir(d);
  for (int i = 0; i < n; i++) {
    char p[4096];
    snprintf(p, sizeof p, "%s/%s", dir, names[i]);
    size_t l = strlen(p);
    if (l > 4 && !strcmp(p + l - 4, ".cbl")) check_program(p, t);
    else if (depth < 2) walk(p, t, depth + 1);
    free(names[i]);
  }
  free(names);
}

Test(cbl_symex, summaries_agree_with_the_interpreter, .timeout = 900) {
  const char *src = getenv("EQUIV_SRC");
  cr_assert(src, "EQUIV_SRC names the source tree");
  tally t = {0};
  char dir[4096];
  if (getenv("EQUIV_SYMEX_ONLY")) { /* one program, for debugging */
    check_program(getenv("EQUIV_SYMEX_ONLY"), &t);
    fprintf(stderr, "cbl_symex: %d inputs: %d compared, %d in unknown cases\n", t.inputs, t.compared, t.unknown);
    return;
  }
  snprintf(dir, sizeof dir, "%s/tests/diff/cobol-pairs", src);
  walk(dir, &t, 0);
  snprintf(dir, sizeof dir, "%s/tests/cobol/symex", src);
  walk(dir, &t, 0);
  fprintf(stderr, "cbl_symex: %d programs, %d summarised, %d inputs: %d compared, %d in unknown cases\n", t.programs,
          t.summarised, t.inputs, t.compared, t.unknown);
  cr_assert(t.summarised >= 5, "the corpus gives summaries");
  cr_assert(t.compared >= t.inputs / 2, "most inputs land in followed cases");
}

/* The byte classes of input fields (lang_data.h) that the generator, the model reader and the
 * executor's validity share are what the code pages say: TEXT the codes of ASCII 0x20-0x7E, ALPHA
 * those of A-Z, a-z and space (Language Reference, "Alphabetic items"), in 037 and in 1140. */
static int in_ranges(const unsigned char (*r)[2], int n, unsigned b) {
  for (int i = 0; i < n; i++)
    if (b >= r[i][0] && b <= r[i][1]) return 1;
  return 0;
}

Test(cbl_symex, field_byte_classes_follow_the_code_pages) {
  for (int cp1140 = 0; cp1140 < 2; cp1140++)
    for (unsigned b = 0; b < 256; b++) {
      unsigned u = eq_cp_to_unicode(cp1140, (unsigned char)b);
      int text = u >= 0x20 && u <= 0x7E;
      int alpha = u == ' ' || (u >= 'A' && u <= 'Z') || (u >= 'a' && u <= 'z');
      cr_expect_eq(in_ranges(cbl_rel_text_ranges, CBL_REL_TEXT_NRANGES, b), text, "text byte X'%02X' (cp %s)", b,
                   cp1140 ? "1140" : "037");
      cr_expect_eq(in_ranges(cbl_rel_alpha_ranges, CBL_REL_ALPHA_NRANGES, b), alpha, "alpha byte X'%02X' (cp %s)", b,
                   cp1140 ? "1140" : "037");
    }
}
