/* A table index guarded by a macro; the new version "simplifies" the macro and loses the upper bound. */
#define TABLE_SIZE 16
#define IN_RANGE(i, n) ((i) >= 0 && (i) < (n))
#define SCALE(x) ((x) * 3 + 1)

int lookup(int i) {
  static const int table[TABLE_SIZE] = {4, 8, 15, 16, 23, 42, 7, 9, 1, 2, 3, 5, 8, 13, 21, 34};
  if (!IN_RANGE(i, TABLE_SIZE)) return -1;
  return SCALE(table[i]);
}
