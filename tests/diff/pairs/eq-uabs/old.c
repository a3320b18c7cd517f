/* eq-uabs, old: magnitude of an int as unsigned, by unsigned negation. */
unsigned uabs(int x) {
  return x < 0 ? 0u - (unsigned)x : (unsigned)x;
}
