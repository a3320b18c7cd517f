/* eq-local-buffer-1k, new: the checksum of the header fields without the buffer. */
unsigned header_sum(unsigned char kind, unsigned char flags, unsigned short len) {
  unsigned s = kind;
  s = s * 257u + flags;
  s = s * 257u + (unsigned)(len >> 8);
  s = s * 257u + (unsigned)(len & 0xff);
  return s;
}
