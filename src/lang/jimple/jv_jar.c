/* jv_jar.c — .jar archives read by our own zip reader (APPNOTE.TXT 4.3: the end of central
 * directory record found from the end, the central directory's headers, each entry's local header
 * and its data). Sizes, names and methods come from the central directory (a local header may
 * defer them to a data descriptor, bit 3); every offset and length is checked against the image
 * before it is used, and each entry's bytes against the CRC-32 and size the directory states. */
#include <stdio.h>
#include <string.h>
#include <zlib.h>

#include "lang/jimple/jv_jar.h"

enum { EOCD_SIG = 0x06054b50, CEN_SIG = 0x02014b50, LOC_SIG = 0x04034b50, EOCD_LEN = 22, CEN_LEN = 46, LOC_LEN = 30 };
enum { MAX_ENTRY = 64 << 20 }; /* an entry inflating beyond this is refused (a zip bomb is input too) */

static uint32_t u16(const uint8_t *p) { return (uint32_t)p[0] | (uint32_t)p[1] << 8; }
static uint32_t u32(const uint8_t *p) { return u16(p) | u16(p + 2) << 16; }

static int fail(char *err, size_t errn, size_t at, const char *what) {
  snprintf(err, errn, "byte %zu: %s", at, what);
  return -1;
}

static int inflate_raw(const uint8_t *src, size_t clen, uint8_t *dst, size_t ulen) {
  z_stream z;
  memset(&z, 0, sizeof z);
  if (inflateInit2(&z, -MAX_WBITS) != Z_OK) return -1;
  z.next_in = (Bytef *)src;
  z.avail_in = (uInt)clen;
  z.next_out = dst;
  z.avail_out = (uInt)ulen;
  int rc = inflate(&z, Z_FINISH);
  size_t got = z.total_out;
  inflateEnd(&z);
  return rc == Z_STREAM_END && got == ulen ? 0 : -1;
}

int jv_jar_read(const uint8_t *img, size_t len, arena *a, jv_jar_entry **out, int *n, char *err, size_t errn) {
  *out = NULL;
  *n = 0;
  if (len < EOCD_LEN) return fail(err, errn, len, "truncated: no end of central directory record (not a zip archive)");
  /* the record is the last 22 bytes plus a comment of at most 65535 */
  size_t e = len - EOCD_LEN, stop = len - EOCD_LEN > 65535 ? len - EOCD_LEN - 65535 : 0;
  for (;; e--) {
    if (u32(img + e) == EOCD_SIG && e + EOCD_LEN + u16(img + e + 20) == len) break;
    if (e == stop) return fail(err, errn, len, "no end of central directory record (not a zip archive, or truncated)");
  }
  uint32_t disk = u16(img + e + 4), cdisk = u16(img + e + 6), ndisk = u16(img + e + 8), total = u16(img + e + 10);
  uint32_t cdsize = u32(img + e + 12), cdoff = u32(img + e + 16);
  if (total == 0xffff || cdsize == 0xffffffffu || cdoff == 0xffffffffu)
    return fail(err, errn, e, "unsupported: a zip64 archive");
  if (disk || cdisk || ndisk != total) return fail(err, errn, e + 4, "unsupported: a multi-disk archive");
  if ((size_t)cdoff + cdsize > e) return fail(err, errn, e + 12, "the central directory lies outside the archive (truncated?)");
  jv_jar_entry *v = arena_alloc(a, sizeof(jv_jar_entry) * (total + 1));
  size_t p = cdoff;
  int k = 0;
  for (uint32_t i = 0; i < total; i++) {
    if (p + CEN_LEN > (size_t)cdoff + cdsize) return fail(err, errn, p, "truncated central directory header");
    if (u32(img + p) != CEN_SIG) return fail(err, errn, p, "expected a central directory header (PK\\1\\2)");
    uint32_t flags = u16(img + p + 8), method = u16(img + p + 10), crc = u32(img + p + 16);
    uint32_t csize = u32(img + p + 20), usize = u32(img + p + 24);
    uint32_t nlen = u16(img + p + 28), xlen = u16(img + p + 30), clen = u16(img + p + 32), loff = u32(img + p + 42);
    size_t hp = p;
    p += CEN_LEN;
    if (p + nlen + xlen + clen > (size_t)cdoff + cdsize) return fail(err, errn, p, "a central directory entry runs past the directory");
    if (!nlen) return fail(err, errn, p, "an entry without a name");
    char *name = arena_alloc(a, nlen + 1);
    memcpy(name, img + p, nlen);
    if (memchr(name, 0, nlen)) return fail(err, errn, p, "a NUL byte in an entry name");
    p += nlen + xlen + clen;
    if (csize == 0xffffffffu || usize == 0xffffffffu || loff == 0xffffffffu)
      return fail(err, errn, hp + 20, "unsupported: a zip64 entry");
    if (flags & 1) return fail(err, errn, hp + 8, "unsupported: an encrypted entry");
    if (method != 0 && method != 8) return fail(err, errn, hp + 10, "unsupported: a compression method other than stored (0) and deflated (8)");
    if (usize > MAX_ENTRY) return fail(err, errn, hp + 24, "an entry larger than 64 MiB");
    if ((size_t)loff + LOC_LEN > cdoff) return fail(err, errn, hp + 42, "a local header outside the archive's data (truncated?)");
    if (u32(img + loff) != LOC_SIG) return fail(err, errn, loff, "expected a local file header (PK\\3\\4)");
    if (u16(img + loff + 8) != method) return fail(err, errn, loff + 8, "the local header's method differs from the central directory's");
    size_t data = (size_t)loff + LOC_LEN + u16(img + loff + 26) + u16(img + loff + 28);
    if (data + csize > cdoff) return fail(err, errn, loff, "an entry's data runs past the archive's data (truncated?)");
    if (method == 0 && csize != usize) return fail(err, errn, hp + 20, "a stored entry whose sizes differ");
    uint8_t *buf = arena_alloc(a, usize + 1);
    if (method == 0) memcpy(buf, img + data, usize);
    else if (inflate_raw(img + data, csize, buf, usize) < 0) return fail(err, errn, data, "deflated data that do not inflate to the stated size");
    if ((uint32_t)crc32(0, buf, usize) != crc) return fail(err, errn, data, "an entry whose CRC-32 does not match");
    if (name[nlen - 1] == '/') continue; /* a directory: checked, not kept */
    v[k].name = name;
    v[k].data = buf;
    v[k].len = usize;
    k++;
  }
  *out = v;
  *n = k;
  return 0;
}

const char *jv_jar_main_class(const jv_jar_entry *m, arena *a) {
  const char *s = (const char *)m->data, *end = s + m->len;
  for (const char *l = s; l < end;) {
    const char *nl = memchr(l, '\n', (size_t)(end - l));
    const char *le = nl ? nl : end;
    if (le > l && le[-1] == '\r') le--;
    if (le - l > 12 && !memcmp(l, "Main-Class: ", 12)) {
      char *c = arena_alloc(a, (size_t)(le - l - 12) + 1);
      memcpy(c, l + 12, (size_t)(le - l - 12));
      for (char *q = c; *q; q++)
        if (*q == '.') *q = '/';
      return c;
    }
    l = nl ? nl + 1 : end;
  }
  return NULL;
}
