/* Always 0, after counting n down: up to 2^32 - 1 iterations, more than the replay's fuel. */
unsigned spin(unsigned n) {
  unsigned s = 0;
  while (n) n--;
  return s;
}
