/* ub-next-id-wrap, old: next identifier, overflows at INT_MAX. */
int next_id(int id) {
  return id + 1;
}
