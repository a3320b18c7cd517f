/* cbl_calc.c — test-only driver: reads cases on stdin, one a line, and prints what the COBOL data
 * semantics core (edit.h, dec.h) computes, for the differential generators in this folder.
 *   E <pic> <value> <bwz>                       -> the edited text in brackets
 *   A <op> <a> <b> <digits> <scale> <mode> <pic> -> the receiver S9(digits-scale)V9(scale)
 *        after "COMPUTE R ROUNDED MODE mode = a op b", shown through edited <pic>, or SIZE */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lang/cobol/dec.h"
#include "lang/cobol/edit.h"
#include "lang/cobol/pic.h"

static void show(const char *pic, const cbl_dec *v) {
  cbl_pic p;
  char err[200], out[CBL_PIC_MAX_SYMS + 1];
  if (cbl_pic_parse(pic, 0, '$', 31, &p, err, sizeof err) != 0) {
    printf("PICERR %s\n", err);
    return;
  }
  if (cbl_edit_numeric(&p, v, 0, out) != 0) {
    printf("EDITERR\n");
    return;
  }
  printf("[%s]\n", out);
}

int main(void) {
  char line[1024];
  cbl_dec a, b, r, f;
  cbl_dec_init(&a);
  cbl_dec_init(&b);
  cbl_dec_init(&r);
  cbl_dec_init(&f);
  while (fgets(line, sizeof line, stdin)) {
    char op[8], sa[64], sb[64], mode[32], pic[128];
    int digits, scale, bwz;
    if (line[0] == 'E' && sscanf(line, "E %127s %63s %d", pic, sa, &bwz) == 3) {
      cbl_pic p;
      char err[200], out[CBL_PIC_MAX_SYMS + 1];
      if (cbl_pic_parse(pic, 0, '$', 31, &p, err, sizeof err) != 0 || cbl_dec_set_str(&a, sa)) {
        printf("PICERR %s\n", err);
        continue;
      }
      cbl_edit_numeric(&p, &a, bwz, out);
      printf("[%s]\n", out);
    } else if (line[0] == 'A' && sscanf(line, "A %7s %63s %63s %d %d %31s %127s", op, sa, sb,
                                        &digits, &scale, mode, pic) == 7) {
      cbl_dec_set_str(&a, sa);
      cbl_dec_set_str(&b, sb);
      int m = cbl_round_mode_parse(mode);
      if (m < 0) {
        printf("MODEERR\n");
        continue;
      }
      int se = 0;
      if (op[0] == '/') {
        /* The exact quotient rounded to the receiver (see ibm-vs-gnucobol.md on IBM's
         * intermediate decimal places). */
        if (cbl_dec_div(&r, NULL, &a, &b, scale, (cbl_round_mode)m, NULL) != CBL_DEC_OK) {
          printf("SIZE\n");
          continue;
        }
        cbl_dec_fit(&f, &r, digits, scale, CBL_ROUND_TRUNCATION, &se, NULL);
        if (m == CBL_ROUND_PROHIBITED) {
          cbl_dec q2;
          cbl_dec_init(&q2);
          int inexact = 0;
          cbl_dec_div(&q2, NULL, &a, &b, scale, CBL_ROUND_TRUNCATION, &inexact);
          if (inexact) se = 1;
          cbl_dec_clear(&q2);
        }
      } else {
        if (op[0] == '+')
          cbl_dec_add(&r, &a, &b);
        else if (op[0] == '-')
          cbl_dec_sub(&r, &a, &b);
        else
          cbl_dec_mul(&r, &a, &b);
        cbl_dec_fit(&f, &r, digits, scale, (cbl_round_mode)m, &se, NULL);
      }
      if (se)
        printf("SIZE\n");
      else
        show(pic, &f);
    } else {
      printf("BADCASE\n");
    }
  }
  cbl_dec_clear(&a);
  cbl_dec_clear(&b);
  cbl_dec_clear(&r);
  cbl_dec_clear(&f);
  return 0;
}
