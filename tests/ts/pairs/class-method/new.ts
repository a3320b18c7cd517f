// a class with a field and methods against free functions on a number: a method's this is the
// object it is called on (ECMA-262 10.2.1.2 OrdinaryCallBindThis), the field is initialised
// before the constructor's body runs (15.7.14, InitializeInstanceElements), and += on a property
// reads and writes that property (13.15.2)
function deposit(balance: number, x: number): number {
  if (x <= 0) throw new RangeError("not a deposit");
  return balance + x;
}

export function twice(start: number, x: number): number {
  const b = deposit(start, x);
  return deposit(b, x) + 2;
}

export function total(start: number, xs: number[]): number {
  let b = start;
  for (const x of xs) {
    if (x > 0) b = deposit(b, x);
  }
  return b;
}
