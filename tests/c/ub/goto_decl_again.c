/* goto_decl_again — must go wrong: ub (indeterminate) at line 8: a backward goto reaches the
 * declaration of v again, and without an initializer its value becomes indeterminate each time
 * (C11 6.2.4p6), so the second read of v is undefined. */
int main(void) {
  int k = 0, sum = 0;
again:;
  int v;
  if (k > 0) sum += v;
  v = 4;
  k++;
  if (k < 3) goto again;
  return sum;
}
