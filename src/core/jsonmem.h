/* jsonmem.h — a region allocator for jansson, for commands that build one large document, write it
 * and exit (`equiv cobol parse`): malloc and free account for about a third of such a run, and a
 * region makes both nearly free. */
#ifndef EQUIV_CORE_JSONMEM_H
#define EQUIV_CORE_JSONMEM_H

/* From now on every JSON value of the process comes from one region that is released only when the
 * process exits (json_decref frees nothing). Call it before the first JSON value is made, and only
 * in a command whose JSON values all live until its end. Under AddressSanitizer it does nothing, so
 * the sanitizer builds still see every use after free. */
void jsonmem_use_region(void);

#endif
