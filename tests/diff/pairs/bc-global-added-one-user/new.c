/* The wrong twin of eq-global-added-one-user: the functions that do not reach the added global hits
 * differ slightly, each on inputs where both versions are defined (docs/equiv-diff.md, "Globals"). */
int factor = 3;
int hits;
static int *cursor = &hits;

int clamp(int x, int lo, int hi) { return x < lo ? lo : x >= hi ? hi - 1 : x; }

/* factor (in both versions) is no longer read: its initial value, 3, is only one of its values */
int scaled(int x) {
  if (x < -1000 || x > 1000) return 0;
  int c = x < -100 ? -100 : x > 100 ? 100 : x;
  return 3 * c;
}

unsigned mix(unsigned a, unsigned b) { return (b | a) * 2654435761u; }

int lookup(int k) {
  hits++;
  return clamp(k, 0, 9);
}

int peek(void) { return *cursor; }
