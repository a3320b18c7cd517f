// async_finally.ts — Promise.prototype.finally (§27.2.5.3): the callback sees no value, the
// value or reason passes through, a throw or a rejected promise from the callback replaces it, and
// the pass-through costs the jobs of the promise it waits for; try/finally around await.
// run: passThrough 3
// run: replaced
// run: tryFinally true
// run: tryFinally false
export async function passThrough(x: number): Promise<string> {
  const log: string[] = [];
  const a = Promise.resolve(x).finally(() => log.push("fin a"));
  const b = Promise.reject(new Error("no")).finally(() => log.push("fin b"));
  Promise.resolve().then(() => log.push("j1")).then(() => log.push("j2")).then(() => log.push("j3"));
  const va = await a;
  let vb = "";
  try {
    await b;
  } catch (e) {
    vb = String(e);
  }
  log.push("va " + va, "vb " + vb);
  return log.join(", ");
}

export async function replaced(): Promise<string[]> {
  const out: string[] = [];
  try {
    await Promise.resolve(1).finally(() => {
      throw new RangeError("from finally");
    });
  } catch (e) {
    out.push(String(e));
  }
  try {
    await Promise.resolve(2).finally(() => Promise.reject(new TypeError("rejected in finally")));
  } catch (e) {
    out.push(String(e));
  }
  const v = await Promise.resolve(3).finally(() => Promise.resolve(99));
  out.push("kept " + v);
  return out;
}

export async function tryFinally(fail: boolean): Promise<string> {
  const log: string[] = [];
  try {
    log.push("try");
    await null;
    if (fail) throw new Error("inside");
    log.push("no throw");
    return log.join(" ");
  } finally {
    await null;
    log.push("finally");
    console.log(log.join(" "));
  }
}
