/* bc-ceil-div-negative, new: pages through double ceil. */
#include <math.h>

int pages(int items, int per) {
  return (int)ceil((double)items / per);
}
