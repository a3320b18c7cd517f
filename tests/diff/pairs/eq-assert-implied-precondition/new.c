#include <assert.h>
/* new: the clamped range asserted before the arithmetic, as a maintainer documents it */
int alpha_of_percent(int pct) {
  if (pct < 0) pct = 0;
  if (pct > 100) pct = 100;
  assert(pct >= 0 && pct <= 100);
  return (pct * 255 + 50) / 100;
}
