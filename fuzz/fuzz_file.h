/* fuzz_file.h — for targets whose parser reads a file: the input bytes as a file of this process's
 * own (one per fuzzing process, so parallel jobs do not share it). */
#ifndef EQUIV_FUZZ_FUZZ_FILE_H
#define EQUIV_FUZZ_FUZZ_FILE_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <unistd.h>

/* Writes data[0..size) to /tmp/fuzz-TAG-PID.json, its name into path. 0, or -1 when it cannot. */
static inline int fuzz_write_file(const char *tag, const uint8_t *data, size_t size, char *path, size_t n) {
  snprintf(path, n, "/tmp/fuzz-%s-%ld.json", tag, (long)getpid());
  FILE *f = fopen(path, "wb");
  if (!f) return -1;
  if (size) fwrite(data, 1, size, f);
  fclose(f);
  return 0;
}

#endif
