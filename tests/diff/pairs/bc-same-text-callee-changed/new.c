/* The caller's text is the same in both versions; only its callee changes. */
int scale(int x) { return x >> 1; }
int caller(int x) { int s = 0; for (int i = 0; i < 3; i++) s += scale(x); return s; }
