/* printf's conversions (C11 7.21.6.1) with flags, widths, precisions ('*' too, negative ones),
 * length modifiers hh h l ll j z t, %a %A, %c of NUL, %s with a precision, %% - as glibc prints them. */
#include <stdint.h>
#include <stddef.h>
#include <stdio.h>

int main(void) {
  int n = printf("[%5d|%-5d|%05d|%+d|% d|%.3d|%.0d|%i]\n", 42, 42, 42, 42, 42, 7, 0, -3);
  printf("n=%d\n", n);
  printf("[%u|%o|%#o|%x|%#X|%#.0x|%lu|%llx|%lld]\n", 3000000000u, 8u, 0u, 255u, 255u, 0u, 18446744073709551615ul,
         0x123456789abcull, -9223372036854775807ll - 1);
  printf("[%hhd|%hhu|%hd|%hu|%hx]\n", 200, 511, 40000, -1, 65537);
  printf("[%jd|%zu|%zd|%td]\n", (intmax_t)-5, sizeof(double), (ptrdiff_t)-9, (ptrdiff_t)12);
  printf("[%*d|%-*d|%*d|%.*d|%.*f|%*.*e]\n", 6, 1, 6, 2, -6, 3, 4, 5, 2, 3.14159, 12, 3, 2.5e-7);
  printf("[%.*s|%-8s|%8.3s|%s]\n", 3, "abcdef", "hi", "precision", "");
  printf("[%c|%3c|%-3c|%c]\n", 'a', 'b', 'c', 256 + 'd');
  printf("[%f|%.0f|%#.0f|%e|%E|%g|%G|%#g|%g|%g]\n", 1.0 / 3, 2.5, 3.0, 123456.789, 1e-300, 1e-5, 1e20, 1.0, 100000.0, 1e6);
  printf("[%a|%A|%.2a|%a|%a|%la]\n", 1.0, -0.1, 3.14159, 0.0, 5e-324, 1e300);
  printf("[%f|%F|%e|%g|%f|%+f|% f]\n", 1.0 / 0.0, -1.0 / 0.0, 0.0 / 0.0, -0.0, -0.0, 0.5, 0.25);
  printf("[%010.3f|%-10.2e|%+08.2f|%#10.4g]\n", -3.5, 12.0, 2.0, 0.0001234);
  printf("100%%\n");
  printf("nul:[%c]\n", 0);
  return 0;
}
