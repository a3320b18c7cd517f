/* bc-wrong-constant, new: divisor changed to 40. */
int fee(int amount) {
  return amount > 1000 ? amount / 40 : 10;
}
