/* Wrong twins: "info" taken as 0, and "info" ranked after "off". */
int severity(unsigned i) {
  switch (i % 5) {
  case 0: case 3: return 0;
  case 1: return 3;
  case 2: return 2;
  default: return 1;
  }
}

/* the entries' alphabetical ranks: debug 0, error 1, info 2, off 3, warn 4 */
int before(unsigned i, unsigned j) {
  static const unsigned char rank[5] = {2, 1, 4, 3, 0};
  return rank[i % 5] < rank[j % 5];
}
