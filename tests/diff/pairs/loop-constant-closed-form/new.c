int tri(int k) { return 55 + k; }
