/* A global read on entry is taken at its initial value (the first call of a program), an
 * assumption the verdict states: after another function set it, these differ. */
int offset;
void set_offset(int v) { offset = v; }
int shifted(int x) { if (x < -1000 || x > 1000) return 0; return x; }
