// the wrong twins of class-method: the free function accepts a deposit of 0 that the method
// refuses (an uncaught RangeError is an outcome: 20.5.5.2), and the loop no longer skips the
// elements that are not positive: a negative one throws where the callback skipped it
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
