/* jv_lower.c — stack bytecode to the typed three-address representation (jv.h). The instructions
 * are decoded and checked (operands inside the code, branch targets at instruction starts,
 * constant pool indices of the right tags), then the verifier's type inference (JVMS 4.10.2, a data
 * flow over the value types of locals and stack slots; long and double take two slots) gives each
 * instruction its incoming types, from which one statement per instruction is emitted: stack slot d
 * is variable max_locals + d, so `iadd` at depth 2 is `$s0 = $s0 + $s1`. jsr/ret and anything the
 * inference rejects make the method unsupported (m->lower_error), never guessed. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lang/jimple/jv.h"

typedef struct st {
  int sp;
  uint8_t *loc, *stk;
} st;

typedef struct L {
  jv_method *m;
  jv_class *c;
  arena *a;
  int ml, ms, n;       /* max_locals, max_stack, instruction count */
  int *pcs;            /* instruction index -> pc */
  int *idx;            /* pc -> instruction index or -1 */
  st *in;              /* incoming state per instruction */
  uint8_t *seen;
  char err[200];
} L;

int jv_line_of(const jv_method *m, int pc) {
  int best = -1, line = 0;
  for (int i = 0; i < m->nlines; i++)
    if (m->lines[i].pc <= pc && (int)m->lines[i].pc >= best) best = m->lines[i].pc, line = m->lines[i].line;
  return line;
}

static unsigned b1(const L *l, int pc) { return l->m->code[pc]; }
static int s1(const L *l, int pc) { return (int8_t)l->m->code[pc]; }
static unsigned b2(const L *l, int pc) { return (unsigned)l->m->code[pc] << 8 | l->m->code[pc + 1]; }
static int s2(const L *l, int pc) { return (int16_t)b2(l, pc); }
static int32_t s4(const L *l, int pc) {
  return (int32_t)((uint32_t)l->m->code[pc] << 24 | (uint32_t)l->m->code[pc + 1] << 16 |
                   (uint32_t)l->m->code[pc + 2] << 8 | l->m->code[pc + 3]);
}

/* Length of the instruction at pc, or 0 when it is malformed or runs past the code. */
static int insn_len(const L *l, int pc) {
  int n = (int)l->m->code_len;
  unsigned op = b1(l, pc);
  static const signed char len[202] = {
    /*0*/ 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 3, 2, 3, 3, 2, 2, 2, 2, 2, 1, 1, 1, 1,
    /*30*/ 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 1,
    /*60*/ 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
    /*90*/ 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
    /*120*/ 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 3, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
    /*150*/ 1, 1, 1, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 2, 0, 0, 1, 1, 1, 1, 1, 1, 3, 3,
    /*180*/ 3, 3, 3, 3, 3, 5, 5, 3, 2, 3, 1, 1, 3, 3, 1, 1, 0, 4, 3, 3, 5, 5};
  int k;
  if (op > 201) return 0;
  if (op == 170 || op == 171) {
    int p = (pc + 4) & ~3;
    if (p + 12 > n) return 0;
    if (op == 170) {
      int32_t lo = s4(l, p + 4), hi = s4(l, p + 8);
      if (lo > hi || (int64_t)hi - lo + 1 > 16384) return 0;
      k = p + 12 + 4 * (int)((int64_t)hi - lo + 1);
    } else {
      int32_t np = s4(l, p + 4);
      if (np < 0 || np > 16384) return 0;
      k = p + 8 + 8 * np;
    }
    return k <= n ? k - pc : 0;
  }
  if (op == 196) {
    if (pc + 1 >= n) return 0;
    unsigned w = b1(l, pc + 1);
    k = w == 132 ? 6 : ((w >= 21 && w <= 25) || (w >= 54 && w <= 58) || w == 169) ? 4 : 0;
  } else {
    k = len[op];
  }
  return k && pc + k <= n ? k : 0;
}

/* ---- descriptors ---- */

static jv_ty desc_ty(char ch) {
  switch (ch) {
  case 'J': return JV_T_LONG;
  case 'F': return JV_T_FLOAT;
  case 'D': return JV_T_DOUBLE;
  case 'L': case '[': return JV_T_REF;
  case 'V': return JV_T_TOP;
  default: return JV_T_INT;
  }
}

/* The argument types of a method descriptor into tys (at most max); returns the count or -1, and
 * the return type's first character in *ret. */
static int desc_args(const char *d, jv_ty *tys, int max, char *ret) {
  if (*d++ != '(') return -1;
  int n = 0;
  while (*d && *d != ')') {
    const char *s = d;
    while (*d == '[') d++;
    if (*d == 'L') {
      d = strchr(d, ';');
      if (!d) return -1;
    } else if (!strchr("BCDFIJSZ", *d) || !*d) {
      return -1;
    }
    d++;
    if (n >= max) return -1;
    tys[n++] = *s == '[' ? JV_T_REF : desc_ty(*s);
  }
  if (*d != ')') return -1;
  *ret = d[1];
  return n;
}

static int ty_size(jv_ty t) { return t == JV_T_LONG || t == JV_T_DOUBLE ? 2 : 1; }

/* ---- states ---- */

static void st_alloc(L *l, st *s) {
  s->loc = arena_alloc(l->a, (size_t)l->ml + 1);
  s->stk = arena_alloc(l->a, (size_t)l->ms + 1);
  s->sp = 0;
}
static void st_copy(L *l, st *d, const st *s) {
  memcpy(d->loc, s->loc, (size_t)l->ml);
  memcpy(d->stk, s->stk, (size_t)l->ms);
  d->sp = s->sp;
}

/* Merges s into instruction j's incoming state; 1 when it changed (or j was not seen), -1 on an
 * inconsistent stack. */
static int merge(L *l, int j, const st *s) {
  st *d = &l->in[j];
  if (!l->seen[j]) {
    st_copy(l, d, s);
    l->seen[j] = 1;
    return 1;
  }
  if (d->sp != s->sp) return -1;
  for (int k = 0; k < s->sp; k++)
    if (d->stk[k] != s->stk[k]) return -1;
  int ch = 0;
  for (int k = 0; k < l->ml; k++)
    if (d->loc[k] != s->loc[k] && d->loc[k] != JV_T_TOP) d->loc[k] = JV_T_TOP, ch = 1;
  return ch;
}

/* ---- the transfer function, emitting the statement when s != NULL ---- */

#define FAIL(...) do { snprintf(l->err, sizeof l->err, __VA_ARGS__); one_line(l->err); return -1; } while (0)

/* Messages quote descriptors from the file: control characters become '?'. */
static void one_line(char *s) {
  for (; *s; s++)
    if ((unsigned char)*s < 0x20 || *s == 0x7f) *s = '?';
}

static jv_opnd var(jv_ty t, int slot) { return (jv_opnd){.isvar = 1, .ty = (uint8_t)t, .slot = (uint16_t)slot}; }
static jv_opnd kint(int32_t v) { jv_opnd o = {.ty = JV_T_INT}; o.k.i = v; return o; }

typedef struct ctx { L *l; st *s; int pc; } ctx;

static int pop(ctx *x, jv_ty t, jv_opnd *o) {
  L *l = x->l;
  int sz = ty_size(t);
  if (x->s->sp < sz) FAIL("stack underflow at pc %d", x->pc);
  int base = x->s->sp - sz;
  if (x->s->stk[base] != t) FAIL("a value of another type than expected on the stack at pc %d", x->pc);
  x->s->sp = base;
  if (o) *o = var(t, l->ml + base);
  return 0;
}
static int push(ctx *x, jv_ty t, jv_opnd *o) {
  L *l = x->l;
  int sz = ty_size(t);
  if (x->s->sp + sz > l->ms) FAIL("stack overflow (max_stack %d) at pc %d", l->ms, x->pc);
  int base = x->s->sp;
  x->s->stk[base] = (uint8_t)t;
  if (sz == 2) x->s->stk[base + 1] = JV_T_TOP;
  x->s->sp += sz;
  if (o) *o = var(t, l->ml + base);
  return 0;
}
static int load(ctx *x, jv_ty t, int n, jv_opnd *o) {
  L *l = x->l;
  if (n + ty_size(t) > l->ml) FAIL("local %d outside max_locals %d at pc %d", n, l->ml, x->pc);
  if (x->s->loc[n] != t) FAIL("local %d read with another type than it holds at pc %d", n, x->pc);
  *o = var(t, n);
  return 0;
}
static int store(ctx *x, jv_ty t, int n, jv_opnd *o) {
  L *l = x->l;
  if (n + ty_size(t) > l->ml) FAIL("local %d outside max_locals %d at pc %d", n, l->ml, x->pc);
  if (n > 0 && (x->s->loc[n - 1] == JV_T_LONG || x->s->loc[n - 1] == JV_T_DOUBLE)) x->s->loc[n - 1] = JV_T_TOP;
  x->s->loc[n] = (uint8_t)t;
  if (ty_size(t) == 2) x->s->loc[n + 1] = JV_T_TOP;
  *o = var(t, n);
  return 0;
}

static int cp_tag(const L *l, unsigned i) { return i > 0 && i < (unsigned)l->c->ncp ? l->c->cp[i].tag : 0; }

static int xfer(L *l, int i, st *state, jv_stmt *s, int *succ, int *nsucc) {
  int pc = l->pcs[i];
  ctx xv = {l, state, pc}, *x = &xv;
  unsigned op = b1(l, pc);
  jv_stmt tmp;
  if (!s) s = &tmp;
  memset(s, 0, sizeof *s);
  s->pc = pc;
  s->op = JV_NOP;
  int fall = 1;
  *nsucc = 0;
  jv_opnd a, b, c, d;
#define P(t, o) do { if (pop(x, (t), (o)) < 0) return -1; } while (0)
#define U(t, o) do { if (push(x, (t), (o)) < 0) return -1; } while (0)
#define BR(off) do { int tpc_ = pc + (off); \
      if (tpc_ < 0 || tpc_ >= (int)l->m->code_len || l->idx[tpc_] < 0) { \
        FAIL("a branch target at an instruction, not pc %d (from pc %d)", tpc_, pc); \
      } \
      succ[(*nsucc)++] = l->idx[tpc_]; } while (0)
  static const jv_ty ty4[4] = {JV_T_INT, JV_T_LONG, JV_T_FLOAT, JV_T_DOUBLE};
  static const jv_ty ty5[5] = {JV_T_INT, JV_T_LONG, JV_T_FLOAT, JV_T_DOUBLE, JV_T_REF};
  static const char aety[8] = {'I', 'J', 'F', 'D', 'A', 'B', 'C', 'S'};
  static const jv_ty aty[8] = {JV_T_INT, JV_T_LONG, JV_T_FLOAT, JV_T_DOUBLE, JV_T_REF, JV_T_INT, JV_T_INT, JV_T_INT};
  if (op == 0) {
  } else if (op == 1) {
    U(JV_T_REF, &s->dst);
    s->op = JV_CONST, s->a.ty = JV_T_REF, s->a.k.sidx = 0;
  } else if (op >= 2 && op <= 8) {
    U(JV_T_INT, &s->dst);
    s->op = JV_CONST, s->a = kint((int)op - 3);
  } else if (op == 9 || op == 10) {
    U(JV_T_LONG, &s->dst);
    s->op = JV_CONST, s->a.ty = JV_T_LONG, s->a.k.j = op - 9;
  } else if (op >= 11 && op <= 13) {
    U(JV_T_FLOAT, &s->dst);
    s->op = JV_CONST, s->a.ty = JV_T_FLOAT, s->a.k.f = (float)(op - 11);
  } else if (op == 14 || op == 15) {
    U(JV_T_DOUBLE, &s->dst);
    s->op = JV_CONST, s->a.ty = JV_T_DOUBLE, s->a.k.d = op - 14;
  } else if (op == 16 || op == 17) {
    U(JV_T_INT, &s->dst);
    s->op = JV_CONST, s->a = kint(op == 16 ? s1(l, pc + 1) : s2(l, pc + 1));
  } else if (op >= 18 && op <= 20) {
    unsigned ci = op == 18 ? b1(l, pc + 1) : b2(l, pc + 1);
    int t = cp_tag(l, ci);
    const jv_cp *e = &l->c->cp[t ? ci : 0];
    s->op = JV_CONST;
    if (op == 20 ? !(t == JV_CP_LONG || t == JV_CP_DOUBLE)
                 : !(t == JV_CP_INTEGER || t == JV_CP_FLOAT || t == JV_CP_STRING || t == JV_CP_CLASS ||
                     t == JV_CP_METHODTYPE || t == JV_CP_METHODHANDLE || t == JV_CP_DYNAMIC))
      FAIL("ldc of constant pool index %u (a loadable constant of the right size) at pc %d", ci, pc);
    if (t == JV_CP_INTEGER) {
      U(JV_T_INT, &s->dst);
      s->a = kint((int32_t)e->u4);
    }
    else if (t == JV_CP_FLOAT) {
      U(JV_T_FLOAT, &s->dst);
      s->a.ty = JV_T_FLOAT;
      memcpy(&s->a.k.f, &e->u4, 4);
    } else if (t == JV_CP_LONG) {
      U(JV_T_LONG, &s->dst);
      s->a.ty = JV_T_LONG, s->a.k.j = (int64_t)e->u8;
    }
    else if (t == JV_CP_DOUBLE) {
      U(JV_T_DOUBLE, &s->dst);
      s->a.ty = JV_T_DOUBLE;
      memcpy(&s->a.k.d, &e->u8, 8);
    } else if (t == JV_CP_STRING) {
      U(JV_T_REF, &s->dst);
      s->a.ty = JV_T_REF, s->a.k.sidx = (int)ci;
    }
    else {
      U(JV_T_REF, &s->dst);
      s->op = JV_UNSUP, s->reason = t == JV_CP_CLASS ? "class literal" : "ldc of a method handle, type or dynamic constant";
    }
  } else if ((op >= 21 && op <= 25) || (op >= 26 && op <= 45)) {
    int k = op <= 25 ? (int)op - 21 : ((int)op - 26) / 4;
    int n = op <= 25 ? (int)b1(l, pc + 1) : ((int)op - 26) % 4;
    if (load(x, ty5[k], n, &s->a) < 0) return -1;
    U(ty5[k], &s->dst);
    s->op = JV_MOVE;
  } else if (op >= 46 && op <= 53) {
    P(JV_T_INT, &b);
    P(JV_T_REF, &a);
    U(aty[op - 46], &s->dst);
    s->op = JV_ALOAD, s->a = a, s->b = b, s->ety = (uint8_t)aety[op - 46];
  } else if ((op >= 54 && op <= 58) || (op >= 59 && op <= 78)) {
    int k = op <= 58 ? (int)op - 54 : ((int)op - 59) / 4;
    int n = op <= 58 ? (int)b1(l, pc + 1) : ((int)op - 59) % 4;
    jv_ty t = ty5[k];
    if (t == JV_T_REF && x->s->sp > 0 && x->s->stk[x->s->sp - 1] == JV_T_RET) FAIL("jsr/ret subroutines");
    P(t, &s->a);
    if (store(x, t, n, &s->dst) < 0) return -1;
    s->op = JV_MOVE;
  } else if (op >= 79 && op <= 86) {
    P(aty[op - 79], &c);
    P(JV_T_INT, &b);
    P(JV_T_REF, &a);
    s->op = JV_ASTORE, s->a = a, s->b = b, s->c = c, s->ety = (uint8_t)aety[op - 79];
  } else if (op >= 87 && op <= 95) {
    /* stack shuffles: values by slot categories (JVMS 6.5 dup2 etc.) */
    int sp = x->s->sp;
    uint8_t *k = x->s->stk;
    /* top values: v1 is at sp-1 (cat 1) or sp-2 (cat 2) */
    int cnt, sizes[4], pos[4], q = sp;
    int want = op == 87 || op == 89 ? 1 : op == 90 || op == 95 ? 2 : op == 88 || op == 92 ? 2 : op == 91 || op == 93 ? 3 : 4;
    /* collect values from the top until `want` slots are covered */
    cnt = 0;
    int slots = 0;
    while (slots < want) {
      if (q <= 0) FAIL("stack underflow at pc %d", pc);
      int sz = q >= 2 && k[q - 1] == JV_T_TOP && (k[q - 2] == JV_T_LONG || k[q - 2] == JV_T_DOUBLE) ? 2 : 1;
      if (sz == 1 && k[q - 1] == JV_T_TOP) FAIL("a stack value of unknown type at pc %d", pc);
      q -= sz;
      sizes[cnt] = sz, pos[cnt] = q, cnt++;
      slots += sz;
    }
    if (slots != want) FAIL("a stack shuffle splitting a long or double at pc %d", pc);
    if ((op == 89 || op == 90 || op == 91 || op == 95) && sizes[0] != 1)
      FAIL("a category 1 value on top for this instruction at pc %d", pc);
    if (op == 95 && sizes[1] != 1) FAIL("two category 1 values for swap at pc %d", pc);
    if (op == 90 && sizes[1] != 1) FAIL("a category 1 value under the top at pc %d", pc);
    /* how many of the collected values are duplicated: the top group covering 1 (dup*), 2 (dup2*) slots */
    int ndup = 0, dslots = 0, dwant = (op >= 89 && op <= 91) ? 1 : (op >= 92 && op <= 94) ? 2 : 0;
    while (dslots < dwant) dslots += sizes[ndup++];
    if (dslots != dwant) FAIL("a stack shuffle splitting a long or double at pc %d", pc);
    if (op == 87 || op == 88) {
      x->s->sp = q;
    } else if (op == 95) {
      /* swap: parallel copy */
      jv_ty t0 = (jv_ty)k[pos[0]], t1 = (jv_ty)k[pos[1]];
      s->op = JV_MOVE;
      s->nmoves = 2;
      s->args = arena_alloc(l->a, sizeof(jv_opnd) * 4);
      s->args[0] = var(t0, l->ml + pos[1]), s->args[1] = var(t0, l->ml + pos[0]);
      s->args[2] = var(t1, l->ml + pos[1] + 1), s->args[3] = var(t1, l->ml + pos[1]);
      k[pos[1]] = (uint8_t)t0, k[pos[1] + 1] = (uint8_t)t1;
    } else {
      /* dup family: the top ndup values are inserted below the collected group, at position q */
      int top = sp; /* new stack: [..q) untouched, then dup values, then the collected values */
      if (top + dslots > l->ms) FAIL("stack overflow (max_stack %d) at pc %d", l->ms, pc);
      uint8_t old[8];
      int oslots = sp - q;
      memcpy(old, k + q, (size_t)oslots);
      s->op = JV_MOVE;
      s->args = arena_alloc(l->a, sizeof(jv_opnd) * 2 * (size_t)(cnt + ndup));
      int nm = 0, w = q;
      /* the duplicated values (the topmost ndup, in stack order) */
      for (int v = ndup - 1; v >= 0; v--) {
        jv_ty t = (jv_ty)k[pos[v]];
        s->args[2 * nm] = var(t, l->ml + w), s->args[2 * nm + 1] = var(t, l->ml + pos[v]);
        nm++;
        w += sizes[v];
      }
      for (int v = cnt - 1; v >= 0; v--) {
        jv_ty t = (jv_ty)old[pos[v] - q];
        s->args[2 * nm] = var(t, l->ml + w), s->args[2 * nm + 1] = var(t, l->ml + pos[v]);
        nm++;
        w += sizes[v];
      }
      /* new type layout */
      int w2 = q;
      for (int v = ndup - 1; v >= 0; v--) {
        memcpy(k + w2, old + (pos[v] - q), (size_t)sizes[v]);
        w2 += sizes[v];
      }
      memcpy(k + w2, old, (size_t)oslots);
      x->s->sp = w;
      /* drop identity copies */
      int o = 0;
      for (int v = 0; v < nm; v++)
        if (s->args[2 * v].slot != s->args[2 * v + 1].slot) s->args[2 * o] = s->args[2 * v], s->args[2 * o + 1] = s->args[2 * v + 1], o++;
      s->nmoves = o;
    }
  } else if (op >= 96 && op <= 115) {
    jv_ty t = ty4[(op - 96) % 4];
    P(t, &b);
    P(t, &a);
    U(t, &s->dst);
    s->op = JV_BIN, s->a = a, s->b = b, s->sub = (uint8_t)(JV_ADD + (op - 96) / 4);
  } else if (op >= 116 && op <= 119) {
    jv_ty t = ty4[op - 116];
    P(t, &a);
    U(t, &s->dst);
    s->op = JV_NEG, s->a = a;
  } else if (op >= 120 && op <= 131) {
    jv_ty t = op % 2 ? JV_T_LONG : JV_T_INT;
    static const uint8_t sub[6] = {JV_SHL, JV_SHR, JV_USHR, JV_AND, JV_OR, JV_XOR};
    int shift = op <= 125;
    P(shift ? JV_T_INT : t, &b);
    P(t, &a);
    U(t, &s->dst);
    s->op = JV_BIN, s->a = a, s->b = b, s->sub = sub[(op - 120) / 2];
  } else if (op == 132 || (op == 196 && b1(l, pc + 1) == 132)) {
    int wide = op == 196;
    int n = wide ? (int)b2(l, pc + 2) : (int)b1(l, pc + 1);
    int inc = wide ? s2(l, pc + 4) : s1(l, pc + 2);
    if (load(x, JV_T_INT, n, &s->a) < 0) return -1;
    s->dst = s->a, s->b = kint(inc);
    s->op = JV_BIN, s->sub = JV_ADD;
  } else if (op == 196) {
    unsigned w = b1(l, pc + 1);
    int n = (int)b2(l, pc + 2);
    if (w == 169) FAIL("jsr/ret subroutines");
    jv_ty t = ty5[w <= 25 ? w - 21 : w - 54];
    s->op = JV_MOVE;
    if (w <= 25) {
      if (load(x, t, n, &s->a) < 0) return -1;
      U(t, &s->dst);
    } else {
      P(t, &s->a);
      if (store(x, t, n, &s->dst) < 0) return -1;
    }
  } else if (op >= 133 && op <= 147) {
    static const uint8_t from[15] = {JV_T_INT, JV_T_INT, JV_T_INT, JV_T_LONG, JV_T_LONG, JV_T_LONG, JV_T_FLOAT, JV_T_FLOAT,
                                     JV_T_FLOAT, JV_T_DOUBLE, JV_T_DOUBLE, JV_T_DOUBLE, JV_T_INT, JV_T_INT, JV_T_INT};
    static const char to[16] = "JFDIFDIJDIJFBCS";
    P((jv_ty)from[op - 133], &a);
    char tc = to[op - 133];
    U(tc == 'J' ? JV_T_LONG : tc == 'F' ? JV_T_FLOAT : tc == 'D' ? JV_T_DOUBLE : JV_T_INT, &s->dst);
    s->op = JV_CONV, s->a = a, s->ety = (uint8_t)tc;
  } else if (op >= 148 && op <= 152) {
    jv_ty t = op == 148 ? JV_T_LONG : op <= 150 ? JV_T_FLOAT : JV_T_DOUBLE;
    P(t, &b);
    P(t, &a);
    U(JV_T_INT, &s->dst);
    s->op = JV_BIN, s->a = a, s->b = b, s->sub = op == 148 ? JV_CMP : (op == 149 || op == 151) ? JV_CMPL : JV_CMPG;
  } else if (op >= 153 && op <= 166) {
    if (op <= 158) {
      P(JV_T_INT, &a);
      b = kint(0);
      s->cond = (uint8_t)(op - 153);
    } else if (op <= 164) {
      P(JV_T_INT, &b);
      P(JV_T_INT, &a);
      s->cond = (uint8_t)(op - 159);
    } else {
      P(JV_T_REF, &b);
      P(JV_T_REF, &a);
      s->cond = op == 165 ? JV_EQ : JV_NE;
    }
    s->op = JV_IF, s->a = a, s->b = b;
    BR(s2(l, pc + 1));
  } else if (op == 198 || op == 199) {
    P(JV_T_REF, &a);
    s->op = JV_IF, s->a = a, s->b.ty = JV_T_REF, s->b.k.sidx = 0, s->cond = op == 198 ? JV_EQ : JV_NE;
    BR(s2(l, pc + 1));
  } else if (op == 167 || op == 200) {
    s->op = JV_GOTO;
    BR(op == 167 ? s2(l, pc + 1) : s4(l, pc + 1));
    fall = 0;
  } else if (op == 168 || op == 169 || op == 201) {
    FAIL("jsr/ret subroutines (not written by javac since Java 6)");
  } else if (op == 170 || op == 171) {
    P(JV_T_INT, &s->a);
    int p = (pc + 4) & ~3;
    s->op = JV_SWITCH;
    BR(s4(l, p));
    if (op == 170) {
      int32_t lo = s4(l, p + 4), hi = s4(l, p + 8);
      s->ncases = (int)((int64_t)hi - lo + 1);
      s->keys = arena_alloc(l->a, sizeof(int32_t) * (size_t)s->ncases);
      s->targets = arena_alloc(l->a, sizeof(int) * (size_t)s->ncases);
      for (int k = 0; k < s->ncases; k++) {
        s->keys[k] = (int32_t)(lo + k);
        BR(s4(l, p + 12 + 4 * k));
      }
    } else {
      s->ncases = s4(l, p + 4);
      s->keys = arena_alloc(l->a, sizeof(int32_t) * (size_t)(s->ncases + 1));
      s->targets = arena_alloc(l->a, sizeof(int) * (size_t)(s->ncases + 1));
      for (int k = 0; k < s->ncases; k++) {
        s->keys[k] = s4(l, p + 8 + 8 * k);
        if (k && s->keys[k] <= s->keys[k - 1]) FAIL("lookupswitch keys in increasing order at pc %d", pc);
        BR(s4(l, p + 12 + 8 * k));
      }
    }
    fall = 0;
  } else if (op >= 172 && op <= 177) {
    s->op = JV_RETURN;
    char rt = 0;
    jv_ty tys[256];
    if (desc_args(l->m->desc, tys, 256, &rt) < 0) FAIL("a method descriptor");
    jv_ty want = op == 177 ? JV_T_TOP : ty5[op - 172];
    if (desc_ty(rt) != want) FAIL("a return instruction of the method's return type at pc %d", pc);
    if (op != 177) {
      P(want, &s->a);
      s->hasdst = 1; /* a is the value */
    }
    fall = 0;
  } else if (op >= 178 && op <= 181) {
    unsigned ci = b2(l, pc + 1);
    if (cp_tag(l, ci) != JV_CP_FIELDREF) FAIL("a Fieldref index at pc %d", pc + 1);
    const char *ow, *nm, *ds;
    jv_cp_member(l->c, (int)ci, &ow, &nm, &ds);
    if (!jv_desc_ok(ds, 0)) FAIL("a field descriptor, not '%s' at pc %d", ds, pc);
    jv_ty t = desc_ty(ds[0]);
    s->cpi = (int)ci;
    s->ety = (uint8_t)ds[0];
    if (op == 178) {
      U(t, &s->dst);
      s->op = JV_GETSTATIC;
    } else if (op == 179) {
      P(t, &s->a);
      s->op = JV_PUTSTATIC;
    } else if (op == 180) {
      P(JV_T_REF, &s->a);
      U(t, &s->dst);
      s->op = JV_GETFIELD;
    } else {
      P(t, &s->b);
      P(JV_T_REF, &s->a);
      s->op = JV_PUTFIELD;
    }
  } else if (op >= 182 && op <= 186) {
    unsigned ci = b2(l, pc + 1);
    int t = cp_tag(l, ci);
    int okt = op == 186 ? t == JV_CP_INDY : op == 185 ? t == JV_CP_IMETHODREF : op == 182 ? t == JV_CP_METHODREF
                                                                                       : (t == JV_CP_METHODREF || t == JV_CP_IMETHODREF);
    if (!okt) FAIL("a %s index at pc %d", op == 186 ? "InvokeDynamic" : "Methodref", pc + 1);
    const char *ow, *nm, *ds;
    jv_cp_member(l->c, (int)ci, &ow, &nm, &ds);
    jv_ty tys[256];
    char rt = 0;
    int na = jv_desc_ok(ds, 1) ? desc_args(ds, tys, 256, &rt) : -1;
    if (na < 0) FAIL("a method descriptor, not '%s' at pc %d", ds, pc);
    int recv = op != 184 && op != 186;
    s->op = JV_INVOKE, s->cpi = (int)ci;
    s->sub = (uint8_t)(op == 182 ? JV_INV_VIRTUAL : op == 183 ? JV_INV_SPECIAL : op == 184 ? JV_INV_STATIC
                       : op == 185 ? JV_INV_INTERFACE : JV_INV_DYNAMIC);
    s->nargs = na + recv;
    s->args = arena_alloc(l->a, sizeof(jv_opnd) * (size_t)(s->nargs + 1));
    for (int k = na - 1; k >= 0; k--) P(tys[k], &s->args[k + recv]);
    if (recv) P(JV_T_REF, &s->args[0]);
    if (rt != 'V') {
      U(desc_ty(rt), &s->dst);
      s->hasdst = 1;
    }
    s->ety = (uint8_t)rt;
  } else if (op == 187) {
    unsigned ci = b2(l, pc + 1);
    if (cp_tag(l, ci) != JV_CP_CLASS) FAIL("a Class index at pc %d", pc + 1);
    U(JV_T_REF, &s->dst);
    s->op = JV_NEW, s->cpi = (int)ci;
  } else if (op == 188) {
    unsigned at = b1(l, pc + 1);
    static const char et[12] = "????ZCFDBSIJ";
    if (at < 4 || at > 11) FAIL("a newarray type 4..11, not %u at pc %d", at, pc + 1);
    P(JV_T_INT, &s->a);
    U(JV_T_REF, &s->dst);
    s->op = JV_NEWARRAY, s->ety = (uint8_t)et[at];
  } else if (op == 189) {
    unsigned ci = b2(l, pc + 1);
    if (cp_tag(l, ci) != JV_CP_CLASS) FAIL("a Class index at pc %d", pc + 1);
    P(JV_T_INT, &s->a);
    U(JV_T_REF, &s->dst);
    s->op = JV_NEWARRAY, s->ety = 'A', s->cpi = (int)ci;
  } else if (op == 190) {
    P(JV_T_REF, &a);
    U(JV_T_INT, &s->dst);
    s->op = JV_ARRLEN, s->a = a;
  } else if (op == 191) {
    P(JV_T_REF, &s->a);
    s->op = JV_THROW;
    fall = 0;
  } else if (op == 192 || op == 193) {
    unsigned ci = b2(l, pc + 1);
    if (cp_tag(l, ci) != JV_CP_CLASS) FAIL("a Class index at pc %d", pc + 1);
    P(JV_T_REF, &s->a);
    U(op == 192 ? JV_T_REF : JV_T_INT, &s->dst);
    s->op = op == 192 ? JV_CHECKCAST : JV_INSTANCEOF, s->cpi = (int)ci;
  } else if (op == 194 || op == 195) {
    P(JV_T_REF, &s->a);
    s->op = JV_MONITOR, s->sub = (uint8_t)(op - 194);
  } else if (op == 197) {
    unsigned ci = b2(l, pc + 1), dims = b1(l, pc + 3);
    if (cp_tag(l, ci) != JV_CP_CLASS || dims == 0) FAIL("a Class index and dimensions >= 1 at pc %d", pc + 1);
    for (unsigned k = 0; k < dims; k++) P(JV_T_INT, NULL);
    U(JV_T_REF, &s->dst);
    s->op = JV_UNSUP, s->reason = "multianewarray";
  } else {
    FAIL("an opcode, not %u at pc %d", op, pc);
  }
  (void)d;
  if (fall) {
    if (i + 1 >= l->n) FAIL("an instruction after pc %d (the code falls off its end)", pc);
    succ[(*nsucc)++] = i + 1;
  }
  return 0;
#undef P
#undef U
#undef BR
}

int jv_lower(jv_method *m, arena *a) {
  if (m->lowered) return m->lower_error ? -1 : 0;
  m->lowered = 1;
  if (!m->has_code) {
    m->lower_error = "a method without code";
    return -1;
  }
  L lv = {.m = m, .c = m->cls, .a = a, .ml = m->max_locals, .ms = m->max_stack};
  L *l = &lv;
  int cl = (int)m->code_len;
  l->idx = arena_alloc(a, sizeof(int) * (size_t)cl);
  l->pcs = arena_alloc(a, sizeof(int) * (size_t)cl);
  for (int pc = 0; pc < cl; pc++) l->idx[pc] = -1;
  for (int pc = 0; pc < cl;) {
    int k = insn_len(l, pc);
    if (!k) {
      m->lower_error = arena_printf(a, "malformed instruction (opcode %u) at pc %d", m->code[pc], pc);
      return -1;
    }
    l->idx[pc] = l->n;
    l->pcs[l->n++] = pc;
    pc += k;
  }
  /* traps by instruction */
  for (int t = 0; t < m->ntraps_raw; t++)
    if (l->idx[m->traps_raw[t].start] < 0 || l->idx[m->traps_raw[t].handler] < 0 ||
        (m->traps_raw[t].end < cl && l->idx[m->traps_raw[t].end] < 0)) {
      m->lower_error = arena_printf(a, "an exception table entry not at instruction boundaries");
      return -1;
    }
  l->in = arena_alloc(a, sizeof(st) * (size_t)l->n);
  l->seen = arena_alloc(a, (size_t)l->n);
  for (int i = 0; i < l->n; i++) st_alloc(l, &l->in[i]);
  /* the entry state: the receiver and the arguments */
  st e;
  st_alloc(l, &e);
  jv_ty tys[256];
  char rt;
  int na = desc_args(m->desc, tys, 256, &rt);
  if (na < 0) {
    m->lower_error = arena_printf(a, "a malformed method descriptor '%s'", m->desc);
    return -1;
  }
  int slot = 0;
  if (!(m->access & 0x0008)) {
    if (slot >= l->ml) goto toofew;
    e.loc[slot++] = JV_T_REF;
  }
  for (int k = 0; k < na; k++) {
    if (slot + ty_size(tys[k]) > l->ml) goto toofew;
    e.loc[slot] = (uint8_t)tys[k];
    slot += ty_size(tys[k]);
  }
  m->nargslots = slot;
  merge(l, 0, &e);
  /* worklist */
  int *work = arena_alloc(a, sizeof(int) * (size_t)(l->n + 1));
  uint8_t *inw = arena_alloc(a, (size_t)l->n);
  int nw = 0;
  work[nw++] = 0, inw[0] = 1;
  st cur, hs;
  st_alloc(l, &cur);
  st_alloc(l, &hs);
  int *succ = arena_alloc(a, sizeof(int) * 16400);
  while (nw) {
    int i = work[--nw];
    inw[i] = 0;
    /* exception handlers covering i get its locals, with the exception on the stack */
    for (int t = 0; t < m->ntraps_raw; t++) {
      int s0 = l->idx[m->traps_raw[t].start], e0 = m->traps_raw[t].end < cl ? l->idx[m->traps_raw[t].end] : l->n;
      if (i < s0 || i >= e0) continue;
      st_copy(l, &hs, &l->in[i]);
      hs.sp = 1;
      hs.stk[0] = JV_T_REF;
      if (l->ms < 1) {
        m->lower_error = "an exception handler in a method with max_stack 0";
        return -1;
      }
      int h = l->idx[m->traps_raw[t].handler];
      int r = merge(l, h, &hs);
      if (r < 0) {
        m->lower_error = arena_printf(a, "an exception handler at pc %d reached with a non-empty stack", m->traps_raw[t].handler);
        return -1;
      }
      if (r && !inw[h]) work[nw++] = h, inw[h] = 1;
    }
    st_copy(l, &cur, &l->in[i]);
    int ns;
    if (xfer(l, i, &cur, NULL, succ, &ns) < 0) {
      m->lower_error = arena_strdup(a, l->err);
      return -1;
    }
    for (int k = 0; k < ns; k++) {
      int r = merge(l, succ[k], &cur);
      if (r < 0) {
        m->lower_error = arena_printf(a, "stacks of different shapes meet at pc %d", l->pcs[succ[k]]);
        return -1;
      }
      if (r && !inw[succ[k]]) work[nw++] = succ[k], inw[succ[k]] = 1;
    }
  }
  /* emission */
  m->stmts = arena_alloc(a, sizeof(jv_stmt) * (size_t)l->n);
  m->nstmts = l->n;
  for (int i = 0; i < l->n; i++) {
    jv_stmt *s = &m->stmts[i];
    if (!l->seen[i]) {
      memset(s, 0, sizeof *s);
      s->pc = l->pcs[i], s->op = JV_UNSUP, s->reason = "unreachable code";
      continue;
    }
    st_copy(l, &cur, &l->in[i]);
    int ns;
    xfer(l, i, &cur, s, succ, &ns);
    s->line = jv_line_of(m, s->pc);
    if (s->op == JV_IF || s->op == JV_GOTO) s->target = succ[0];
    if (s->op == JV_SWITCH) {
      s->target = succ[0];
      for (int k = 0; k < s->ncases; k++) s->targets[k] = succ[k + 1];
    }
  }
  m->ntraps = m->ntraps_raw;
  m->traps = arena_alloc(a, sizeof(jv_trap) * (size_t)(m->ntraps + 1));
  for (int t = 0; t < m->ntraps; t++) {
    m->traps[t].start = l->idx[m->traps_raw[t].start];
    m->traps[t].end = m->traps_raw[t].end < cl ? l->idx[m->traps_raw[t].end] : l->n;
    m->traps[t].handler = l->idx[m->traps_raw[t].handler];
    m->traps[t].catch_cpi = m->traps_raw[t].type;
  }
  return 0;
toofew:
  m->lower_error = "max_locals smaller than the arguments";
  return -1;
}
