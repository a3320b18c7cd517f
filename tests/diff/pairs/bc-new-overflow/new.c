/* bc-new-overflow, new: the widening was 'simplified' away. */
int avg2(int a, int b) {
  return (a + b) / 2;
}
