/* An error-message table read without a range check: an index past its 4 entries reads outside the
 * array, which is undefined (C11 6.5.6p8, J.2). */
#include <string.h>

static const char *const errnames[] = {"ok", "bad input", "no memory", "too long"};

const char *err_name_u(unsigned code) { return errnames[code]; }

size_t err_len_u(unsigned code) { return strlen(errnames[code]); }
