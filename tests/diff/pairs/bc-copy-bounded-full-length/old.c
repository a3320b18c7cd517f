/* A NUL-terminated copy with a bound (strlcpy's job, on a source of srclen characters that may
 * end earlier at a NUL): at most size - 1 characters copied, the copy always terminated when
 * size > 0; the count copied, or -1 when there is no room even for the NUL. */
static int copy_bounded(char *dst, int size, const char *src, int srclen) {
  if (size <= 0) return -1;
  int i = 0;
  while (i < srclen && i < size - 1 && src[i] != '\0') {
    dst[i] = src[i];
    i++;
  }
  dst[i] = '\0';
  return i;
}

/* a name cut to fit a fixed 8-byte field (copy_bounded(name, sizeof name, ...), the usual call):
 * the count copied and a hash of the field's 8 bytes */
int short_name(const char *src, int srclen) {
  char name[8] = {0};
  int k = copy_bounded(name, (int)sizeof name, src, srclen);
  unsigned h = (unsigned)k;
  for (int i = 0; i < 8; i++) h = (h << 4 | h >> 28) ^ (unsigned char)name[i];
  return (int)(h >> 1);
}
