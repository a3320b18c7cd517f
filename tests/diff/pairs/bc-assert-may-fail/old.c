/* x itself. */
int ident(int x) { return x; }
