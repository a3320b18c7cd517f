/* bc-ceil-div-negative, old: pages by integer ceiling division. */
int pages(int items, int per) {
  return (items + per - 1) / per;
}
