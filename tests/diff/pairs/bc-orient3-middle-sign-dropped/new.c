/* bc-orient3-middle-sign-dropped, new: the sign of the middle cross product is no longer compared. */
int orient3(int ax, int ay, int bx, int by, int cx, int cy) {
  long d1 = (long)ax * by - (long)ay * bx;
  long d2 = (long)bx * cy - (long)by * cx;
  long d3 = (long)cx * ay - (long)cy * ax;
  int s1 = (d1 > 0) - (d1 < 0), s2 = (d2 > 0) - (d2 < 0), s3 = (d3 > 0) - (d3 < 0);
  (void)s2;
  if (s1 == s3) return s1;
  return 0;
}
