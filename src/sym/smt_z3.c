/* smt_z3.c — the Z3 backend (C API, Z3 4.8.12): translates terms to Z3 ASTs through a memo table
 * indexed by term handle, checks with a timeout, and reads model values back as constant terms.
 * Z3 errors never abort: a no-op error handler is installed and the error code is polled. */
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <z3.h>

#include "core/arena.h"
#include "core/meter.h"
#include "sym/smt_int.h"
#include "sym/term_int.h"

typedef struct z3s {
  smt_solver base;
  Z3_context z;
  Z3_solver sol;
  Z3_model model;      /* after SAT, else NULL */
  Z3_ast *memo;        /* per term handle */
  uint32_t memocap;
  Z3_sort *sorts;      /* per sort handle */
  uint32_t sortcap;
  Z3_func_decl *funs;  /* per function handle */
  uint32_t funcap;
  int err;             /* a Z3 error happened while translating */
} z3s;

/* Z3 calls the handler instead of exiting; the error code stays readable afterwards. */
static void on_z3_error(Z3_context c, Z3_error_code e) { (void)c, (void)e; }

static int z3_failed(z3s *s) {
  Z3_error_code e = Z3_get_error_code(s->z);
  if (e == Z3_OK) return 0;
  if (!s->err) smt_set_reason(&s->base, "z3 error: %s", Z3_get_error_msg(s->z, e));
  s->err = 1;
  return 1;
}

static void grow(void **arr, uint32_t *cap, uint32_t need, size_t elt) {
  if (need <= *cap) return;
  uint32_t n = need + need / 2 + 16;
  *arr = eq_realloc(*arr, n * elt);
  memset((char *)*arr + (size_t)*cap * elt, 0, (size_t)(n - *cap) * elt);
  *cap = n;
}

static Z3_sort zsort(z3s *s, term_sort so) {
  term_ctx *c = s->base.tc;
  grow((void **)&s->sorts, &s->sortcap, so + 1, sizeof(Z3_sort));
  if (s->sorts[so]) return s->sorts[so];
  Z3_sort r = NULL;
  switch (term_sort_kind_of(c, so)) {
  case TS_BOOL: r = Z3_mk_bool_sort(s->z); break;
  case TS_BV: r = Z3_mk_bv_sort(s->z, term_sort_width(c, so)); break;
  case TS_INT: r = Z3_mk_int_sort(s->z); break;
  case TS_ARRAY: {
    Z3_sort i = zsort(s, term_sort_array_index(c, so)), v = zsort(s, term_sort_array_value(c, so));
    r = Z3_mk_array_sort(s->z, i, v);
    break;
  }
  case TS_FP: r = Z3_mk_fpa_sort(s->z, term_sort_fp_eb(c, so), term_sort_fp_sb(c, so)); break;
  case TS_RM: r = Z3_mk_fpa_rounding_mode_sort(s->z); break;
  case TS_UNINTERP:
    r = Z3_mk_uninterpreted_sort(s->z, Z3_mk_string_symbol(s->z, term_sort_name(c, so)));
    break;
  }
  s->sorts[so] = r;
  return r;
}

static Z3_ast bv_numeral(z3s *s, term_u128 v, unsigned w) {
  if (w <= 64) return Z3_mk_unsigned_int64(s->z, (uint64_t)v, Z3_mk_bv_sort(s->z, w));
  mpz_t z;
  mpz_init(z);
  term_u128_to_mpz(z, v);
  char *str = mpz_get_str(NULL, 10, z);
  Z3_ast r = Z3_mk_numeral(s->z, str, Z3_mk_bv_sort(s->z, w));
  free(str);
  mpz_clear(z);
  return r;
}

static Z3_ast tr(z3s *s, term_ref t);

typedef Z3_ast (*z3_bin)(Z3_context, Z3_ast, Z3_ast);
typedef Z3_ast (*z3_un)(Z3_context, Z3_ast);

static Z3_ast tr_node(z3s *s, term_ref t) {
  term_ctx *c = s->base.tc;
  Z3_context z = s->z;
  term_op op = term_op_of(c, t);
  unsigned n = term_nargs(c, t);
  Z3_ast small[4], *a = n <= 4 ? small : eq_malloc(n * sizeof(Z3_ast));
  for (unsigned i = 0; i < n; i++) {
    a[i] = tr(s, term_arg(c, t, i));
    if (!a[i]) {
      if (a != small) free(a);
      return NULL;
    }
  }
  term_sort so = term_sort_of(c, t);
  Z3_ast r = NULL;
  z3_bin bin = NULL;
  z3_un un = NULL;
  switch (op) {
  case OP_TRUE: r = Z3_mk_true(z); break;
  case OP_FALSE: r = Z3_mk_false(z); break;
  case OP_BV_CONST: r = bv_numeral(s, term_bv_value(c, t), term_sort_width(c, so)); break;
  case OP_INT_CONST: {
    char *str = mpz_get_str(NULL, 10, term_int_value(c, t));
    r = Z3_mk_numeral(z, str, Z3_mk_int_sort(z));
    free(str);
    break;
  }
  case OP_FP_CONST: {
    unsigned eb = term_sort_fp_eb(c, so), sb = term_sort_fp_sb(c, so);
    term_u128 v = term_bv_value(c, t);
    r = Z3_mk_fpa_fp(z, bv_numeral(s, (v >> (eb + sb - 1)) & 1, 1),
                     bv_numeral(s, (v >> (sb - 1)) & term_mask(eb), eb),
                     bv_numeral(s, v & term_mask(sb - 1), sb - 1));
    break;
  }
  case OP_RM_CONST:
    switch ((term_rmode)term_param(c, t, 0)) {
    case RM_RNE: r = Z3_mk_fpa_rne(z); break;
    case RM_RNA: r = Z3_mk_fpa_rna(z); break;
    case RM_RTP: r = Z3_mk_fpa_rtp(z); break;
    case RM_RTN: r = Z3_mk_fpa_rtn(z); break;
    case RM_RTZ: r = Z3_mk_fpa_rtz(z); break;
    }
    break;
  case OP_VAR:
    r = Z3_mk_const(z, Z3_mk_string_symbol(z, term_var_name(c, t)), zsort(s, so));
    break;
  case OP_APP: {
    term_fun f = term_app_fun(c, t);
    grow((void **)&s->funs, &s->funcap, f + 1, sizeof(Z3_func_decl));
    if (!s->funs[f]) {
      unsigned ar = term_fun_arity(c, f);
      Z3_sort *dom = eq_malloc(ar * sizeof(Z3_sort));
      for (unsigned i = 0; i < ar; i++) dom[i] = zsort(s, term_fun_dom(c, f, i));
      s->funs[f] = Z3_mk_func_decl(z, Z3_mk_string_symbol(z, term_fun_name(c, f)), ar, dom,
                                   zsort(s, term_fun_range(c, f)));
      free(dom);
    }
    r = Z3_mk_app(z, s->funs[f], n, a);
    break;
  }
  case OP_NOT: un = Z3_mk_not; break;
  case OP_AND: r = Z3_mk_and(z, n, a); break;
  case OP_OR: r = Z3_mk_or(z, n, a); break;
  case OP_XOR: bin = Z3_mk_xor; break;
  case OP_IMPLIES: bin = Z3_mk_implies; break;
  case OP_ITE: r = Z3_mk_ite(z, a[0], a[1], a[2]); break;
  case OP_EQ: bin = Z3_mk_eq; break;
  case OP_DISTINCT: r = Z3_mk_distinct(z, n, a); break;
  case OP_BVADD: bin = Z3_mk_bvadd; break;
  case OP_BVSUB: bin = Z3_mk_bvsub; break;
  case OP_BVMUL: bin = Z3_mk_bvmul; break;
  case OP_BVUDIV: bin = Z3_mk_bvudiv; break;
  case OP_BVUREM: bin = Z3_mk_bvurem; break;
  case OP_BVSDIV: bin = Z3_mk_bvsdiv; break;
  case OP_BVSREM: bin = Z3_mk_bvsrem; break;
  case OP_BVSMOD: bin = Z3_mk_bvsmod; break;
  case OP_BVNEG: un = Z3_mk_bvneg; break;
  case OP_BVAND: bin = Z3_mk_bvand; break;
  case OP_BVOR: bin = Z3_mk_bvor; break;
  case OP_BVXOR: bin = Z3_mk_bvxor; break;
  case OP_BVNOT: un = Z3_mk_bvnot; break;
  case OP_BVSHL: bin = Z3_mk_bvshl; break;
  case OP_BVLSHR: bin = Z3_mk_bvlshr; break;
  case OP_BVASHR: bin = Z3_mk_bvashr; break;
  case OP_BVULT: bin = Z3_mk_bvult; break;
  case OP_BVULE: bin = Z3_mk_bvule; break;
  case OP_BVSLT: bin = Z3_mk_bvslt; break;
  case OP_BVSLE: bin = Z3_mk_bvsle; break;
  case OP_BVUGT: bin = Z3_mk_bvugt; break;
  case OP_BVUGE: bin = Z3_mk_bvuge; break;
  case OP_BVSGT: bin = Z3_mk_bvsgt; break;
  case OP_BVSGE: bin = Z3_mk_bvsge; break;
  case OP_CONCAT: bin = Z3_mk_concat; break;
  case OP_EXTRACT: r = Z3_mk_extract(z, term_param(c, t, 0), term_param(c, t, 1), a[0]); break;
  case OP_ZERO_EXTEND: r = Z3_mk_zero_ext(z, term_param(c, t, 0), a[0]); break;
  case OP_SIGN_EXTEND: r = Z3_mk_sign_ext(z, term_param(c, t, 0), a[0]); break;
  case OP_IADD: r = Z3_mk_add(z, 2, a); break;
  case OP_ISUB: r = Z3_mk_sub(z, 2, a); break;
  case OP_IMUL: r = Z3_mk_mul(z, 2, a); break;
  case OP_IDIV: bin = Z3_mk_div; break;
  case OP_IMOD: bin = Z3_mk_mod; break;
  case OP_INEG: un = Z3_mk_unary_minus; break;
  case OP_ILT: bin = Z3_mk_lt; break;
  case OP_ILE: bin = Z3_mk_le; break;
  case OP_IGT: bin = Z3_mk_gt; break;
  case OP_IGE: bin = Z3_mk_ge; break;
  case OP_INT2BV: r = Z3_mk_int2bv(z, term_param(c, t, 0), a[0]); break;
  case OP_BV2INT: r = Z3_mk_bv2int(z, a[0], false); break;
  case OP_SELECT: bin = Z3_mk_select; break;
  case OP_STORE: r = Z3_mk_store(z, a[0], a[1], a[2]); break;
  case OP_CONST_ARRAY:
    r = Z3_mk_const_array(z, zsort(s, term_sort_array_index(c, so)), a[0]);
    break;
  case OP_FP_ADD: r = Z3_mk_fpa_add(z, a[0], a[1], a[2]); break;
  case OP_FP_SUB: r = Z3_mk_fpa_sub(z, a[0], a[1], a[2]); break;
  case OP_FP_MUL: r = Z3_mk_fpa_mul(z, a[0], a[1], a[2]); break;
  case OP_FP_DIV: r = Z3_mk_fpa_div(z, a[0], a[1], a[2]); break;
  case OP_FP_FMA: r = Z3_mk_fpa_fma(z, a[0], a[1], a[2], a[3]); break;
  case OP_FP_SQRT: bin = Z3_mk_fpa_sqrt; break;
  case OP_FP_REM: bin = Z3_mk_fpa_rem; break;
  case OP_FP_RTI: bin = Z3_mk_fpa_round_to_integral; break;
  case OP_FP_MIN: bin = Z3_mk_fpa_min; break;
  case OP_FP_MAX: bin = Z3_mk_fpa_max; break;
  case OP_FP_ABS: un = Z3_mk_fpa_abs; break;
  case OP_FP_NEG: un = Z3_mk_fpa_neg; break;
  case OP_FP_EQ: bin = Z3_mk_fpa_eq; break;
  case OP_FP_LT: bin = Z3_mk_fpa_lt; break;
  case OP_FP_LE: bin = Z3_mk_fpa_leq; break;
  case OP_FP_GT: bin = Z3_mk_fpa_gt; break;
  case OP_FP_GE: bin = Z3_mk_fpa_geq; break;
  case OP_FP_ISNAN: un = Z3_mk_fpa_is_nan; break;
  case OP_FP_ISINF: un = Z3_mk_fpa_is_infinite; break;
  case OP_FP_ISZERO: un = Z3_mk_fpa_is_zero; break;
  case OP_FP_ISNEG: un = Z3_mk_fpa_is_negative; break;
  case OP_FP_ISPOS: un = Z3_mk_fpa_is_positive; break;
  case OP_FP_ISSUB: un = Z3_mk_fpa_is_subnormal; break;
  case OP_FP_ISNORMAL: un = Z3_mk_fpa_is_normal; break;
  case OP_FP_FROM_BV: r = Z3_mk_fpa_to_fp_bv(z, a[0], zsort(s, so)); break;
  case OP_FP_FROM_FP: r = Z3_mk_fpa_to_fp_float(z, a[0], a[1], zsort(s, so)); break;
  case OP_FP_FROM_SBV: r = Z3_mk_fpa_to_fp_signed(z, a[0], a[1], zsort(s, so)); break;
  case OP_FP_FROM_UBV: r = Z3_mk_fpa_to_fp_unsigned(z, a[0], a[1], zsort(s, so)); break;
  case OP_FP_FROM_INT:
    r = Z3_mk_fpa_to_fp_real(z, a[0], Z3_mk_int2real(z, a[1]), zsort(s, so));
    break;
  case OP_FP_TO_SBV: r = Z3_mk_fpa_to_sbv(z, a[0], a[1], term_param(c, t, 0)); break;
  case OP_FP_TO_UBV: r = Z3_mk_fpa_to_ubv(z, a[0], a[1], term_param(c, t, 0)); break;
  case OP__COUNT: break;
  }
  if (bin) r = bin(z, a[0], a[1]);
  if (un) r = un(z, a[0]);
  if (a != small) free(a);
  if (z3_failed(s)) return NULL;
  return r;
}

/* Once a translation failed nothing more is translated (the check will have no answer). */
static int tr_done(void *p, term_ref t) {
  z3s *s = p;
  return s->err || (t < s->memocap && s->memo[t]);
}

static void tr_visit(void *p, term_ref t) {
  z3s *s = p;
  Z3_ast r = tr_node(s, t);
  grow((void **)&s->memo, &s->memocap, t + 1, sizeof(Z3_ast));
  s->memo[t] = r;
}

/* Over the DAG, each node once (the memo): the walk translates the children of a node before it,
 * so tr_node's calls of tr are memo lookups and the host stack does not grow with the height. */
static Z3_ast tr(z3s *s, term_ref t) {
  grow((void **)&s->memo, &s->memocap, t + 1, sizeof(Z3_ast));
  if (s->memo[t]) return s->memo[t];
  term_postorder(s->base.tc, t, tr_done, tr_visit, s);
  return t < s->memocap ? s->memo[t] : NULL;
}

static void drop_model(z3s *s) {
  if (s->model) Z3_model_dec_ref(s->z, s->model);
  s->model = NULL;
}

static void z3_assert(smt_solver *b, term_ref f) {
  z3s *s = (z3s *)b;
  drop_model(s);
  Z3_ast a = tr(s, f);
  if (a) Z3_solver_assert(s->z, s->sol, a);
  z3_failed(s);
}

static void z3_push(smt_solver *b) {
  z3s *s = (z3s *)b;
  drop_model(s);
  Z3_solver_push(s->z, s->sol);
}

static void z3_pop(smt_solver *b, unsigned n) {
  z3s *s = (z3s *)b;
  drop_model(s);
  Z3_solver_pop(s->z, s->sol, n);
  /* An error is tied to the assertions that caused it; the remaining ones may be fine, but we
   * cannot tell which, so the error sticks until the solver is freed. */
}

static smt_result z3_check(smt_solver *b, unsigned timeout_ms) {
  z3s *s = (z3s *)b;
  drop_model(s);
  if (s->err || z3_failed(s)) {
    smt_set_reason(b, "z3 error while translating terms");
    return SMT_UNKNOWN;
  }
  /* Each check runs on a fresh solver holding the current assertions: Z3 answers a solver's
   * first check without pushes with its non-incremental tactic (simplify, bit-blast, SAT), which
   * decides bit-vector multiplications that the incremental core (used once push was called)
   * does not decide in minutes. The scoped solver only keeps the assertion stack. */
  Z3_solver one = Z3_mk_solver(s->z);
  Z3_solver_inc_ref(s->z, one);
  Z3_ast_vector as = Z3_solver_get_assertions(s->z, s->sol);
  Z3_ast_vector_inc_ref(s->z, as);
  for (unsigned i = 0; i < Z3_ast_vector_size(s->z, as); i++)
    Z3_solver_assert(s->z, one, Z3_ast_vector_get(s->z, as, i));
  Z3_ast_vector_dec_ref(s->z, as);
  Z3_params p = Z3_mk_params(s->z);
  Z3_params_inc_ref(s->z, p);
  Z3_params_set_uint(s->z, p, Z3_mk_string_symbol(s->z, "timeout"), timeout_ms ? timeout_ms : UINT32_MAX);
  Z3_solver_set_params(s->z, one, p);
  Z3_params_dec_ref(s->z, p);
  Z3_lbool r = Z3_solver_check(s->z, one);
  smt_result res = SMT_UNKNOWN;
  const char *why = r == Z3_L_UNDEF && Z3_get_error_code(s->z) == Z3_OK ? Z3_solver_get_reason_unknown(s->z, one) : "";
  if (Z3_get_error_code(s->z) == Z3_MEMOUT_FAIL || strstr(why, "memory")) {
    /* Z3's memory_max_size (smt_z3_memory_limit) was reached: the unit's memory budget is spent,
     * which the caller learns from the meter (its reason names the limit, not Z3's words) */
    eq_meter_trip();
    smt_set_reason(b, "z3: memory limit reached");
    Z3_set_error(s->z, Z3_OK);
  } else if (z3_failed(s)) {
    s->err = 0; /* a failed check does not poison later ones */
    Z3_set_error(s->z, Z3_OK);
  } else if (r == Z3_L_TRUE) {
    s->model = Z3_solver_get_model(s->z, one);
    if (s->model) Z3_model_inc_ref(s->z, s->model);
    res = SMT_SAT;
  } else if (r == Z3_L_FALSE) {
    res = SMT_UNSAT;
  } else {
    smt_set_reason(b, "z3: %s", Z3_solver_get_reason_unknown(s->z, one));
  }
  Z3_solver_dec_ref(s->z, one);
  return res;
}

/* Reads a Z3 numeral into z; returns 0 if v is not one. */
static int numeral(z3s *s, Z3_ast v, mpz_ptr z) {
  if (!Z3_is_numeral_ast(s->z, v)) return 0;
  const char *str = Z3_get_numeral_string(s->z, v);
  return str && mpz_set_str(z, str, 10) == 0;
}

static term_ref z3_model_eval(smt_solver *b, term_ref t) {
  z3s *s = (z3s *)b;
  term_ctx *c = b->tc;
  if (!s->model) return TERM_NULL;
  Z3_ast a = tr(s, t), v = NULL;
  if (!a) return TERM_NULL;
  term_sort so = term_sort_of(c, t);
  term_sort_kind k = term_sort_kind_of(c, so);
  if (!Z3_model_eval(s->z, s->model, a, true, &v) || !v || z3_failed(s)) {
    Z3_set_error(s->z, Z3_OK);
    s->err = 0;
    return TERM_NULL;
  }
  term_ref r = TERM_NULL;
  mpz_t z;
  mpz_init(z);
  switch (k) {
  case TS_BOOL: {
    Z3_lbool l = Z3_get_bool_value(s->z, v);
    r = l == Z3_L_TRUE ? term_true(c) : l == Z3_L_FALSE ? term_false(c) : TERM_NULL;
    break;
  }
  case TS_BV:
    if (numeral(s, v, z)) r = term_bv128(c, term_sort_width(c, so), term_mpz_to_u128(z));
    break;
  case TS_INT:
    if (numeral(s, v, z)) r = term_int_mpz(c, z);
    break;
  case TS_FP: {
    /* fp.to_ieee_bv is unspecified on NaN, so NaN is recognised first (SMT-LIB has one NaN). */
    Z3_ast bits = NULL;
    unsigned eb = term_sort_fp_eb(c, so), sb = term_sort_fp_sb(c, so);
    if (Z3_fpa_is_numeral_nan(s->z, v)) {
      r = term_fp_bits(c, eb, sb, ~(term_u128)0);
      break;
    }
    if (Z3_model_eval(s->z, s->model, Z3_mk_fpa_to_ieee_bv(s->z, v), true, &bits) && bits &&
        numeral(s, bits, z))
      r = term_fp_bits(c, eb, sb, term_mpz_to_u128(z));
    break;
  }
  case TS_RM:
    if (Z3_get_ast_kind(s->z, v) == Z3_APP_AST) {
      Z3_decl_kind dk = Z3_get_decl_kind(s->z, Z3_get_app_decl(s->z, Z3_to_app(s->z, v)));
      r = dk == Z3_OP_FPA_RM_NEAREST_TIES_TO_EVEN ? term_rm(c, RM_RNE)
          : dk == Z3_OP_FPA_RM_NEAREST_TIES_TO_AWAY ? term_rm(c, RM_RNA)
          : dk == Z3_OP_FPA_RM_TOWARD_POSITIVE ? term_rm(c, RM_RTP)
          : dk == Z3_OP_FPA_RM_TOWARD_NEGATIVE ? term_rm(c, RM_RTN)
          : dk == Z3_OP_FPA_RM_TOWARD_ZERO ? term_rm(c, RM_RTZ) : TERM_NULL;
    }
    break;
  default:
    break;
  }
  mpz_clear(z);
  z3_failed(s);
  s->err = 0;
  Z3_set_error(s->z, Z3_OK);
  return r;
}

/* Z3 keeps process-wide state beside its contexts: the threads of its timers (every check here has
 * a timeout) and their records. Left to the C++ runtime at exit, a timer record may be dropped
 * while a thread still holds it, which LeakSanitizer reports as a leak inside libz3 (seen once in
 * make check, on a check interrupted by its timeout). Z3_finalize_memory frees that state; it may
 * only run with no context left, so the contexts alive are counted. */
static atomic_int contexts_alive;

static void finalize_at_exit(void) {
  if (contexts_alive == 0) Z3_finalize_memory();
}

static void z3_free(smt_solver *b) {
  z3s *s = (z3s *)b;
  drop_model(s);
  Z3_solver_dec_ref(s->z, s->sol);
  Z3_del_context(s->z);
  contexts_alive--;
  free(s->memo);
  free(s->sorts);
  free(s->funs);
  free(s);
}

static const smt_vtab z3_vtab = {"z3", z3_assert, z3_push, z3_pop, z3_check, z3_model_eval, z3_free};

void smt_z3_memory_limit(unsigned mib) {
  /* Z3 counts its own allocations process-wide: the limit is what it holds now plus the budget */
  char v[32];
  unsigned long long held = (unsigned long long)(Z3_get_estimated_alloc_size() >> 20);
  snprintf(v, sizeof v, "%llu", mib ? held + mib : 0ULL);
  Z3_global_param_set("memory_max_size", v);
}

smt_solver *smt_z3_new(term_ctx *c) {
  z3s *s = eq_calloc(1, sizeof *s);
  smt_base_init(&s->base, &z3_vtab, c);
  Z3_config cfg = Z3_mk_config();
  Z3_set_param_value(cfg, "model", "true");
  s->z = Z3_mk_context(cfg);
  Z3_del_config(cfg);
  static atomic_flag registered = ATOMIC_FLAG_INIT;
  if (!atomic_flag_test_and_set(&registered)) atexit(finalize_at_exit);
  contexts_alive++;
  Z3_set_error_handler(s->z, on_z3_error);
  s->sol = Z3_mk_solver(s->z);
  Z3_solver_inc_ref(s->z, s->sol);
  return &s->base;
}
