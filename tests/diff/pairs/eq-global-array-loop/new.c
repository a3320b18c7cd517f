/* An array global written in a loop (docs/equiv-diff.md, "Globals"): its cells after the call are
 * compared one by one; the rewrite only swaps the factors. (Split from eq-global-state: the loop's
 * proof costs some 4 s of CPU under the sanitizers.) */
int hist[4];
void fill(int v) { if (v < -1000 || v > 1000) return; for (int i = 0; i < 4; i++) hist[i] = i * v; }
