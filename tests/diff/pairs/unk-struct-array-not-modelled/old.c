/* unk-struct-array-not-modelled, old: the x coordinates of n points summed. */
struct pt {
  int x, y;
};

int sum_x(const struct pt *ps, int n) {
  int s = 0;
  for (int i = 0; i < n; i++) s += ps[i].x;
  return s;
}
