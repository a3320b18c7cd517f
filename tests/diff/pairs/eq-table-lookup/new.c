/* eq-table-lookup, new: the same lengths from a table, index checked first. */
int day_name_len(int d) {
  static const int len[7] = { 6, 6, 7, 9, 8, 6, 8 };
  if (d < 0 || d > 6)
    return 0;
  return len[d];
}
