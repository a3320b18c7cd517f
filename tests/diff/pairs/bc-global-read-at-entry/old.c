/* A global read on entry is an input (any value a caller may have left in it), not its initial
 * value: after set_offset(1), shifted(0) differs. */
int offset;
void set_offset(int v) { offset = v; }
int shifted(int x) { if (x < -1000 || x > 1000) return 0; return x + offset; }
