/* eq-dispatch-table, old: an operation chosen from a table of function pointers. */
static int op_add(int a, int b) { return (a & 0xffff) + (b & 0xffff); }
static int op_sub(int a, int b) { return (a & 0xffff) - (b & 0xffff); }
static int op_and(int a, int b) { return a & b; }
static int op_xor(int a, int b) { return a ^ b; }

static int (*const ops[4])(int, int) = {op_add, op_sub, op_and, &op_xor};

int calc(int op, int a, int b) {
  if (op < 0 || op > 3)
    return 0;
  return ops[op](a, b);
}
