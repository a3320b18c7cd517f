static int sq(int v) { return v * v; }
int score(int a, int b) { return sq(a & 255) + sq(b & 255); }
