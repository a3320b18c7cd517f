// a class with a field and methods against free functions on a number: a method's this is the
// object it is called on (ECMA-262 10.2.1.2 OrdinaryCallBindThis), the field is initialised
// before the constructor's body runs (15.7.14, InitializeInstanceElements), and += on a property
// reads and writes that property (13.15.2)
class Account {
  balance: number = 0;
  count = 0;
  constructor(start: number) {
    this.balance = start;
  }
  deposit(x: number): number {
    if (x <= 0) throw new RangeError("not a deposit");
    this.balance += x;
    this.count++;
    return this.balance;
  }
}

export function twice(start: number, x: number): number {
  const a = new Account(start);
  a.deposit(x);
  return a.deposit(x) + a.count;
}

export function total(start: number, xs: number[]): number {
  const a = new Account(start);
  xs.forEach((x) => { if (x > 0) a.deposit(x); });
  return a.balance;
}
