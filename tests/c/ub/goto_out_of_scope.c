/* goto_out_of_scope — must go wrong: ub (lifetime) at line 12: the goto leaves the block, which
 * ends the lifetime of inner (C11 6.2.4p2, 6.8.6.1). */
int main(void) {
  int *p = 0;
  {
    int inner = 3;
    p = &inner;
    if (inner > 0) goto out;
  }
  return 1;
out:
  return *p;
}
