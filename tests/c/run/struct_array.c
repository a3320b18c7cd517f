/* struct_array.c — Equiv C differential test (compared with gcc by tests/c/diff-gcc.sh). */
#include <stdio.h>
struct item { char tag; int qty; double price; };
int main(void) {
  struct item items[3] = {{'a', 2, 1.5}, {'b', 1, 10.0}, {'c', 4, 0.25}};
  double total = 0;
  for (int i = 0; i < 3; i++) total += items[i].qty * items[i].price;
  struct item *p = &items[1];
  p->qty += 5;
  printf("%.2f %c %d\n", total, (p + 1)->tag, items[1].qty);
  return 0;
}
