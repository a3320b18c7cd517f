/* A tagged value (a JSON or scripting library's variant): a tag and a union of an int, an
 * unsigned, a float and a byte view. value_hash makes a value of the tag from x and hashes the
 * tag and the 4 bytes it holds, read through the unsigned member (C11 6.5.2.3p3 and footnote 95:
 * a member read after another was stored reinterprets its bytes). */
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
  switch (tag) {
  case T_INT: v.as.i = x; break;
  case T_UINT: v.as.u = (unsigned)x * 2u; break;
  case T_FLOAT: v.as.f = (float)(x & 0xffff); break;
  default:
    v.tag = T_BYTES;
    for (int k = 0; k < 4; k++) v.as.b[k] = (unsigned char)(x >> (8 * k));
    break;
  }
  return v;
}

unsigned value_hash(int tag, int x) {
  struct value v = make(tag, x);
  return (unsigned)v.tag * 2654435761u ^ v.as.u;
}
