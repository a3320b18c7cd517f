/* The wrong twin: the low byte masked with 0x7f. */
int via_address(int x) { return x; }

int over_limit(int x) { return (unsigned)x > 100u; }

int via_helper(int x) { return (x ^ 5) & 0x7f; }
