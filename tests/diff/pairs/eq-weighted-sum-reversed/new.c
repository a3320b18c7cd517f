/* The same checksum from the last element: a[j - 1] still weighs j. */
unsigned checksum(const unsigned char *a, int n) {
  unsigned h = 0;
  for (int j = n; j > 0; j--) h += (unsigned)j * a[j - 1];
  return h;
}
