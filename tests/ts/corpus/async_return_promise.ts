// async_return_promise.ts — what an async function returns: a value fulfils its promise at once,
// a returned promise is adopted through NewPromiseResolveThenableJob (two jobs more), and
// `return await p` takes one job after p settles (§27.7.5.2, §27.2.1.3.2).
// run: race
// run: nested 3
async function plain(): Promise<string> {
  return "plain";
}
async function returnsPromise(): Promise<string> {
  return Promise.resolve("returnsPromise");
}
async function returnsAwait(): Promise<string> {
  return await Promise.resolve("returnsAwait");
}
function notAsync(): Promise<string> {
  return Promise.resolve("notAsync");
}

export function race(): void {
  const order: string[] = [];
  const fs = [returnsPromise, returnsAwait, plain, notAsync];
  for (const f of fs) f().then((s) => order.push(s));
  let n = 0;
  const tick = (): void => {
    order.push("tick" + n);
    n++;
    if (n < 5) Promise.resolve().then(tick);
    else console.log(order.join(" "));
  };
  Promise.resolve().then(tick);
}

async function depth(n: number): Promise<number> {
  if (n === 0) return 0;
  return (await depth(n - 1)) + n;
}

export async function nested(n: number): Promise<number> {
  const log: number[] = [];
  const p = depth(n).then((v) => {
    log.push(v);
    return v;
  });
  log.push(-1);
  const v = await p;
  console.log(log);
  return v * 2;
}
