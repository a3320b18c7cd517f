/* old: scale a percentage into 0..255 (an image library's alpha from percent) */
int alpha_of_percent(int pct) {
  if (pct < 0) pct = 0;
  if (pct > 100) pct = 100;
  return (pct * 255 + 50) / 100;
}
