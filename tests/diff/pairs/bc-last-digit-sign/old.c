/* bc-last-digit-sign, old: last digit keeps the sign of x. */
int last_digit(int x) {
  return x % 10;
}
