/* The same hash read through the byte view, little-endian as gcc lays the union out on x86-64
 * (every member at offset 0, C11 6.7.2.1p16), and the bytes of T_BYTES stored as one unsigned. */
enum { T_INT, T_UINT, T_FLOAT, T_BYTES };

struct value {
  int tag;
  union {
    int i;
    unsigned u;
    float f;
    unsigned char b[4];
  } as;
};

static struct value make(int tag, int x) {
  struct value v;
  v.tag = tag;
  if (tag == T_INT) {
    v.as.i = x;
  } else if (tag == T_UINT) {
    v.as.u = (unsigned)x + (unsigned)x;
  } else if (tag == T_FLOAT) {
    v.as.f = (float)(x & 0xffff);
  } else {
    v.tag = T_BYTES;
    v.as.u = (unsigned)x;
  }
  return v;
}

unsigned value_hash(int tag, int x) {
  struct value v = make(tag, x);
  unsigned bits = (unsigned)v.as.b[0] | (unsigned)v.as.b[1] << 8 | (unsigned)v.as.b[2] << 16 |
                  (unsigned)v.as.b[3] << 24;
  return (unsigned)v.tag * 2654435761u ^ bits;
}
