/* goto_backward: a loop made of a backward goto (C11 6.8.6.1); the exit status is compared with gcc. */
int main(void) {
  int i = 0;
again:
  if (++i < 3)
    goto again;
  return i;
}
