/* eq-count-until-nul-return-vs-cond, old: the index of the first zero byte among n, or n. */
int count_until(const unsigned char *b, int n) {
  int k = 0;
  while (k < n) {
    if (b[k] == 0)
      return k;
    k++;
  }
  return n;
}
