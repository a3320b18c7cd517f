unsigned bit(int n) { return (n >= 0 && n < 32) ? 1u << n : 0u; }
