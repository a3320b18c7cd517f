/* fsutil.c — file helpers; atomic writes go through a sibling temporary then rename(2). */
#include "core/fsutil.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/arena.h"

enum { MAX_INPUT = 1 << 30 };  /* refuse inputs over 1 GiB rather than exhaust memory */

char *fs_read_file(const char *path, size_t *len) {
  int fd = open(path, O_RDONLY);
  if (fd < 0) return NULL;
  struct stat st;
  if (fstat(fd, &st) != 0) {
    int e = errno;
    close(fd);
    errno = e;
    return NULL;
  }
  if (S_ISDIR(st.st_mode)) {
    close(fd);
    errno = EISDIR;
    return NULL;
  }
  /* size + 2: the read that sees the end of the file needs room for one more byte, or the buffer
   * would double just before it (a copy of the whole file) */
  size_t cap = st.st_size > 0 ? (size_t)st.st_size + 2 : 4096, n = 0;
  char *buf = eq_malloc(cap);
  for (;;) {
    if (n + 1 >= cap) {
      if (cap >= MAX_INPUT) {
        free(buf);
        close(fd);
        errno = EFBIG;
        return NULL;
      }
      cap *= 2;
      buf = eq_realloc(buf, cap);
    }
    ssize_t r = read(fd, buf + n, cap - n - 1);
    if (r < 0) {
      if (errno == EINTR) continue;
      int e = errno;
      free(buf);
      close(fd);
      errno = e;
      return NULL;
    }
    if (r == 0) break;
    n += (size_t)r;
  }
  close(fd);
  buf[n] = 0;
  if (len) *len = n;
  return buf;
}

/* An existing path that is not a regular file (/dev/null, a FIFO, a terminal): written in place.
 * A temporary renamed over it would replace the device with a file (as root, /dev/null itself). */
static int is_special(const char *path) {
  struct stat st;
  return stat(path, &st) == 0 && !S_ISREG(st.st_mode) && !S_ISDIR(st.st_mode);
}

static int write_fd(int fd, const void *data, size_t len) {
  const char *p = data;
  while (len > 0) {
    ssize_t w = write(fd, p, len);
    if (w < 0) {
      if (errno == EINTR) continue;
      return -1;
    }
    p += w;
    len -= (size_t)w;
  }
  return 0;
}

int fs_write_atomic(const char *path, const void *data, size_t len) {
  if (is_special(path)) {
    int fd = open(path, O_WRONLY);
    if (fd < 0) return -1;
    int rc = write_fd(fd, data, len), e = errno;
    if (close(fd) != 0 && rc == 0) rc = -1, e = errno;
    errno = e;
    return rc;
  }
  size_t plen = strlen(path);
  char *tmp = eq_malloc(plen + 32);
  snprintf(tmp, plen + 32, "%s.tmp.%ld", path, (long)getpid());
  int fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC, 0644);
  if (fd < 0) {
    free(tmp);
    return -1;
  }
  if (write_fd(fd, data, len) != 0) goto fail;
  if (fsync(fd) != 0 && errno != EINVAL) goto fail;
  if (close(fd) != 0) {
    fd = -1;
    goto fail;
  }
  fd = -1;
  if (rename(tmp, path) != 0) goto fail;
  free(tmp);
  return 0;
fail:;
  int e = errno;
  if (fd >= 0) close(fd);
  unlink(tmp);
  free(tmp);
  errno = e;
  return -1;
}

struct fs_atomic {
  FILE *f;
  char *path, *tmp; /* tmp NULL: written in place (is_special) */
};

fs_atomic *fs_atomic_open(const char *path) {
  size_t plen = strlen(path);
  fs_atomic *w = eq_calloc(1, sizeof *w);
  w->path = eq_strdup(path);
  if (is_special(path)) {
    w->f = fopen(path, "w");
    if (!w->f) {
      int e = errno;
      free(w->path);
      free(w);
      errno = e;
      return NULL;
    }
    return w;
  }
  w->tmp = eq_malloc(plen + 32);
  snprintf(w->tmp, plen + 32, "%s.tmp.%ld", path, (long)getpid());
  w->f = fopen(w->tmp, "w");
  if (!w->f) {
    int e = errno;
    free(w->tmp);
    free(w->path);
    free(w);
    errno = e;
    return NULL;
  }
  return w;
}

FILE *fs_atomic_stream(fs_atomic *w) { return w->f; }

static void atomic_release(fs_atomic *w) {
  free(w->tmp);
  free(w->path);
  free(w);
}

int fs_atomic_commit(fs_atomic *w) {
  int bad = fflush(w->f) != 0 || ferror(w->f);
  if (!bad && fsync(fileno(w->f)) != 0 && errno != EINVAL) bad = 1;
  int e = errno;
  if (fclose(w->f) != 0 && !bad) bad = 1, e = errno;
  if (!bad && w->tmp && rename(w->tmp, w->path) != 0) bad = 1, e = errno;
  if (bad && w->tmp) unlink(w->tmp);
  atomic_release(w);
  if (bad) errno = e ? e : EIO;
  return bad ? -1 : 0;
}

void fs_atomic_abort(fs_atomic *w) {
  fclose(w->f);
  if (w->tmp) unlink(w->tmp);
  atomic_release(w);
}

int fs_is_file(const char *path) {
  struct stat st;
  return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}
int fs_is_dir(const char *path) {
  struct stat st;
  return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}
