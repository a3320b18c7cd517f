// the wrong twins of class-method: the free function accepts a deposit of 0 that the method
// refuses (an uncaught RangeError is an outcome: 20.5.5.2), and the loop no longer skips the
// elements that are not positive: a negative one throws where the callback skipped it
function deposit(balance: number, x: number): number {
  if (x < 0) throw new RangeError("not a deposit");
  return balance + x;
}

export function twice(start: number, x: number): number {
  const b = deposit(start, x);
  return deposit(b, x) + 2;
}

export function total(start: number, xs: number[]): number {
  let b = start;
  for (const x of xs) b = deposit(b, x);
  return b;
}
