/* bc-pow-rec-iter, old: 3^e by recursion. */
unsigned pow3(unsigned e) {
  return e == 0 ? 1u : 3u * pow3(e - 1);
}
