/* linked_list.c — Equiv C differential test (compared with gcc by tests/c/diff-gcc.sh). */
#include <stdio.h>
#include <stdlib.h>
struct node { int val; struct node *next; };
static struct node *push(struct node *h, int v) { struct node *n = malloc(sizeof *n); n->val = v; n->next = h; return n; }
int main(void) {
  struct node *h = NULL;
  for (int i = 1; i <= 5; i++) h = push(h, i);
  int s = 0;
  for (struct node *p = h; p; p = p->next) s = s * 10 + p->val;
  while (h) { struct node *n = h->next; free(h); h = n; }
  printf("%d\n", s);
  return 0;
}
