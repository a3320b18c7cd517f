/* A global added in the new version (hits, with a pointer to it) is reached by lookup and peek
 * only: the other functions are compared as if it did not exist (docs/equiv-diff.md, "Globals"). */
int factor = 3;

int clamp(int x, int lo, int hi) {
  if (x < lo) return lo;
  if (x > hi) return hi;
  return x;
}

int scaled(int x) {
  if (x < -1000 || x > 1000) return 0;
  return clamp(x, -100, 100) * factor;
}

unsigned mix(unsigned a, unsigned b) { return (a ^ b) * 2654435761u; }

int lookup(int k) { return clamp(k, 0, 9); }

int peek(void) { return 0; }
