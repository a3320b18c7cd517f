/* bc-factorial-guard-too-low, new: -1 from 12 on, but 12! = 479001600 fits int: the old version is
   safe at 12 and returns it. */
int fact(int n) {
  if (n > 11)
    return -1;
  if (n <= 1)
    return 1;
  return n * fact(n - 1);
}
