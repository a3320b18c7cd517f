/* cics.c — what the CICS translator supplies to a program with EXEC CICS blocks, so online
 * programs parse and resolve: the EXEC interface block DFHEIBLK and DFHCOMMAREA in the LINKAGE
 * SECTION, USING DFHEIBLK DFHCOMMAREA on the PROCEDURE DIVISION header, and DFHRESP(condition)
 * replaced by its response code. The EXEC blocks themselves stay opaque (the semantics refuses
 * them as unsupported). */
#include <string.h>

#include "lang/cobol/lex.h"

/* DFHEIBLK as the translator inserts it (CICS TS Application Programming Reference, "EIB fields"). */
static const char eib_text[] =
  "       01  DFHEIBLK.\n"
  "           02  EIBTIME   PIC S9(7) COMP-3.\n"
  "           02  EIBDATE   PIC S9(7) COMP-3.\n"
  "           02  EIBTRNID  PIC X(4).\n"
  "           02  EIBTASKN  PIC S9(7) COMP-3.\n"
  "           02  EIBTRMID  PIC X(4).\n"
  "           02  DFHEIGDI  PIC S9(4) COMP.\n"
  "           02  EIBCPOSN  PIC S9(4) COMP.\n"
  "           02  EIBCALEN  PIC S9(4) COMP.\n"
  "           02  EIBAID    PIC X(1).\n"
  "           02  EIBFN     PIC X(2).\n"
  "           02  EIBRCODE  PIC X(6).\n"
  "           02  EIBDS     PIC X(8).\n"
  "           02  EIBREQID  PIC X(8).\n"
  "           02  EIBRSRCE  PIC X(8).\n"
  "           02  EIBSYNC   PIC X(1).\n"
  "           02  EIBFREE   PIC X(1).\n"
  "           02  EIBRECV   PIC X(1).\n"
  "           02  EIBFIL01  PIC X(1).\n"
  "           02  EIBATT    PIC X(1).\n"
  "           02  EIBEOC    PIC X(1).\n"
  "           02  EIBFMH    PIC X(1).\n"
  "           02  EIBCOMPL  PIC X(1).\n"
  "           02  EIBSIG    PIC X(1).\n"
  "           02  EIBCONF   PIC X(1).\n"
  "           02  EIBERR    PIC X(1).\n"
  "           02  EIBERRCD  PIC X(4).\n"
  "           02  EIBSYNRB  PIC X(1).\n"
  "           02  EIBNODAT  PIC X(1).\n"
  "           02  EIBRESP   PIC S9(8) COMP.\n"
  "           02  EIBRESP2  PIC S9(8) COMP.\n"
  "           02  EIBRLDBK  PIC X(1).\n";

static const char commarea_text[] = "       01  DFHCOMMAREA PIC X(1).\n";

/* RESP condition codes (CICS TS, "RESP and RESP2 options": the values DFHRESP translates to). */
static const struct { const char *name; int code; } resp_codes[] = {
  {"NORMAL", 0}, {"ERROR", 1}, {"RDATT", 2}, {"WRBRK", 3}, {"EOF", 4}, {"EODS", 5}, {"EOC", 6},
  {"INBFMH", 7}, {"ENDINPT", 8}, {"NONVAL", 9}, {"NOSTART", 10}, {"TERMIDERR", 11}, {"FILENOTFOUND", 12},
  {"DSIDERR", 12}, {"NOTFND", 13}, {"DUPREC", 14}, {"DUPKEY", 15}, {"INVREQ", 16}, {"IOERR", 17},
  {"NOSPACE", 18}, {"NOTOPEN", 19}, {"ENDFILE", 20}, {"ILLOGIC", 21}, {"LENGERR", 22}, {"QZERO", 23},
  {"SIGNAL", 24}, {"QBUSY", 25}, {"ITEMERR", 26}, {"PGMIDERR", 27}, {"TRANSIDERR", 28}, {"ENDDATA", 29},
  {"INVTSREQ", 30}, {"EXPIRED", 31}, {"RETPAGE", 32}, {"RTEFAIL", 33}, {"RTESOME", 34}, {"TSIOERR", 35},
  {"MAPFAIL", 36}, {"INVERRTERM", 37}, {"INVMPSZ", 38}, {"IGREQID", 39}, {"OVERFLOW", 40}, {"INVLDC", 41},
  {"NOSTG", 42}, {"JIDERR", 43}, {"QIDERR", 44}, {"NOJBUFSP", 45}, {"DSSTAT", 46}, {"SELNERR", 47},
  {"FUNCERR", 48}, {"UNEXPIN", 49}, {"SYSIDERR", 53}, {"ENQBUSY", 55}, {"SYSBUSY", 59}, {"SESSBUSY", 60},
  {"NOTALLOC", 61}, {"USERIDERR", 69}, {"NOTAUTH", 70}, {"SUPPRESSED", 72}, {"TERMERR", 81},
  {"ROLLEDBACK", 82}, {"END", 83}, {"DISABLED", 84}, {"LOCKED", 100}, {"RECORDBUSY", 101},
};

static void lex_virtual(cbl_front *fe, const char *name, const char *text, cbl_toks *out) {
  int fid = diag_add_file(fe->d, name, text, strlen(text), NULL, EQ_NOLOC);
  int saved = fe->format_fixed_effective;
  cbl_lex_file(fe, fid, text, strlen(text), CBL_FORMAT_FIXED, out);
  fe->format_fixed_effective = saved;
}

static int has_word_def(const cbl_toks *t, const char *w) {
  /* a level number followed by the word: a data description of w */
  for (size_t i = 1; i < t->n; i++)
    if (cbl_tok_is(&t->v[i], w) && t->v[i - 1].kind == T_NUM) return 1;
  return 0;
}

int cbl_cics_translate(cbl_front *fe, cbl_toks *toks) {
  int cics = 0;
  for (size_t i = 0; i < toks->n; i++)
    if (toks->v[i].kind == T_EXEC && toks->v[i].aux && !strcmp(toks->v[i].aux, "CICS")) cics = 1;
  if (!cics) return 0;
  int errors = 0;
  cbl_toks eib = {0}, commarea = {0}, out = {0};
  lex_virtual(fe, "<CICS translator: DFHEIBLK>", eib_text, &eib);
  if (!has_word_def(toks, "DFHCOMMAREA")) lex_virtual(fe, "<CICS translator: DFHCOMMAREA>", commarea_text, &commarea);
  int have_linkage = 0;
  for (size_t i = 0; i + 1 < toks->n; i++)
    if (cbl_tok_is(&toks->v[i], "LINKAGE") && cbl_tok_is(&toks->v[i + 1], "SECTION")) have_linkage = 1;
  for (size_t i = 0; i < toks->n; i++) {
    cbl_tok *t = &toks->v[i];
    /* LINKAGE SECTION . → insert DFHEIBLK first (and DFHCOMMAREA when the program has none) */
    if (have_linkage && cbl_tok_is(t, "LINKAGE") && i + 2 < toks->n && cbl_tok_is(&toks->v[i + 1], "SECTION") &&
        toks->v[i + 2].kind == T_PERIOD) {
      for (int k = 0; k < 3; k++) cbl_toks_push(&out, &toks->v[i + k]);
      for (size_t k = 0; k < eib.n; k++) cbl_toks_push(&out, &eib.v[k]);
      for (size_t k = 0; k < commarea.n; k++) cbl_toks_push(&out, &commarea.v[k]);
      i += 2;
      continue;
    }
    if (cbl_tok_is(t, "PROCEDURE") && i + 2 < toks->n && cbl_tok_is(&toks->v[i + 1], "DIVISION")) {
      if (!have_linkage) {
        cbl_tok l = {T_WORD, 0, "LINKAGE", 7, "LINKAGE", t->loc}, s = {T_WORD, 0, "SECTION", 7, "SECTION", t->loc},
                p = {T_PERIOD, 0, ".", 1, NULL, t->loc};
        cbl_toks_push(&out, &l);
        cbl_toks_push(&out, &s);
        cbl_toks_push(&out, &p);
        for (size_t k = 0; k < eib.n; k++) cbl_toks_push(&out, &eib.v[k]);
        for (size_t k = 0; k < commarea.n; k++) cbl_toks_push(&out, &commarea.v[k]);
      }
      cbl_toks_push(&out, t);
      cbl_toks_push(&out, &toks->v[i + 1]);
      i += 1;
      if (!cbl_tok_is(&toks->v[i + 1], "USING")) {
        const char *words[] = {"USING", "DFHEIBLK", "DFHCOMMAREA"};
        for (int k = 0; k < 3; k++) {
          cbl_tok w = {T_WORD, 0, words[k], strlen(words[k]), words[k], toks->v[i].loc};
          cbl_toks_push(&out, &w);
        }
      } else if (i + 2 < toks->n && !cbl_tok_is(&toks->v[i + 2], "DFHEIBLK")) {
        /* USING written by the programmer: the translator puts DFHEIBLK first */
        cbl_toks_push(&out, &toks->v[i + 1]);
        cbl_tok w = {T_WORD, 0, "DFHEIBLK", 8, "DFHEIBLK", toks->v[i + 1].loc};
        cbl_toks_push(&out, &w);
        i += 1;
      }
      continue;
    }
    if ((cbl_tok_is(t, "DFHRESP") || cbl_tok_is(t, "DFHVALUE")) && i + 3 < toks->n &&
        toks->v[i + 1].kind == T_LPAREN && toks->v[i + 2].kind == T_WORD && toks->v[i + 3].kind == T_RPAREN) {
      const char *cond = toks->v[i + 2].text;
      int code = -1;
      if (cbl_tok_is(t, "DFHRESP"))
        for (size_t k = 0; k < sizeof resp_codes / sizeof *resp_codes; k++)
          if (!strcmp(resp_codes[k].name, cond)) code = resp_codes[k].code;
      if (code < 0) {
        diag_error(fe->d, t->loc, "unsupported", "%s(%s): condition value not known to Equiv", t->text, cond);
        errors++;
      }
      cbl_tok n = {T_NUM, 0, arena_printf(fe->a, "%d", code < 0 ? 0 : code), 0, NULL, t->loc};
      n.len = strlen(n.text);
      cbl_toks_push(&out, &n);
      i += 3;
      continue;
    }
    cbl_toks_push(&out, t);
  }
  cbl_toks_free(&eib);
  cbl_toks_free(&commarea);
  cbl_toks_free(toks);
  *toks = out;
  return errors;
}
