/* Globals are part of a call's outcome, and their values on entry are inputs (docs/equiv-diff.md,
 * "Globals"): each function's rewrite leaves every global as the old one does. */
unsigned last;
static int counter;                  /* a file-scope static accumulator */
int hist[4];                         /* an array global written in a loop */
struct acc { int n; long sum; } acc; /* a struct global */
int flagged;                         /* written on one path only */
int shift_by;                        /* only read */

void remember(unsigned v) { last = v; }

int set_last(unsigned x) { last = x; return 0; }
int count(int x) { if (counter > -1000000 && counter < 1000000) counter++; return x; }
void fill(int v) { if (v < -1000 || v > 1000) return; for (int i = 0; i < 4; i++) hist[i] = v * i; }
void add(int v) { if (v < -1000 || v > 1000 || acc.n < 0 || acc.n > 1000000 || acc.sum < -1000000 || acc.sum > 1000000) return; acc.n++; acc.sum += v; }
int flag_big(int x) { if (x > 100) flagged = 1; return x > 100; }
int shifted(int x) { if (x < -1000 || x > 1000 || shift_by < -1000 || shift_by > 1000) return 0; return x + shift_by; }
int via_callee(unsigned x) { remember(x); return 1; }
