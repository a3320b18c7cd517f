unsigned bit(int n) { return 1u << n; }
