/* unk-struct-array-not-modelled, new: from the second point on, the y coordinate is summed. */
struct pt {
  int x, y;
};

int sum_x(const struct pt *ps, int n) {
  int s = 0;
  for (int i = 0; i < n; i++) s += i ? ps[i].y : ps[i].x;
  return s;
}
