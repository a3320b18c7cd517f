/* Under gcc: equal literals are merged (is_default(0) is 1), and a and b are laid out as gcc
 * chooses (end_meets may be 1 where a + 4 == b). */
int is_default(unsigned i) { return i == 0; }

/* the same globals as old.c (a global in one version only would leave no verdict: the globals
 * after the call are compared by name) */
static int a[4], b[4];

int end_meets(int c) { (void)a; (void)b; return 0; }
