/* The range check added: past the table, a default. */
#include <string.h>

static const char *const errnames[] = {"ok", "bad input", "no memory", "too long"};

const char *err_name_u(unsigned code) { return code < 4 ? errnames[code] : "unknown"; }

size_t err_len_u(unsigned code) { return code < sizeof errnames / sizeof errnames[0] ? strlen(errnames[code]) : 0; }
