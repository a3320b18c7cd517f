/* cbl_data_fixture.h — shared by the COBOL data-semantics unit tests: parses a WORKING-STORAGE
 * text with the real front end, builds its layout and initial storage (fill bytes 0x00). */
#ifndef EQUIV_TESTS_CBL_DATA_FIXTURE_H
#define EQUIV_TESTS_CBL_DATA_FIXTURE_H

#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lang/cobol/cobol.h"
#include "lang/cobol/layout.h"

typedef struct fixture {
  json_t *doc;
  cbl_layout *l;
  unsigned char *ws; /* working storage bytes */
  int ws_area;
} fixture;

/* ws: data description lines (free text, each line written from column 8). */
static inline fixture fx_make(const char *ws, cbl_options o) {
  char src[16384];
  snprintf(src, sizeof src,
           "       IDENTIFICATION DIVISION.\n       PROGRAM-ID. T.\n       DATA DIVISION.\n"
           "       WORKING-STORAGE SECTION.\n%s       PROCEDURE DIVISION.\n           STOP RUN.\n",
           ws);
  diag_ctx *d = diag_new();
  cbl_parse_options po = {NULL, 0, CBL_FORMAT_FIXED, 0};
  fixture f;
  memset(&f, 0, sizeof f);
  f.doc = cbl_parse_text("T.cbl", src, strlen(src), &po, d);
  cr_assert(f.doc, "parse failed: %s", diag_error_count(d) ? diag_message(d, 0) : "?");
  diag_free(d);
  char err[512];
  f.l = cbl_layout_build(json_array_get(json_object_get(f.doc, "programs"), 0), &o, err,
                         sizeof err);
  cr_assert(f.l, "layout: %s", err);
  f.ws_area = -1;
  for (int a = 0; a < f.l->nareas; a++)
    if (f.l->areas[a].kind == CBL_AREA_WORKING) f.ws_area = a;
  if (f.ws_area >= 0) {
    f.ws = calloc(f.l->areas[f.ws_area].size + 1, 1);
    cr_assert_eq(cbl_layout_init_area(f.l, f.ws_area, NULL, 0, f.ws, err, sizeof err), 0, "%s",
                 err);
  }
  return f;
}

static inline void fx_free(fixture *f) {
  free(f->ws);
  cbl_layout_free(f->l);
  json_decref(f->doc);
}

static inline const cbl_field *fx_field(fixture *f, const char *name) {
  const cbl_field *x = cbl_layout_by_name(f->l, name);
  cr_assert(x, "no field %s", name);
  return x;
}

#endif
