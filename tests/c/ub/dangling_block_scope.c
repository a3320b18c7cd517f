/* dangling_block_scope — must go wrong: ub (lifetime) at line 8. */
int main(void) {
  int *p;
  {
    int inner = 3;
    p = &inner;
  }
  return *p;
}
