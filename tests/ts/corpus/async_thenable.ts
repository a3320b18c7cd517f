// async_thenable.ts — resolving with a thenable (§27.2.1.3.2 step 13-15): its then is read at
// once and called one job later (NewPromiseResolveThenableJob), so adopting a promise costs two
// more jobs than a value; a thenable's then that throws rejects, after resolve it is ignored.
// run: ticks
// run: userThenable 7
// run: throwingThen
class Box {
  v = 1;
}
class Later {
  v: number;
  constructor(v: number) {
    this.v = v;
  }
  then(ok: (v: number) => void, _bad: (e: unknown) => void): void {
    console.log("then called with", this.v);
    ok(this.v * 10);
  }
}
class Broken {
  then(ok: (v: number) => void): void {
    ok(1);
    throw new Error("after resolve");
  }
}
class Throws {
  then(_ok: (v: number) => void): void {
    throw new Error("then threw");
  }
}

export function ticks(): void {
  const log: string[] = [];
  const viaValue = new Promise<number>((resolve) => resolve(1));
  const viaPromise = new Promise<number>((resolve) => resolve(Promise.resolve(2)));
  viaPromise.then(() => log.push("adopted"));
  viaValue.then(() => log.push("value"));
  Promise.resolve()
    .then(() => log.push("t1"))
    .then(() => log.push("t2"))
    .then(() => log.push("t3"))
    .then(() => console.log(log.join(" ")));
}

export async function userThenable(x: number): Promise<number> {
  console.log("before");
  const v = await new Later(x);
  console.log("after", v);
  const w = await Promise.resolve(new Later(v));
  return w + 1;
}

export async function throwingThen(): Promise<string> {
  const a = await new Broken();
  let msg = "none";
  try {
    await new Throws();
  } catch (e) {
    msg = String(e);
  }
  return a + " " + msg + " " + (new Box() instanceof Box);
}
