/* Wrong twin: the rounding adds 8 instead of 7, so a request of a multiple of 8 bytes takes 8
 * more: the second block lies 8 bytes further (16 instead of 8 for n = 8). */
struct arena {
  unsigned char mem[64];
  int used;
};

static void *arena_alloc(struct arena *a, int n) {
  if (n <= 0 || n > 64) return 0;
  int need = (n + 8) / 8 * 8;
  if (a->used + need > 64) return 0;
  unsigned char *p = &a->mem[a->used];
  a->used = a->used + need;
  return p;
}

int arena_gap(int n, int m) {
  struct arena a;
  a.used = 0;
  unsigned char *p = arena_alloc(&a, n);
  unsigned char *q = arena_alloc(&a, m);
  if (p == 0 || q == 0) return -1;
  p[n - 1] = 7;
  q[0] = 9;
  return (int)(q - p) * 100 + p[n - 1] * 10 + q[0];
}
