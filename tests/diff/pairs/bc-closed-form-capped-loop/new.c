/* bc-closed-form-capped-loop, new: repeated addition that stops after 40 rounds. */
int triple(int n) {
  int s = 0;
  for (int i = 0; i < n && i < 40; i++)
    s += 3;
  return s;
}
