/* test_cbl_threads.c — issue 10 item 7, "no process-wide run state": two COBOL programs run at the
 * same time in two threads, through the relational interface (generated data sets, in-memory DDs),
 * give exactly the behaviours they give when run one after the other. */
#include <criterion/criterion.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

#include "core/arena.h"
#include "lang/cobol/cobol.h"
#include "rel/lang.h"

/* Nested PERFORMs, a paragraph reached by GO TO out of a PERFORM range (undefined on IBM: the run
 * goes wrong with a location) on some records; DISPLAYs and a written file on the others. */
static const char prog_a[] =
    "IDENTIFICATION DIVISION.\nPROGRAM-ID. PA.\nENVIRONMENT DIVISION.\nINPUT-OUTPUT SECTION.\n"
    "FILE-CONTROL.\n SELECT IN-F ASSIGN TO INA.\n SELECT OUT-F ASSIGN TO OUTA.\n"
    "DATA DIVISION.\nFILE SECTION.\nFD IN-F.\n01 IN-R.\n 05 K PIC 9(2).\n 05 V PIC S9(3) COMP-3.\n"
    "FD OUT-F.\n01 OUT-R PIC X(10).\nWORKING-STORAGE SECTION.\n01 EOF PIC X VALUE 'N'.\n"
    "01 I PIC 9(3).\n01 S PIC S9(6) VALUE 0.\n01 D PIC -(6)9.\nPROCEDURE DIVISION.\nMAIN-P.\n"
    " OPEN INPUT IN-F OUTPUT OUT-F\n PERFORM UNTIL EOF = 'Y'\n READ IN-F AT END MOVE 'Y' TO EOF\n"
    " NOT AT END PERFORM ONE-R END-READ\n END-PERFORM\n MOVE S TO D\n DISPLAY 'SUM ' D\n"
    " CLOSE IN-F OUT-F\n STOP RUN.\nONE-R.\n PERFORM VARYING I FROM 1 BY 1 UNTIL I > K\n"
    " PERFORM ADD-V\n END-PERFORM\n IF K = 99 GO TO BAD-P END-IF\n MOVE D TO OUT-R\n WRITE OUT-R.\n"
    "ADD-V.\n ADD V TO S ON SIZE ERROR DISPLAY 'SIZE' END-ADD.\nBAD-P.\n DISPLAY 'BAD'.\n";

/* A control break over sorted keys with a table indexed by the key (out of range: undefined). */
static const char prog_b[] =
    "IDENTIFICATION DIVISION.\nPROGRAM-ID. PB.\nENVIRONMENT DIVISION.\nINPUT-OUTPUT SECTION.\n"
    "FILE-CONTROL.\n SELECT IN-F ASSIGN TO INB.\nDATA DIVISION.\nFILE SECTION.\nFD IN-F.\n"
    "01 IN-R.\n 05 K PIC 9.\n 05 T PIC X(3).\nWORKING-STORAGE SECTION.\n01 EOF PIC X VALUE 'N'.\n"
    "01 TB.\n 05 C PIC 9(3) OCCURS 5.\n01 P PIC 9 VALUE 0.\nPROCEDURE DIVISION.\n"
    " INITIALIZE TB\n OPEN INPUT IN-F\n PERFORM UNTIL EOF = 'Y'\n READ IN-F AT END MOVE 'Y' TO EOF\n"
    " NOT AT END\n IF K NOT = P DISPLAY 'KEY ' K ' ' T MOVE K TO P END-IF\n ADD 1 TO C(K)\n"
    " END-READ\n END-PERFORM\n DISPLAY TB\n CLOSE IN-F\n GOBACK.\n";

#define ROUNDS 60

typedef struct job {
  const rel_lang *L;
  void *doc; /* cbl_rel_prog's handle */
  const char *unit;
  char *want[ROUNDS]; /* the sequential behaviours, as text with every record */
  int mismatches;
} job;

/* Round k's behaviour as one text: the outcome and every record with its stream. */
static char *round_text(const job *j, unsigned k) {
  arena *a = arena_new();
  rel_input *ins;
  char why[512], buf[2048];
  int n = j->L->inputs(j->doc, j->unit, &ins, a, why, sizeof why);
  cr_assert(n >= 0, "inputs: %s", why);
  rel_value *args = arena_alloc(a, sizeof(rel_value) * (size_t)(n + 1));
  uint64_t rng = 0x9e3779b97f4a7c15u + k;
  cr_assert_eq(j->L->gen(j->doc, j->unit, ins, n, k, &rng, args, a), 0);
  rel_behaviour b = j->L->run(j->doc, j->unit, args, n, 0, a);
  size_t cap = 4096, len = 0;
  char *t = malloc(cap);
  len += (size_t)snprintf(t, cap, "%s", rel_behaviour_text(&b, buf, sizeof buf));
  for (int i = 0; i < b.nrecords; i++) {
    if (len + b.records[i].len + 64 > cap) t = realloc(t, cap = (len + b.records[i].len + 64) * 2);
    len += (size_t)snprintf(t + len, cap - len, "|%s:", b.records[i].stream);
    memcpy(t + len, b.records[i].data, b.records[i].len);
    len += b.records[i].len;
    t[len] = 0;
  }
  arena_free(a);
  return t;
}

static void *worker(void *arg) {
  job *j = arg;
  for (int rep = 0; rep < 4; rep++)
    for (unsigned k = 0; k < ROUNDS; k++) {
      char *t = round_text(j, k);
      if (strcmp(t, j->want[k])) j->mismatches++;
      free(t);
    }
  return NULL;
}

static void *parse(const char *src) {
  diag_ctx *d = diag_new();
  cbl_parse_options po = {NULL, 0, CBL_FORMAT_FREE, 0};
  json_t *doc = cbl_parse_text("T.cbl", src, strlen(src), &po, d);
  diag_print(d, stderr);
  diag_free(d);
  cr_assert_not_null(doc);
  return cbl_rel_prog(doc, 0);
}

Test(cbl_threads, two_runs_at_once_equal_the_sequential_ones) {
  job ja = {cbl_rel_lang(), parse(prog_a), "PA", {0}, 0}, jb = {cbl_rel_lang(), parse(prog_b), "PB", {0}, 0};
  int wrong = 0, undefined = 0;
  for (unsigned k = 0; k < ROUNDS; k++) {
    ja.want[k] = round_text(&ja, k);
    jb.want[k] = round_text(&jb, k);
    wrong += !!strstr(ja.want[k], "went wrong") + !!strstr(jb.want[k], "went wrong");
    undefined += !!strstr(ja.want[k], "undefined_result") + !!strstr(jb.want[k], "undefined_result");
  }
  /* the runs are varied: some complete, some go wrong at a place (rt_loc's buffers in use) */
  cr_expect(wrong > 0 && wrong < 2 * ROUNDS, "%d of %d runs went wrong", wrong, 2 * ROUNDS);
  cr_expect(undefined > 0, "no run went wrong with undefined_result");
  pthread_t ta, tb;
  cr_assert_eq(pthread_create(&ta, NULL, worker, &ja), 0);
  cr_assert_eq(pthread_create(&tb, NULL, worker, &jb), 0);
  pthread_join(ta, NULL);
  pthread_join(tb, NULL);
  cr_expect_eq(ja.mismatches, 0, "PA: %d concurrent runs differ from the sequential ones", ja.mismatches);
  cr_expect_eq(jb.mismatches, 0, "PB: %d concurrent runs differ from the sequential ones", jb.mismatches);
  for (unsigned k = 0; k < ROUNDS; k++) free(ja.want[k]), free(jb.want[k]);
  cbl_rel_lang()->unload(ja.doc);
  cbl_rel_lang()->unload(jb.doc);
}
