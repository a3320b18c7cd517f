// async_methods.ts — async methods and arrows: this inside an async method and an async arrow
// (its this is the method's), a closure's state seen after await, a static async method,
// super.m() in an async method after await.
// run: account 100
// run: account 5
// run: overriding
class Account {
  balance: number;
  history: string[] = [];
  constructor(b: number) {
    this.balance = b;
  }
  async withdraw(n: number): Promise<boolean> {
    await null;
    if (n > this.balance) {
      this.history.push("refused " + n);
      return false;
    }
    this.balance -= n;
    this.history.push("took " + n);
    return true;
  }
  async batch(ns: number[]): Promise<number> {
    const run = async (n: number): Promise<number> => ((await this.withdraw(n)) ? 1 : 0);
    let ok = 0;
    for (const n of ns) ok += await run(n);
    return ok;
  }
  static async open(b: number): Promise<Account> {
    await Promise.resolve();
    return new Account(b);
  }
}

export async function account(start: number): Promise<string> {
  const acc = await Account.open(start);
  const both = await Promise.all([acc.withdraw(30), acc.withdraw(50)]);
  const n = await acc.batch([10, 20, 40]);
  console.log(acc.history.join("; "));
  return `${both.join("/")} ${n} ${acc.balance}`;
}

// an async method overriding an async method: super.m() after an await (the method's home
// object survives the suspension), and an async arrow in a field initialiser keeping its this
class Base {
  name = "base";
  async describe(): Promise<string> {
    await null;
    return "I am " + this.name;
  }
}
class Derived extends Base {
  name = "derived";
  later = async (): Promise<string> => {
    await null;
    return this.name + " later";
  };
  async describe(): Promise<string> {
    await Promise.resolve();
    const up = await super.describe();
    return up + " (via super)";
  }
}

export async function overriding(): Promise<string[]> {
  const d = new Derived();
  return [await d.describe(), await d.later(), await new Base().describe()];
}
