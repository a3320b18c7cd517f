// the order of jobs spelt out: chained thens queue one job each (§27.2.5.4), returning a promise
// from an async function adopts it two jobs later (§27.2.1.3.2 NewPromiseResolveThenableJob), an
// await takes one job (§27.7.5.3), and an awaited async function that awaits suspends its caller
// too. node writes t1 t2 t3 t5 "after 2" t7 plain "end 2" caught for x = 1; the new version writes
// those lines in that order at once. Equivalent (the symbolic executor must follow the jobs).
export async function f(x: number): Promise<number> {
  console.log("t1");
  console.log("t2");
  console.log("t3");
  console.log("t5");
  console.log("after", x + 1);
  console.log("t7");
  console.log("plain");
  console.log("end", x + 1);
  console.log("caught");
  return x + 1;
}
