/* bc-local-buffer-1k-index, old: a record header assembled in a 1 KiB line buffer (a logging library's
 * fixed-size scratch), then checksummed from the buffer. */
enum { LINE_MAX_BYTES = 1024 };

unsigned header_sum(unsigned char kind, unsigned char flags, unsigned short len) {
  unsigned char line[LINE_MAX_BYTES];
  line[0] = kind;
  line[1] = flags;
  line[2] = (unsigned char)(len >> 8);
  line[3] = (unsigned char)(len & 0xff);
  line[LINE_MAX_BYTES - 1] = 0;
  unsigned s = 0;
  for (int i = 0; i < 4; i++) s = s * 257u + line[i];
  return s + line[LINE_MAX_BYTES - 1];
}
