/* eq-switch-if, new: the same table as an if chain. */
int days_in_month(int m, int leap) {
  if (m < 1 || m > 12)
    return 0;
  if (m == 2)
    return leap ? 29 : 28;
  if (m == 4 || m == 6 || m == 9 || m == 11)
    return 30;
  return 31;
}
