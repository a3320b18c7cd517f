/* <ctype.h> classification replaced by explicit ranges: equal on EOF and 0..255, where the old one is defined. */
#include <ctype.h>
int digit_value(int c) { return (c >= '0' && c <= '9') ? c - '0' : -1; }
int is_ident_char(int c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_'; }
