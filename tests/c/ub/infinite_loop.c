/* infinite_loop — must go wrong: out_of_fuel (fuel) at line 4. */
int main(void) {
  unsigned i = 0;
  while (1)
    i++;
  return 0;
}
