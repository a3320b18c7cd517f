struct pt { int a, b; };
int first(int x) { struct pt q = {x, 0}; return q.a + q.b; }
