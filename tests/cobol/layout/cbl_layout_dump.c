/* cbl_layout_dump.c — test-only driver: reads the front end's JSON (a file) and prints, for each
 * program, the layout (layout.h) as "NAME LEVEL AREA OFFSET SIZE CATEGORY" lines, or the JSON. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jansson.h>

#include "lang/cobol/layout.h"
#include "lang/cobol/options.h"

/* ODO objects are read from the initial storage (VALUE clauses over zero bytes). */
typedef struct run {
  const cbl_layout *l;
  unsigned char **areas;
} run;

static int odo_value(void *ctx, int k, long *value) {
  run *r = ctx;
  const cbl_field *f = &r->l->fields[k];
  cbl_dec d;
  cbl_dec_init(&d);
  cbl_codec_status st = cbl_num_decode(&f->num, r->areas[f->area] + f->offset, &d);
  int ok = st == CBL_CODEC_OK && d.scale == 0 && mpz_fits_slong_p(d.v);
  if (ok) *value = mpz_get_si(d.v);
  cbl_dec_clear(&d);
  return ok ? 0 : -1;
}

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: cbl_layout_dump FILE.json [--json]\n");
    return 2;
  }
  json_error_t je;
  json_t *doc = json_load_file(argv[1], 0, &je);
  if (!doc) {
    fprintf(stderr, "%s: %s\n", argv[1], je.text);
    return 2;
  }
  int as_json = argc > 2 && strcmp(argv[2], "--json") == 0;
  /* The sizes are compared with cobc: run under GnuCOBOL's conventions (ASCII data). */
  cbl_options o = cbl_options_gnucobol(CBL_CS_ASCII_GNU);
  char err[512];
  if (cbl_options_from_json(&o, json_object_get(json_object_get(doc, "source"),
                                                "compiler_options"), err, sizeof err) != 0) {
    fprintf(stderr, "%s\n", err);
    return 1;
  }
  size_t i;
  json_t *p;
  int rc = 0;
  json_array_foreach(json_object_get(doc, "programs"), i, p) {
    cbl_layout *l = cbl_layout_build(p, &o, err, sizeof err);
    if (!l) {
      printf("PROGRAM %s ERROR %s\n", json_string_value(json_object_get(p, "name")), err);
      rc = 1;
      continue;
    }
    if (as_json) {
      json_t *j = cbl_layout_json(l);
      json_dumpf(j, stdout, JSON_INDENT(1));
      printf("\n");
      json_decref(j);
    } else {
      printf("PROGRAM %s\n", json_string_value(json_object_get(p, "name")));
      run r = {l, calloc((size_t)l->nareas, sizeof(unsigned char *))};
      for (int a = 0; a < l->nareas; a++) {
        r.areas[a] = calloc(l->areas[a].size + 1, 1);
        if (cbl_layout_init_area(l, a, NULL, 0, r.areas[a], err, sizeof err) != 0)
          printf("INIT ERROR %s\n", err);
      }
      /* NAME LEVEL AREA OFFSET SIZE CATEGORY CURRENT-SIZE USAGE ('?': an ODO object is invalid) */
      for (int k = 0; k < l->nfields; k++) {
        const cbl_field *f = &l->fields[k];
        size_t off, len;
        char cur[32] = "?";
        if (f->ndims == 0 && f->area >= 0 &&
            cbl_layout_locate(l, k, NULL, 0, odo_value, &r, &off, &len) == CBL_LOC_OK)
          snprintf(cur, sizeof cur, "%zu", len);
        static const char *const usages[] = {"display", "national", "display-1", "binary",
                                             "packed", "comp-5", "comp-1", "comp-2", "index",
                                             "pointer", "proc-pointer", "func-pointer", "object"};
        printf("%s %d %d %zu %zu %s %s %s\n", f->name ? f->name : "FILLER", f->level, f->area,
               f->offset, f->size, cbl_cat_name(f->cat), cur, usages[f->usage]);
      }
      for (int a = 0; a < l->nareas; a++) free(r.areas[a]);
      free(r.areas);
    }
    cbl_layout_free(l);
  }
  json_decref(doc);
  return rc;
}
