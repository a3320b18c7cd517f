/* The fee for an order of `cents`: 2 % of it, at least 50 cents, at most 10000. */
int fee(int cents) {
  int f = cents / 50;
  if (f > 10000) f = 10000;
  return f < 50 ? 50 : f;
}

/* The average of two counts, without the overflow of a + b. */
int average(int a, int b) { return (int)(((long)a + b) / 2); }
