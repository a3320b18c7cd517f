struct pt { int a, b; };
int first(int x) { struct pt q = (struct pt){x, 0}; return q.a + q.b; }
