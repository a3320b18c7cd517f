/* ts_sig.c — the module's top-level functions and their signatures, for the relational layer
 * (ts_rel.c), which cannot see the AST's types: rel/lang.h and ts_ir.h both name TS_* kinds. */
#include <string.h>

#include "core/strbuf.h"
#include "lang/ts/ts.h"
#include "lang/ts/ts_ir.h"

static int is_function(const ts_node *s) { return s->k == TS_FUNC && !(s->flags & TS_F_OVERLOAD) && s->name; }

int ts_functions(const ts_program *p, const char ***names, arena *a) {
  const char **v = arena_alloc(a, sizeof(char *) * (size_t)(p->body.n + 1));
  int n = 0;
  for (int i = 0; i < p->body.n; i++)
    if (is_function(p->body.v[i])) v[n++] = p->body.v[i]->name;
  *names = v;
  return n;
}

static void letters(const ts_type *t, strbuf *sb) {
  if (!t) {
    sb_putc(sb, '?');
    return;
  }
  switch (t->k) {
  case TT_NUMBER: sb_putc(sb, 'n'); return;
  case TT_BOOLEAN: sb_putc(sb, 'b'); return;
  case TT_STRING: sb_putc(sb, 's'); return;
  case TT_ARRAY:
    sb_putc(sb, '[');
    letters(t->of, sb);
    return;
  default: sb_putc(sb, '?'); return;
  }
}

int ts_signature(const ts_program *p, const char *fn, int *async, const char ***names, int **has_default,
                 const char ***shapes, arena *a) {
  for (int i = 0; i < p->body.n; i++) {
    const ts_node *s = p->body.v[i];
    if (!is_function(s) || strcmp(s->name, fn)) continue;
    int n = s->list.n;
    *async = (s->flags & TS_F_ASYNC) != 0;
    *names = arena_alloc(a, sizeof(char *) * (size_t)(n + 1));
    *has_default = arena_alloc(a, sizeof(int) * (size_t)(n + 1));
    *shapes = arena_alloc(a, sizeof(char *) * (size_t)(n + 1));
    for (int k = 0; k < n; k++) {
      const ts_node *prm = s->list.v[k];
      strbuf sb = STRBUF_INIT;
      letters(prm->type, &sb);
      (*shapes)[k] = arena_strdup(a, sb_str(&sb));
      sb_free(&sb);
      (*names)[k] = prm->name ? prm->name : arena_printf(a, "_%d", k + 1);
      (*has_default)[k] = prm->a != NULL;
    }
    return n;
  }
  return -1;
}
