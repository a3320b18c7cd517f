int fallback(int x);
/* 1 for a positive x, else what fallback (defined elsewhere) says. */
int sign_or(int x) { return x > 0 ? 1 : fallback(x); }
