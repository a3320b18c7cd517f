/* Wrong twin: the byte view read big-endian; gcc on x86-64 stores the low byte first (C11
 * 6.2.6.1p2 leaves the order to the implementation). */
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
  unsigned bits = (unsigned)v.as.b[3] | (unsigned)v.as.b[2] << 8 | (unsigned)v.as.b[1] << 16 |
                  (unsigned)v.as.b[0] << 24;
  return (unsigned)v.tag * 2654435761u ^ bits;
}
