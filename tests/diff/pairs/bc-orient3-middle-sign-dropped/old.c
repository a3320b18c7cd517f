/* bc-orient3-middle-sign-dropped, old: 1 when the three cross products are positive, -1 when all are
 * negative, else 0. */
int orient3(int ax, int ay, int bx, int by, int cx, int cy) {
  long d1 = (long)ax * by - (long)ay * bx;
  long d2 = (long)bx * cy - (long)by * cx;
  long d3 = (long)cx * ay - (long)cy * ax;
  if (d1 > 0 && d2 > 0 && d3 > 0) return 1;
  if (d1 < 0 && d2 < 0 && d3 < 0) return -1;
  return 0;
}
