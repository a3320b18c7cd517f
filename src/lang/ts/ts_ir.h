/* ts_ir.h — the TypeScript room's representation (private to src/lang/ts): the front end's JSON AST
 * (docs/ts-ast.md) read into typed nodes — kinds and operators from one X-macro list each, names
 * interned, numbers parsed, strings as UTF-16 code units — which the interpreter runs as it is. */
#ifndef EQUIV_LANG_TS_TS_IR_H
#define EQUIV_LANG_TS_TS_IR_H

#include <stddef.h>
#include <stdint.h>

#include "core/arena.h"
#include "core/diag.h"
#include "core/intern.h"

/* Node kinds: X(id, JSON spelling). Statements, class members and expressions share one list. */
#define TS_NODE_KINDS(X)                                                                             \
  X(VAR, "var") X(VARS, "vars") X(FUNC, "func") X(CLASS, "class") X(EXPR, "expr") X(IF, "if")        \
  X(WHILE, "while") X(DO, "do") X(FOR, "for") X(FOROF, "forof") X(BLOCK, "block")                    \
  X(RETURN, "return") X(BREAK, "break") X(CONTINUE, "continue") X(THROW, "throw") X(TRY, "try")      \
  X(SWITCH, "switch") X(LABEL, "label") X(EMPTY, "empty")                                           \
  X(METHOD, "method") X(FIELD, "field")                                                             \
  X(NUM, "num") X(BIGINT, "bigint") X(STR, "str") X(TMPL, "tmpl") X(BOOL, "bool") X(NULL, "null")    \
  X(UNDEF, "undef") X(THIS, "this") X(SUPER, "super") X(ID, "id") X(ARR, "arr") X(SPREAD, "spread")  \
  X(OBJ, "obj") X(FN, "fn") X(CALL, "call") X(NEW, "new") X(MEMBER, "member") X(INDEX, "index")      \
  X(UNARY, "unary") X(UPDATE, "update") X(AWAIT, "await") X(COND, "cond") X(ASSIGN, "assign")        \
  X(LOGIC, "logic") X(BIN, "bin")                                                                   \
  /* not JSON kinds: parts of nodes */                                                               \
  X(CASE, "(case)") X(PARAM, "(param)") X(PROP, "(prop)")

typedef enum ts_kind {
#define X(id, s) TS_##id,
  TS_NODE_KINDS(X)
#undef X
  TS_NKINDS
} ts_kind;

/* Operators of unary, update, assign (compound), logic and bin nodes: X(id, spelling). */
#define TS_OPS(X)                                                                                   \
  X(NONE, "") X(ADD, "+") X(SUB, "-") X(MUL, "*") X(DIV, "/") X(MOD, "%") X(EXP, "**")              \
  X(SHL, "<<") X(SAR, ">>") X(SHR, ">>>") X(BAND, "&") X(BOR, "|") X(BXOR, "^")                     \
  X(LT, "<") X(GT, ">") X(LE, "<=") X(GE, ">=") X(EQ, "==") X(NE, "!=") X(SEQ, "===") X(SNE, "!==") \
  X(INSTANCEOF, "instanceof") X(IN, "in") X(COMMA, ",")                                            \
  X(AND, "&&") X(OR, "||") X(NULLISH, "??") X(NOT, "!") X(BNOT, "~") X(TYPEOF, "typeof")            \
  X(VOID, "void") X(INC, "++") X(DEC, "--") X(SET, "=")

typedef enum ts_op {
#define X(id, s) TS_OP_##id,
  TS_OPS(X)
#undef X
  TS_NOPS
} ts_op;

/* The short form of a checker type (docs/ts-ast.md): what arguments are read as. */
typedef enum ts_tkind { TT_NUMBER, TT_STRING, TT_BOOLEAN, TT_BIGINT, TT_UNDEFINED, TT_NULL, TT_VOID,
                        TT_ARRAY, TT_TUPLE, TT_UNION, TT_OTHER } ts_tkind;
typedef struct ts_type ts_type;
struct ts_type {
  ts_tkind k;
  const ts_type *of;      /* TT_ARRAY */
  const ts_type **items;  /* TT_TUPLE, TT_UNION */
  int n;
  const char *text;       /* TT_OTHER */
};

/* Flags of a node. */
enum {
  TS_F_CONST = 1,     /* var, forof: const */
  TS_F_PREFIX = 2,    /* update */
  TS_F_OPTIONAL = 4,  /* call, member, index: ?. */
  TS_F_ASYNC = 8,     /* func, fn, method */
  TS_F_ARROW = 16,    /* fn */
  TS_F_STATIC = 32,   /* method, field */
  TS_F_EXPORTED = 64, /* func, class */
  TS_F_OVERLOAD = 128 /* func: a signature without a body */
};

/* Class member kinds (TS_METHOD's mkind). */
typedef enum ts_mkind { TS_M_METHOD, TS_M_CTOR, TS_M_GET, TS_M_SET, TS_M_FIELD } ts_mkind;

typedef struct ts_node ts_node;
typedef struct ts_list {
  ts_node **v;
  int n;
} ts_list;

/* One node. Which fields a kind uses:
 *   VAR name, type, a = init?            VARS list            EXPR a            IF a, list, list2 (else)
 *   WHILE/DO a cond, list body           FOR list init, a cond?, b update?, list2 body
 *   FOROF name, a iter, list body        BLOCK list           RETURN a?         BREAK/CONTINUE name label?
 *   THROW a        TRY list body, name param?, list2 handler (has_handler), list3 finally (has_finally)
 *   SWITCH a, list of CASE (a test?, list body)               LABEL name, list
 *   FUNC/FN/METHOD name?, list params (PARAM: name, type, a = default?), list2 body, a = expression
 *     body (arrow), type = return type, mkind (METHOD)        FIELD name, a = init?
 *   CLASS name, a extends?, list members
 *   NUM num   BIGINT text   STR s/slen   TMPL list (STR parts), list2 exprs   BOOL flag in num (0/1)
 *   ID name   ARR list   SPREAD a   OBJ list of PROP (name, a value) or SPREAD
 *   CALL/NEW a callee, list args   MEMBER a obj, name   INDEX a obj, b idx   UNARY op, a
 *   UPDATE op, a target   AWAIT a   COND a, b, c   ASSIGN op (TS_OP_SET for =), a target, b value
 *   LOGIC/BIN op, a, b
 * Every expression has etype, the checker's type of it. */
struct ts_node {
  ts_kind k;
  ts_op op;
  unsigned flags;
  ts_mkind mkind;
  int line, col;
  const char *name;       /* interned */
  const char *text;       /* BIGINT digits */
  double num;
  const uint16_t *s;      /* STR */
  size_t slen;
  ts_node *a, *b, *c;
  ts_list list, list2, list3;
  int has_handler, has_finally;
  const ts_type *type;    /* VAR, PARAM: declared; FUNC/FN/METHOD: return */
  const ts_type *etype;   /* expressions */
};

/* A read program: the module's top-level statements. */
typedef struct ts_program {
  arena *a;
  intern_table *names;
  const char *path;       /* the .ts file as given */
  int file;               /* its diag file index */
  ts_list body;
} ts_program;

/* Reads the front end's JSON text[0..len) for the source file path. NULL with located errors in d
 * (the JSON's own line and column for a syntax error; the enclosing node's source place and the
 * member's JSON path for a well-formed document that is not a version-1 AST). */
ts_program *ts_read_ast(const char *text, size_t len, const char *path, diag_ctx *d);
void ts_program_free(ts_program *p);

/* Spellings, for messages. */
const char *ts_kind_name(ts_kind k);
const char *ts_op_name(ts_op op);

#endif
