/* signed_mul_overflow — must go wrong: ub (signed overflow) at line 4. */
int main(void) {
  long long a = 3037000500LL;
  long long b = a * a;
  return (int)(b & 1);
}
