int ratio(int a, int b) { return a / b; }
