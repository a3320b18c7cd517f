/* Only a global's initializer changes. */
static int rate = 4;
int charge(int units) { if (units < 0 || units > 1000) return 0; return units * rate; }
