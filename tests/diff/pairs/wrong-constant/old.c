int fee(int cents) {
  if (cents > 10000)
    return cents / 100;
  return 25;
}
