/* layout.c — storage layout from the front end's JSON (IBM Enterprise COBOL Language Reference,
 * "Data division--data description entry", "SYNCHRONIZED clause", "OCCURS clause", "RENAMES"). */
#include "lang/cobol/layout.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "core/arena.h"
#include "lang/cobol/edit.h"
#include "lang/cobol/jcache.h"

#define CBL_CAT_NAME_(e, s) s,
static const char *const cat_names[] = {CBL_CATS(CBL_CAT_NAME_)};
#undef CBL_CAT_NAME_

const char *cbl_cat_name(cbl_cat c) { return (unsigned)c < CBL_NCATS ? cat_names[c] : "?"; }

int cbl_cat_parse(const char *word) {
  for (int i = 0; i < CBL_NCATS; i++)
    if (strcmp(cat_names[i], word) == 0) return i;
  return -1;
}

static const char *const usage_names[] = {"display", "national", "display-1", "binary",
                                          "packed-decimal", "comp-5", "comp-1", "comp-2", "index",
                                          "pointer", "procedure-pointer", "function-pointer",
                                          "object-reference"};

/* Private state of one build. */
typedef struct builder {
  cbl_layout *l;
  int cap;
  int *slack;        /* slack bytes inserted before field i (SYNCHRONIZED) */
  int *contains_odo; /* field i is or contains an ODO table */
  int dpc;           /* DECIMAL-POINT IS COMMA */
  char currency;
  char *err;
  size_t errlen;
  int failed;
} builder;

static void fail(builder *b, const json_t *node, const char *code, const char *fmt, ...)
  __attribute__((format(printf, 4, 5)));
static void fail(builder *b, const json_t *node, const char *code, const char *fmt, ...) {
  if (b->failed) return;
  b->failed = 1;
  const json_t *loc = node ? json_object_get(node, "loc") : NULL;
  int n = snprintf(b->err, b->errlen, "%d:%d: [%s] ",
                   loc ? (int)json_integer_value(json_array_get(loc, 1)) : 0,
                   loc ? (int)json_integer_value(json_array_get(loc, 2)) : 0, code);
  if (n < 0 || (size_t)n >= b->errlen) return;
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(b->err + n, b->errlen - (size_t)n, fmt, ap);
  va_end(ap);
}

/* Equiv's storage limit (a modelling limit, not IBM's): the interpreter allocates and initialises
 * every area, so an item or area of more than CBL_MAX_STORAGE bytes is refused as unsupported
 * rather than exhausting memory. Checks start + stride * n without overflow. */
#define CBL_MAX_STORAGE ((size_t)64 << 20)
static int too_big(builder *b, const json_t *node, size_t start, size_t stride, size_t n) {
  if (stride && (n > CBL_MAX_STORAGE / stride || start > CBL_MAX_STORAGE - stride * n)) {
    fail(b, node, "unsupported", "storage of more than %zu bytes", CBL_MAX_STORAGE);
    return 1;
  }
  return 0;
}

static int new_field(builder *b) {
  cbl_layout *l = b->l;
  if (l->nfields == b->cap) {
    b->cap = b->cap ? 2 * b->cap : 64;
    l->fields = eq_realloc(l->fields, (size_t)b->cap * sizeof *l->fields);
    b->slack = eq_realloc(b->slack, (size_t)b->cap * sizeof *b->slack);
    b->contains_odo = eq_realloc(b->contains_odo, (size_t)b->cap * sizeof *b->contains_odo);
  }
  int i = l->nfields++;
  cbl_field *f = &l->fields[i];
  memset(f, 0, sizeof *f);
  f->parent = f->first_child = f->next_sibling = f->redefines = f->odo = -1;
  f->renames_from = f->renames_thru = -1;
  f->area = -1;
  b->slack[i] = 0;
  b->contains_odo[i] = 0;
  return i;
}

static int new_area(cbl_layout *l, cbl_area_kind k) {
  l->areas = eq_realloc(l->areas, (size_t)(l->nareas + 1) * sizeof *l->areas);
  cbl_area *a = &l->areas[l->nareas];
  a->kind = k;
  a->size = 0;
  a->file_id = -1;
  a->record = -1;
  a->external = 0;
  return l->nareas++;
}

static const char *jstr(const json_t *o, const char *k) {
  return json_string_value(json_object_get(o, k));
}

static void set_loc(cbl_field *f, const json_t *node) {
  const json_t *loc = json_object_get(node, "loc");
  f->file = (int)json_integer_value(json_array_get(loc, 0));
  f->line = (int)json_integer_value(json_array_get(loc, 1));
  f->col = (int)json_integer_value(json_array_get(loc, 2));
}

/* Item id a reference resolved to (-1 when unresolved). */
static int ref_id(const json_t *ref) {
  const json_t *it = json_object_get(ref, "item");
  return json_is_integer(it) ? (int)json_integer_value(it) : -1;
}

static cbl_fusage parse_usage(const char *u, int *ok) {
  *ok = 1;
  if (!u) return CBL_FU_DISPLAY;
  for (int i = 0; i <= CBL_FU_OBJECT; i++)
    if (strcmp(usage_names[i], u) == 0) return (cbl_fusage)i;
  *ok = 0;
  return CBL_FU_DISPLAY;
}

/* Inherited attributes a group passes down (Language Reference: USAGE and SIGN clauses at group
 * level apply to every elementary item; SYNCHRONIZED on a level-01 group to every elementary). */
typedef struct inherit {
  int has_usage;
  cbl_fusage usage;
  const json_t *sign;
  int sync;
  int in_redefines;
  int ndims;
  int dims[CBL_MAX_DIMS];
} inherit;

/* Describes an elementary item: category, format and size. */
static void describe_elementary(builder *b, cbl_field *f, const json_t *node, const inherit *in) {
  const cbl_options *o = &b->l->opt;
  const char *pic = jstr(node, "picture");
  int max_digits = o->arith_extend ? 31 : 18;
  if (pic) {
    char perr[200];
    if (cbl_pic_parse(pic, b->dpc, b->currency, max_digits, &f->pic, perr, sizeof perr) != 0) {
      fail(b, node, "picture", "PICTURE %s: %s", pic, perr);
      return;
    }
    f->has_pic = 1;
  }
  cbl_sign_form sign = CBL_SIGN_TRAILING;
  const json_t *sg = json_object_get(node, "sign");
  if (!sg) sg = in->sign;
  if (sg) {
    int lead = jstr(sg, "position") && strcmp(jstr(sg, "position"), "leading") == 0;
    int sep = json_is_true(json_object_get(sg, "separate"));
    sign = lead ? (sep ? CBL_SIGN_LEADING_SEPARATE : CBL_SIGN_LEADING)
                : (sep ? CBL_SIGN_TRAILING_SEPARATE : CBL_SIGN_TRAILING);
  }
  switch (f->usage) {
  case CBL_FU_COMP1:
  case CBL_FU_COMP2:
    f->cat = CBL_CAT_NUMERIC;
    f->is_numeric_desc = 1;
    f->num = cbl_options_num_desc(o, f->usage == CBL_FU_COMP1 ? CBL_USAGE_COMP1 : CBL_USAGE_COMP2,
                                  0, 0, 1, CBL_SIGN_TRAILING);
    f->size = cbl_num_size(&f->num);
    return;
  case CBL_FU_INDEX:
    /* USAGE INDEX: a binary fullword (Language Reference, "USAGE INDEX"). */
    f->cat = CBL_CAT_INDEX;
    f->is_numeric_desc = 1;
    f->num = cbl_options_num_desc(o, CBL_USAGE_BINARY, 9, 0, 1, CBL_SIGN_TRAILING);
    f->num.trunc = CBL_TRUNC_BIN;
    f->size = 4;
    return;
  case CBL_FU_POINTER:
  case CBL_FU_FUNC_POINTER:
    f->cat = CBL_CAT_POINTER;
    f->size = 4; /* 31-bit addressing (LP(32), the default) */
    return;
  case CBL_FU_PROC_POINTER:
    f->cat = CBL_CAT_POINTER;
    f->size = 8;
    return;
  case CBL_FU_OBJECT:
    fail(b, node, "unsupported", "USAGE OBJECT REFERENCE");
    return;
  default: break;
  }
  if (!pic) {
    fail(b, node, "layout", "elementary item %s has no PICTURE", f->name ? f->name : "FILLER");
    return;
  }
  if (f->blank_when_zero && f->pic.cat == CBL_PIC_NUMERIC) {
    /* "When the BLANK WHEN ZERO clause is specified for an item defined as numeric, the category
     * of the item is numeric-edited" (Language Reference, "BLANK WHEN ZERO clause"; the item must
     * be USAGE DISPLAY without S). Before, the clause was ignored on such items: MOVE 0 gave
     * 0000 where IBM shows spaces. */
    if (f->usage != CBL_FU_DISPLAY || f->pic.has_s || f->pic.npos_p || f->pic.nsym < 0) {
      fail(b, node, "unsupported", "BLANK WHEN ZERO on %s", f->usage != CBL_FU_DISPLAY ? "an item not USAGE DISPLAY"
           : f->pic.has_s ? "a signed item" : "this PICTURE");
      return;
    }
    f->pic.cat = CBL_PIC_NUMERIC_EDITED;
  }
  switch (f->pic.cat) {
  case CBL_PIC_ALPHABETIC: f->cat = CBL_CAT_ALPHABETIC; break;
  case CBL_PIC_ALPHANUMERIC: f->cat = CBL_CAT_ALPHANUMERIC; break;
  case CBL_PIC_ALPHANUMERIC_EDITED: f->cat = CBL_CAT_ALPHANUMERIC_EDITED; break;
  case CBL_PIC_NUMERIC: f->cat = CBL_CAT_NUMERIC; break;
  case CBL_PIC_NUMERIC_EDITED: f->cat = CBL_CAT_NUMERIC_EDITED; break;
  case CBL_PIC_NATIONAL: f->cat = CBL_CAT_NATIONAL; break;
  case CBL_PIC_NATIONAL_EDITED: f->cat = CBL_CAT_NATIONAL_EDITED; break;
  case CBL_PIC_DBCS: f->cat = CBL_CAT_DBCS; break;
  }
  if (f->cat == CBL_CAT_NUMERIC) {
    cbl_usage u;
    switch (f->usage) {
    case CBL_FU_DISPLAY: u = CBL_USAGE_DISPLAY; break;
    case CBL_FU_PACKED: u = CBL_USAGE_PACKED; break;
    case CBL_FU_BINARY: u = CBL_USAGE_BINARY; break;
    case CBL_FU_COMP5: u = CBL_USAGE_COMP5; break;
    case CBL_FU_NATIONAL:
      /* National decimal (PIC 9 USAGE NATIONAL): 2 bytes per character position. The codecs do
       * not model it: is_numeric_desc stays 0 and every operation on it reports unsupported. */
      f->size = 2 * (size_t)f->pic.size;
      return;
    default:
      fail(b, node, "unsupported", "numeric item with USAGE %s", usage_names[f->usage]);
      return;
    }
    f->is_numeric_desc = 1;
    f->num = cbl_options_num_desc(o, u, f->pic.digits, f->pic.scale, f->pic.has_s, sign);
    f->size = cbl_num_size(&f->num);
    if (f->size == 0) fail(b, node, "unsupported", "PICTURE %s with USAGE %s", pic,
                           usage_names[f->usage]);
    return;
  }
  /* Non-numeric: DISPLAY bytes, or 2 bytes per character for national and DBCS. */
  if (f->cat == CBL_CAT_NATIONAL || f->cat == CBL_CAT_NATIONAL_EDITED) {
    f->usage = CBL_FU_NATIONAL;
    f->size = 2 * (size_t)f->pic.size;
  } else if (f->cat == CBL_CAT_DBCS) {
    f->usage = CBL_FU_DISPLAY1;
    f->size = 2 * (size_t)f->pic.size;
  } else if (f->usage != CBL_FU_DISPLAY) {
    fail(b, node, "layout", "USAGE %s on a %s item", usage_names[f->usage],
         cbl_pic_cat_name(f->pic.cat));
  } else {
    f->size = (size_t)f->pic.size;
  }
}

/* Alignment SYNCHRONIZED gives (Language Reference, "SYNCHRONIZED clause"; Language Environment
 * "COBOL alignment"): binary items 1-4 digits on a halfword, 5-18 digits on a fullword; COMP-1,
 * index and pointer items on a fullword; COMP-2 on a doubleword; other usages are unaffected. */
static int sync_align(const cbl_field *f) {
  switch (f->usage) {
  case CBL_FU_BINARY:
  case CBL_FU_COMP5: return f->size == 2 ? 2 : 4;
  case CBL_FU_COMP1:
  case CBL_FU_INDEX:
  case CBL_FU_POINTER:
  case CBL_FU_FUNC_POINTER:
  case CBL_FU_PROC_POINTER: return 4;
  case CBL_FU_COMP2: return 8;
  default: return 1;
  }
}

static int collect(builder *b, const json_t *node, int parent, int area, const inherit *in);

/* Index names of an OCCURS ... INDEXED BY: binary fullwords in the index area. */
static void collect_indexes(builder *b, const json_t *occ, int table) {
  const json_t *ix = json_object_get(occ, "indexed_by");
  size_t i;
  json_t *v;
  json_array_foreach(ix, i, v) {
    int idx = -1;
    for (int a = 0; a < b->l->nareas; a++)
      if (b->l->areas[a].kind == CBL_AREA_INDEX) idx = a;
    if (idx < 0) idx = new_area(b->l, CBL_AREA_INDEX);
    int k = new_field(b);
    cbl_field *f = &b->l->fields[k];
    f->id = (int)json_integer_value(json_object_get(v, "id"));
    f->name = jstr(v, "name");
    f->level = 0;
    set_loc(f, v);
    f->json = v;
    f->parent = table;
    f->area = idx;
    f->cat = CBL_CAT_INDEX;
    f->usage = CBL_FU_INDEX;
    f->is_numeric_desc = 1;
    f->num = cbl_options_num_desc(&b->l->opt, CBL_USAGE_BINARY, 9, 0, 1, CBL_SIGN_TRAILING);
    f->num.trunc = CBL_TRUNC_BIN;
    f->size = 4;
    f->offset = b->l->areas[idx].size;
    b->l->areas[idx].size += 4;
  }
}

/* Level-88 entries of item `var`. */
static void collect_conditions(builder *b, const json_t *node, int var) {
  const json_t *cs = json_object_get(node, "conditions");
  size_t i;
  json_t *c;
  json_array_foreach(cs, i, c) {
    int k = new_field(b);
    cbl_field *f = &b->l->fields[k];
    const cbl_field *v = &b->l->fields[var];
    f->id = (int)json_integer_value(json_object_get(c, "id"));
    f->name = jstr(c, "name");
    f->level = 88;
    set_loc(f, c);
    f->json = c;
    f->parent = var;
    f->area = v->area;
    f->cat = v->cat;
  }
}

/* Collects an entry and its subordinates into fields (sizes and offsets come later). */
static int collect(builder *b, const json_t *node, int parent, int area, const inherit *in) {
  if (json_object_get(node, "exec")) {
    fail(b, node, "unsupported", "EXEC %s in the DATA DIVISION", jstr(node, "exec"));
    return -1;
  }
  int k = new_field(b);
  cbl_field *f = &b->l->fields[k];
  f->id = (int)json_integer_value(json_object_get(node, "id"));
  f->name = jstr(node, "name");
  f->level = (int)json_integer_value(json_object_get(node, "level"));
  set_loc(f, node);
  f->json = node;
  f->parent = parent;
  f->area = area;
  f->value = json_object_get(node, "value");
  f->justified = json_is_true(json_object_get(node, "justified"));
  f->blank_when_zero = json_is_true(json_object_get(node, "blank_when_zero"));
  f->in_redefines = in->in_redefines || json_object_get(node, "redefines") != NULL;
  if (f->level == 66) {
    const json_t *r = json_object_get(node, "renames");
    f->renames_from = cbl_layout_index(b->l, ref_id(json_object_get(r, "from")));
    f->renames_thru = json_object_get(r, "thru")
                        ? cbl_layout_index(b->l, ref_id(json_object_get(r, "thru")))
                        : f->renames_from;
    if (f->renames_from < 0 || f->renames_thru < 0)
      fail(b, node, "layout", "RENAMES of an unknown item");
    return k;
  }
  int ok;
  inherit sub = *in;
  const char *u = jstr(node, "usage");
  if (u) {
    sub.has_usage = 1;
    sub.usage = parse_usage(u, &ok);
    if (!ok) fail(b, node, "unsupported", "USAGE %s", u);
  }
  f->usage = sub.has_usage ? sub.usage : CBL_FU_DISPLAY;
  if (json_object_get(node, "sign")) sub.sign = json_object_get(node, "sign");
  if (json_object_get(node, "synchronized")) sub.sync = 1;
  f->sync = sub.sync;
  sub.in_redefines = f->in_redefines;
  const json_t *occ = json_object_get(node, "occurs");
  if (occ) {
    if (sub.ndims == CBL_MAX_DIMS) {
      fail(b, node, "layout", "more than %d levels of OCCURS", CBL_MAX_DIMS);
      return k;
    }
    f->occurs_max = (int)json_integer_value(json_object_get(occ, "max"));
    f->occurs_min = json_object_get(occ, "min")
                      ? (int)json_integer_value(json_object_get(occ, "min")) : f->occurs_max;
    if (json_object_get(occ, "depending_on")) {
      if (sub.ndims > 0) {
        fail(b, node, "unsupported", "OCCURS DEPENDING ON inside another table");
        return k;
      }
      b->contains_odo[k] = 1;
    }
    sub.dims[sub.ndims++] = k;
  }
  f->ndims = sub.ndims;
  memcpy(f->dims, sub.dims, sizeof f->dims);
  if (f->level == 1 || f->level == 77) sub.sync = sub.sync; /* SYNC at 01 covers the record */
  const json_t *children = json_object_get(node, "children");
  if (json_array_size(children) > 0) {
    f->cat = jstr(node, "group_usage") ? CBL_CAT_NATIONAL : CBL_CAT_GROUP;
    if (jstr(node, "picture")) fail(b, node, "layout", "group item with a PICTURE");
    size_t i;
    json_t *c;
    int prev = -1;
    json_array_foreach(children, i, c) {
      int ck = collect(b, c, k, area, &sub);
      if (ck < 0 || b->failed) return k;
      if (b->l->fields[ck].level == 66) continue;
      if (prev < 0) b->l->fields[k].first_child = ck;
      else b->l->fields[prev].next_sibling = ck;
      prev = ck;
      if (b->contains_odo[ck]) b->contains_odo[k] = 1;
    }
  } else {
    describe_elementary(b, f, node, &sub);
  }
  f = &b->l->fields[k];
  if (occ) {
    collect_indexes(b, occ, k);
    f = &b->l->fields[k];
  }
  collect_conditions(b, node, k);
  return k;
}

/* Lays out field k's subordinates relative to k's start (rel = k's offset from its record
 * start, for SYNCHRONIZED alignment) and sets k's size. Offsets here are relative to the record
 * and are made absolute by place_record. */
static void place(builder *b, int k, size_t rel) {
  cbl_layout *l = b->l;
  cbl_field *f = &l->fields[k];
  f->offset = rel;
  if (f->first_child < 0) {
    f->stride = f->size;
    return;
  }
  size_t cursor = rel, end = rel;
  for (int c = f->first_child; c >= 0; c = l->fields[c].next_sibling) {
    cbl_field *cf = &l->fields[c];
    const json_t *rd = json_object_get(cf->json, "redefines");
    size_t start = cursor;
    if (rd) {
      cf->redefines = cbl_layout_index(l, ref_id(rd));
      if (cf->redefines < 0) {
        fail(b, cf->json, "layout", "REDEFINES of an unknown item");
        return;
      }
      /* The redefining entry starts where the redefined one does (before its slack). */
      start = l->fields[cf->redefines].offset - (size_t)b->slack[cf->redefines];
    }
    if (cf->first_child < 0 && cf->sync) {
      size_t al = (size_t)sync_align(cf);
      size_t pad = (al - start % al) % al;
      b->slack[c] = (int)pad;
      start += pad;
    }
    place(b, c, start);
    cf = &l->fields[c];
    size_t n = cf->occurs_max ? (size_t)cf->occurs_max : 1;
    if (too_big(b, cf->json, start, cf->stride, n)) return;
    size_t stop = start + cf->stride * n;
    if (!rd) cursor = stop;
    else if (stop > cursor) cursor = stop; /* a larger redefinition (level 01 only in IBM) */
    if (stop > end) end = stop;
    if (b->failed) return;
  }
  f = &l->fields[k];
  f->size = end - rel;
  f->stride = f->size;
  /* Inter-occurrence slack (Language Reference, "SYNCHRONIZED clause", OCCURS): each occurrence
   * of a table whose entries hold synchronized items starts on the same boundary as the first. */
  if (f->occurs_max) {
    size_t al = 1;
    for (int d = k + 1; d < l->nfields && d <= k + 100000; d++) {
      /* descendants are the fields collected right after k with k among their ancestors */
      int p = l->fields[d].parent;
      while (p >= 0 && p != k) p = l->fields[p].parent;
      if (p != k) break;
      if (l->fields[d].first_child < 0 && l->fields[d].sync && l->fields[d].level != 88 &&
          l->fields[d].level != 0 && (size_t)sync_align(&l->fields[d]) > al)
        al = (size_t)sync_align(&l->fields[d]);
    }
    f->stride = (f->size + al - 1) / al * al;
  }
}

/* Makes offsets of record k and its subordinates absolute by adding base. */
static void shift(cbl_layout *l, int k, size_t base) {
  l->fields[k].offset += base;
  for (int c = l->fields[k].first_child; c >= 0; c = l->fields[c].next_sibling) shift(l, c, base);
}

/* Marks items whose place or size depends on an ODO value: the ODO table and its groups, and
 * everything after the table in its record. */
static void mark_variable(builder *b, int k, int *after) {
  cbl_layout *l = b->l;
  if (*after || b->contains_odo[k]) l->fields[k].variable = 1;
  for (int c = l->fields[k].first_child; c >= 0; c = l->fields[c].next_sibling)
    mark_variable(b, c, after);
  if (l->fields[k].odo >= 0 || (json_object_get(json_object_get(l->fields[k].json, "occurs"),
                                                "depending_on")))
    *after = 1;
}

/* Lays out the entries of one section list into area `area`. */
static void build_section(builder *b, const json_t *items, cbl_area_kind kind, int file_id) {
  cbl_layout *l = b->l;
  int area = -1;
  if (kind != CBL_AREA_LINKAGE) {
    area = new_area(l, kind);
    l->areas[area].file_id = file_id;
  }
  size_t i;
  json_t *it;
  json_array_foreach(items, i, it) {
    int a = area;
    int lvl = (int)json_integer_value(json_object_get(it, "level"));
    if (kind == CBL_AREA_LINKAGE && lvl != 66) a = new_area(l, CBL_AREA_LINKAGE);
    /* an EXTERNAL record is storage of the run unit, not of the program: an area of its own
     * (Language Reference, "EXTERNAL clause"); a record redefining it lies in that area */
    int ext = kind == CBL_AREA_WORKING && lvl != 66 && json_is_true(json_object_get(it, "external"));
    if (ext) {
      a = new_area(l, CBL_AREA_WORKING);
      l->areas[a].external = 1;
    } else if (kind == CBL_AREA_WORKING && json_object_get(it, "redefines")) {
      int r = cbl_layout_index(l, ref_id(json_object_get(it, "redefines")));
      if (r >= 0 && l->areas[l->fields[r].area].external) a = l->fields[r].area;
    }
    inherit in;
    memset(&in, 0, sizeof in);
    int k = collect(b, it, -1, lvl == 66 ? -1 : a, &in);
    if (b->failed) return;
    cbl_field *f = &l->fields[k];
    if (lvl == 66) {
      const cbl_field *from = &l->fields[f->renames_from], *thru = &l->fields[f->renames_thru];
      f->area = from->area;
      f->offset = from->offset;
      size_t stop = thru->offset + thru->size;
      f->size = stop > from->offset ? stop - from->offset : 0;
      f->stride = f->size;
      if (f->renames_from == f->renames_thru && from->first_child < 0) {
        /* RENAMES of one elementary item: it has that item's description. */
        f->cat = from->cat;
        f->usage = from->usage;
        f->has_pic = from->has_pic;
        f->pic = from->pic;
        f->is_numeric_desc = from->is_numeric_desc;
        f->num = from->num;
      } else {
        f->cat = CBL_CAT_GROUP;
      }
      f->variable = from->variable || thru->variable;
      continue;
    }
    if (kind == CBL_AREA_LINKAGE || ext) l->areas[a].record = k;
    place(b, k, 0);
    if (b->failed) return;
    /* Each level-01/77 entry starts on a doubleword boundary (Language Environment, "COBOL
     * alignment"); the records of one FD all start at the area's origin (implicit REDEFINES). */
    size_t base = 0;
    if (kind == CBL_AREA_WORKING || kind == CBL_AREA_LOCAL) {
      const json_t *rd = json_object_get(it, "redefines");
      if (rd) {
        f->redefines = cbl_layout_index(l, ref_id(rd));
        base = f->redefines >= 0 ? l->fields[f->redefines].offset : 0;
      } else {
        base = (l->areas[a].size + 7) / 8 * 8;
      }
    }
    shift(l, k, base);
    f = &l->fields[k];
    size_t n = f->occurs_max ? (size_t)f->occurs_max : 1;
    if (too_big(b, f->json, base, f->stride, n)) return;
    if (base + f->stride * n > l->areas[a].size) l->areas[a].size = base + f->stride * n;
    int after = 0;
    mark_variable(b, k, &after);
  }
}

/* Fixes index-name, condition and ODO links once every id is known. */
static void link_fields(builder *b) {
  cbl_layout *l = b->l;
  for (int i = 0; i < l->nfields && !b->failed; i++) {
    cbl_field *f = &l->fields[i];
    if (f->level == 88) {
      const cbl_field *v = &l->fields[f->parent];
      f->area = v->area;
      f->offset = v->offset;
      f->size = v->size;
      f->cat = v->cat;
      f->ndims = v->ndims;
      memcpy(f->dims, v->dims, sizeof f->dims);
      f->variable = v->variable;
    }
    const json_t *occ = json_object_get(f->json, "occurs");
    const json_t *dep = occ ? json_object_get(occ, "depending_on") : NULL;
    if (dep && f->level != 0) {
      f->odo = cbl_layout_index(l, ref_id(dep));
      if (f->odo < 0 || !l->fields[f->odo].is_numeric_desc)
        fail(b, dep, "layout", "OCCURS DEPENDING ON object is not a numeric item");
    }
  }
}

static void index_ids(cbl_layout *l) {
  int max = 0;
  for (int i = 0; i < l->nfields; i++)
    if (l->fields[i].id > max) max = l->fields[i].id;
  free(l->by_id);
  l->max_id = max;
  l->by_id = eq_malloc(((size_t)max + 1) * sizeof *l->by_id);
  for (int i = 0; i <= max; i++) l->by_id[i] = -1;
  for (int i = 0; i < l->nfields; i++)
    if (l->fields[i].id >= 0 && l->by_id[l->fields[i].id] < 0) l->by_id[l->fields[i].id] = i;
}

int cbl_layout_index(const cbl_layout *l, int id) {
  if (id >= 0 && l->by_id && id <= l->max_id) return l->by_id[id];
  /* During the build the map is not there yet: search (ids only point backwards then). */
  for (int i = 0; i < l->nfields; i++)
    if (l->fields[i].id == id) return i;
  return -1;
}

const cbl_field *cbl_layout_by_id(const cbl_layout *l, int id) {
  int i = cbl_layout_index(l, id);
  return i < 0 ? NULL : &l->fields[i];
}

const cbl_field *cbl_layout_by_name(const cbl_layout *l, const char *name) {
  for (int i = 0; i < l->nfields; i++)
    if (l->fields[i].name && strcmp(l->fields[i].name, name) == 0) return &l->fields[i];
  return NULL;
}

/* OBJECT-COMPUTER ... [PROGRAM] COLLATING SEQUENCE IS alphabet-name (Language Reference,
 * "OBJECT-COMPUTER paragraph"): the order of nonnumeric comparisons, SORT/MERGE keys, HIGH-VALUE
 * and LOW-VALUE, ORD and CHAR. Only the native order is modelled (NATIVE, or EBCDIC on EBCDIC
 * data); any other alphabet is refused here, where the interpreter, the symbolic executor and
 * the input generator all stop, rather than compared in the native order. The front end keeps
 * the paragraph as text, so the place given is the program's. */
static void check_collating_sequence(builder *b, const json_t *program, const json_t *sn) {
  const char *oc = jstr(json_object_get(program, "environment"), "object_computer");
  if (!oc) return;
  char buf[512];
  snprintf(buf, sizeof buf, "%s", oc);
  const char *name = NULL;
  int after = 0;
  char *save = NULL;
  for (char *t = strtok_r(buf, " \t\n.", &save); t; t = strtok_r(NULL, " \t\n.", &save)) {
    if (after && !strcasecmp(t, "IS")) continue;
    if (after) {
      name = t;
      break;
    }
    if (!strcasecmp(t, "SEQUENCE")) after = 1;
  }
  if (!after) return;
  const char *kind = NULL;
  size_t i;
  const json_t *a;
  json_array_foreach(json_object_get(sn, "alphabets"), i, a)
    if (name && jstr(a, "name") && !strcasecmp(jstr(a, "name"), name)) kind = jstr(a, "kind");
  if (kind && (!strcasecmp(kind, "NATIVE") || (!strcasecmp(kind, "EBCDIC") && cbl_opt_is_ebcdic(&b->l->opt))))
    return;
  fail(b, program, "unsupported", "PROGRAM COLLATING SEQUENCE %s (alphabet %s): only the native collating sequence is "
       "modelled", name ? name : "?", kind ? kind : "not defined in SPECIAL-NAMES");
}

cbl_layout *cbl_layout_build(const json_t *program, const cbl_options *opt, char *err,
                             size_t errlen) {
  builder b;
  memset(&b, 0, sizeof b);
  cbl_layout *l = eq_calloc(1, sizeof *l);
  l->opt = *opt;
  b.l = l;
  b.err = err;
  b.errlen = errlen;
  b.currency = '$';
  const json_t *sn = json_object_get(json_object_get(program, "environment"), "special_names");
  b.dpc = json_is_true(json_object_get(sn, "decimal_point_is_comma"));
  const json_t *cur = json_object_get(sn, "currency");
  if (cur) {
    const json_t *ps = json_object_get(cur, "picture_symbol");
    if (!ps) ps = json_object_get(cur, "sign");
    const char *s = jstr(ps, "str");
    if (!s || strlen(s) != 1) {
      fail(&b, cur, "unsupported", "CURRENCY SIGN other than one character");
    } else {
      b.currency = s[0];
    }
  }
  check_collating_sequence(&b, program, sn);
  const json_t *data = json_object_get(program, "data");
  const json_t *fds = json_object_get(data, "file");
  size_t i;
  json_t *fd;
  json_array_foreach(fds, i, fd) {
    if (b.failed) break;
    build_section(&b, json_object_get(fd, "records"), CBL_AREA_FILE,
                  ref_id(json_object_get(fd, "file")));
  }
  if (!b.failed) build_section(&b, json_object_get(data, "working_storage"), CBL_AREA_WORKING, -1);
  if (!b.failed) build_section(&b, json_object_get(data, "local_storage"), CBL_AREA_LOCAL, -1);
  if (!b.failed) build_section(&b, json_object_get(data, "linkage"), CBL_AREA_LINKAGE, -1);
  if (!b.failed) {
    index_ids(l);
    link_fields(&b);
  }
  free(b.slack);
  free(b.contains_odo);
  if (b.failed) {
    cbl_layout_free(l);
    return NULL;
  }
  return l;
}

void cbl_layout_free(cbl_layout *l) {
  if (!l) return;
  free(l->fields);
  free(l->areas);
  free(l->by_id);
  free(l);
}

/* ---- addressing with current ODO values ---- */

typedef struct odo_env {
  const cbl_layout *l;
  cbl_odo_fn fn;
  void *ctx;
  cbl_locate_status st;
} odo_env;

/* Occurrences of table entry k now: the ODO object's value (checked against min..max), else
 * the fixed count. */
static size_t occurrences(odo_env *e, int k) {
  const cbl_field *f = &e->l->fields[k];
  if (!f->occurs_max) return 1;
  if (f->odo < 0) return (size_t)f->occurs_max;
  long v = 0;
  if (!e->fn || e->fn(e->ctx, f->odo, &v) != 0) {
    if (e->st == CBL_LOC_OK) e->st = CBL_LOC_ODO_READ;
    return (size_t)f->occurs_max;
  }
  if (v < f->occurs_min || v > f->occurs_max) {
    if (e->st == CBL_LOC_OK) e->st = CBL_LOC_ODO_RANGE;
    return (size_t)f->occurs_max;
  }
  return (size_t)v;
}

static size_t cur_size(odo_env *e, int k);

/* Offset of child `target` from the start of group k, and k's current size in *size, walking
 * the children with the current ODO values (slack bytes as computed statically). */
static size_t walk_group(odo_env *e, int k, int target, size_t *size) {
  const cbl_layout *l = e->l;
  const cbl_field *f = &l->fields[k];
  size_t cursor = 0, end = 0, found = 0;
  /* Starts of the children so far, for REDEFINES (children are few; a linear list suffices). */
  int n = 0;
  for (int c = f->first_child; c >= 0; c = l->fields[c].next_sibling) n++;
  size_t *starts = eq_malloc((size_t)(n ? n : 1) * sizeof *starts);
  int *ids = eq_malloc((size_t)(n ? n : 1) * sizeof *ids);
  int j = 0;
  for (int c = f->first_child; c >= 0; c = l->fields[c].next_sibling, j++) {
    const cbl_field *cf = &l->fields[c];
    size_t start = cursor;
    if (cf->redefines >= 0) {
      for (int q = 0; q < j; q++)
        if (ids[q] == cf->redefines) start = starts[q];
    }
    /* The static slack before c is its static offset minus where the cursor was statically;
     * recompute it from the static offsets of c and its predecessor. */
    size_t slack = 0;
    if (cf->first_child < 0 && cf->sync) {
      size_t al = cf->usage == CBL_FU_COMP2 ? 8 : (cf->size == 2 ? 2 : 4);
      size_t abs_start = l->fields[k].offset + start;
      slack = (al - abs_start % al) % al;
    }
    starts[j] = start;
    ids[j] = c;
    start += slack;
    if (c == target) found = start;
    size_t stop = start + (cf->occurs_max ? cf->stride * occurrences(e, c) : cur_size(e, c));
    if (cf->redefines < 0 || stop > cursor) cursor = stop;
    if (stop > end) end = stop;
  }
  free(starts);
  free(ids);
  if (size) *size = end;
  return found;
}

static size_t cur_size(odo_env *e, int k) {
  const cbl_field *f = &e->l->fields[k];
  if (!f->variable || f->first_child < 0) return f->size;
  size_t s = 0;
  walk_group(e, k, -1, &s);
  return s;
}

cbl_locate_status cbl_layout_locate(const cbl_layout *l, int k, const long *subs, int n,
                                    cbl_odo_fn odo, void *ctx, size_t *offset, size_t *length) {
  const cbl_field *f = &l->fields[k];
  if (n != f->ndims) return CBL_LOC_SUBSCRIPT;
  odo_env e = {l, odo, ctx, CBL_LOC_OK};
  for (int d = 0; d < n; d++) {
    const cbl_field *t = &l->fields[f->dims[d]];
    if (subs[d] < 1 || subs[d] > t->occurs_max) return CBL_LOC_SUBSCRIPT;
    if (t->odo >= 0 && (size_t)subs[d] > occurrences(&e, f->dims[d])) return CBL_LOC_ODO_RANGE;
    if (e.st != CBL_LOC_OK) return e.st;
  }
  if (f->level == 66) {
    /* A RENAMES range: from the first item's start to the last one's current end. */
    size_t o1, l1, o2, l2;
    cbl_locate_status st = cbl_layout_locate(l, f->renames_from, NULL, 0, odo, ctx, &o1, &l1);
    if (st == CBL_LOC_OK)
      st = cbl_layout_locate(l, f->renames_thru, NULL, 0, odo, ctx, &o2, &l2);
    if (st != CBL_LOC_OK) return st;
    *offset = o1;
    *length = o2 + l2 > o1 ? o2 + l2 - o1 : 0;
    return CBL_LOC_OK;
  }
  int target = f->level == 88 ? f->parent : k;
  const cbl_field *t = &l->fields[target];
  size_t off;
  if (!t->variable) {
    off = t->offset;
    *length = t->size;
  } else {
    /* Walk from the record down to the target with current ODO values. */
    int path[64], np = 0;
    for (int p = target; p >= 0 && np < 64; p = l->fields[p].parent) path[np++] = p;
    off = l->fields[path[np - 1]].offset;
    for (int i = np - 1; i > 0; i--) off += walk_group(&e, path[i], path[i - 1], NULL);
    *length = cur_size(&e, target);
    if (e.st != CBL_LOC_OK) return e.st;
  }
  /* Subscripts: occurrence s of dimension d adds (s - 1) * stride of that table entry. */
  for (int d = 0; d < n; d++) off += (size_t)(subs[d] - 1) * l->fields[f->dims[d]].stride;
  *offset = off;
  return CBL_LOC_OK;
}

/* ---- literals and initial values ---- */

/* Decodes UTF-8 text to code points; returns the count or -1 on bad UTF-8. */
/* UTF-8 text of len bytes (a NUL is data: Z'…' literals end with one) to code points. */
static long utf8_decode_n(const char *s, size_t len, unsigned *out, size_t cap) {
  const unsigned char *p = (const unsigned char *)s, *end = p + len;
  long n = 0;
  while (p < end) {
    unsigned c = *p++;
    int more = 0;
    if (c >= 0xF0) { c &= 7; more = 3; }
    else if (c >= 0xE0) { c &= 15; more = 2; }
    else if (c >= 0xC0) { c &= 31; more = 1; }
    else if (c >= 0x80) return -1;
    for (int i = 0; i < more; i++) {
      if ((*p & 0xC0) != 0x80) return -1;
      c = (c << 6) | (*p++ & 0x3F);
    }
    if ((size_t)n < cap) out[n] = c;
    n++;
  }
  return n;
}

static long utf8_decode(const char *s, unsigned *out, size_t cap) { return utf8_decode_n(s, strlen(s), out, cap); }

static int hexval(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  return -1;
}

/* The byte of character c in the run's encoding, or -1: EBCDIC through the code page (CP1140
 * has the euro sign at 0x9F, CP037 the currency sign there), ASCII data as Latin-1. */
static int char_code(const cbl_options *o, unsigned c) {
  if (cbl_opt_is_ebcdic(o)) return cbl_cp_from_unicode(o->codepage, c);
  return c <= 0xFF ? (int)c : -1;
}

int cbl_literal_unmappable(const cbl_options *o, const json_t *lit, char *why, size_t cap) {
  const json_t *v = cbl_jget(lit, "all");
  if (v) lit = v;
  v = cbl_jget(lit, "str");
  if (!v) return 0;
  const char *s = json_string_value(v);
  size_t len = json_string_length(v);
  unsigned *cp = eq_malloc((len + 1) * sizeof *cp);
  long n = utf8_decode_n(s, len, cp, len + 1);
  int bad = 0;
  for (long i = 0; i < n && !bad; i++) {
    if (char_code(o, cp[i]) >= 0) continue;
    bad = 1;
    /* the character itself, as UTF-8 from the source text */
    char ch[5] = {0};
    unsigned c = cp[i];
    if (c < 0x800) { ch[0] = (char)(0xC0 | (c >> 6)); ch[1] = (char)(0x80 | (c & 0x3F)); }
    else if (c < 0x10000) { ch[0] = (char)(0xE0 | (c >> 12)); ch[1] = (char)(0x80 | ((c >> 6) & 0x3F)); ch[2] = (char)(0x80 | (c & 0x3F)); }
    else { ch[0] = (char)(0xF0 | (c >> 18)); ch[1] = (char)(0x80 | ((c >> 12) & 0x3F)); ch[2] = (char)(0x80 | ((c >> 6) & 0x3F)); ch[3] = (char)(0x80 | (c & 0x3F)); }
    if (!cbl_opt_is_ebcdic(o))
      snprintf(why, cap, "character '%s' (U+%04X) of literal '%.40s' has no code in the run's ASCII "
               "(Latin-1) data", ch, c, s);
    else if (o->codepage == CBL_CP037 && cbl_cp_from_unicode(CBL_CP1140, c) >= 0)
      snprintf(why, cap, "character '%s' (U+%04X) of literal '%.40s' is not in code page 037 "
               "(CODEPAGE(1140) has it)", ch, c, s);
    else
      snprintf(why, cap, "character '%s' (U+%04X) of literal '%.40s' is not in code page %s%s", ch,
               c, s, o->codepage == CBL_CP037 ? "037" : "1140",
               c >= 0x2E80 ? " (DBCS and national text need a G'…' or N'…' literal)" : "");
  }
  free(cp);
  return bad;
}

long cbl_literal_bytes(const cbl_options *o, const json_t *lit, unsigned char *buf, size_t cap,
                       int *repeat) {
  if (repeat) *repeat = 0;
  const json_t *v;
  if ((v = cbl_jget(lit, "all"))) {
    long n = cbl_literal_bytes(o, v, buf, cap, NULL);
    if (repeat) *repeat = 1;
    return n;
  }
  if ((v = cbl_jget(lit, "figurative"))) {
    const char *s = json_string_value(v);
    if (repeat) *repeat = 1;
    if (cap < 1) return -1;
    if (strcmp(s, "SPACE") == 0) buf[0] = cbl_opt_space(o);
    else if (strcmp(s, "ZERO") == 0) buf[0] = cbl_opt_zero(o);
    else if (strcmp(s, "QUOTE") == 0) buf[0] = cbl_opt_quote(o);
    else if (strcmp(s, "HIGH-VALUE") == 0) buf[0] = 0xFF;
    else if (strcmp(s, "LOW-VALUE") == 0) buf[0] = 0x00;
    else return -1;
    return 1;
  }
  if ((v = cbl_jget(lit, "hex"))) {
    const char *s = json_string_value(v);
    size_t n = strlen(s) / 2;
    if (n > cap) return -1;
    for (size_t i = 0; i < n; i++) {
      int h = hexval(s[2 * i]), lo = hexval(s[2 * i + 1]);
      if (h < 0 || lo < 0) return -1;
      buf[i] = (unsigned char)(h * 16 + lo);
    }
    return (long)n;
  }
  if ((v = cbl_jget(lit, "str"))) {
    const char *s = json_string_value(v);
    size_t len = json_string_length(v);
    unsigned *cp = eq_malloc((len + 1) * sizeof *cp);
    long n = utf8_decode_n(s, len, cp, len + 1);
    if (n < 0 || (size_t)n > cap) {
      free(cp);
      return -1;
    }
    for (long i = 0; i < n; i++) {
      int b = char_code(o, cp[i]);
      if (b < 0) {
        free(cp);
        return -1;
      }
      buf[i] = (unsigned char)b;
    }
    free(cp);
    return n;
  }
  if ((v = cbl_jget(lit, "num"))) {
    /* A numeric literal used as alphanumeric: an integer's digits (Language Reference, "MOVE":
     * numeric integer to alphanumeric); other numeric literals are not alphanumeric. */
    const char *s = json_string_value(v);
    if (*s == '+' || *s == '-') s++;
    size_t n = 0;
    for (const char *p = s; *p; p++) {
      if (*p < '0' || *p > '9') return -1;
      if (n >= cap) return -1;
      buf[n++] = (unsigned char)*p;
    }
    cbl_opt_from_latin1(o, buf, n);
    return (long)n;
  }
  return -1;
}

/* Fills dst[0..n) with a repetition of unit[0..u). */
static void repeat_fill(unsigned char *dst, size_t n, const unsigned char *unit, size_t u) {
  for (size_t i = 0; i < n; i++) dst[i] = u ? unit[i % u] : 0;
}

/* National (UTF-16BE) bytes of a literal, one unit when *repeat; returns characters or -1. */
long cbl_literal_national(const cbl_options *o, const json_t *lit, unsigned char *buf,
                           size_t cap_chars, int *repeat) {
  *repeat = 0;
  const json_t *v;
  if ((v = json_object_get(lit, "all"))) {
    long n = cbl_literal_national(o, v, buf, cap_chars, repeat);
    *repeat = 1;
    return n;
  }
  if ((v = json_object_get(lit, "figurative"))) {
    const char *s = json_string_value(v);
    unsigned u;
    *repeat = 1;
    if (strcmp(s, "SPACE") == 0) u = 0x20;
    else if (strcmp(s, "ZERO") == 0) u = 0x30;
    else if (strcmp(s, "QUOTE") == 0) u = 0x22;
    else if (strcmp(s, "HIGH-VALUE") == 0) u = 0xFFFF;
    else if (strcmp(s, "LOW-VALUE") == 0) u = 0;
    else return -1;
    buf[0] = (unsigned char)(u >> 8);
    buf[1] = (unsigned char)u;
    return 1;
  }
  if ((v = json_object_get(lit, "national_hex"))) {
    const char *s = json_string_value(v);
    size_t n = strlen(s) / 4;
    if (n > cap_chars) return -1;
    for (size_t i = 0; i < 2 * n; i++)
      buf[i] = (unsigned char)(hexval(s[2 * i]) * 16 + hexval(s[2 * i + 1]));
    return (long)n;
  }
  const char *s = jstr(lit, "national");
  if (!s) s = jstr(lit, "str");
  if (!s) {
    /* Other alphanumeric literals: their Latin-1/EBCDIC characters converted. */
    unsigned char tmp[4096];
    long n = cbl_literal_bytes(o, lit, tmp, sizeof tmp, repeat);
    if (n < 0 || (size_t)n > cap_chars) return -1;
    cbl_opt_to_latin1(o, tmp, (size_t)n);
    for (long i = 0; i < n; i++) {
      buf[2 * i] = 0;
      buf[2 * i + 1] = tmp[i];
    }
    return n;
  }
  size_t len = strlen(s);
  unsigned *cp = eq_malloc((len + 1) * sizeof *cp);
  long n = utf8_decode(s, cp, len + 1);
  long k = 0;
  for (long i = 0; i < n && k >= 0; i++) {
    unsigned c = cp[i];
    if (c > 0xFFFF) {
      if ((size_t)k + 2 > cap_chars) { k = -1; break; }
      c -= 0x10000;
      unsigned hi = 0xD800 + (c >> 10), lo = 0xDC00 + (c & 0x3FF);
      buf[2 * k] = (unsigned char)(hi >> 8); buf[2 * k + 1] = (unsigned char)hi; k++;
      buf[2 * k] = (unsigned char)(lo >> 8); buf[2 * k + 1] = (unsigned char)lo; k++;
    } else {
      if ((size_t)k + 1 > cap_chars) { k = -1; break; }
      buf[2 * k] = (unsigned char)(c >> 8);
      buf[2 * k + 1] = (unsigned char)c;
      k++;
    }
  }
  free(cp);
  return n < 0 ? -1 : k;
}

/* The value of a numeric VALUE literal; a floating-point literal (mantissa E exponent, Language
 * Reference, "Floating-point literals") only for COMP-1/COMP-2 items, whose VALUE may be one.
 * Returns nonzero when the text is not such a literal. */
static int float_literal_value(const char *s, const cbl_field *f, cbl_dec *d) {
  const char *e = strpbrk(s, "Ee");
  if (!e) return cbl_dec_set_str(d, s) != 0;
  int fl = f->num.usage == CBL_USAGE_COMP1 || f->num.usage == CBL_USAGE_COMP2;
  size_t ml = (size_t)(e - s);
  if (!fl || ml == 0 || ml > 40) return 1;
  char mant[48];
  memcpy(mant, s, ml);
  mant[ml] = 0;
  char *end;
  long x = strtol(e + 1, &end, 10);
  if (*end || end == e + 1 || x < -99 || x > 99 || cbl_dec_set_str(d, mant) != 0) return 1;
  /* value = mantissa * 10^x: the scale moves by -x */
  long sc = d->scale - x;
  if (sc < 0) {
    mpz_t p;
    mpz_init(p);
    mpz_ui_pow_ui(p, 10, (unsigned long)-sc);
    mpz_mul(d->v, d->v, p);
    mpz_clear(p);
    sc = 0;
  }
  d->scale = (int)sc;
  return 0;
}

int cbl_layout_encode_value(const cbl_layout *l, const cbl_field *f, unsigned char *dst, char *err,
                        size_t errlen) {
  const cbl_options *o = &l->opt;
  const json_t *v = f->value;
  const char *fig = jstr(v, "figurative");
  if (f->cat == CBL_CAT_POINTER) {
    if (fig && strcmp(fig, "NULL") == 0) {
      memset(dst, 0, f->size);
      return 0;
    }
    snprintf(err, errlen, "%d:%d: [unsupported] VALUE of a pointer other than NULL", f->line,
             f->col);
    return -1;
  }
  if (f->cat == CBL_CAT_NUMERIC && f->is_numeric_desc) {
    cbl_dec d;
    cbl_dec_init(&d);
    int bad = 0;
    if (fig && strcmp(fig, "ZERO") == 0) cbl_dec_set_si(&d, 0, 0);
    else if (jstr(v, "num")) bad = float_literal_value(jstr(v, "num"), f, &d);
    else bad = 1;
    int se = 0;
    cbl_codec_status st = bad ? CBL_CODEC_INVALID : cbl_num_encode(&f->num, &d, dst, &se, NULL);
    cbl_dec_clear(&d);
    /* Language Reference, "VALUE clause", rules for literal values: "If the item is numeric, all
     * VALUE clause literals must be numeric" (cobc accepts VALUE "000" on PIC 999; no IBM page
     * found says Enterprise COBOL does, so it stays an error) */
    if (!fig && !jstr(v, "num")) {
      snprintf(err, errlen, "%d:%d: [layout] VALUE of numeric item %s is not a numeric literal (a numeric "
               "item's VALUE literal must be numeric)", f->line, f->col, f->name ? f->name : "FILLER");
      return -1;
    }
    /* a numeric literal must fit the item's PICTURE */
    if (bad || st != CBL_CODEC_OK || se) {
      snprintf(err, errlen, "%d:%d: [layout] VALUE does not fit numeric item %s", f->line, f->col,
               f->name ? f->name : "FILLER");
      return -1;
    }
    return 0;
  }
  if (f->cat == CBL_CAT_NATIONAL || f->cat == CBL_CAT_NATIONAL_EDITED) {
    size_t chars = f->size / 2;
    unsigned char *buf = eq_malloc(2 * chars + 4);
    int rep;
    long n = cbl_literal_national(o, v, buf, chars + 1, &rep);
    if (n < 0 || (size_t)n > chars) {
      free(buf);
      snprintf(err, errlen, "%d:%d: [layout] national VALUE does not fit", f->line, f->col);
      return -1;
    }
    if (rep) repeat_fill(dst, f->size, buf, 2 * (size_t)n);
    else cbl_move_national(dst, chars, buf, (size_t)n, 0);
    free(buf);
    return 0;
  }
  if (f->cat == CBL_CAT_NUMERIC_EDITED && jstr(v, "num")) {
    cbl_dec d;
    cbl_dec_init(&d);
    char *out = eq_malloc((size_t)f->pic.size + 1);
    int bad = cbl_dec_set_str(&d, jstr(v, "num")) != 0 ||
              cbl_edit_numeric(&f->pic, &d, f->blank_when_zero, out) != 0;
    if (!bad) {
      memcpy(dst, out, f->size);
      cbl_opt_from_latin1(o, dst, f->size);
    }
    free(out);
    cbl_dec_clear(&d);
    if (bad) snprintf(err, errlen, "%d:%d: [layout] bad numeric-edited VALUE", f->line, f->col);
    return bad ? -1 : 0;
  }
  if (f->cat == CBL_CAT_INDEX) {
    snprintf(err, errlen, "%d:%d: [layout] VALUE on an index item", f->line, f->col);
    return -1;
  }
  /* Alphanumeric, alphabetic, edited, DBCS and group items: the literal's bytes, left-justified
   * and space-padded; JUSTIFIED does not apply to VALUE ("JUSTIFIED clause"). */
  unsigned char *buf = eq_malloc(f->size + 8);
  int rep;
  long n = cbl_literal_bytes(o, v, buf, f->size + 8, &rep);
  if (n < 0 || (!rep && (size_t)n > f->size)) {
    free(buf);
    char why[300];
    if (cbl_literal_unmappable(o, v, why, sizeof why))
      snprintf(err, errlen, "%d:%d: [encoding] VALUE of %s: %s", f->line, f->col,
               f->name ? f->name : "FILLER", why);
    else
      snprintf(err, errlen, "%d:%d: [layout] VALUE does not fit item %s", f->line, f->col,
               f->name ? f->name : "FILLER");
    return -1;
  }
  if (rep) repeat_fill(dst, f->size, buf, (size_t)n);
  else cbl_move_alnum(dst, f->size, buf, (size_t)n, cbl_opt_space(o), 0);
  free(buf);
  return 0;
}

/* Applies f's VALUE to every occurrence: dimension d onwards iterated, base offset so far. */
static int apply_value(const cbl_layout *l, const cbl_field *f, int d, size_t base,
                       unsigned char *out, char *err, size_t errlen) {
  if (d == f->ndims) return cbl_layout_encode_value(l, f, out + base, err, errlen);
  const cbl_field *t = &l->fields[f->dims[d]];
  for (int s = 0; s < t->occurs_max; s++)
    if (apply_value(l, f, d + 1, base + (size_t)s * t->stride, out, err, errlen) != 0) return -1;
  return 0;
}

int cbl_layout_init_area(const cbl_layout *l, int a, const unsigned char *image, unsigned char fill,
                         unsigned char *out, char *err, size_t errlen) {
  size_t n = l->areas[a].size;
  if (image) memcpy(out, image, n);
  else memset(out, fill, n);
  for (int i = 0; i < l->nfields; i++) {
    const cbl_field *f = &l->fields[i];
    if (f->area != a || !f->value || f->level == 88 || f->level == 66) continue;
    if (apply_value(l, f, 0, f->offset, out, err, errlen) != 0) return -1;
  }
  return 0;
}

json_t *cbl_layout_json(const cbl_layout *l) {
  static const char *const kinds[] = {"working_storage", "local_storage", "linkage", "file",
                                      "index"};
  json_t *areas = json_array(), *fields = json_array();
  for (int a = 0; a < l->nareas; a++)
    json_array_append_new(areas, json_pack("{s:i, s:s, s:I, s:i}", "area", a, "kind",
                                           kinds[l->areas[a].kind], "size",
                                           (json_int_t)l->areas[a].size, "file",
                                           l->areas[a].file_id));
  for (int i = 0; i < l->nfields; i++) {
    const cbl_field *f = &l->fields[i];
    json_t *j = json_pack("{s:i, s:s?, s:i, s:i, s:I, s:I, s:s, s:s}", "id", f->id, "name",
                          f->name, "level", f->level, "area", f->area, "offset",
                          (json_int_t)f->offset, "size", (json_int_t)f->size, "category",
                          cbl_cat_name(f->cat), "usage", usage_names[f->usage]);
    if (f->occurs_max) json_object_set_new(j, "occurs", json_integer(f->occurs_max));
    if (f->stride != f->size && f->occurs_max)
      json_object_set_new(j, "stride", json_integer((json_int_t)f->stride));
    if (f->is_numeric_desc && f->cat == CBL_CAT_NUMERIC && f->has_pic) {
      json_object_set_new(j, "digits", json_integer(f->num.digits));
      json_object_set_new(j, "scale", json_integer(f->num.scale));
      json_object_set_new(j, "signed", json_boolean(f->num.is_signed));
    }
    if (f->variable) json_object_set_new(j, "variable", json_true());
    json_array_append_new(fields, j);
  }
  json_t *r = json_pack("{s:o, s:o}", "areas", areas, "fields", fields);
  json_object_set_new(r, "options", cbl_options_json(&l->opt));
  return r;
}
