/* validate.h — shape check of a COBOL representation (docs/cobol-json.md, cobol-json-procedure.md)
 * read from a file, before the layout and the interpreter, which trust the shape, run it. */
#ifndef EQUIV_LANG_COBOL_VALIDATE_H
#define EQUIV_LANG_COBOL_VALIDATE_H

#include <jansson.h>
#include <stddef.h>

/* Checks that every node the semantics reads has its required members with their JSON types
 * (docs/cobol-json.schema.json; statements, expressions and conditions per
 * docs/cobol-json-procedure.md), that ids are in range and that nesting is bounded. Members the
 * semantics does not read and unknown statement kinds are left alone (the interpreter reports the
 * latter as unsupported). Returns 0 when the document has that shape; otherwise -1 with
 * "<JSON pointer of the node>: <what is wrong>" in err. Meanings (a PICTURE that does not parse, an
 * unresolved reference) are the layout's and the interpreter's to check. */
int cbl_validate(const json_t *doc, char *err, size_t errlen);

#endif
