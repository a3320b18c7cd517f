/* bc-callback-changed, old: a fold over the digits with a callback that adds. */
static int add_digit(int acc, int d) { return acc + d; }
static int max_digit(int acc, int d) { return d > acc ? d : acc; }

static int fold_digits(unsigned x, int (*f)(int, int)) {
  int acc = 0;
  for (int i = 0; i < 10; i++) {
    acc = f(acc, (int)(x % 10));
    x /= 10;
  }
  return acc;
}

int digit_score(unsigned x) {
  (void)max_digit;
  return fold_digits(x, add_digit);
}
