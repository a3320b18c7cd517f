/* Signatures outside the modelled C types: each function is reported unknown with the construct
 * and its place (a regression test: the front end once crashed on a return in such a function). */
union num { int i; float f; };
int get_i(union num u) { return u.i + 0; }
int apply(int (*fn)(int), int x) { return fn(x + 0); }
