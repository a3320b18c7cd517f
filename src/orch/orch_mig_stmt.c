/* orch_mig_stmt.c — the migration statement from the interface and the COBOL inputs' typed trees.
 * Nothing here knows COBOL's internals: the record layouts, the fields' encodings and validity come
 * through rel_type (the COBOL room describes its files so), the rest from the interface. */
#include "orch/orch_mig_stmt.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "core/codepage.h"
#include "core/strbuf.h"

unsigned orch_mig_char(int codepage, unsigned char b) { return eq_cp_to_unicode(codepage == 1140, b); }

/* The EBCDIC byte of Unicode code point u under the code page, or -1 when it has none. */
static int ebcdic_of(int codepage, unsigned u) {
  for (int b = 0; b < 256; b++)
    if (orch_mig_char(codepage, (unsigned char)b) == u) return b;
  return -1;
}

/* The next code point of UTF-8 text *s (advanced), or -1 when malformed. */
static long utf8_next(const unsigned char **s) {
  const unsigned char *p = *s;
  unsigned c = p[0];
  int n = c < 0x80 ? 0 : (c & 0xE0) == 0xC0 ? 1 : (c & 0xF0) == 0xE0 ? 2 : (c & 0xF8) == 0xF0 ? 3 : -1;
  if (n < 0) return -1;
  unsigned u = n == 0 ? c : n == 1 ? c & 0x1F : n == 2 ? c & 0x0F : c & 0x07;
  for (int i = 1; i <= n; i++) {
    if ((p[i] & 0xC0) != 0x80) return -1;
    u = u << 6 | (p[i] & 0x3F);
  }
  *s = p + n + 1;
  return (long)u;
}

/* A decimal literal ("-12.50", "+7", "300") as an unscaled integer at `scale` digits after the
 * point. Returns 0, or -1 when it is not a number, has more fraction digits than scale, or more
 * than 18 digits. */
static int parse_decimal(const char *s, int scale, long long *out, int *ndigits) {
  int neg = 0, digits = 0, frac = -1;
  long long v = 0;
  if (*s == '+' || *s == '-') neg = *s++ == '-';
  if (!*s) return -1;
  for (; *s; s++) {
    if (*s == '.') {
      if (frac >= 0) return -1;
      frac = 0;
      continue;
    }
    if (*s < '0' || *s > '9') return -1;
    if (frac >= 0 && ++frac > scale) return -1;
    if (digits || *s != '0') digits++;
    if (digits > 18) return -1;
    v = v * 10 + (*s - '0');
  }
  for (int k = frac < 0 ? 0 : frac; k < scale; k++) {
    if (v > 99999999999999999LL) return -1;
    v *= 10;
    digits += v != 0;
  }
  *out = neg ? -v : v;
  *ndigits = digits;
  return 0;
}

/* Field value text under type t as the field's bytes (t->len of them) into b. Returns 0, or -1
 * with why. Zoned digits get zone F and, when signed, the sign C or D in the last byte (IBM's
 * preferred signs); packed the sign nibble C, D or F; binary big-endian two's complement. */
static int encode_value(const rel_type *t, int codepage, const char *text, unsigned char *b, char *why, size_t whyn) {
  if (t->kind == REL_T_BYTES) {
    size_t k = 0;
    const unsigned char *p = (const unsigned char *)text;
    while (*p) {
      long u = utf8_next(&p);
      int e = u < 0 ? -1 : ebcdic_of(codepage, (unsigned)u);
      if (e < 0) return snprintf(why, whyn, "\"%s\" has a character code page %03d lacks", text, codepage), -1;
      if (k >= (size_t)t->len) return snprintf(why, whyn, "\"%s\" is longer than the field's %ld bytes", text, t->len), -1;
      b[k++] = (unsigned char)e;
    }
    for (; k < (size_t)t->len; k++) b[k] = 0x40; /* EBCDIC space: MOVE pads so */
    return 0;
  }
  if (t->kind != REL_T_DECIMAL) return snprintf(why, whyn, "a field of this type takes no domain"), -1;
  long long v;
  int nd;
  if (parse_decimal(text, t->scale, &v, &nd) || nd > t->digits)
    return snprintf(why, whyn, "%s is not a number of at most %d digits with %d after the point", text, t->digits,
                    t->scale), -1;
  if (v < 0 && !t->is_signed) return snprintf(why, whyn, "%s is negative and the field is unsigned", text), -1;
  if (rel_decimal_encode(t, v, b)) return snprintf(why, whyn, "a decimal of this encoding takes no domain"), -1;
  return 0;
}

/* The record type (AGG) of a file input (SEQ of AGG), or NULL. */
static const rel_type *record_type(const rel_input *in) {
  const rel_type *t = in->type;
  if (!t || t->kind != REL_T_SEQ || !t->elem || t->elem->kind != REL_T_AGG) return NULL;
  return t->elem;
}

static long record_len(const rel_type *rec) {
  long n = 0;
  for (int i = 0; i < rec->nfields; i++) n += rec->fields[i].type->len;
  return n;
}

static const char *field_type_words(const rel_type *t, arena *a) {
  if (t->kind == REL_T_DECIMAL)
    return arena_printf(a, "%s decimal, %d digit%s%s%s, %s, %ld byte%s",
                        t->enc == REL_ENC_ZONED ? "zoned" : t->enc == REL_ENC_PACKED ? "packed" : "binary", t->digits,
                        t->digits == 1 ? "" : "s", t->scale > 0 ? arena_printf(a, " (%d after the point)", t->scale) : "",
                        "", t->is_signed ? "signed" : "unsigned", t->len, t->len == 1 ? "" : "s");
  return arena_printf(a, "text, %ld byte%s", t->len, t->len == 1 ? "" : "s");
}

static const char *enc_words(orch_ienc e) { return e == ORCH_IE_UTF8 ? "UTF-8" : "Latin-1"; }

/* The relation the conclusion states (docs/migrate-interface.md "How the runs are related"). */
static void build_relation(const orch_iface *f, orch_mig_stmt *s, arena *a) {
  rel_relation R = rel_relation_default();
  R.name = arena_printf(a, "the migration relation of %s", f->path);
  R.other_streams_equal = 0;
  rel_stream_map *m = arena_alloc(a, sizeof *m * (size_t)(f->nargs + 1));
  int k = 0;
  m[k].old_side = (rel_stream_side){"SYSOUT", REL_ENC_LATIN1, 0, 0};
  m[k].new_side = (rel_stream_side){"stdout", f->display_enc == ORCH_IE_UTF8 ? REL_ENC_UTF8 : REL_ENC_LATIN1, 1, 0};
  k++;
  for (int i = 0; i < f->nargs; i++) {
    const orch_ifile *x = &f->files[i];
    int line = x->format == ORCH_IF_LINE;
    /* the COBOL side's records are already text: the run decodes its EBCDIC through code page 037 */
    m[k].old_side = (rel_stream_side){x->dd, REL_ENC_LATIN1, 0, line};
    m[k].new_side = (rel_stream_side){x->dd, x->enc == ORCH_IE_UTF8 ? REL_ENC_UTF8 : REL_ENC_LATIN1, line, line};
    k++;
  }
  R.nstreams = k;
  R.streams = m;
  rel_end_map *e = arena_alloc(a, sizeof *e * 2);
  int ne = 0;
  e[ne++] = (rel_end_map){.old_kind = REL_O_EXITED, .new_kind = REL_O_EXITED, .codes_equal = f->compare_rc};
  if (f->abend_exit)
    e[ne++] = (rel_end_map){.old_kind = REL_O_ABENDED, .new_kind = REL_O_EXITED, .has_new_code = 1,
                            .new_code = f->abend_exit};
  R.nends = ne;
  R.ends = e;
  s->R = R;
}

static int resolve_domain(const orch_iface *f, const rel_input *ins, int n, orch_mig_stmt *s, arena *a, char *err,
                          size_t errn) {
  s->ndom = f->ndomain;
  s->dom = arena_alloc(a, sizeof *s->dom * (size_t)(f->ndomain + 1));
  for (int d = 0; d < f->ndomain; d++) {
    const orch_idomain *x = &f->domain[d];
    orch_mig_dom *o = &s->dom[d];
    memset(o, 0, sizeof *o);
    o->input = -1;
    for (int i = 0; i < n; i++)
      if (!strcmp(ins[i].name, x->file)) o->input = i;
    if (o->input < 0) {
      snprintf(err, errn, "%s: /domain/%d/file: %s is not an input file of the program", f->path, d, x->file);
      return -1;
    }
    const rel_type *rec = record_type(&ins[o->input]);
    o->field = -1;
    for (int j = 0; rec && j < rec->nfields; j++)
      if (!strcasecmp(rec->fields[j].name, x->field)) o->field = j;
    if (o->field < 0) {
      snprintf(err, errn, "%s: /domain/%d/field: %s is not an elementary field of the records of %s", f->path, d,
               x->field, x->file);
      return -1;
    }
    const rel_type *ft = rec->fields[o->field].type;
    char why[300];
    if (x->nvalues) {
      o->nvals = x->nvalues;
      o->vals = arena_alloc(a, sizeof(char *) * (size_t)x->nvalues);
      for (int v = 0; v < x->nvalues; v++) {
        unsigned char *b = arena_alloc(a, (size_t)ft->len + 1);
        if (encode_value(ft, f->codepage, x->values[v], b, why, sizeof why)) {
          snprintf(err, errn, "%s: /domain/%d/values/%d: %s (%s)", f->path, d, v, why, x->field);
          return -1;
        }
        o->vals[v] = b;
      }
    } else {
      int nd;
      if (ft->kind != REL_T_DECIMAL) {
        snprintf(err, errn, "%s: /domain/%d: min/max want a numeric field; %s is text", f->path, d, x->field);
        return -1;
      }
      if (parse_decimal(x->min, ft->scale, &o->lo, &nd) || nd > ft->digits ||
          parse_decimal(x->max, ft->scale, &o->hi, &nd) || nd > ft->digits || o->lo > o->hi ||
          (!ft->is_signed && o->lo < 0)) {
        snprintf(err, errn, "%s: /domain/%d: min %s and max %s do not make a range of %s (%d digits, %d after the point%s)",
                 f->path, d, x->min, x->max, x->field, ft->digits, ft->scale, ft->is_signed ? "" : ", unsigned");
        return -1;
      }
      o->is_range = 1;
    }
  }
  return 0;
}

static void md_inputs(strbuf *sb, const orch_iface *f, const orch_mig_stmt *s, arena *a) {
  sb_puts(sb, "## For all inputs\n\nThe statement holds for every content of each input the program reads:\n\n");
  for (int i = 0; i < s->ninputs; i++) {
    const rel_input *in = &s->inputs[i];
    const rel_type *rec = record_type(in);
    if (!rec) continue;
    int sysin = s->arg_of[i] < 0;
    sb_printf(sb, "- **%s**%s: any number of records r1 … rn (n ≥ 0, no upper bound), each of %ld bytes with the fields\n\n",
              in->name, sysin ? " (the cards ACCEPT reads)" : "", record_len(rec));
    sb_puts(sb, "  | field | type | valid when |\n  |---|---|---|\n");
    for (int j = 0; j < rec->nfields; j++) {
      const rel_type *ft = rec->fields[j].type;
      sb_printf(sb, "  | %s | %s | %s |\n", rec->fields[j].name, field_type_words(ft, a),
                ft->admissible ? ft->admissible : "any bytes");
    }
    if (!sysin)
      sb_puts(sb, f->files[s->arg_of[i]].always_present
                    ? "\n  The data set always exists (the interface says so: `always_present`).\n"
                    : "\n  Or no data set at all: the file does not exist, so OPEN gives file status 35 (05 when it "
                      "is OPTIONAL) and the translation's argument names a path where no file is.\n");
    if (!sysin && f->files[s->arg_of[i]].printable)
      sb_puts(sb, "\n  Every character of every record is a printable ASCII character, U+0020-U+007E (the "
                  "interface says so: `printable`).\n");
    sb_puts(sb, "\n");
  }
}

static void md_hypotheses(strbuf *sb, const orch_iface *f, const orch_mig_stmt *s) {
  sb_puts(sb, "## Hypotheses\n\n");
  int k = 1;
  sb_printf(sb, "%d. **Validity** (generated from the record layouts): every field of every record holds valid data of "
                "its PICTURE and USAGE, as the column \"valid when\" says.\n", k++);
  int any_line = 0;
  for (int i = 0; i < f->nfiles; i++) any_line |= f->files[i].format == ORCH_IF_LINE;
  if (any_line || f->stdin_sysin)
    sb_printf(sb, "%d. **Text transfer** (generated from the interface): no record of a file the translation reads as "
                  "lines holds a character that ends a line (X'25' LF, X'15' NL, X'0D' CR): a line cannot carry it.\n",
              k++);
  for (int d = 0; d < s->ndom; d++) {
    const orch_idomain *x = &f->domain[d];
    sb_printf(sb, "%d. **Domain** (stated by the user in %s, not generated): in every record of %s, %s ", k++, f->path,
              x->file, x->field);
    if (x->nvalues) {
      sb_puts(sb, x->nvalues == 1 ? "is " : "is one of ");
      for (int v = 0; v < x->nvalues; v++) sb_printf(sb, "%s\"%s\"", v ? ", " : "", x->values[v]);
    } else {
      sb_printf(sb, "lies between %s and %s", x->min, x->max);
    }
    sb_puts(sb, ".\n");
  }
  sb_printf(sb, "%d. **Record bound**: none; the statement is about files of every length.\n", k++);
  sb_printf(sb, "%d. **Fuel**: the COBOL run executes at most %lld statements; a run that needs more goes wrong "
                "(out of fuel) and the statement says nothing about its input.\n", k++, s->fuel);
  sb_printf(sb, "%d. **Initial storage**: items without VALUE start as INITIALIZE leaves them (alphanumeric spaces, "
                "numeric zero), FILE SECTION record areas binary zeros. This is GnuCOBOL's start; on z/OS such "
                "storage is unpredictable (IBM Language Reference, VALUE clause), so a program that reads it "
                "before storing into it is related to its translation under this start only.\n\n", k++);
}

static void md_arguments(strbuf *sb, const orch_iface *f, const orch_mig_stmt *s) {
  sb_puts(sb, "## How the translation receives the inputs\n\nThe translation runs as `translation");
  for (int i = 0; i < f->nargs; i++) sb_printf(sb, " <%s>", f->args[i]);
  sb_puts(sb, "`");
  if (f->stdin_sysin) sb_puts(sb, " with the SYSIN cards as its standard input, one line per card, trailing spaces removed");
  sb_puts(sb, ", where\n\n");
  for (int i = 0; i < f->nfiles; i++) {
    const orch_ifile *x = &f->files[i];
    int input = 0;
    for (int j = 0; j < s->ninputs; j++) input |= !strcmp(s->inputs[j].name, x->dd);
    sb_printf(sb, "- `<%s>` is the path of a file that %s", x->dd,
              input ? "holds every record of the input, in order, " : "the translation creates, holding its output ");
    if (x->format == ORCH_IF_LINE)
      sb_printf(sb, "as one line each (ending in LF), the record's characters in %s%s.\n", enc_words(x->enc),
                input ? ", all of its bytes, trailing spaces included" : "");
    else
      sb_printf(sb, "back to back, the record's characters in %s.\n", enc_words(x->enc));
  }
  sb_printf(sb, "\nEach character of a record is the character its EBCDIC byte stands for in code page %03d: a zoned "
                "decimal field keeps its digits and a signed field's last digit carries its sign overpunched ({, A–I "
                "for +0…+9; }, J–R for −0…−9).\n\n", f->codepage);
}

static void md_conclusion(strbuf *sb, const orch_iface *f, const char *tlang) {
  sb_puts(sb, "## Conclusion\n\nFor every such input, run the COBOL program on the data sets and the translation on "
              "the files above. Then:\n\n");
  sb_printf(sb, "1. When the COBOL run completes (STOP RUN or GOBACK), the translation exits%s; its standard output "
                "holds, line for line, the lines DISPLAY wrote (in %s, trailing spaces compared); and for every output "
                "file, its lines are the records the data set holds at the end of the COBOL run, in order, compared "
                "without trailing spaces%s.\n",
            f->compare_rc ? " with status RETURN-CODE (RETURN-CODE modulo 256: an exit status has 8 bits)" : "",
            enc_words(f->display_enc),
            " (a file the translation does not create holds no records)");
  if (f->abend_exit)
    sb_printf(sb, "2. When the COBOL run abends, the translation exits with status %d after writing the lines DISPLAY "
                  "wrote before the abend; the output files are not compared (an abended step's data sets are not "
                  "kept).\n", f->abend_exit);
  else
    sb_puts(sb, "2. The interface states no abend: where the COBOL run abends, no end of the translation is related "
                "to it, and such an input is a difference.\n");
  sb_printf(sb, "3. A translation that panics (%s), is killed by a signal, or ends any other way relates to no "
                "completed COBOL run.\n\n",
            tlang && !strcmp(tlang, "Java") ? "an uncaught exception"
            : tlang && !strcmp(tlang, "Rust") ? "a Rust panic, exit status 101" : "a Rust panic or an uncaught Java exception");
  sb_puts(sb, "Where the COBOL run goes wrong (an undefined result, out of fuel, or a construct outside Equiv's COBOL "
              "semantics) nothing is stated: such an input is reported, never counted as agreement or difference.\n");
}

static json_t *json_inputs(const orch_iface *f, const orch_mig_stmt *s, arena *a) {
  json_t *arr = json_array();
  for (int i = 0; i < s->ninputs; i++) {
    const rel_input *in = &s->inputs[i];
    const rel_type *rec = record_type(in);
    json_t *o = json_object();
    json_object_set_new(o, "dd", json_string(in->name));
    json_object_set_new(o, "argument", s->arg_of[i] < 0 ? json_string("stdin") : json_integer(s->arg_of[i] + 1));
    json_object_set_new(o, "records", json_string("any number (no bound)"));
    /* "may be absent": no data set is an input too (OPEN status 35) */
    json_object_set_new(o, "present", json_string(s->arg_of[i] < 0 ? "always (the card stream)"
                                                  : f->files[s->arg_of[i]].always_present ? "always (the interface says so)"
                                                                                          : "may be absent"));
    json_object_set_new(o, "characters", json_string(s->arg_of[i] >= 0 && f->files[s->arg_of[i]].printable
                                                         ? "printable ASCII (the interface says so)" : "any"));
    json_t *fs = json_array();
    for (int j = 0; rec && j < rec->nfields; j++) {
      const rel_type *ft = rec->fields[j].type;
      json_t *x = json_object();
      json_object_set_new(x, "name", json_string(rec->fields[j].name));
      json_object_set_new(x, "type", json_string(field_type_words(ft, a)));
      json_object_set_new(x, "length", json_integer(ft->len));
      json_object_set_new(x, "valid", ft->admissible ? json_string(ft->admissible) : json_null());
      json_array_append_new(fs, x);
    }
    json_object_set_new(o, "fields", fs);
    json_array_append_new(arr, o);
  }
  return arr;
}

int orch_mig_stmt_build(const orch_iface *f, const char *program, const char *cobol_path, const char *const *subs,
                        int nsubs, const rel_input *ins, int n, long long fuel, const char *tlang, orch_mig_stmt *s,
                        arena *a, char *err, size_t errn) {
  memset(s, 0, sizeof *s);
  s->program = program;
  s->ninputs = n;
  s->inputs = ins;
  s->fuel = fuel;
  s->arg_of = arena_alloc(a, sizeof(int) * (size_t)(n + 1));
  for (int i = 0; i < n; i++) {
    const rel_input *in = &ins[i];
    const rel_type *rec = record_type(in);
    if (!rec) {
      snprintf(err, errn, "unsupported: input %s of %s is not a file of records (the interface cannot give it to a "
                          "translation yet)", in->name, program);
      return -1;
    }
    s->arg_of[i] = -2;
    for (int j = 0; j < f->nargs; j++)
      if (!strcmp(f->args[j], in->name)) s->arg_of[i] = j;
    if (s->arg_of[i] == -2 && !strcmp(in->name, "SYSIN") && f->stdin_sysin) s->arg_of[i] = -1;
    if (s->arg_of[i] == -2) {
      if (!strcmp(in->name, "CLOCK") || !strcmp(in->name, "PARM"))
        snprintf(err, errn, "unsupported: %s reads the %s, which an interface cannot give to a translation yet", program,
                 !strcmp(in->name, "CLOCK") ? "clock (ACCEPT FROM DATE/DAY/TIME)" : "PARM (PROCEDURE DIVISION USING)");
      else if (!strcmp(in->name, "SYSIN"))
        snprintf(err, errn, "%s: /stdin: %s ACCEPTs from SYSIN: the interface must give the cards to the translation "
                            "(\"stdin\": \"SYSIN\")", f->path, program);
      else
        snprintf(err, errn, "%s: /args: %s reads the file on DD %s, which the interface does not give to the translation",
                 f->path, program, in->name);
      return -1;
    }
    const orch_ifile *x = s->arg_of[i] >= 0 ? &f->files[s->arg_of[i]] : NULL;
    for (int j = 0; j < rec->nfields; j++) {
      const rel_type *ft = rec->fields[j].type;
      if (ft->kind == REL_T_DECIMAL && ft->enc != REL_ENC_ZONED && (!x || x->format == ORCH_IF_LINE || x->enc != ORCH_IE_LATIN1)) {
        snprintf(err, errn, "%s: /files/%s: field %s is %s: its bytes have no text form, so a text file cannot hold "
                            "the records of %s", f->path, in->name, rec->fields[j].name,
                 ft->enc == REL_ENC_PACKED ? "packed decimal (COMP-3)" : "binary (COMP)", in->name);
        return -1;
      }
    }
  }
  if (resolve_domain(f, ins, n, s, a, err, errn)) return -1;
  build_relation(f, s, a);

  strbuf sb = STRBUF_INIT;
  sb_printf(&sb, "# Migration statement: %s and its %s translation\n\n", program, tlang ? tlang : "Rust or Java");
  sb_printf(&sb, "Generated by Equiv %s from the COBOL program %s (`%s`", EQUIV_VERSION, program, cobol_path);
  for (int i = 0; i < nsubs; i++) sb_printf(&sb, "%s`%s`", i ? ", " : ", with the programs it calls in ", subs[i]);
  sb_printf(&sb, "), its record layouts and the validity of each field, and from the interface `%s`. Only the domain "
                 "below is stated by the user.\n\n", f->path);
  md_inputs(&sb, f, s, a);
  md_hypotheses(&sb, f, s);
  md_arguments(&sb, f, s);
  md_conclusion(&sb, f, tlang);
  s->markdown = sb_take(&sb);

  json_t *j = json_object();
  json_object_set_new(j, "format", json_string("equiv-migration-statement"));
  json_object_set_new(j, "format_version", json_integer(1));
  json_object_set_new(j, "program", json_string(program));
  json_object_set_new(j, "cobol", json_string(cobol_path));
  json_t *sj = json_array();
  for (int i = 0; i < nsubs; i++) json_array_append_new(sj, json_string(subs[i]));
  json_object_set_new(j, "subprograms", sj);
  json_object_set_new(j, "interface", json_string(f->path));
  json_object_set_new(j, "codepage", json_string(f->codepage == 1140 ? "1140" : "037"));
  json_object_set_new(j, "inputs", json_inputs(f, s, a));
  json_t *dom = json_array();
  for (int d = 0; d < f->ndomain; d++) {
    const orch_idomain *x = &f->domain[d];
    json_t *o = json_object();
    json_object_set_new(o, "file", json_string(x->file));
    json_object_set_new(o, "field", json_string(x->field));
    if (x->nvalues) {
      json_t *vs = json_array();
      for (int v = 0; v < x->nvalues; v++) json_array_append_new(vs, json_string(x->values[v]));
      json_object_set_new(o, "values", vs);
    } else {
      json_object_set_new(o, "min", json_string(x->min));
      json_object_set_new(o, "max", json_string(x->max));
    }
    json_array_append_new(dom, o);
  }
  json_object_set_new(j, "domain", dom);
  json_object_set_new(j, "record_bound", json_null());
  json_object_set_new(j, "fuel", json_integer(fuel));
  json_object_set_new(j, "initial_storage", json_string("picture"));
  json_t *args = json_array();
  for (int i = 0; i < f->nargs; i++) {
    json_t *o = json_object();
    json_object_set_new(o, "dd", json_string(f->args[i]));
    json_object_set_new(o, "format", json_string(f->files[i].format == ORCH_IF_LINE ? "line" : "fixed"));
    json_object_set_new(o, "encoding", json_string(f->files[i].enc == ORCH_IE_UTF8 ? "utf-8" : "latin-1"));
    json_array_append_new(args, o);
  }
  json_object_set_new(j, "arguments", args);
  json_object_set_new(j, "stdin", f->stdin_sysin ? json_string("SYSIN") : json_null());
  json_t *c = json_object();
  json_object_set_new(c, "display", json_string(f->display_enc == ORCH_IE_UTF8 ? "stdout, utf-8" : "stdout, latin-1"));
  json_object_set_new(c, "return_code", json_string(f->compare_rc ? "exit status = RETURN-CODE mod 256" : "not compared"));
  json_object_set_new(c, "abend", f->abend_exit ? json_integer(f->abend_exit) : json_null());
  json_object_set_new(j, "conclusion", c);
  json_object_set_new(j, "markdown", json_string(s->markdown));
  s->json = j;
  return 0;
}

void orch_mig_stmt_free(orch_mig_stmt *s) {
  json_decref(s->json);
  free(s->markdown);
  s->json = NULL;
  s->markdown = NULL;
}
