/* A global in one version only, or of another type in each: its value after the call has nothing
 * to be compared with, so a function that reaches it is given no verdict (docs/equiv-diff.md,
 * "Globals"). */
int total;
long scale;
int tally(int x) { if (x < 0 || x > 1000) return 0; total = x; return x; }
int rescale(int x) { if (x < 0 || x > 1000) return 0; return x * (int)scale; }
