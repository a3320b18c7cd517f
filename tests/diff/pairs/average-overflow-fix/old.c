int average(int a, int b) { return (a + b) / 2; }
