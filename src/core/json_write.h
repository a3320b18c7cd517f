/* json_write.h — writes a jansson document to a stream, byte for byte as jansson's json_dumpf
 * would, at several times its speed.
 *
 * Why: `equiv cobol parse` writes a representation about 16 times the size of the source, and
 * jansson's dump spent nearly half of a parse of a 50,000-line program (every integer of every
 * [file, line, column] location went through snprintf, every token through a callback). A
 * front end that must keep up with repositories of millions of lines cannot spend that.
 * Same bytes as jansson: the documents already written by users' scripts and our golden files
 * stay valid, and tests/unit/test_core.c compares the two writers. */
#ifndef EQUIV_CORE_JSON_WRITE_H
#define EQUIV_CORE_JSON_WRITE_H

#include <jansson.h>
#include <stdio.h>

/* Writes j to f as json_dumpf(j, f, flags) does. flags may hold JSON_INDENT(n), JSON_COMPACT,
 * JSON_PRESERVE_ORDER (objects are written in insertion order, as jansson always does since
 * 2.8) and JSON_ENCODE_ANY; any other flag (sorted keys, ASCII or slash escapes, real precision)
 * is handed to jansson's own dump, which then does the whole write. Returns 0, or -1 when a write
 * fails or j holds a value jansson refuses to write. */
int json_write(const json_t *j, FILE *f, size_t flags);

#endif
