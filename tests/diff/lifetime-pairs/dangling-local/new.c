/* dangling-local, new: the value itself. */
int through_dangling(int x) { return x; }

int fine(int x) { return x; }
