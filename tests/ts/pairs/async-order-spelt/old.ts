// the order of jobs spelt out: chained thens queue one job each (§27.2.5.4), returning a promise
// from an async function adopts it two jobs later (§27.2.1.3.2 NewPromiseResolveThenableJob), an
// await takes one job (§27.7.5.3), and an awaited async function that awaits suspends its caller
// too. node writes t1 t2 t3 t5 "after 2" t7 plain "end 2" caught for x = 1; the new version writes
// those lines in that order at once. Equivalent (the symbolic executor must follow the jobs).
async function adopt(x: number): Promise<number> {
  return Promise.resolve(x + 1);
}
async function plain(x: number): Promise<number> {
  await null;
  console.log("plain");
  return x;
}
export async function f(x: number): Promise<number> {
  const p = Promise.resolve(x);
  p.then(() => console.log("t1")).then(() => console.log("t3")).then(() => console.log("t5")).then(() => console.log("t7"));
  p.then(() => console.log("t2"));
  const v = await adopt(x);
  console.log("after", v);
  const w = await plain(v);
  console.log("end", w);
  Promise.reject(new Error("e")).catch(() => console.log("caught"));
  return w;
}
