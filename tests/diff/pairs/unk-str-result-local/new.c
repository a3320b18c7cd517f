const char *digit_name(int d) {
  static const char names[8][2] = {"0", "1", "2", "3", "4", "5", "6", "7"};
  return names[d & 7];
}
