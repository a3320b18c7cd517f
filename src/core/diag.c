/* diag.c — accumulated diagnostics; the first line of each is stable and machine-greppable,
 * the source excerpt that follows is for people. */
#include "core/diag.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "core/arena.h"
#include "core/strbuf.h"

enum { MAX_ERRORS = 50 };

typedef struct dfile {
  char *path;
  char *text;
  size_t len;
  char *via;
  eq_loc parent;
} dfile;

typedef struct dmsg {
  diag_severity sev;
  eq_loc loc;
  char *line;   /* the one-line message */
} dmsg;

struct diag_ctx {
  dfile *files;
  int nfiles, capfiles;
  dmsg *msgs;
  int nmsgs, capmsgs;
  int nerrors;
};

diag_ctx *diag_new(void) { return eq_calloc(1, sizeof(diag_ctx)); }

void diag_free(diag_ctx *d) {
  if (!d) return;
  for (int i = 0; i < d->nfiles; i++) {
    free(d->files[i].path);
    free(d->files[i].text);
    free(d->files[i].via);
  }
  for (int i = 0; i < d->nmsgs; i++) free(d->msgs[i].line);
  free(d->files);
  free(d->msgs);
  free(d);
}

int diag_add_file_take(diag_ctx *d, const char *path, char *text, size_t len, const char *via_name,
                       eq_loc included_from) {
  if (d->nfiles == d->capfiles) {
    d->capfiles = d->capfiles ? d->capfiles * 2 : 8;
    d->files = eq_realloc(d->files, sizeof(dfile) * (size_t)d->capfiles);
  }
  dfile *f = &d->files[d->nfiles];
  f->path = eq_strdup(path);
  f->text = text;
  f->len = text ? len : 0;
  f->via = via_name ? eq_strdup(via_name) : NULL;
  f->parent = included_from;
  return d->nfiles++;
}

int diag_add_file(diag_ctx *d, const char *path, const char *text, size_t len, const char *via_name,
                  eq_loc included_from) {
  char *copy = NULL;
  if (text) {
    copy = eq_malloc(len + 1);
    memcpy(copy, text, len);
    copy[len] = 0;
  }
  return diag_add_file_take(d, path, copy, len, via_name, included_from);
}

const char *diag_file_path(const diag_ctx *d, int file) {
  return (file >= 0 && file < d->nfiles) ? d->files[file].path : "?";
}
int diag_file_count(const diag_ctx *d) { return d->nfiles; }
eq_loc diag_file_parent(const diag_ctx *d, int file) {
  return (file >= 0 && file < d->nfiles) ? d->files[file].parent : EQ_NOLOC;
}

const char *diag_loc_str(const diag_ctx *d, eq_loc loc, char *buf, size_t n) {
  if (loc.file < 0 || loc.file >= d->nfiles)
    snprintf(buf, n, "?");
  else
    snprintf(buf, n, "%s:%d:%d", d->files[loc.file].path, loc.line, loc.col);
  return buf;
}

static const char *sev_name(diag_severity s) {
  return s == DIAG_ERROR ? "error" : s == DIAG_WARNING ? "warning" : "note";
}

void diag_report(diag_ctx *d, diag_severity sev, eq_loc loc, const char *code, const char *fmt, ...) {
  if (sev == DIAG_ERROR) {
    if (d->nerrors >= MAX_ERRORS) {
      d->nerrors++;
      return;
    }
    d->nerrors++;
  }
  strbuf sb = STRBUF_INIT;
  if (loc.file >= 0 && loc.file < d->nfiles) {
    char where[1024];
    sb_printf(&sb, "%s: ", diag_loc_str(d, loc, where, sizeof where));
  }
  sb_printf(&sb, "%s: [%s] ", sev_name(sev), code);
  va_list ap;
  va_start(ap, fmt);
  sb_vprintf(&sb, fmt, ap);
  va_end(ap);
  /* A diagnostic is one line: fold any newline a message smuggled in (e.g. from hostile input). */
  for (size_t i = 0; i < sb.len; i++)
    if (sb.data[i] == '\n' || sb.data[i] == '\r') sb.data[i] = ' ';
  if (d->nmsgs == d->capmsgs) {
    d->capmsgs = d->capmsgs ? d->capmsgs * 2 : 8;
    d->msgs = eq_realloc(d->msgs, sizeof(dmsg) * (size_t)d->capmsgs);
  }
  d->msgs[d->nmsgs++] = (dmsg){sev, loc, sb_take(&sb)};
}

int diag_error_count(const diag_ctx *d) { return d->nerrors; }
int diag_count(const diag_ctx *d) { return d->nmsgs; }
const char *diag_message(const diag_ctx *d, int i) {
  return (i >= 0 && i < d->nmsgs) ? d->msgs[i].line : "";
}
int diag_too_many(const diag_ctx *d) { return d->nerrors >= MAX_ERRORS; }

/* Prints line `line` of the file and a caret under column col. */
static void print_excerpt(const dfile *f, int line, int col, FILE *out) {
  if (!f->text || line <= 0) return;
  const char *p = f->text, *end = f->text + f->len;
  for (int l = 1; l < line && p < end; p++)
    if (*p == '\n') l++;
  if (p >= end) return;
  const char *e = p;
  while (e < end && *e != '\n' && *e != '\r') e++;
  fputs("    ", out);
  int shown = 0;
  for (const char *q = p; q < e && shown < 200; q++, shown++) {
    unsigned char c = (unsigned char)*q;
    fputc(c == '\t' ? ' ' : (c < 32 || c == 127) ? '?' : c, out);
  }
  fputs("\n    ", out);
  for (int i = 1; i < col && i < 200; i++) fputc(' ', out);
  fputs("^\n", out);
}

void diag_print(const diag_ctx *d, FILE *out) {
  for (int i = 0; i < d->nmsgs; i++) {
    const dmsg *m = &d->msgs[i];
    fprintf(out, "%s\n", m->line);
    if (m->loc.file < 0 || m->loc.file >= d->nfiles) continue;
    print_excerpt(&d->files[m->loc.file], m->loc.line, m->loc.col, out);
    /* The include chain: "in COPY X included from PROG.cbl:112:8". */
    int f = m->loc.file;
    for (int depth = 0; depth < 64 && f >= 0 && d->files[f].parent.file >= 0; depth++) {
      char where[1024];
      fprintf(out, "    in %s included from %s\n", d->files[f].via ? d->files[f].via : d->files[f].path,
              diag_loc_str(d, d->files[f].parent, where, sizeof where));
      f = d->files[f].parent.file;
    }
  }
  if (d->nerrors > MAX_ERRORS)
    fprintf(out, "equiv: %d further errors not shown\n", d->nerrors - MAX_ERRORS);
}
