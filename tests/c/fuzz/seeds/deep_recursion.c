/* fuzz seed (issue 9): nesting within (deep calls, not deep syntax:) the front end's limit of 1000; mutate.py varies it. */
int f(int i, int j) { if (i == 0) return j; return f(i - 1, j + 1); }
int main(void) { return f(100000, 0) % 256; }
