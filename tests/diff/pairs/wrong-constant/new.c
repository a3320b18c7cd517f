int fee(int cents) {
  if (cents > 1000)
    return cents / 100;
  return 25;
}
