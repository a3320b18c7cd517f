/* A position-weighted checksum: the sum of (k + 1) * a[k], from the first element. */
unsigned checksum(const unsigned char *a, int n) {
  unsigned h = 0;
  for (int i = 0; i < n; i++) h += (unsigned)(i + 1) * a[i];
  return h;
}
