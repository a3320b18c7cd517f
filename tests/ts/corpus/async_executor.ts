// async_executor.ts — new Promise(executor) (§27.2.3.1): the executor runs at once, only the
// first call of resolve or reject counts, a throw after resolve is ignored and one before rejects;
// resolving a promise with itself rejects with a TypeError (§27.2.1.3.2 step 7).
// run: firstWins
// run: throwing
// run: selfResolve
export async function firstWins(): Promise<string> {
  const log: string[] = [];
  const p = new Promise<string>((resolve, reject) => {
    log.push("executor");
    resolve("one");
    resolve("two");
    reject(new Error("ignored"));
  });
  log.push("after new");
  const v = await p;
  log.push(v);
  return log.join(" ");
}

export async function throwing(): Promise<string[]> {
  const out: string[] = [];
  const a = new Promise<number>((resolve) => {
    resolve(1);
    throw new Error("after resolve");
  });
  out.push("a " + (await a));
  const b = new Promise<number>(() => {
    throw new RangeError("before resolve");
  });
  try {
    await b;
  } catch (e) {
    out.push("b " + String(e));
  }
  return out;
}

export async function selfResolve(): Promise<string> {
  let resolveIt: (v: unknown) => void = () => {};
  const p = new Promise<unknown>((resolve) => {
    resolveIt = resolve;
  });
  resolveIt(p);
  try {
    await p;
    return "resolved";
  } catch (e) {
    return String(e) + " " + (e instanceof TypeError) + " " + (Promise.resolve(p) === p);
  }
}
