/* bc-lt-le, old: strictly older than 18. */
int is_adult(int age) {
  return age > 18;
}
