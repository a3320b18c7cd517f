/* stmt.h — the one list of COBOL statement kinds (STYLE.md practice 6): the front end's verbs, the
 * JSON names it writes, the node shapes the semantics checks, and the kinds the lowering gives the
 * interpreter and the symbolic executor to switch on. Adding a statement starts here. */
#ifndef EQUIV_LANG_COBOL_STMT_H
#define EQUIV_LANG_COBOL_STMT_H

/* X(KIND, verb, json, parser, shape), sorted by the JSON name (cbl_stmt_kind_of searches it):
 *   verb    the reserved word that begins the statement (NULL: the front end makes the node from
 *           another token: EXEC … END-EXEC, NEXT SENTENCE);
 *   json    the node's "stmt" member (docs/cobol-json-procedure.md);
 *   parser  parse_proc.c's function for the verb (only parse_proc.c expands this column);
 *   shape   validate.c's member spec of the node ("": no members; NULL: the front end refuses the
 *           verb as unsupported, so no shape is checked and the semantics says unsupported). */
#define CBL_STMT_LIST(X)                                                                               \
  X(ACCEPT, "ACCEPT", "accept", st_accept, "dest:E from?:n|@accept_from")                              \
  X(ADD, "ADD", "add", st_add, "format:s operands?:[E receivers?:[@receiver giving?:[@receiver source?:E") \
  X(ALLOCATE, "ALLOCATE", "allocate", st_unsupported, NULL)                                             \
  X(ALTER, "ALTER", "alter", st_alter, "alterations:[@alteration")                                     \
  X(CALL, "CALL", "call", st_call, "program:E using:[@arg returning?:n|E")                             \
  X(CANCEL, "CANCEL", "cancel", st_cancel, "programs:[E")                                              \
  X(CLOSE, "CLOSE", "close", st_close, "files:[@close_file")                                           \
  X(COMPUTE, "COMPUTE", "compute", st_compute, "receivers:[@receiver expr:E")                          \
  X(CONTINUE, "CONTINUE", "continue", st_continue, "")                                                 \
  X(DELETE, "DELETE", "delete", st_delete, "file:R")                                                   \
  X(DISPLAY, "DISPLAY", "display", st_display, "operands:[E upon?:s no_advancing:b")                   \
  X(DIVIDE, "DIVIDE", "divide", st_divide,                                                             \
    "format:s dividend?:E divisor:E receivers?:[@receiver giving?:[@receiver remainder?:E")            \
  X(ENTRY, "ENTRY", "entry", st_entry, "name:E using:[@arg")                                           \
  X(EVALUATE, "EVALUATE", "evaluate", st_evaluate, "subjects:[@eval_subject whens:[@eval_when other?:L") \
  X(EXEC, NULL, "exec", NULL, "system:s text?:s text_hex?:s")                                          \
  X(EXECUTE, "EXECUTE", "execute", st_unsupported, NULL)                                               \
  X(EXIT, "EXIT", "exit", st_exit, "kind:s")                                                           \
  X(FREE, "FREE", "free", st_unsupported, NULL)                                                        \
  X(GENERATE, "GENERATE", "generate", st_report_writer, NULL)                                          \
  X(GO_TO, "GO", "go_to", st_go, "targets:[P depending_on?:E")                                         \
  X(GOBACK, "GOBACK", "goback", st_goback, "")                                                         \
  X(IF, "IF", "if", st_if, "cond:C then:L else?:L")                                                    \
  X(INITIALIZE, "INITIALIZE", "initialize", st_initialize,                                             \
    "targets:[E with_filler:b to_value?:s replacing?:[@init_replacing to_default:b")                   \
  X(INITIATE, "INITIATE", "initiate", st_report_writer, NULL)                                          \
  X(INSPECT, "INSPECT", "inspect", st_inspect,                                                         \
    "subject:E tallying?:[@tallying replacing?:[@inspect_replacing converting?:@converting")           \
  X(INVOKE, "INVOKE", "invoke", st_unsupported, NULL)                                                  \
  X(JSON, "JSON", "json", st_unsupported, NULL)                                                        \
  X(MERGE, "MERGE", "merge", st_merge,                                                                 \
    "file:R keys:[@sort_key collating_sequence?:s using?:[R giving?:[R output_procedure?:@proc_range") \
  X(MOVE, "MOVE", "move", st_move, "corresponding:b source:E targets:[E")                              \
  X(MULTIPLY, "MULTIPLY", "multiply", st_multiply, "format:s operand:E by?:E receivers?:[@receiver giving?:[@receiver") \
  X(NEXT_SENTENCE, NULL, "next_sentence", NULL, "")                                                    \
  X(OPEN, "OPEN", "open", st_open, "files:[@open_file")                                                \
  X(PERFORM, "PERFORM", "perform", st_perform, "procedure?:P thru?:P loop:@loop statements?:L")        \
  X(READ, "READ", "read", st_read, "file:R direction?:s into?:E key?:E")                               \
  X(READY, "READY", "ready", st_unsupported, NULL)                                                     \
  X(RELEASE, "RELEASE", "release", st_release, "record:R from?:E")                                     \
  X(RESET, "RESET", "reset", st_unsupported, NULL)                                                     \
  X(RETURN, "RETURN", "return", st_return, "file:R into?:E")                                           \
  X(REWRITE, "REWRITE", "rewrite", st_rewrite, "record:R from?:E")                                     \
  X(SEARCH, "SEARCH", "search", st_search, "all:b table:R varying?:E whens:[@search_when")              \
  X(SERVICE, "SERVICE", "service", st_unsupported, NULL)                                               \
  X(SET, "SET", "set", st_set, "targets:[E kind:s value?:E|s")                                         \
  X(SORT, "SORT", "sort", st_sort,                                                                     \
    "file:R keys:[@sort_key duplicates_in_order?:b collating_sequence?:s using?:[R "                  \
    "input_procedure?:@proc_range giving?:[R output_procedure?:@proc_range")                           \
  X(START, "START", "start", st_start, "file:R key?:@start_key")                                       \
  X(STOP, "STOP", "stop", st_stop, "kind:s literal?:E")                                                \
  X(STRING, "STRING", "string", st_string, "sources:[@string_source into:E pointer?:E")                \
  X(SUBTRACT, "SUBTRACT", "subtract", st_subtract,                                                     \
    "format:s operands?:[E from?:E receivers?:[@receiver giving?:[@receiver source?:E")                \
  X(TERMINATE, "TERMINATE", "terminate", st_report_writer, NULL)                                       \
  X(UNSTRING, "UNSTRING", "unstring", st_unstring,                                                     \
    "source:E delimiters:[@unstring_delim into:[@unstring_into pointer?:E tallying?:E")                \
  X(WRITE, "WRITE", "write", st_write, "record:R from?:E advancing?:@advancing")                       \
  X(XML, "XML", "xml", st_unsupported, NULL)

typedef enum cbl_stmt_kind {
  CBL_ST_UNKNOWN, /* a "stmt" name not in the list: the semantics reports it unsupported */
#define X(K, verb, json, parser, shape) CBL_ST_##K,
  CBL_STMT_LIST(X)
#undef X
  CBL_ST_COUNT
} cbl_stmt_kind;

/* X(KIND, json, shape), sorted by the JSON name: the conditions (docs/cobol-json-procedure.md,
 * "Conditions"): the node's "cond" member and the name of its shape in validate.c's table. */
#define CBL_COND_LIST(X)                  \
  X(AND, "and", "and_or")                 \
  X(CLASS, "class", "class_cond")         \
  X(NAME, "name", "name_cond")            \
  X(NOT, "not", "not")                    \
  X(OMITTED, "omitted", "omitted")        \
  X(OR, "or", "and_or")                   \
  X(RELATION, "relation", "relation")     \
  X(SIGN, "sign", "sign_cond")            \
  X(SWITCH, "switch", "switch")

typedef enum cbl_cond_kind {
  CBL_CO_UNKNOWN, /* a "cond" name not in the list */
#define X(K, json, shape) CBL_CO_##K,
  CBL_COND_LIST(X)
#undef X
  CBL_CO_COUNT
} cbl_cond_kind;

/* The kind whose JSON name is name (binary search of the list), CBL_ST_UNKNOWN for another name
 * or NULL. */
cbl_stmt_kind cbl_stmt_kind_of(const char *name);
/* The JSON name of kind k ("?" for CBL_ST_UNKNOWN). */
const char *cbl_stmt_name(cbl_stmt_kind k);
/* The member spec of kind k for validate.c, NULL when none is checked. */
const char *cbl_stmt_shape(cbl_stmt_kind k);

/* The same for conditions: the kind of a "cond" name (CBL_CO_UNKNOWN for another or NULL), its
 * JSON name ("?" for CBL_CO_UNKNOWN) and the name of its shape in validate.c (NULL for none). */
cbl_cond_kind cbl_cond_kind_of(const char *name);
const char *cbl_cond_name(cbl_cond_kind k);
const char *cbl_cond_shape(cbl_cond_kind k);

#endif
