/* jv.h — the Java room's internals: class files as read (JVMS chapter 4), the typed three-address
 * representation the stack bytecode is lowered to (one statement per instruction; locals and stack
 * slots are variables typed by the verifier's type inference), and the concrete semantics over it. */
#ifndef EQUIV_LANG_JIMPLE_JV_H
#define EQUIV_LANG_JIMPLE_JV_H

#include <stddef.h>
#include <stdint.h>

#include "core/arena.h"
#include "rel/behaviour.h"

/* Constant pool tags (JVMS 4.4). */
enum {
  JV_CP_UTF8 = 1, JV_CP_INTEGER = 3, JV_CP_FLOAT = 4, JV_CP_LONG = 5, JV_CP_DOUBLE = 6, JV_CP_CLASS = 7,
  JV_CP_STRING = 8, JV_CP_FIELDREF = 9, JV_CP_METHODREF = 10, JV_CP_IMETHODREF = 11, JV_CP_NAMETYPE = 12,
  JV_CP_METHODHANDLE = 15, JV_CP_METHODTYPE = 16, JV_CP_DYNAMIC = 17, JV_CP_INDY = 18, JV_CP_MODULE = 19,
  JV_CP_PACKAGE = 20
};

typedef struct jv_cp {
  uint8_t tag;
  uint16_t a, b;       /* indices (class name, name-and-type, ...); METHODHANDLE: a = kind */
  uint32_t u4;         /* INTEGER, FLOAT bits */
  uint64_t u8;         /* LONG, DOUBLE bits */
  const char *utf8;    /* UTF8: the text as modified UTF-8 decoded to UTF-8 (NUL-terminated) */
  const uint16_t *u16; /* UTF8: the UTF-16 code units */
  int n16;
} jv_cp;

/* Value types of the verifier (JVMS 4.10.1.2, collapsed to what the IR needs). */
typedef enum jv_ty { JV_T_TOP, JV_T_INT, JV_T_LONG, JV_T_FLOAT, JV_T_DOUBLE, JV_T_REF, JV_T_RET } jv_ty;

/* IR operations. */
typedef enum jv_op {
  JV_NOP, JV_MOVE,    /* dst = a; MOVE with nmoves > 0: the parallel copies of dup_x1 and the like */
  JV_CONST,           /* dst = a (a constant); string constants: k.sidx = constant pool index */
  JV_BIN,             /* dst = a <sub> b */
  JV_NEG, JV_CONV,    /* dst = -a; dst = (ty) a */
  JV_IF,              /* if a <cond> b goto target (b: the constant 0 or null when unary) */
  JV_GOTO, JV_SWITCH, JV_RETURN, JV_THROW,
  JV_NEW, JV_NEWARRAY, /* dst = new cls; dst = new elem[a] */
  JV_ARRLEN, JV_ALOAD, JV_ASTORE, /* dst = lengthof a; dst = a[b]; a[b] = c */
  JV_GETFIELD, JV_PUTFIELD, JV_GETSTATIC, JV_PUTSTATIC,
  JV_INVOKE, JV_CHECKCAST, JV_INSTANCEOF, JV_MONITOR,
  JV_UNSUP            /* reaching it goes wrong as unsupported (reason) */
} jv_op;

typedef enum jv_bin {
  JV_ADD, JV_SUB, JV_MUL, JV_DIV, JV_REM, JV_SHL, JV_SHR, JV_USHR, JV_AND, JV_OR, JV_XOR,
  JV_CMP, JV_CMPL, JV_CMPG
} jv_bin;

typedef enum jv_cond { JV_EQ, JV_NE, JV_LT, JV_GE, JV_GT, JV_LE } jv_cond;

typedef enum jv_ikind { JV_INV_VIRTUAL, JV_INV_SPECIAL, JV_INV_STATIC, JV_INV_INTERFACE, JV_INV_DYNAMIC } jv_ikind;

/* An operand: a variable (slot: locals 0..max_locals-1, then stack slots) or a constant. */
typedef struct jv_opnd {
  uint8_t isvar, ty; /* ty: jv_ty */
  uint16_t slot;
  union { int32_t i; int64_t j; float f; double d; int sidx; } k; /* constant; ref constant: null */
} jv_opnd;

typedef struct jv_stmt {
  uint8_t op, sub, cond, ety; /* sub: jv_bin / jv_ikind; ety: array element or conversion type char */
  int pc, line;
  jv_opnd dst, a, b, c;
  int hasdst;
  int target;          /* statement index */
  int cpi;             /* constant pool index (field, method, class, indy) */
  int nargs;
  jv_opnd *args;       /* INVOKE arguments (receiver first); MOVE: pairs dst,src */
  int nmoves;
  int ncases;          /* SWITCH */
  int32_t *keys;
  int *targets;
  const char *reason;  /* UNSUP */
} jv_stmt;

typedef struct jv_trap { int start, end, handler, catch_cpi; } /* statement indices; catch 0 = any */ jv_trap;

typedef struct jv_field {
  uint16_t access;
  const char *name, *desc;
  int const_cpi; /* ConstantValue, 0 if none */
} jv_field;

typedef struct jv_local_name { int start_pc, len, slot; const char *name, *desc; } jv_local_name;

typedef struct jv_method {
  struct jv_class *cls;
  uint16_t access;
  const char *name, *desc;
  int has_code;
  int max_stack, max_locals;
  const uint8_t *code;
  uint32_t code_len;
  int ntraps_raw;
  struct { uint16_t start, end, handler, type; } *traps_raw;
  int nlines;
  struct { uint16_t pc, line; } *lines;
  int nlocnames;
  jv_local_name *locnames;
  /* lowered (jv_lower): */
  int lowered;
  const char *lower_error; /* lowering failed: the reason (the method goes wrong as unsupported) */
  int nstmts;
  jv_stmt *stmts;
  int ntraps;
  jv_trap *traps;
  int nargslots;           /* argument slots (receiver included) */
  /* the statics that are inputs of this method as a unit (jv_statics.h), found once */
  int statics_done, nstatics;
  struct jv_static_in *statics;
} jv_method;

typedef struct jv_bsm { int mh; int nargs; uint16_t *args; } jv_bsm;

typedef struct jv_class {
  const char *path;       /* file read */
  uint16_t major, minor, access;
  int ncp;
  jv_cp *cp;
  const char *name, *super; /* internal names ("Foo", "java/lang/Object"); super NULL for Object */
  int nifaces;
  const char **ifaces;
  int nfields;
  jv_field *fields;
  int nmethods;
  jv_method *methods;
  int nbsm;
  jv_bsm *bsms;
  const char *source;     /* SourceFile attribute, or NULL */
} jv_class;

/* Reads a class file image (len bytes) into a class allocated in a; NULL with "byte N: ..." in err
 * when the image is truncated or malformed. path is kept for messages. */
jv_class *jv_read_class(const uint8_t *data, size_t len, const char *path, arena *a, char *err, size_t errn);

/* Reads Soot's Jimple text (len bytes; jv_jimple.c) into the classes it declares, allocated in a and
 * already lowered; path names the file in the classes and in locations. Returns the number of
 * classes (the first is the file's), or -1 with "LINE:COL: message" in err. */
int jv_read_jimple(const char *text, size_t len, const char *path, arena *a, jv_class ***out, int *nout, char *err, size_t errn);

/* Whether d is a well-formed field (method = 0) or method descriptor (JVMS 4.3). */
int jv_desc_ok(const char *d, int method);

/* Constant pool accessors (the reader has checked every index and tag). */
const char *jv_cp_utf8(const jv_class *c, int i);
const char *jv_cp_class(const jv_class *c, int i);     /* CLASS entry's name */
/* FIELDREF/METHODREF/IMETHODREF: owner class, name, descriptor. INDY: owner NULL. */
void jv_cp_member(const jv_class *c, int i, const char **owner, const char **name, const char **desc);

/* Lowers m's code (once); 0 on success, -1 with m->lower_error set. */
int jv_lower(jv_method *m, arena *a);
/* The source line of pc (LineNumberTable), 0 when unknown. */
int jv_line_of(const jv_method *m, int pc);

/* Jimple-like text of every method of c into f. */
void jv_print_class(jv_class *c, arena *a, FILE *f);

/* A program: the classes of a compilation (a directory of class files), loaded on demand. */
typedef struct jv_program {
  arena *a;
  const char *dir;       /* where further classes are looked up ("Name.class") */
  const char *main_cls;  /* the class whose methods are the units */
  const char *display;   /* the file the user named (for locations) */
  int nclasses, cap;
  jv_class **classes;
  char *tmpdir;          /* a javac output directory to remove at free, or NULL */
  int native_user;       /* it ran on the JVM (jv_native.c): the replay driver is kept while it lives */
  int ndirs;             /* class path directories searched after dir (--classpath) */
  const char *dirs[8];
} jv_program;

/* Loads path: a .class file (its directory is searched for the classes it uses) or a .java file
 * (compiled with javac -g into a private temporary directory, every class file loaded, the
 * directory removed at jv_program_free). NULL with a one-line error in err. */
jv_program *jv_program_load(const char *path, char *err, size_t errn);
/* Loads path as jv_program_load does (.jar too: every class file of the archive; the unit's class
 * is the manifest's Main-Class or the only top-level class), with a class path: ':'-separated
 * directories (searched for the classes path uses) and .jar files (all their classes loaded). */
jv_program *jv_program_load_cp(const char *path, const char *classpath, char *err, size_t errn);
void jv_program_free(jv_program *p);
/* The class of that internal name, loaded from p->dir when not yet loaded; NULL when absent. */
jv_class *jv_find_class(jv_program *p, const char *name);
/* The method of the main class named name ("name" or "name(desc)"); NULL when none or ambiguous. */
jv_method *jv_find_method(jv_program *p, const char *name, int *ambiguous);

typedef struct jv_run_opts { long long fuel; } jv_run_opts;

/* Runs static method m on args (converted to its parameter types as Java's assignment of a
 * constant would: integers to int/long/short/byte/char, 0/1 to boolean, numbers to float/double). */
rel_behaviour jv_run(jv_program *p, jv_method *m, const rel_value *args, int nargs, const jv_run_opts *o, arena *out);

#endif
