/* eq-table-lookup, old: length of a weekday's name by a switch. */
int day_name_len(int d) {
  switch (d) {
  case 0: return 6;  /* Sunday */
  case 1: return 6;  /* Monday */
  case 2: return 7;  /* Tuesday */
  case 3: return 9;  /* Wednesday */
  case 4: return 8;  /* Thursday */
  case 5: return 6;  /* Friday */
  case 6: return 8;  /* Saturday */
  default: return 0;
  }
}
