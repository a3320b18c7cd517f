/* null_member — must go wrong: ub (null pointer) at line 6. */
#include <stdlib.h>
struct node { int v; struct node *next; };
int main(void) {
  struct node n = {1, NULL};
  return n.next->v;
}
