/* Always 0. */
int down(int i) { return 0; }
