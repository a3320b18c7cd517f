/* union_pointer.c — Equiv C differential test (compared with gcc by tests/c/diff-gcc.sh): a union
 * with a member of pointer type, stored and read back, copied whole, passed and returned by value,
 * null, and a tagged union whose number and pointer members are read by their tags. */
#include <stdio.h>

union slot {
  const char *s;
  long n;
};

struct value {
  int tag;
  union slot u;
};

static struct value number(long n) {
  struct value v;
  v.tag = 0;
  v.u.n = n;
  return v;
}

static struct value text(const char *s) {
  struct value v;
  v.tag = 1;
  v.u.s = s;
  return v;
}

static void show(struct value v) {
  if (v.tag == 0) printf("number %ld\n", v.u.n);
  else if (v.u.s == 0) printf("null text\n");
  else printf("text %s\n", v.u.s);
}

int main(void) {
  struct value vs[4] = {number(42), text("hello"), number(-7), text(0)};
  for (int i = 0; i < 4; i++) show(vs[i]);
  union slot a, b;
  a.s = "copied";
  b = a;
  printf("%s %c\n", b.s, b.s[1]);
  const char *words[3] = {"alpha", "beta", "gamma"};
  union slot w[3];
  for (int i = 0; i < 3; i++) w[i].s = words[2 - i];
  for (int i = 0; i < 3; i++) printf("%s\n", w[i].s);
  return vs[1].u.s[0] == 'h' ? 0 : 1;
}
