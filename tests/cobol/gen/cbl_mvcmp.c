/* cbl_mvcmp.c — test-only driver for diff.py's "move" and "compare" modes: lays out a generated
 * COBOL program with our front end and layout.h, then runs MOVEs and conditions (move.h, compare.h)
 * read from stdin over its WORKING-STORAGE, printing what cobc's run of the same program DISPLAYs.
 * Usage: cbl_mvcmp PROGRAM.cbl ebcdic|gnu  (the ASCII sign convention of cobc's -fsign)
 * Lines on stdin (operands are data names or #N<numeric literal>, #X<hex bytes>, #A<hex bytes>
 * for an ALL literal, #F<figurative constant name>):
 *   M <src> <dst>        -> the receiver's bytes in hex after MOVE src TO dst, or ERR <status>
 *   m <src> <dst>        -> the same MOVE, silent (a case's setup), ERR <status> on failure
 *   C <a> <b>            -> LT, EQ or GT (a <=> b)
 *   K <item> <class>     -> T or F (IF item IS class)
 *   S <item> <sign>      -> T or F (IF item IS POSITIVE/NEGATIVE/ZERO)
 *   Q <condition-name>   -> T or F */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lang/cobol/cobol.h"
#include "lang/cobol/compare.h"
#include "lang/cobol/layout.h"
#include "lang/cobol/move.h"

static cbl_layout *lay;
static unsigned char **area;
static cbl_options opt;

static int hexval(int c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  return -1;
}

/* An operand from its spelling; literal bytes go to buf, a numeric literal's value to num. */
static int operand(const char *s, unsigned char *buf, cbl_dec *num, cbl_opnd *x) {
  if (s[0] != '#') {
    const cbl_field *f = cbl_layout_by_name(lay, s);
    if (!f) return -1;
    *x = cbl_opnd_item(f, area[f->area] + f->offset, f->size);
    return 0;
  }
  if (s[1] == 'N') {
    if (cbl_dec_set_str(num, s + 2) != 0) return -1;
    *x = cbl_opnd_numlit(num, s + 2);
    return 0;
  }
  if (s[1] == 'F') {
    static const char *const names[] = {"SPACE", "ZERO", "QUOTE", "HIGH-VALUE", "LOW-VALUE"};
    for (int i = 0; i < 5; i++)
      if (strcmp(s + 2, names[i]) == 0) {
        *x = cbl_opnd_fig((cbl_fig)i);
        return 0;
      }
    return -1;
  }
  if (s[1] == 'X' || s[1] == 'A') {
    size_t n = 0;
    for (const char *p = s + 2; p[0] && p[1]; p += 2) {
      if (hexval(p[0]) < 0 || hexval(p[1]) < 0) return -1;
      buf[n++] = (unsigned char)(hexval(p[0]) * 16 + hexval(p[1]));
    }
    *x = cbl_opnd_lit(buf, n);
    if (s[1] == 'A') x->kind = CBL_OPND_ALL;
    return 0;
  }
  return -1;
}

static const char *tf(int ok, int r) { return !ok ? "ERR" : r ? "T" : "F"; }

static void run_line(char *line) {
  char k[4], a[256], b[256];
  unsigned char ba[256], bb[256];
  cbl_dec na, nb;
  cbl_opnd xa, xb;
  int n = sscanf(line, "%3s %255s %255s", k, a, b);
  cbl_dec_init(&na);
  cbl_dec_init(&nb);
  /* the second word of K and S is a class or sign name, not an operand */
  int two_opnds = n == 3 && (k[0] == 'M' || k[0] == 'm' || k[0] == 'C');
  if (n < 2 || operand(a, ba, &na, &xa) != 0 || (two_opnds && operand(b, bb, &nb, &xb) != 0)) {
    printf("BADCASE\n");
  } else if ((k[0] == 'M' || k[0] == 'm') && n == 3 && xb.kind == CBL_OPND_ITEM) {
    char err[256];
    unsigned char *d = (unsigned char *)xb.bytes;
    cbl_move_status st = cbl_move(&opt, &xa, xb.f, d, xb.len, err, sizeof err);
    if (st != CBL_MOVE_OK) {
      printf("ERR %s %s\n", cbl_move_status_name(st), err);
    } else if (k[0] == 'M') {
      for (size_t i = 0; i < xb.len; i++) printf("%02X", d[i]);
      printf("\n");
    }
  } else if (k[0] == 'C' && n == 3) {
    int r = 0;
    cbl_cmp_status st = cbl_compare(&opt, &xa, &xb, &r);
    printf("%s\n", st != CBL_CMP_OK ? "ERR" : r < 0 ? "LT" : r == 0 ? "EQ" : "GT");
  } else if (k[0] == 'K' && n == 3) {
    int r = 0, c = cbl_class_parse(b);
    cbl_cmp_status st = c < 0 ? CBL_CMP_ILLEGAL : cbl_class_test(&opt, &xa, (cbl_class)c, &r);
    printf("%s\n", tf(st == CBL_CMP_OK, r));
  } else if (k[0] == 'S' && n == 3 && xa.kind == CBL_OPND_ITEM) {
    cbl_dec v;
    cbl_dec_init(&v);
    int r = -1;
    if (cbl_opnd_value(&opt, &xa, &v) == CBL_MOVE_OK) r = cbl_sign_test(&v, cbl_sign_word(b));
    printf("%s\n", tf(r >= 0, r));
    cbl_dec_clear(&v);
  } else if (k[0] == 'Q' && n == 2 && xa.kind == CBL_OPND_ITEM && xa.f->level == 88) {
    const cbl_field *var = &lay->fields[xa.f->parent];
    int r = 0;
    cbl_cmp_status st = cbl_condition_test(lay, xa.f, area[var->area] + var->offset, var->size,
                                           &r);
    printf("%s\n", tf(st == CBL_CMP_OK, r));
  } else {
    printf("BADCASE\n");
  }
  cbl_dec_clear(&na);
  cbl_dec_clear(&nb);
}

int main(int argc, char **argv) {
  if (argc < 3) {
    fprintf(stderr, "usage: cbl_mvcmp PROGRAM.cbl ebcdic|gnu\n");
    return 2;
  }
  opt = cbl_options_gnucobol(strcmp(argv[2], "gnu") == 0 ? CBL_CS_ASCII_GNU
                                                          : CBL_CS_ASCII_EBCDIC_SIGN);
  diag_ctx *d = diag_new();
  cbl_parse_options po = {NULL, 0, CBL_FORMAT_AUTO, 0};
  json_t *doc = cbl_parse_file(argv[1], &po, d);
  diag_print(d, stderr);
  diag_free(d);
  if (!doc) return 1;
  char err[512];
  lay = cbl_layout_build(json_array_get(json_object_get(doc, "programs"), 0), &opt, err,
                         sizeof err);
  if (!lay) {
    fprintf(stderr, "layout: %s\n", err);
    return 1;
  }
  area = calloc((size_t)lay->nareas, sizeof *area);
  for (int a = 0; a < lay->nareas; a++) {
    area[a] = calloc(lay->areas[a].size + 1, 1);
    if (cbl_layout_init_area(lay, a, NULL, 0, area[a], err, sizeof err) != 0) {
      fprintf(stderr, "init: %s\n", err);
      return 1;
    }
  }
  char line[1024];
  while (fgets(line, sizeof line, stdin)) run_line(line);
  for (int a = 0; a < lay->nareas; a++) free(area[a]);
  free(area);
  cbl_layout_free(lay);
  json_decref(doc);
  return 0;
}
