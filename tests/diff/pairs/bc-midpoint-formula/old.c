/* bc-midpoint-formula, old: midpoint as (a + b) / 2. */
int mid(int a, int b) {
  return (a + b) / 2;
}
