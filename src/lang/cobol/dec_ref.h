/* dec_ref.h — the GMP-only paths of dec.c's operations, the reference its word fast path is
 * checked against (tests/unit/test_cbl_dec.c). Same contracts as the functions of dec.h without
 * the suffix; the semantics calls those, never these. */
#ifndef EQUIV_LANG_COBOL_DEC_REF_H
#define EQUIV_LANG_COBOL_DEC_REF_H

#include "lang/cobol/dec.h"

void cbl_dec_rescale_up_gmp(cbl_dec *r, const cbl_dec *a, int scale);
void cbl_dec_add_gmp(cbl_dec *r, const cbl_dec *a, const cbl_dec *b);
void cbl_dec_sub_gmp(cbl_dec *r, const cbl_dec *a, const cbl_dec *b);
int cbl_dec_cmp_gmp(const cbl_dec *a, const cbl_dec *b);
int cbl_dec_round_gmp(cbl_dec *r, const cbl_dec *a, int scale, cbl_round_mode m);
void cbl_dec_fit_gmp(cbl_dec *r, const cbl_dec *a, int digits, int scale, cbl_round_mode m,
                     int *size_error, int *inexact);
cbl_dec_status cbl_dec_div_gmp(cbl_dec *q, cbl_dec *rem, const cbl_dec *a, const cbl_dec *b, int scale,
                               cbl_round_mode m, int *inexact);

#endif
