/* eq-count-until-nul-return-vs-cond, new: the zero test moved into the loop condition. */
int count_until(const unsigned char *b, int n) {
  int k;
  for (k = 0; k < n && b[k] != 0; k++)
    ;
  return k < n ? k : n;
}
