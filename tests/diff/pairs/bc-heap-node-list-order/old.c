/* bc-heap-node-list-order, old: three values put into a singly linked list of allocated nodes, then
 * folded front to back and the list freed (a container library's push/fold/destroy). */
#include <stdlib.h>

struct node {
  int value;
  struct node *next;
};

static struct node *push(struct node *head, int v) {
  struct node *n = malloc(sizeof *n);
  if (!n) return head;
  n->value = v;
  n->next = head;
  return n;
}

unsigned fold3(int a, int b, int c) {
  struct node *head = NULL;
  head = push(head, a);
  head = push(head, b);
  head = push(head, c);
  unsigned h = 17;
  for (struct node *p = head; p; p = p->next) h = h * 31u + (unsigned)p->value;
  while (head) {
    struct node *next = head->next;
    free(head);
    head = next;
  }
  return h;
}
