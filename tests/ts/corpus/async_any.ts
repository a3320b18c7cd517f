// async_any.ts — Promise.any (§27.2.4.3): the first element to fulfil wins, a rejection waits for
// the others; all rejected (or none given) is an AggregateError with the reasons in input order
// (node's message "All promises were rejected"; its errors property is typed any, outside the subset). queueMicrotask (node): the callback joins the one
// microtask queue behind the promise jobs already in it; an exception out of it ends the run.
// run: firstFulfilled 2
// run: allRejected 3
// run: none
// run: aggregate 2
// run: microOrder 1
// run: microThrows
// run: microNested 3
export async function firstFulfilled(n: number): Promise<number> {
  const slow = new Promise<number>((res) => setTimeout(() => res(n * 100), 100));
  const r = await Promise.any([Promise.reject(new Error("no")), slow, Promise.resolve(n).then((v) => v + 1)]);
  console.log("won", r);
  return r;
}
export async function allRejected(n: number): Promise<string> {
  const ps: Promise<number>[] = [];
  for (let i = 0; i < n; i++) ps.push(i % 2 ? Promise.reject(new RangeError("r" + i)) : Promise.reject(new TypeError("t" + i)));
  try {
    await Promise.any(ps);
    return "none";
  } catch (e) {
    if (e instanceof AggregateError) {
      console.log(e.name, e.message);
      return String(e);
    }
    return "other";
  }
}
export function none(): Promise<number> {
  const p = Promise.any<number>([]);
  p.catch((e: unknown) => console.log("caught", e instanceof AggregateError, String(e)));
  return p.then(() => 1, () => 2);
}
export function aggregate(n: number): string {
  const e = new AggregateError([1, "two", n], "many");
  const f = new AggregateError(new Set([n]));
  return e.name + ":" + e.message + ":" + f.message.length + ":" + (e instanceof Error) + ":" + String(f);
}
export function microOrder(n: number): number {
  const out: string[] = [];
  Promise.resolve().then(() => out.push("p1"));
  queueMicrotask(() => {
    out.push("m1");
    Promise.resolve().then(() => out.push("p3"));
    queueMicrotask(() => out.push("m3"));
  });
  Promise.resolve().then(() => out.push("p2"));
  queueMicrotask(() => out.push("m2"));
  setTimeout(() => console.log(out.join(" ")), 0);
  return n;
}
export function microThrows(): number {
  queueMicrotask(() => console.log("first"));
  queueMicrotask(() => {
    throw new Error("in a microtask");
  });
  queueMicrotask(() => console.log("never"));
  return 0;
}
export async function microNested(n: number): Promise<number> {
  let k = 0;
  const tick = (): void => {
    k++;
    if (k < n) queueMicrotask(tick);
  };
  queueMicrotask(tick);
  await null;
  console.log("after one await", k);
  await new Promise<void>((res) => setTimeout(res, 1));
  return k;
}
