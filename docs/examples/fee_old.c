/* The fee for an order of `cents`: 2 % of it, at least 50 cents. */
int fee(int cents) {
  int f = cents * 2 / 100;
  return f < 50 ? 50 : f;
}

/* The average of two counts. */
int average(int a, int b) { return (a + b) / 2; }
