/* Globals are part of a call's outcome, and their values on entry are inputs (docs/equiv-diff.md,
 * "Globals"): the wrong twins of eq-global-state, each leaving some global otherwise. */
unsigned last;
static int counter;                  /* a file-scope static accumulator */
int hist[4];                         /* an array global written in a loop */
struct acc { int n; long sum; } acc; /* a struct global */
int flagged;                         /* written on one path only */
int shift_by;                        /* only read */

void remember(unsigned v) { last = v ^ 1u; }

int set_last(unsigned x) { last = x + 1; return 0; }
int count(int x) { if (counter > -1000000 && counter < 1000000) counter += 2; return x; }
void fill(int v) { if (v < -1000 || v > 1000) return; for (int i = 1; i < 4; i++) hist[i] = i * v; }
void add(int v) { if (v < -1000 || v > 1000 || acc.n < 0 || acc.n > 1000000 || acc.sum < -1000000 || acc.sum > 1000000) return; if (v) acc.n++; acc.sum += v; }
int flag_big(int x) { if (x >= 100) flagged = 1; return x > 100; }
int shifted(int x) { if (x < -1000 || x > 1000 || shift_by < -1000 || shift_by > 1000) return 0; return x; }
int via_callee(unsigned x) { remember(x); return 1; }
