/* array_oob_read — must go wrong: ub (out-of-bounds) at line 6. */
int main(void) {
  int a[4] = {1, 2, 3, 4};
  int s = 0;
  for (int i = 0; i <= 4; i++)
    s += a[i];
  return s;
}
