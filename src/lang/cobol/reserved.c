/* reserved.c — IBM Enterprise COBOL reserved words and statement verbs. A reserved word can never be
 * a user-defined name, which is how the parser knows where an identifier list ends. */
#include <stdlib.h>
#include <string.h>

#include "lang/cobol/parse.h"
#include "lang/cobol/wordset.h"

/* Sorted (strcmp order), checked by a unit test. From the reserved-word table of the
 * IBM Enterprise COBOL Language Reference (appendix "Reserved words"), the words a batch or CICS
 * program can meet. */
static const char *const reserved[] = {
  "ACCEPT", "ACCESS", "ADD", "ADDRESS", "ADVANCING", "AFTER", "ALL", "ALPHABET", "ALPHABETIC",
  "ALPHABETIC-LOWER", "ALPHABETIC-UPPER", "ALPHANUMERIC", "ALPHANUMERIC-EDITED", "ALSO", "ALTER",
  "ALTERNATE", "AND", "ANY", "APPLY", "ARE", "AREA", "AREAS", "ASCENDING", "ASSIGN", "AT", "AUTHOR",
  "BASIS", "BEFORE", "BEGINNING", "BINARY", "BLANK", "BLOCK", "BOTTOM", "BY", "CALL", "CANCEL", "CBL",
  "CD", "CF", "CH", "CHARACTER", "CHARACTERS", "CLASS", "CLASS-ID", "CLOCK-UNITS", "CLOSE", "COBOL",
  "CODE", "CODE-SET", "COLLATING", "COLUMN", "COM-REG", "COMMA", "COMMON", "COMMUNICATION", "COMP",
  "COMP-1", "COMP-2", "COMP-3", "COMP-4", "COMP-5", "COMPUTATIONAL", "COMPUTATIONAL-1",
  "COMPUTATIONAL-2", "COMPUTATIONAL-3", "COMPUTATIONAL-4", "COMPUTATIONAL-5", "COMPUTE",
  "CONFIGURATION", "CONTAINS", "CONTENT", "CONTINUE", "CONTROL", "CONTROLS", "CONVERTING", "COPY",
  "CORR", "CORRESPONDING", "COUNT", "CURRENCY", "DATA", "DATE", "DATE-COMPILED", "DATE-WRITTEN", "DAY",
  "DAY-OF-WEEK", "DBCS", "DE", "DEBUG-CONTENTS", "DEBUG-ITEM", "DEBUG-LINE", "DEBUG-NAME", "DEBUG-SUB-1",
  "DEBUG-SUB-2", "DEBUG-SUB-3", "DEBUGGING", "DECIMAL-POINT", "DECLARATIVES", "DEFAULT", "DELETE",
  "DELIMITED", "DELIMITER", "DEPENDING", "DESCENDING", "DESTINATION", "DETAIL", "DISPLAY",
  "DISPLAY-1", "DIVIDE", "DIVISION", "DOWN", "DUPLICATES", "DYNAMIC", "EGCS", "EGI", "EJECT", "ELSE",
  "EMI", "ENABLE", "END", "END-ADD", "END-CALL", "END-COMPUTE", "END-DELETE", "END-DISPLAY",
  "END-DIVIDE", "END-EVALUATE", "END-EXEC", "END-IF", "END-INVOKE", "END-MULTIPLY", "END-OF-PAGE",
  "END-PERFORM", "END-READ", "END-RECEIVE", "END-RETURN", "END-REWRITE", "END-SEARCH", "END-START",
  "END-STRING", "END-SUBTRACT", "END-UNSTRING", "END-WRITE", "ENDING", "ENTER", "ENTRY",
  "ENVIRONMENT", "EOP", "EQUAL", "ERROR", "ESI", "EVALUATE", "EVERY", "EXCEPTION", "EXEC", "EXECUTE",
  "EXIT", "EXTEND", "EXTERNAL", "FALSE", "FD", "FILE", "FILE-CONTROL", "FILLER", "FINAL", "FIRST",
  "FOOTING", "FOR", "FROM", "FUNCTION", "FUNCTION-POINTER", "GENERATE", "GIVING", "GLOBAL", "GO",
  "GOBACK", "GREATER", "GROUP", "HEADING", "HIGH-VALUE", "HIGH-VALUES", "I-O", "I-O-CONTROL", "ID",
  "IDENTIFICATION", "IF", "IN", "INDEX", "INDEXED", "INDICATE", "INHERITS", "INITIAL", "INITIALIZE",
  "INITIATE", "INPUT", "INPUT-OUTPUT", "INSERT", "INSPECT", "INSTALLATION", "INTO", "INVALID",
  "INVOKE", "IS", "JUST", "JUSTIFIED", "KANJI", "KEY", "LABEL", "LAST", "LEADING", "LEFT", "LENGTH",
  "LESS", "LIMIT", "LIMITS", "LINAGE", "LINAGE-COUNTER", "LINE", "LINE-COUNTER", "LINES", "LINKAGE",
  "LOCAL-STORAGE", "LOCK", "LOW-VALUE", "LOW-VALUES", "MEMORY", "MERGE", "MESSAGE", "METACLASS",
  "METHOD", "METHOD-ID", "MODE", "MODULES", "MORE-LABELS", "MOVE", "MULTIPLE", "MULTIPLY", "NATIONAL",
  "NATIONAL-EDITED", "NATIVE", "NEGATIVE", "NEXT", "NO", "NOT", "NULL", "NULLS", "NUMBER", "NUMERIC",
  "NUMERIC-EDITED", "OBJECT", "OBJECT-COMPUTER", "OCCURS", "OF", "OFF", "OMITTED", "ON", "OPEN",
  "OPTIONAL", "OR", "ORDER", "ORGANIZATION", "OTHER", "OUTPUT", "OVERFLOW", "OVERRIDE", "PACKED-DECIMAL",
  "PADDING", "PAGE", "PAGE-COUNTER", "PASSWORD", "PERFORM", "PF", "PH", "PIC", "PICTURE", "PLUS",
  "POINTER", "POSITION", "POSITIVE", "PRESENT", "PRINTING", "PROCEDURE", "PROCEDURE-POINTER",
  "PROCEDURES", "PROCEED", "PROCESSING", "PROGRAM", "PROGRAM-ID", "PURGE", "QUEUE", "QUOTE",
  "QUOTES", "RANDOM", "RD", "READ", "READY", "RECEIVE", "RECORD", "RECORDING", "RECORDS", "RECURSIVE",
  "REDEFINES", "REEL", "REFERENCE", "REFERENCES", "RELATIVE", "RELEASE", "RELOAD", "REMAINDER",
  "REMOVAL", "RENAMES", "REPLACE", "REPLACING", "REPORT", "REPORTING", "REPORTS", "REPOSITORY",
  "RERUN", "RESERVE", "RESET", "RETURN", "RETURNING", "REVERSED", "REWIND", "REWRITE", "RF", "RH",
  "RIGHT", "ROUNDED", "RUN", "SAME", "SD", "SEARCH", "SECTION", "SECURITY", "SEGMENT",
  "SEGMENT-LIMIT", "SELECT", "SELF", "SEND", "SENTENCE", "SEPARATE", "SEQUENCE", "SEQUENTIAL", "SET",
  "SIGN", "SIZE", "SKIP1", "SKIP2", "SKIP3", "SORT", "SORT-MERGE", "SOURCE", "SOURCE-COMPUTER",
  "SPACE", "SPACES", "SPECIAL-NAMES", "STANDARD", "STANDARD-1", "STANDARD-2", "START", "STATUS",
  "STOP", "STRING", "SUB-QUEUE-1", "SUB-QUEUE-2", "SUB-QUEUE-3", "SUBTRACT", "SUM", "SUPER",
  "SUPPRESS", "SYMBOLIC", "SYNC", "SYNCHRONIZED", "TALLYING", "TAPE", "TERMINAL",
  "TERMINATE", "TEST", "TEXT", "THAN", "THEN", "THROUGH", "THRU", "TIME", "TIMES", "TITLE", "TO",
  "TOP", "TRACE", "TRAILING", "TRUE", "TYPE", "UNIT", "UNSTRING", "UNTIL", "UP", "UPON", "USAGE", "USE",
  "USING", "VALUE", "VALUES", "VARYING", "WHEN", "WHEN-COMPILED", "WITH", "WORDS", "WORKING-STORAGE",
  "WRITE", "WRITE-ONLY", "ZERO", "ZEROES", "ZEROS", NULL,
};

static const char *const verbs[] = {
  "ACCEPT", "ADD", "ALTER", "CALL", "CANCEL", "CLOSE", "COMPUTE", "CONTINUE", "DELETE", "DISPLAY",
  "DIVIDE", "ENTRY", "EVALUATE", "EXEC", "EXECUTE", "EXIT", "GO", "GOBACK", "IF", "INITIALIZE",
  "INSPECT", "INVOKE", "MERGE", "MOVE", "MULTIPLY", "OPEN", "PERFORM", "READ", "READY", "RELEASE",
  "RESET", "RETURN", "REWRITE", "SEARCH", "SET", "SORT", "START", "STOP", "STRING", "SUBTRACT",
  "UNSTRING", "WRITE", NULL,
};

static cbl_wordset reserved_set = CBL_WORDSET(reserved), verbs_set = CBL_WORDSET(verbs);

int cbl_is_reserved(const char *w) { return cbl_wordset_has(&reserved_set, w); }
int cbl_is_reserved_hashed(const char *w, uint32_t h) { return cbl_wordset_has_hashed(&reserved_set, w, h); }
int cbl_is_statement_verb(const char *w) { return cbl_wordset_has(&verbs_set, w); }

/* Sorted lists are easy to read and to check for duplicates. */
int cbl_reserved_tables_sorted(void) {
  for (size_t i = 1; reserved[i]; i++)
    if (strcmp(reserved[i - 1], reserved[i]) >= 0) return 0;
  for (size_t i = 1; verbs[i]; i++)
    if (strcmp(verbs[i - 1], verbs[i]) >= 0) return 0;
  return 1;
}
