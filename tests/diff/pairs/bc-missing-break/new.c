/* bc-missing-break, new: a break lost in an edit; kind 1 falls through. */
int weight(int kind) {
  int w;
  switch (kind) {
  case 0:
    w = 1;
    break;
  case 1:
    w = 5;
  case 2:
    w = 10;
    break;
  default:
    w = 0;
  }
  return w;
}
