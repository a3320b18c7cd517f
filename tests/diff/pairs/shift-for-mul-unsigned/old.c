unsigned scale(unsigned x) { return x * 8u; }
