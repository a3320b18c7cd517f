/* eq-uabs, new: magnitude computed in long long. */
unsigned uabs(int x) {
  long long v = x;
  if (v < 0)
    v = -v;
  return (unsigned)v;
}
