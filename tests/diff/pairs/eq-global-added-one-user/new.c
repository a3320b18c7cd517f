/* A global added in the new version (hits, with a pointer to it) is reached by lookup and peek
 * only: the other functions are compared as if it did not exist (docs/equiv-diff.md, "Globals"). */
int factor = 3;
int hits;
static int *cursor = &hits;

int clamp(int x, int lo, int hi) { return x < lo ? lo : x > hi ? hi : x; }

int scaled(int x) {
  if (x < -1000 || x > 1000) return 0;
  int c = clamp(x, -100, 100);
  return factor * c;
}

unsigned mix(unsigned a, unsigned b) { return (b ^ a) * 2654435761u; }

int lookup(int k) {
  hits++;
  return clamp(k, 0, 9);
}

/* hits is not named here: reached through cursor's initializer */
int peek(void) { return *cursor; }
