/* errno_conv.c — Equiv C differential test (compared with gcc by tests/c/diff-gcc.sh): errno after
 * strtol/strtoul/strtod/atof (ERANGE out of range, untouched otherwise) and after math.h functions
 * (EDOM, ERANGE), errno read, written and kept across calls as the object C11 7.5 describes. */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static const char *const texts[] = {"", "abc", "12", "-7x", "99999999999999999999", "-99999999999999999999",
                                    "zzzzzzzzzzzzz", "0x7fffffffffffffff", "0x8000000000000000", "1e400",
                                    "-1e400", "1e-400", "4.9e-324", "2.5", "nan", "inf"};

int main(void) {
  printf("start %d\n", errno);
  for (int i = 0; i < (int)(sizeof texts / sizeof texts[0]); i++) {
    const char *s = texts[i];
    errno = 0;
    long l = strtol(s, NULL, 10);
    int e1 = errno;
    errno = 0;
    unsigned long u = strtoul(s, NULL, 36);
    int e2 = errno;
    errno = 0;
    long h = strtol(s, NULL, 0);
    int e3 = errno;
    errno = 0;
    double d = strtod(s, NULL);
    int e4 = errno;
    errno = 7; /* kept by a call that reports no error */
    double f = (d > 1e308 || d < -1e308) && e4 == ERANGE ? 0.0 : atof(s); /* atof out of range is undefined (7.22.1p1) */
    int e5 = errno;
    printf("%s: %ld %d | %lu %d | %ld %d | %g %d | %g %d\n", s, l, e1, u, e2, h, e3, d, e4, f, e5);
  }
  const double xs[] = {-1.0, 0.0, 1.0, 1000.0, -1000.0, 1e308 * 10.0};
  for (int i = 0; i < 6; i++) {
    double x = xs[i];
    errno = 0;
    double r1 = sqrt(x);
    int e1 = errno;
    errno = 0;
    double r2 = log(x);
    int e2 = errno;
    errno = 0;
    double r3 = exp(x);
    int e3 = errno;
    errno = 0;
    double r4 = fmod(x, 0.0);
    int e4 = errno;
    errno = 0;
    double r5 = pow(x, 0.5);
    int e5 = errno;
    printf("%g: %g %d | %g %d | %g %d | %g %d | %g %d\n", x, r1, e1, r2, e2, r3, e3, r4, e4, r5, e5);
  }
  int *p = &errno;
  *p = 42;
  printf("via pointer %d\n", errno);
  return errno == 42 ? 0 : 1;
}
