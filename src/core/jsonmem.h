/* jsonmem.h — a region allocator for jansson, for commands that build one large document, write it
 * and exit (`equiv cobol parse`): malloc and free account for about a third of such a run, and a
 * region makes both nearly free. */
#ifndef EQUIV_CORE_JSONMEM_H
#define EQUIV_CORE_JSONMEM_H

#include <jansson.h>

/* From now on every JSON value of the process comes from one region that is released only when the
 * process exits (json_decref frees nothing). Call it before the first JSON value is made, and only
 * in a command whose JSON values all live until its end. Under AddressSanitizer it does nothing, so
 * the sanitizer builds still see every use after free. */
void jsonmem_use_region(void);

/* Drops a reference to a document made since jsonmem_use_region: nothing under the region (json_decref
 * would walk the whole tree to free nothing: 18% of a parse of a 50,000-line program), json_decref
 * where the region is not used (the sanitizer builds, which then check every free). */
void jsonmem_release(json_t *j);

#endif
