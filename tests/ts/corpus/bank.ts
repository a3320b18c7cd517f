// bank.ts — a small domain model: accounts in a Map, transfers that throw on bad input, a ledger
// of records, totals with cents as integers, formatted with toFixed and padStart.
// run: sim 3
// run: sim 0
class InsufficientFunds extends Error {
  constructor(need: number, have: number) {
    super(`need ${need}, have ${have}`);
    this.name = "InsufficientFunds";
  }
}

class Bank {
  accounts = new Map<string, number>();
  ledger: string[] = [];
  open(name: string, cents: number): void {
    if (this.accounts.has(name)) throw new Error("exists: " + name);
    this.accounts.set(name, cents);
  }
  transfer(from: string, to: string, cents: number): void {
    const a = this.accounts.get(from);
    const b = this.accounts.get(to);
    if (a === undefined || b === undefined) throw new Error(`no account ${a === undefined ? from : to}`);
    if (cents <= 0 || !Number.isInteger(cents)) throw new RangeError("bad amount " + cents);
    if (a < cents) throw new InsufficientFunds(cents, a);
    this.accounts.set(from, a - cents);
    this.accounts.set(to, b + cents);
    this.ledger.push(`${from}->${to}:${cents}`);
  }
  report(): string {
    const lines: string[] = [];
    this.accounts.forEach((c, n) => lines.push(n.padEnd(6, ".") + (c / 100).toFixed(2).padStart(10)));
    return lines.join("\n");
  }
}

export function sim(k: number): number {
  const bank = new Bank();
  bank.open("ann", 10000);
  bank.open("bob", 2550);
  bank.open("cy", 0);
  const tries: [string, string, number][] = [["ann", "bob", 1234], ["bob", "cy", 5000 * k], ["cy", "dan", 1], ["ann", "cy", 0.5], ["bob", "ann", 3784]];
  for (const t of tries) {
    try {
      bank.transfer(t[0], t[1], t[2]);
    } catch (e) {
      if (e instanceof Error) console.log("refused:", e.name, e.message);
    }
  }
  console.log(bank.report());
  console.log(bank.ledger.join(" "));
  let total = 0;
  for (const c of bank.accounts.values()) total += c;
  return total;
}
