/* write_const — must go wrong: ub (const) at line 5. */
int main(void) {
  const int c = 3;
  int *p = (int *)&c;
  *p = 4;
  return c;
}
