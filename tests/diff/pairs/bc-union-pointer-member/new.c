/* The wrong twin: the copy reads the first element instead of the second. */
int first(const int *a, int n) { return n > 0 ? a[0] : 0; }

int second_copied(const int *a, int n) { return n > 1 ? a[0] : -1; }
