/* A tagged value: a number, or the caller's array of n readings summed (at most 4). */
struct value {
  int kind;
  union {
    const int *arr;
    long num;
  } u;
};

static long value_sum(struct value v, int n) {
  if (v.kind == 0) return v.u.num;
  long s = 0;
  for (int i = 0; i < n && i < 4; i++) s += v.u.arr[i];
  return s;
}

long total(const int *a, int n, long k, int which) {
  struct value v;
  v.kind = which;
  if (which == 0)
    v.u.num = k;
  else
    v.u.arr = a;
  return value_sum(v, n);
}
