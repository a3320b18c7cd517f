/* bc-wrong-constant, old: fee of 2% above 1000. */
int fee(int amount) {
  return amount > 1000 ? amount / 50 : 10;
}
