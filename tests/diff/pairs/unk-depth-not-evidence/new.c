/* Always 0, after i nested calls: up to 2^31 - 1 of them, more than the interpreter's bounds. */
int down(int i) {
  if (i <= 0) return 0;
  return down(i - 1);
}
