/* bc-pow-rec-iter, new: 3^e by a loop with an off-by-one bound. */
unsigned pow3(unsigned e) {
  unsigned r = 1;
  for (unsigned i = 1; i < e; i++)
    r *= 3u;
  return r;
}
