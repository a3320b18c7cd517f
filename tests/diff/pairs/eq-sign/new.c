/* eq-sign, new: sign by an if chain. */
int sign(int x) {
  if (x > 0)
    return 1;
  if (x < 0)
    return -1;
  return 0;
}
