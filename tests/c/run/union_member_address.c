/* union_member_address.c — Equiv C differential test (compared with gcc by tests/c/diff-gcc.sh):
 * pointers to union members (&u.m): stores through them read back through other members, through
 * a helper, and &u.p of a member of pointer type. */
#include <stdio.h>

union word {
  unsigned u;
  int i;
  float f;
  unsigned char b[4];
};

union slot {
  const char *s;
  long n;
};

static void put_int(int *dst, int v) { *dst = v; }
static void put_float(float *dst, float v) { *dst = v; }

int main(void) {
  union word w;
  put_int(&w.i, -2);
  printf("%u %d %u %u\n", w.u, w.i, w.b[0], w.b[3]);
  unsigned *pu = &w.u;
  *pu = 0x41424344u;
  printf("%c%c%c%c %d\n", w.b[0], w.b[1], w.b[2], w.b[3], *&w.i);
  put_float(&w.f, 1.5f);
  printf("%08x %g\n", w.u, (double)w.f);
  union slot sl;
  const char **ps = &sl.s;
  *ps = "through";
  printf("%s %c\n", sl.s, (*ps)[1]);
  return w.i == 0x3fc00000 ? 0 : 1;
}
