/* new: the same set as a switch. */
int is_yes(int c) {
  switch (c) {
  case 'y': case 'Y': case 't': case 'T': case '1': return 1;
  default: return 0;
  }
}
