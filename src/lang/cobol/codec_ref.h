/* codec_ref.h — the codec without its machine-word paths (values of at most 18 digits fitted and
 * decoded on words), the reference they are checked against (tests/unit/test_cbl_codec.c). Same
 * contracts as cbl_num_encode / cbl_num_decode; the semantics calls those, never these. */
#ifndef EQUIV_LANG_COBOL_CODEC_REF_H
#define EQUIV_LANG_COBOL_CODEC_REF_H

#include "lang/cobol/codec.h"

cbl_codec_status cbl_num_encode_gmp(const cbl_num_desc *d, const cbl_dec *v, unsigned char *bytes,
                                    int *size_error, int *inexact);
cbl_codec_status cbl_num_decode_gmp(const cbl_num_desc *d, const unsigned char *bytes, cbl_dec *out);

#endif
