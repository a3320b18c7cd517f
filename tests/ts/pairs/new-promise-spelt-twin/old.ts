// new Promise(executor) in node's job order (ECMA-262 27.2.3.1: the executor runs at once with the
// promise's resolving functions; resolving with a value fulfils it, with a promise adopts it
// through a NewPromiseResolveThenableJob, two jobs more; a second call does nothing
// (alreadyResolved, 27.2.1.3); an exception out of the executor rejects it). A side chain of thens
// interleaves; the new version writes node's order at once. Equivalent.
export async function p(x: number): Promise<number> {
  Promise.resolve().then(() => console.log("s1")).then(() => console.log("s2")).then(() => console.log("s3"))
    .then(() => console.log("s4")).then(() => console.log("s5")).then(() => console.log("s6"));
  const a = new Promise<number>((resolve, reject) => {
    console.log("executor");
    resolve(x + 1);
    reject(new Error("ignored"));
  });
  const b = new Promise<number>((resolve) => resolve(a));
  const c = new Promise<number>(() => {
    throw new Error("thrown");
  }).catch(() => -1);
  b.then((v) => console.log("b", v));
  console.log("sync");
  const w = await c;
  console.log("c", w);
  return (await b) + w;
}
