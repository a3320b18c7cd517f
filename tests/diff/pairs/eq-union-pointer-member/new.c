int first(const int *a, int n) { return n > 0 ? a[0] : 0; }

int second_copied(const int *a, int n) { return n > 1 ? a[1] : -1; }
