/* ub-mul-clamp, new: product in long long, clamped to int. */
#include <limits.h>

int area(int w, int h) {
  long long p = (long long)w * h;
  if (p > INT_MAX)
    return INT_MAX;
  if (p < INT_MIN)
    return INT_MIN;
  return (int)p;
}
