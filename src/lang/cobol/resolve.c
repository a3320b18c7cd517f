/* resolve.c — name resolution (IBM LR "Qualification", "Uniqueness of reference"): data names with
 * OF/IN qualifiers, file names, index names, condition-names, and procedure names (an unqualified
 * paragraph name means the one in the current section first). */
#include "lang/cobol/resolve.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "core/intern.h"
#include "core/strbuf.h"

typedef struct sym {
  const char *name;      /* interned: names compare by pointer */
  int id;
  const char *kind;      /* "data", "condition", "index", "file" */
  int parent;            /* index of the parent symbol, -1 at top */
  int occurs_here;       /* this item has OCCURS */
  int global;
  cj_t *node;
  int same_name;         /* the symbol below this one with the same name, or -1 (see name_head) */
} sym;

typedef struct symtab {
  sym *v;
  int n, cap;
  int own_from;          /* symbols [own_from, n) belong to the current program; below are inherited */
} symtab;

/* Interned name -> the newest symbol of that name, the others chained through sym.same_name:
 * a reference looks at the symbols of its name only (a scan of the whole table per reference
 * was a sixth of a parse). Open addressing on the pointer; a power of two in size. */
typedef struct name_slot {
  const char *name;
  int head;
} name_slot;

typedef struct resolver {
  cbl_front *fe;
  intern_table *names;   /* every data, file and index name, and every name a reference uses */
  symtab st;
  name_slot *heads;
  size_t nheads, capheads;
  /* procedures of the current program */
  cj_t *sections;
  int errors;
  /* the keys walk looks for, interned in the document: compared by pointer */
  const char *k_positional, *k_proc, *k_ref, *k_right, *k_stmt, *k_subscripts, *k_abbreviated, *k_of, *k_file,
    *k_loc, *k_programs;
} resolver;

static eq_loc node_loc(cj_t *n) {
  cj_t *l = cj_object_get(n, "loc");
  if (!cj_is_array(l) || cj_array_size(l) != 3) return EQ_NOLOC;
  return (eq_loc){(int)cj_integer_value(cj_array_get(l, 0)), (int)cj_integer_value(cj_array_get(l, 1)),
                  (int)cj_integer_value(cj_array_get(l, 2))};
}

static void rerror(resolver *r, cj_t *at, const char *fmt, const char *a, const char *b) {
  diag_error(r->fe->d, node_loc(at), "resolve", fmt, a, b);
  r->errors++;
}

static size_t name_hash(const char *name, size_t mask) {
  uintptr_t h = (uintptr_t)name;
  h ^= h >> 17;
  h *= (uintptr_t)0x9E3779B97F4A7C15u;
  return (size_t)(h >> 7) & mask;
}

/* The slot of name (added with head -1 when absent). */
static name_slot *name_slot_of(resolver *r, const char *name) {
  if (2 * (r->nheads + 1) > r->capheads) {
    size_t cap = r->capheads ? 2 * r->capheads : 256;
    name_slot *t = eq_calloc(cap, sizeof *t);
    for (size_t i = 0; i < r->capheads; i++)
      if (r->heads[i].name) {
        size_t k = name_hash(r->heads[i].name, cap - 1);
        while (t[k].name) k = (k + 1) & (cap - 1);
        t[k] = r->heads[i];
      }
    free(r->heads);
    r->heads = t;
    r->capheads = cap;
  }
  size_t mask = r->capheads - 1, k = name_hash(name, mask);
  while (r->heads[k].name && r->heads[k].name != name) k = (k + 1) & mask;
  if (!r->heads[k].name) {
    r->heads[k] = (name_slot){name, -1};
    r->nheads++;
  }
  return &r->heads[k];
}

/* The newest symbol named name, or -1. */
static int name_head(resolver *r, const char *name) { return name_slot_of(r, name)->head; }

static int add_sym(resolver *r, const char *name, int id, const char *kind, int parent, cj_t *node) {
  symtab *st = &r->st;
  if (st->n == st->cap) {
    st->cap = st->cap ? st->cap * 2 : 64;
    st->v = eq_realloc(st->v, sizeof(sym) * (size_t)st->cap);
  }
  name_slot *h = name_slot_of(r, name);
  st->v[st->n] = (sym){name, id, kind, parent, node && cj_object_get(node, "occurs") != NULL,
                       node && cj_is_true(cj_object_get(node, "global")), node, h->head};
  h->head = st->n;
  return st->n++;
}

/* Drops the symbols [n, st.n), newest first, so every name's chain is as it was. */
static void pop_syms(resolver *r, int n) {
  while (r->st.n > n) {
    const sym *y = &r->st.v[--r->st.n];
    name_slot_of(r, y->name)->head = y->same_name;
  }
}

static const char *iname(resolver *r, const char *s) { return intern(r->names, s ? s : ""); }

static void add_items(resolver *r, cj_t *items, int parent) {
  size_t i;
  cj_t *it;
  cj_array_foreach(items, i, it) {
    const char *name = cj_string_value(cj_object_get(it, "name"));
    if (cj_object_get(it, "exec")) continue;
    int id = (int)cj_integer_value(cj_object_get(it, "id"));
    int me = add_sym(r, iname(r, name), id, "data", parent, it);
    if (parent >= 0 && r->st.v[parent].global) r->st.v[me].global = 1;
    /* The names that come with a global item are global too (Language Reference, "Types of
     * names": a condition-name "is global if that entry is subordinate to another entry that
     * specifies the GLOBAL clause"; ISO 1989: the index-names of a global table). Before, a
     * nested program could name the item but not its 88-levels or its INDEXED BY names. */
    int glob = r->st.v[me].global;
    cj_t *occ = cj_object_get(it, "occurs");
    if (occ) {
      size_t k;
      cj_t *ix;
      cj_array_foreach(cj_object_get(occ, "indexed_by"), k, ix) {
        int xs = add_sym(r, iname(r, cj_string_value(cj_object_get(ix, "name"))),
                         (int)cj_integer_value(cj_object_get(ix, "id")), "index", -1, ix);
        if (glob) r->st.v[xs].global = 1;
      }
    }
    size_t k;
    cj_t *c;
    cj_array_foreach(cj_object_get(it, "conditions"), k, c) {
      int cs = add_sym(r, iname(r, cj_string_value(cj_object_get(c, "name"))),
                       (int)cj_integer_value(cj_object_get(c, "id")), "condition", me, c);
      if (glob) r->st.v[cs].global = 1;
      cj_object_set_new_nocheck(c, "parent", cj_integer(id)); /* the conditional variable */
    }
    add_items(r, cj_object_get(it, "children"), me);
  }
}

/* Whether the qualifiers (innermost first) appear, in order, among the ancestors of s. */
static int qualifies(resolver *r, int s, cj_t *of) {
  const symtab *st = &r->st;
  size_t nq = cj_array_size(of), q = 0;
  for (int a = st->v[s].parent; a >= 0 && q < nq; a = st->v[a].parent)
    if (st->v[a].name == iname(r, cj_string_value(cj_array_get(of, q)))) q++;
  return q == nq;
}

/* Number of OCCURS dimensions that apply to symbol s (its own and its ancestors'). */
static int dimensions(const symtab *st, int s) {
  int d = 0;
  for (int a = s; a >= 0; a = st->v[a].parent) d += st->v[a].occurs_here;
  return d;
}

static void describe_ref(strbuf *sb, cj_t *ref) {
  sb_puts(sb, cj_string_value(cj_object_get(ref, "ref")));
  size_t i;
  cj_t *q;
  cj_array_foreach(cj_object_get(ref, "of"), i, q) {
    sb_puts(sb, " OF ");
    sb_puts(sb, cj_string_value(q));
  }
}

/* The members of ref that name it ("ref", "of", "file", "subscripts"), as walk found them. */
typedef struct ref_parts {
  cj_t *ref, *of, *file, *subscripts;
} ref_parts;

static void resolve_ref(resolver *r, cj_t *ref, const ref_parts *parts) {
  const char *name = iname(r, cj_string_value(parts->ref));
  cj_t *of = parts->of;
  int want_file = cj_is_true(parts->file);
  int found = -1, count = 0;
  /* Own program first; inherited (containing programs') symbols only if GLOBAL and nothing own.
   * The chain of the name runs from the newest symbol down: the last match is the first defined. */
  for (int pass = 0; pass < 2 && count == 0; pass++) {
    int lo = pass == 0 ? r->st.own_from : 0, hi = pass == 0 ? r->st.n : r->st.own_from;
    for (int s = name_head(r, name); s >= lo; s = r->st.v[s].same_name) {
      const sym *y = &r->st.v[s];
      if (s >= hi) continue;
      if (pass == 1 && !y->global) continue;
      if (want_file && strcmp(y->kind, "file")) continue;
      if (of && !qualifies(r, s, of)) continue;
      found = s;
      count++;
    }
  }
  strbuf sb = STRBUF_INIT;
  if (count != 1 || cj_array_size(parts->subscripts)) describe_ref(&sb, ref); /* for messages */
  if (count == 0) {
    int exists = 0;
    for (int s = 0; s < r->st.n; s++)
      if (r->st.v[s].name == name) exists = 1;
    /* A qualifier that names nothing at all is the error to point at. */
    for (size_t q = 0; q < cj_array_size(of); q++) {
      const char *qn = iname(r, cj_string_value(cj_array_get(of, q)));
      int defined = 0;
      for (int s = 0; s < r->st.n && !defined; s++) defined = r->st.v[s].name == qn;
      if (!defined) {
        cj_t *at = cj_object();
        cj_object_set(at, "loc", cj_array_get(cj_object_get(ref, "of_locs"), q));
        rerror(r, cj_object_get(at, "loc") ? at : ref, "undefined qualifier '%s' in '%s'", qn, sb_str(&sb));
        cj_decref(at);
        sb_free(&sb);
        return;
      }
    }
    if (of && exists)
      rerror(r, ref, "'%s' names no item (no '%s' is under those qualifiers)", sb_str(&sb), name);
    else
      rerror(r, ref, "undefined %s '%s'", want_file ? "file name" : "data name", sb_str(&sb));
  } else if (count > 1) {
    rerror(r, ref, "ambiguous reference '%s': %s items have this name; qualify it with OF", sb_str(&sb),
           arena_printf(r->fe->a, "%d", count));
  } else {
    const sym *y = &r->st.v[found];
    cj_object_set_new_nocheck(ref, "item", cj_integer(y->id));
    cj_object_set_new_nocheck(ref, "kind", cj_string_nocheck(y->kind)); /* an ASCII literal */
    cj_t *subs = parts->subscripts;
    size_t nsubs = cj_array_size(subs);
    if (nsubs && strcmp(y->kind, "file") && strcmp(y->kind, "index")) {
      int target = !strcmp(y->kind, "condition") ? y->parent : found;
      int dims = dimensions(&r->st, target);
      /* A subscript ALL (intrinsic function arguments) is still one subscript position. */
      if (dims == 0)
        rerror(r, ref, "'%s' is subscripted but is not in a table (no OCCURS)%s", sb_str(&sb), "");
      else if ((int)nsubs != dims)
        rerror(r, ref, "'%s' needs %s subscripts", sb_str(&sb), arena_printf(r->fe->a, "%d", dims));
    }
  }
  sb_free(&sb);
}

/* ---- procedures ---- */

static cj_t *find_proc(resolver *r, const char *name, const char *of, cj_t *cur_section, int *count) {
  cj_t *hit = NULL;
  *count = 0;
  size_t i, k;
  cj_t *sec, *par;
  if (!of) {
    /* a section name, or a paragraph of the current section first */
    cj_array_foreach(r->sections, i, sec) {
      const char *sn = cj_string_value(cj_object_get(sec, "name"));
      if (sn && !strcmp(sn, name)) {
        hit = sec;
        ++*count;
      }
    }
    if (*count) return hit;
    if (cur_section) {
      cj_array_foreach(cj_object_get(cur_section, "paragraphs"), k, par) {
        const char *pn = cj_string_value(cj_object_get(par, "name"));
        if (pn && !strcmp(pn, name)) {
          hit = par;
          ++*count;
        }
      }
      if (*count) return hit;
    }
  }
  cj_array_foreach(r->sections, i, sec) {
    const char *sn = cj_string_value(cj_object_get(sec, "name"));
    if (of && (!sn || strcmp(sn, of))) continue;
    cj_array_foreach(cj_object_get(sec, "paragraphs"), k, par) {
      const char *pn = cj_string_value(cj_object_get(par, "name"));
      if (pn && !strcmp(pn, name)) {
        hit = par;
        ++*count;
      }
    }
  }
  return hit;
}

static void resolve_proc(resolver *r, cj_t *ref, cj_t *cur_section) {
  const char *name = cj_string_value(cj_object_get(ref, "proc"));
  const char *of = cj_string_value(cj_object_get(ref, "of"));
  int count;
  cj_t *hit = find_proc(r, name, of, cur_section, &count);
  if (count == 0)
    rerror(r, ref, "undefined paragraph or section '%s'%s", name, of ? arena_printf(r->fe->a, " in section %s", of) : "");
  else if (count > 1)
    rerror(r, ref, "ambiguous procedure name '%s': it names paragraphs in several sections; qualify it with OF%s", name, "");
  else
    cj_object_set_new_nocheck(ref, "target", cj_integer(cj_integer_value(cj_object_get(hit, "id"))));
}

/* DISPLAY operands that are index-names: "identifier-1 cannot be an index-name" (Language
 * Reference, "DISPLAY statement"); an index holds an offset, not a value to show. Asked by walk of
 * each DISPLAY statement (a walk of its own over the procedure took a third of a parse). */
static void check_display_operands(resolver *r, cj_t *display) {
  size_t i;
  cj_t *o;
  cj_array_foreach(cj_object_get(display, "operands"), i, o) {
    const char *k = cj_string_value(cj_object_get(o, "kind"));
    if (k && !strcmp(k, "index")) {
      diag_error(r->fe->d, node_loc(o), "ibm",
                 "DISPLAY of index-name %s: identifier-1 cannot be an index-name (Language "
                 "Reference, \"DISPLAY statement\"); SET an integer item TO it and display that",
                 cj_string_value(cj_object_get(o, "ref")));
      r->errors++;
    }
  }
}

/* Walks any JSON value, resolving references; skips nested programs (resolved on their own). */
static void walk(resolver *r, cj_t *v, cj_t *cur_section) {
  if (cj_is_array(v)) {
    size_t i;
    cj_t *e;
    cj_array_foreach(v, i, e) walk(r, e, cur_section);
    return;
  }
  if (!cj_is_object(v)) return;
  /* One pass over the members for the ones this walk reads and for the objects and arrays to
   * walk into, in order (an object has a handful of members; hash lookups and a second pass over
   * every object of the document were a tenth of a parse); keys are interned in the document
   * (cjson.h), so they compare by pointer. The values stay valid while resolve_ref/resolve_proc
   * add members to v: the member vector moves, not the values; what they add (and the
   * "positional" mark they drop) are scalars, which a walk does not enter. */
  cj_t *positional = NULL, *proc = NULL, *stmtj = NULL, *right = NULL, *abbrj = NULL;
  ref_parts parts = {NULL, NULL, NULL, NULL};
  enum { KIDS = 32 };
  cj_t *kids[KIDS];
  unsigned char is_programs[KIDS];
  size_t nkids = 0;
  int overflow = 0; /* more than KIDS members to enter: a second pass, as before */
  const char *key;
  cj_t *e;
  cj_object_foreach(v, key, e) {
    if (key == r->k_loc) continue;
    if (key == r->k_positional) positional = e;
    else if (key == r->k_proc) proc = e;
    else if (key == r->k_ref) parts.ref = e;
    else if (key == r->k_right) right = e;
    else if (key == r->k_stmt) stmtj = e;
    else if (key == r->k_subscripts) parts.subscripts = e;
    else if (key == r->k_abbreviated) abbrj = e;
    else if (key == r->k_of) parts.of = e;
    else if (key == r->k_file) parts.file = e;
    if (!cj_is_object(e) && !cj_is_array(e)) continue;
    if (nkids == KIDS) {
      overflow = 1;
      continue;
    }
    is_programs[nkids] = key == r->k_programs;
    kids[nkids++] = e;
  }
  if (cj_is_true(positional)) cj_object_del(v, "positional"); /* check_redefines */
  else if (cj_is_string(parts.ref)) resolve_ref(r, v, &parts);
  if (cj_is_string(proc)) resolve_proc(r, v, cur_section);
  /* "programs" holds nested programs, except in a CANCEL statement, where it lists the operands
   * (literals or identifiers holding a program name, IBM LR "CANCEL statement") */
  const char *stmt = cj_string_value(stmtj);
  int cancel = stmt && !strcmp(stmt, "cancel");
  if (!overflow) {
    for (size_t k = 0; k < nkids; k++)
      if (!is_programs[k] || cancel) walk(r, kids[k], cur_section);
  } else {
    cj_object_foreach(v, key, e) {
      if ((key == r->k_programs && !cancel) || key == r->k_loc) continue;
      walk(r, e, cur_section);
    }
  }
  /* after the operands are resolved: their kind says whether one is an index-name */
  if (stmt && !strcmp(stmt, "display")) check_display_operands(r, v);
  /* An abbreviated relation whose bare object turned out to be a condition-name is a
   * condition-name condition (IBM LR "Abbreviated combined relation conditions": a condition-name
   * is never a relation object): A = 1 OR FLAG-88. */
  const char *abbr = cj_string_value(abbrj);
  if (abbr && !strcmp(abbr, "subject_operator") && right &&
      !strcmp(cj_string_value(cj_object_get(right, "kind")) ? cj_string_value(cj_object_get(right, "kind")) : "",
              "condition")) {
    cj_t *rref = cj_incref(right), *loc = cj_incref(cj_object_get(v, "loc"));
    cj_object_clear(v);
    cj_object_set_new_nocheck(v, "cond", cj_string("name"));
    if (loc) cj_object_set_new_nocheck(v, "loc", loc);
    cj_object_set_new_nocheck(v, "ref", rref);
  }
}

/* REDEFINES: the subject must redefine the entry directly before it at the same level, possibly
 * after other entries that redefine the same item (IBM LR, "REDEFINES clause"). */
static void check_redefines(resolver *r, cj_t *items) {
  size_t i;
  cj_t *it;
  cj_array_foreach(items, i, it) {
    cj_t *rd = cj_object_get(it, "redefines");
    if (rd) {
      const char *target = cj_string_value(cj_object_get(rd, "ref"));
      size_t k = i;
      while (k > 0) {
        cj_t *prev = cj_array_get(items, k - 1);
        cj_t *prd = cj_object_get(prev, "redefines");
        if ((prd && !strcmp(cj_string_value(cj_object_get(prd, "ref")), target)) ||
            cj_integer_value(cj_object_get(prev, "level")) == 66) {
          /* other redefinitions of the same item, and level-66 RENAMES entries after the record
           * it redefines, lie between */
          k--;
          continue;
        }
        break;
      }
      cj_t *prev = k > 0 ? cj_array_get(items, k - 1) : NULL;
      const char *pname = prev ? cj_string_value(cj_object_get(prev, "name")) : NULL;
      if (!pname || strcmp(pname, target) ||
          cj_integer_value(cj_object_get(prev, "level")) != cj_integer_value(cj_object_get(it, "level")))
        rerror(r, rd, "REDEFINES %s: the redefined item must be the entry directly before, at the same level%s",
               target, "");
      else if (cj_object_get(prev, "id") && !cj_object_get(rd, "item")) {
        /* the redefined item is that entry: a name that is not unique needs no qualifier (and
         * takes none) in REDEFINES, its place says which */
        cj_object_set_new_nocheck(rd, "item", cj_integer(cj_integer_value(cj_object_get(prev, "id"))));
        cj_object_set_new_nocheck(rd, "kind", cj_string("data"));
        cj_object_set_new_nocheck(rd, "positional", cj_true()); /* walk: resolved, drop the mark */
      }
    }
    check_redefines(r, cj_object_get(it, "children"));
  }
}

static void number_procedures(resolver *r, cj_t *proc, int *next_id) {
  size_t i, k;
  cj_t *sec, *par;
  cj_t *lists[2] = {cj_object_get(proc, "declaratives"), cj_object_get(proc, "sections")};
  for (int l = 0; l < 2; l++)
    cj_array_foreach(lists[l], i, sec) {
      cj_object_set_new_nocheck(sec, "id", cj_integer(++*next_id));
      cj_array_append(r->sections, sec);
      cj_array_foreach(cj_object_get(sec, "paragraphs"), k, par) cj_object_set_new_nocheck(par, "id", cj_integer(++*next_id));
    }
}

/* Whether symbol s is described within a record of the file whose JSON id is file_id. */
static int in_file_record(const symtab *st, int s, int file_id) {
  for (int a = s; a >= 0; a = st->v[a].parent)
    if (!strcmp(st->v[a].kind, "file")) return st->v[a].id == file_id;
  return 0;
}

/* RECORD KEY / ALTERNATE RECORD KEY "must be described within a record description entry
 * associated with the file" (Language Reference, "RECORD KEY clause"). Real programs have keys
 * elsewhere (in WORKING-STORAGE), and Equiv runs them, so this is a warning that says what
 * Equiv makes of it. */
static void check_one_key(resolver *r, cj_t *file, cj_t *key, const char *what) {
  if (!key) return;
  const char *kind = cj_string_value(cj_object_get(key, "kind"));
  cj_t *item = cj_object_get(key, "item");
  if (!kind || strcmp(kind, "data") || !cj_is_integer(item)) return;
  int id = (int)cj_integer_value(item), s = -1;
  for (int k = r->st.own_from; k < r->st.n; k++)
    if (!strcmp(r->st.v[k].kind, "data") && r->st.v[k].id == id) s = k;
  int fid = (int)cj_integer_value(cj_object_get(file, "id"));
  if (s < 0 || in_file_record(&r->st, s, fid)) return;
  diag_warning(r->fe->d, node_loc(key), "ibm",
               "%s %s is not a field of a record of file %s (IBM: it must be described within a "
               "record description entry associated with the file); Equiv takes the key from the "
               "record at the offset and length %s has in its own storage",
               what, cj_string_value(cj_object_get(key, "ref")),
               cj_string_value(cj_object_get(file, "name")),
               cj_string_value(cj_object_get(key, "ref")));
}

static void check_file_keys(resolver *r, cj_t *env) {
  size_t i, k;
  cj_t *f, *ak;
  cj_array_foreach(cj_object_get(env, "files"), i, f) {
    check_one_key(r, f, cj_object_get(f, "record_key"), "RECORD KEY");
    cj_array_foreach(cj_object_get(f, "alternate_keys"), k, ak)
      check_one_key(r, f, cj_object_get(ak, "key"), "ALTERNATE RECORD KEY");
  }
}

static void resolve_program(resolver *r, cj_t *prog, int *next_id) {
  int saved_from = r->st.own_from, saved_n = r->st.n;
  r->st.own_from = r->st.n;
  cj_t *env = cj_object_get(prog, "environment");
  cj_t *data = cj_object_get(prog, "data");
  size_t i;
  cj_t *f;
  cj_array_foreach(cj_object_get(env, "files"), i, f)
    add_sym(r, iname(r, cj_string_value(cj_object_get(f, "name"))),
            (int)cj_integer_value(cj_object_get(f, "id")), "file", -1, f);
  /* records of an FD are qualified by the file name */
  cj_array_foreach(cj_object_get(data, "file"), i, f) {
    const char *fref = cj_string_value(cj_object_get(cj_object_get(f, "file"), "ref"));
    const char *fname = fref ? iname(r, fref) : NULL;
    int fsym = -1;
    for (int s = r->st.own_from; s < r->st.n && fname; s++)
      if (!strcmp(r->st.v[s].kind, "file") && r->st.v[s].name == fname) fsym = s;
    if (fsym >= 0 && cj_is_true(cj_object_get(f, "global"))) r->st.v[fsym].global = 1;
    add_items(r, cj_object_get(f, "records"), fsym);
    check_redefines(r, cj_object_get(f, "records"));
  }
  static const char *const sections[] = {"working_storage", "local_storage", "linkage"};
  for (size_t s = 0; s < 3; s++) {
    add_items(r, cj_object_get(data, sections[s]), -1);
    check_redefines(r, cj_object_get(data, sections[s]));
  }
  cj_t *saved_sections = r->sections;
  r->sections = cj_array();
  cj_t *proc = cj_object_get(prog, "procedure");
  number_procedures(r, proc, next_id);
  walk(r, env, NULL);
  walk(r, data, NULL);
  /* procedure: walk section by section so paragraph names resolve within their section first */
  size_t k;
  cj_t *sec;
  walk(r, cj_object_get(proc, "using"), NULL);
  walk(r, cj_object_get(proc, "returning"), NULL);
  cj_t *lists[2] = {cj_object_get(proc, "declaratives"), cj_object_get(proc, "sections")};
  for (int l = 0; l < 2; l++) cj_array_foreach(lists[l], k, sec) walk(r, sec, sec);
  check_file_keys(r, env);
  cj_t *nested = cj_object_get(prog, "programs");
  cj_t *np;
  cj_array_foreach(nested, i, np) resolve_program(r, np, next_id);
  cj_decref(r->sections);
  r->sections = saved_sections;
  pop_syms(r, saved_n);
  r->st.own_from = saved_from;
}

int cbl_resolve(cbl_front *fe, cj_t *progs, int next_id) {
  resolver r = {0};
  r.fe = fe;
  r.names = intern_new();
  r.k_positional = cj_key_literal("positional"), r.k_proc = cj_key_literal("proc"), r.k_ref = cj_key_literal("ref");
  r.k_right = cj_key_literal("right"), r.k_stmt = cj_key_literal("stmt");
  r.k_subscripts = cj_key_literal("subscripts"), r.k_abbreviated = cj_key_literal("abbreviated");
  r.k_of = cj_key_literal("of"), r.k_file = cj_key_literal("file"), r.k_loc = cj_key_literal("loc");
  r.k_programs = cj_key_literal("programs");
  size_t i;
  cj_t *prog;
  cj_array_foreach(progs, i, prog) resolve_program(&r, prog, &next_id);
  free(r.st.v);
  free(r.heads);
  intern_free(r.names);
  return r.errors;
}
