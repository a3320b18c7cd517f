/* bc-lt-le, new: 18 and older. */
int is_adult(int age) {
  return age >= 18;
}
