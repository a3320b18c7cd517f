int average(int a, int b) { return (int)(((long)a + (long)b) / 2); }
