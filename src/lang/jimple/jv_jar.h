/* jv_jar.h — our reader of .jar files (the zip format: end of central directory record, central
 * directory, local headers; entries stored or deflated, inflated by zlib and checked against their
 * CRC-32 and sizes). Private to src/lang/jimple. */
#ifndef EQUIV_LANG_JIMPLE_JV_JAR_H
#define EQUIV_LANG_JIMPLE_JV_JAR_H

#include <stddef.h>
#include <stdint.h>

#include "core/arena.h"

typedef struct jv_jar_entry {
  const char *name;    /* the entry's path in the archive ("pkg/Foo.class", "META-INF/MANIFEST.MF") */
  const uint8_t *data; /* its uncompressed bytes (arena-allocated) */
  size_t len;
} jv_jar_entry;

/* Reads every file entry of the archive image (directories skipped) into *out (arena-allocated),
 * *n of them; 0 on success, -1 with "byte N: what was wrong" in err when the archive is truncated
 * or malformed, or uses what this reader leaves out (zip64, encryption, methods other than stored
 * and deflated). */
int jv_jar_read(const uint8_t *img, size_t len, arena *a, jv_jar_entry **out, int *n, char *err, size_t errn);

/* The Main-Class attribute of a manifest (as an internal name, '.' made '/'), or NULL. */
const char *jv_jar_main_class(const jv_jar_entry *manifest, arena *a);

#endif
