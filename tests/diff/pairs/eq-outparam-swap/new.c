/* Results through pointer parameters: the caller's objects after the call are part of the outcome. */
void swap(int *x, int *y) {
  int t = *y;
  *y = *x;
  *x = t;
}
