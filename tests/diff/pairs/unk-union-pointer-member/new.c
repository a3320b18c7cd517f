int first(const int *a, int n) { return n > 0 ? a[0] : 0; }
