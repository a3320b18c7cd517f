/* emit.c — `equiv diff --emit-tests DIR` for COBOL (rel_lang.emit_test): a distinguishing input as
 * data sets both executors load, the outcomes Equiv replayed, and a script that builds both
 * versions with GnuCOBOL and runs them on it.
 *
 * DIR/PROGRAM/ gets, per input file, DD.ebcdic (the records in the program's encoding, as
 * `equiv cobol run --dd DD=DD.ebcdic` reads them) and DD.ascii (the same records for a
 * cobc -std=ibm -fsign=EBCDIC build: text and zoned fields through code page 037 to Latin-1, so
 * zoned digits F0-F9 become '0'-'9' and overpunched signs '{A-I' and '}J-R'; packed and binary
 * fields unchanged), SYSIN.txt (the lines ACCEPT reads, as text: the cobc builds read it as their
 * standard input), CLOCK.txt (the date and time ACCEPT FROM DATE/TIME reads, as `--clock` takes it;
 * the cobc builds get it as COB_CURRENT_DATE), PARM.txt and parmwrap.cbl (a main program's PARM,
 * and the wrapper that passes it to the cobc builds, which cannot run a main program with
 * PROCEDURE DIVISION USING themselves), expected.txt (both replayed outcomes and their
 * records) and run.sh. */
#define _DEFAULT_SOURCE /* realpath */
#include "lang/cobol/emit.h"
#include "lang/cobol/native.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "core/codepage.h"
#include "core/fsutil.h"
#include "core/strbuf.h"
#include "lang/cobol/lang_data.h"

static void outcome(const char *side, const rel_behaviour *b, strbuf *out) {
  char t[600];
  sb_printf(out, "%s: %s\n", side, rel_behaviour_text(b, t, sizeof t));
  for (int i = 0; i < b->nrecords; i++) {
    sb_printf(out, "  %s: ", b->records[i].stream);
    sb_append(out, b->records[i].data, b->records[i].len); /* Latin-1, as the records are shown */
    sb_putc(out, '\n');
  }
}

static int write_sb(const char *dir, const char *name, strbuf *sb) {
  char path[4700];
  snprintf(path, sizeof path, "%s/%s", dir, name);
  int rc = fs_write_atomic(path, sb_str(sb), sb->len);
  sb_free(sb);
  return rc;
}

int cbl_emit_test(const char *dir, const char *oldf, const char *newf, const char *unit, const char *const *units,
                  int nunits, const rel_verdict *v) {
  (void)units, (void)nunits;
  if (!v->has_cex) return 0;
  char d[4096 + 300];
  snprintf(d, sizeof d, "%.4000s/%.290s", dir, unit);
  if (mkdir(d, 0777) < 0 && errno != EEXIST) return -1;
  char ro[4096], rn[4096];
  if (!realpath(oldf, ro)) snprintf(ro, sizeof ro, "%s", oldf);
  if (!realpath(newf, rn)) snprintf(rn, sizeof rn, "%s", newf);
  strbuf sh = {0};
  sb_printf(&sh, "#!/bin/sh\n# %s: the distinguishing input equiv diff found and replayed, on both versions built by\n"
                 "# GnuCOBOL (cobc -std=ibm -fsign=EBCDIC -fbinary-truncate unless TRUNC(BIN), ASCII data sets). Prints both\n"
                 "# outputs; exits 0 when they differ as equiv diff says (expected.txt), 1 when they do not, 2 when a\n"
                 "# build fails.\n"
                 "set -u\nhere=$(cd \"$(dirname \"$0\")\" && pwd)\nw=$(mktemp -d)\ntrap 'rm -rf \"$w\"' EXIT\n",
            unit);
  /* a main program with a PARM: GnuCOBOL builds no executable of it (PROCEDURE DIVISION USING),
   * so a wrapper passes it the PARM as z/OS does (a halfword length, the text, binary zeros) */
  int parm = -1;
  for (int i = 0; i < v->ninputs; i++)
    if (!strcmp(v->inputs[i].name, CBL_REL_PARM)) parm = i;
  if (parm >= 0) {
    strbuf wr = {0};
    sb_printf(&wr, "       IDENTIFICATION DIVISION.\n       PROGRAM-ID. EQPARMW.\n"
                   "      * Runs the program under test as z/OS runs a main program with a\n"
                   "      * PARM: a halfword length and the text, binary zeros after it.\n"
                   "       DATA DIVISION.\n       WORKING-STORAGE SECTION.\n"
                   "       01  WS-LEN          PIC 9(3).\n       01  WS-I            PIC 9(3).\n"
                   "       01  PARM-AREA.\n           05 PARM-LEN     PIC S9(4) COMP.\n"
                   "           05 PARM-TEXT    PIC X(100).\n       PROCEDURE DIVISION.\n"
                   "           ACCEPT WS-LEN FROM ENVIRONMENT 'EQUIV_PARM_LEN'\n"
                   "           ACCEPT PARM-TEXT FROM ENVIRONMENT 'EQUIV_PARM'\n"
                   "           MOVE WS-LEN TO PARM-LEN\n"
                   "           PERFORM VARYING WS-I FROM WS-LEN BY 1 UNTIL WS-I >= 100\n"
                   "             MOVE LOW-VALUE TO PARM-TEXT(WS-I + 1:1)\n           END-PERFORM\n"
                   "           CALL '%.30s' USING PARM-AREA\n           STOP RUN.\n",
              unit);
    if (write_sb(d, "parmwrap.cbl", &wr) < 0) {
      sb_free(&sh);
      return -1;
    }
    char pt[CBL_REL_PARM_MAX + 1];
    int pl = cbl_rel_parm_text(&v->args[parm], pt, sizeof pt);
    if (pl < 0) {
      sb_free(&sh);
      return -1;
    }
    strbuf ds = {0};
    sb_append(&ds, pt, (size_t)pl);
    if (write_sb(d, "PARM.txt", &ds) < 0) {
      sb_free(&sh);
      return -1;
    }
    sb_printf(&sh, "export EQUIV_PARM_LEN=%03d EQUIV_PARM=\"$(cat \"$here/PARM.txt\")\"\n", pl);
  }
  for (int side = 0; side < 2; side++) {
    const char *nm = side ? "new" : "old";
    /* GnuCOBOL refuses IBM's CBL/PROCESS lines: blanked before the first DIVISION header (line
     * numbers kept); TRUNC(BIN) among them builds without -fbinary-truncate (native.c) */
    const char *src = side ? rn : ro;
    sb_printf(&sh, "sed -E '0,/DIVISION/I s/^[0-9 ]*(CBL|PROCESS)( .*)?\\r?$//I' '%s' >\"$w/%sprog.cbl\" && "
                   "cobc -std=ibm -fsign=EBCDIC %s -x -o \"$w/%s\" %s\"$w/%sprog.cbl\" || exit 2\n",
              src, nm, cbl_native_source_trunc_bin(src) ? "-fno-binary-truncate" : "-fbinary-truncate", nm,
              parm >= 0 ? "\"$here/parmwrap.cbl\" " : "", nm);
  }
  for (int i = 0; i < v->ninputs; i++) {
    const char *dd = v->inputs[i].name;
    if (!strcmp(dd, CBL_REL_PARM)) continue; /* PARM.txt, above */
    if (!strcmp(dd, CBL_REL_CLOCK)) {
      /* the clock: `equiv cobol run --clock` text, and GnuCOBOL's COB_CURRENT_DATE form */
      char ck[40];
      if (cbl_rel_clock_text(&v->args[i], ck, sizeof ck) < 0) {
        sb_free(&sh);
        return -1;
      }
      strbuf ds = {0};
      sb_printf(&ds, "%s\n", ck);
      if (write_sb(d, "CLOCK.txt", &ds) < 0) {
        sb_free(&sh);
        return -1;
      }
      continue;
    }
    if (!strcmp(dd, CBL_REL_SYSIN)) {
      /* the lines ACCEPT reads: text lines (Latin-1), for `equiv cobol run --sysin` and as the
       * standard input of the cobc builds */
      strbuf ds = {0};
      for (int r = 0; r < v->args[i].n; r++) {
        const rel_value *rv = &v->args[i].items[r];
        for (int j = 0; j < rv->n; j++)
          for (size_t k = 0; k < rv->items[j].len; k++) sb_putc(&ds, (char)eq_cp037_to_latin1[(unsigned char)rv->items[j].text[k]]);
        sb_putc(&ds, '\n');
      }
      if (write_sb(d, "SYSIN.txt", &ds) < 0) {
        sb_free(&sh);
        return -1;
      }
      continue;
    }
    for (int ascii = 0; ascii < 2; ascii++) {
      strbuf ds = {0};
      cbl_rel_data_set_bytes(v->inputs[i].type, &v->args[i], ascii, 0, &ds);
      char fn[300];
      snprintf(fn, sizeof fn, "%.280s.%s", dd, ascii ? "ascii" : "ebcdic");
      if (write_sb(d, fn, &ds) < 0) {
        sb_free(&sh);
        return -1;
      }
    }
  }
  for (int side = 0; side < 2; side++) {
    const char *nm = side ? "new" : "old";
    sb_printf(&sh, "mkdir \"$w/run-%s\" && cd \"$w/run-%s\" || exit 2\n", nm, nm);
    int sysin = 0;
    for (int i = 0; i < v->ninputs; i++) {
      if (!strcmp(v->inputs[i].name, CBL_REL_SYSIN)) {
        sysin = 1;
        continue;
      }
      if (!strcmp(v->inputs[i].name, CBL_REL_PARM)) continue; /* exported above */
      if (!strcmp(v->inputs[i].name, CBL_REL_CLOCK)) {
        char ck[40];
        cbl_rel_clock_text(&v->args[i], ck, sizeof ck);
        /* YYYY/MM/DD HH:MM:SS.hh */
        sb_printf(&sh, "COB_CURRENT_DATE='%.4s/%.2s/%.2s %.2s:%.2s:%.2s.%.2s' ", ck, ck + 5, ck + 8, ck + 11, ck + 14,
                  ck + 17, ck + 20);
        continue;
      }
      sb_printf(&sh, "%s=\"$here/%s.ascii\" ", v->inputs[i].name, v->inputs[i].name);
    }
    /* GnuCOBOL reads SYSIN from standard input; past its last line it fills the receiving item
     * with spaces, where IBM leaves it unchanged (tests/cobol/ibm-vs-gnucobol.md) */
    sb_printf(&sh, "\"$w/%s\"%s > stdout 2> stderr; echo \"exit $?\" >> stdout\n", nm,
              sysin ? " < \"$here/SYSIN.txt\"" : " < /dev/null");
  }
  sb_printf(&sh, "for side in old new; do echo \"== $side\"; (cd \"$w/run-$side\" && for f in *; do\n"
                 "  [ \"$f\" = stderr ] && continue; echo \"-- $f\"; cat \"$f\"; done); done\n"
                 "if diff -r \"$w/run-old\" \"$w/run-new\" >/dev/null; then echo 'the versions agree here'; exit 1; fi\n"
                 "echo 'the versions differ, as equiv diff says'; exit 0\n");
  strbuf ex = {0};
  sb_printf(&ex, "equiv diff: %s%s%s%s\n", rel_verdict_name(v->kind), v->reason ? " (" : "", v->reason ? v->reason : "",
            v->reason ? ")" : "");
  outcome("old", &v->old_b, &ex);
  outcome("new", &v->new_b, &ex);
  if (write_sb(d, "expected.txt", &ex) < 0) {
    sb_free(&sh);
    return -1;
  }
  char path[4700];
  snprintf(path, sizeof path, "%s/run.sh", d);
  if (write_sb(d, "run.sh", &sh) < 0) return -1;
  chmod(path, 0755);
  return 1;
}
