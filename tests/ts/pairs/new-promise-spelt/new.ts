// new Promise(executor) in node's job order (ECMA-262 27.2.3.1: the executor runs at once with the
// promise's resolving functions; resolving with a value fulfils it, with a promise adopts it
// through a NewPromiseResolveThenableJob, two jobs more; a second call does nothing
// (alreadyResolved, 27.2.1.3); an exception out of the executor rejects it). A side chain of thens
// interleaves; the new version writes node's order at once. Equivalent.
export async function p(x: number): Promise<number> {
  console.log("executor");
  console.log("sync");
  console.log("s1");
  console.log("s2");
  console.log("c", -1);
  console.log("s3");
  console.log("b", x + 1);
  console.log("s4");
  console.log("s5");
  console.log("s6");
  return x + 1 + -1;
}
