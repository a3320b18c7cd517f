#include <stdlib.h>
#include <string.h>

/* the allocation hooks a JSON library lets its user replace (a global struct of function
 * pointers set to malloc and free) */
typedef struct {
  void *(*allocate)(size_t size);
  void (*deallocate)(void *p);
} json_hooks;
static json_hooks global_hooks = { malloc, free };

void json_init_hooks(void *(*a)(size_t), void (*d)(void *)) {
  global_hooks.allocate = a ? a : malloc;
  global_hooks.deallocate = d ? d : free;
}

/* new: the upper-case digits forgotten */
int hex_value(int c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  return -1;
}
