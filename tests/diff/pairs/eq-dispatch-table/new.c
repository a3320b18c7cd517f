/* eq-dispatch-table, new: the same operations as a switch. */
int calc(int op, int a, int b) {
  switch (op) {
  case 0: return (a & 0xffff) + (b & 0xffff);
  case 1: return (a & 0xffff) - (b & 0xffff);
  case 2: return a & b;
  case 3: return a ^ b;
  default: return 0;
  }
}
