/* bc-local-buffer-1k-index, new: the length bytes in the other order. */
unsigned header_sum(unsigned char kind, unsigned char flags, unsigned short len) {
  unsigned s = kind;
  s = s * 257u + flags;
  s = s * 257u + (unsigned)(len & 0xff);
  s = s * 257u + (unsigned)(len >> 8);
  return s;
}
