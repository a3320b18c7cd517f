// an async helper inlined, its await kept on the value: awaiting the helper's fulfilled promise and
// awaiting a number each take one job (§27.7.5.3 Await: PromiseResolve, then PerformPromiseThen on
// a settled promise queues the continuation at once), so the side job queued before still runs
// first in both: "twice", "side", "got", and the promise is fulfilled with 2x+1. Equivalent.
async function twice(x: number): Promise<number> {
  console.log("twice", x);
  return x * 2;
}
export async function run(x: number): Promise<number> {
  Promise.resolve(x).then((y) => console.log("side", y));
  const v = await twice(x);
  console.log("got", v);
  return v + 1;
}
