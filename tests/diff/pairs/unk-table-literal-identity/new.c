/* Under gcc: equal literals are merged (is_default(0) is 1), and a and b are laid out as gcc
 * chooses (end_meets may be 1 where a + 4 == b). */
int is_default(unsigned i) { return i == 0; }

int end_meets(int c) { return 0; }
