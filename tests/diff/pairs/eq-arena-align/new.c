/* The rounding written as a division and the room test as a comparison with the arena's end:
 * (n + 7) / 8 * 8 equals (n + 7) & ~7 for 0 < n <= 64 (C11 6.5.5p6, 6.5.10). */
struct arena {
  unsigned char mem[64];
  int used;
};

static void *arena_alloc(struct arena *a, int n) {
  if (n <= 0 || n > 64) return 0;
  int need = (n + 7) / 8 * 8;
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
