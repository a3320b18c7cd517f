unsigned scale(unsigned x) { return x << 3; }
