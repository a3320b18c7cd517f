/* A function whose only effect is a global: its value after the call is what the caller sees. */
unsigned last_seen;
int note(unsigned x) { last_seen = x; return 0; }
static int calls;
int counted(int x) { calls++; return x; }
