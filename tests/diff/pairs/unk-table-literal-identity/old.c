/* Pointer identity where C leaves it open: two string literals may share storage (C11 6.4.5p7:
 * gcc merges equal ones), and one past the end of an array may equal the start of an object that
 * happens to follow it (6.5.9p6). Each is an honest unknown, in the interpreter too (its own
 * layout is not gcc's). */
static const char *const names[] = {"zero", "one", "two"};

int is_default(unsigned i) { return i < 3 && names[i] == "zero"; }

static int a[4], b[4];

int end_meets(int c) {
  int *p = c ? a + 4 : a;
  return p == b;
}
