/* new: the switch forgets '1'. */
int is_yes(int c) {
  switch (c) {
  case 'y': case 'Y': case 't': case 'T': return 1;
  default: return 0;
  }
}
