/* An 8x8 integer inverse DCT in the style of a single-header image decoder (written here, not
 * taken from one): fixed-point multiplies by 12-bit cosine constants, a column pass into an int
 * workspace and a row pass that clamps to bytes; many shared subexpressions per butterfly. */
#define FSH(x) ((int)((x) * 4096 + 0.5))
#define CLAMP(x) ((x) < 0 ? 0 : (x) > 255 ? 255 : (x))

static void idct_1d(int s0, int s1, int s2, int s3, int s4, int s5, int s6, int s7, int *o) {
  int p1, p2, p3, p4, p5, t0, t1, t2, t3, x0, x1, x2, x3;
  p2 = s2;
  p3 = s6;
  p1 = (p2 + p3) * FSH(0.5411961f);
  t2 = p1 + p3 * FSH(-1.847759065f);
  t3 = p1 + p2 * FSH(0.765366865f);
  p2 = s0;
  p3 = s4;
  t0 = (p2 + p3) * 4096;
  t1 = (p2 - p3) * 4096;
  x0 = t0 + t3;
  x3 = t0 - t3;
  x1 = t1 + t2;
  x2 = t1 - t2;
  t0 = s7;
  t1 = s5;
  t2 = s3;
  t3 = s1;
  p3 = t0 + t2;
  p4 = t1 + t3;
  p1 = t0 + t3;
  p2 = t1 + t2;
  p5 = (p3 + p4) * FSH(1.175875602f);
  t0 = t0 * FSH(0.298631336f);
  t1 = t1 * FSH(2.053119869f);
  t2 = t2 * FSH(3.072711026f);
  t3 = t3 * FSH(1.501321110f);
  p1 = p5 + p1 * FSH(-0.899976223f);
  p2 = p5 + p2 * FSH(-2.562915447f);
  p3 = p3 * FSH(-1.961570560f);
  p4 = p4 * FSH(-0.390180644f);
  t3 += p1 + p4;
  t2 += p2 + p3;
  t1 += p2 + p4;
  t0 += p1 + p3;
  o[0] = x0 + t3;
  o[7] = x0 - t3;
  o[1] = x1 + t2;
  o[6] = x1 - t2;
  o[2] = x2 + t1;
  o[5] = x2 - t1;
  o[3] = x3 + t0;
  o[4] = x3 - t0;
}

/* The decoder's low-frequency path: only the first two rows of coefficients (16 values) can be
 * non-zero; the full 8x8 transform runs over a local workspace and the 64 pixels are folded into
 * one checksum (what a caller compares against a reference). */
int idct_block(const short *data, int n) {
  int val[64], o[8];
  unsigned char out[64];
  if (n < 16) return -1;
  for (int i = 0; i < 8; i++) {
    idct_1d(data[i], data[i + 8], 0, 0, 0, 0, 0, 0, o);
    for (int k = 0; k < 8; k++) val[i + 8 * k] = (o[k] + 512) >> 10;
  }
  for (int i = 0; i < 8; i++) {
    int *v = val + 8 * i;
    idct_1d(v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7], o);
    for (int k = 0; k < 8; k++) {
      int x = ((o[k] + 65535 + (128 << 17)) >> 17);
      out[8 * i + k] = (unsigned char)CLAMP(x);
    }
  }
  unsigned h = 0;
  for (int k = 0; k < 64; k++) h = h * 31u + out[k];
  return (int)(h & 0x7fffffff);
}

int clamp_byte(int x) {
  if (x < 0) return 0;
  if (x >= 255) return 255;
  return x;
}

int add_sat(int a, int b) {
  long long s = (long long)a + b;
  if (s > 2147483647) return 2147483647;
  if (s < -2147483647) return -2147483647;
  return (int)s;
}
