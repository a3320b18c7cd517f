/* bc-argmax-tie, new: index of the last maximum. */
int argmax(const int *a, int n) {
  int best = 0;
  for (int i = 1; i < n; i++)
    if (a[i] >= a[best])
      best = i;
  return best;
}
