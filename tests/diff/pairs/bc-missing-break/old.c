/* bc-missing-break, old: weight per kind. */
int weight(int kind) {
  int w;
  switch (kind) {
  case 0:
    w = 1;
    break;
  case 1:
    w = 5;
    break;
  case 2:
    w = 10;
    break;
  default:
    w = 0;
  }
  return w;
}
