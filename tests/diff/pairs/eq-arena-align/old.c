/* A small arena allocator (a parser's node pool): blocks carved from one array, each rounded up
 * to 8 bytes, null when the arena is full. arena_gap allocates blocks of n and m bytes, writes
 * into both, and returns where the second lies from the first with the bytes read back. */
struct arena {
  unsigned char mem[64];
  int used;
};

static void *arena_alloc(struct arena *a, int n) {
  if (n <= 0 || n > 64) return 0;
  int need = (n + 7) & ~7;
  if (need > (int)sizeof a->mem - a->used) return 0;
  void *p = a->mem + a->used;
  a->used += need;
  return p;
}

int arena_gap(int n, int m) {
  struct arena a;
  a.used = 0;
  unsigned char *p = arena_alloc(&a, n);
  unsigned char *q = arena_alloc(&a, m);
  if (!p || !q) return -1;
  p[n - 1] = 7;
  q[0] = 9;
  return (int)(q - p) * 100 + p[n - 1] * 10 + q[0];
}
