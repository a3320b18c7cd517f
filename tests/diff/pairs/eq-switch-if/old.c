/* eq-switch-if, old: days in a month with a switch. */
int days_in_month(int m, int leap) {
  switch (m) {
  case 2:
    return leap ? 29 : 28;
  case 4: case 6: case 9: case 11:
    return 30;
  case 1: case 3: case 5: case 7: case 8: case 10: case 12:
    return 31;
  default:
    return 0;
  }
}
