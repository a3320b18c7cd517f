// Promise.race, Promise.any, Promise.allSettled and finally in node's job order (ECMA-262 27.2.4.5
// race: each element through Promise.resolve and a then with the race's own resolving functions,
// the first to settle wins; 27.2.4.3 any: the first fulfilment wins, all rejected is an
// AggregateError; 27.2.4.2 allSettled: { status, value } or { status, reason } per element, in
// input order, never rejected; 27.2.5.3 finally: the callback, then its result's then(valueThunk)
// or then(thrower), the derived promise adopting that one: two jobs more than a then). A side chain
// of thens interleaves; the new version writes node's order at once. Equivalent.
export async function g(x: number): Promise<number> {
  Promise.resolve().then(() => console.log("s1")).then(() => console.log("s2")).then(() => console.log("s3"))
    .then(() => console.log("s4")).then(() => console.log("s5")).then(() => console.log("s6"))
    .then(() => console.log("s7")).then(() => console.log("s8")).then(() => console.log("s9"))
    .then(() => console.log("s10")).then(() => console.log("s11")).then(() => console.log("s12"));
  const slow = Promise.resolve(x).then((v) => v + 1);
  const r = await Promise.race([slow, x * 2]);
  console.log("race", r);
  const a = await Promise.any([Promise.reject(new Error("no")), slow, x]);
  console.log("any", a);
  const s = await Promise.allSettled([Promise.reject(new Error("bad")), slow]);
  console.log("settled", s[0].status, s[1].status);
  const f = await Promise.resolve(x).finally(() => console.log("finally"));
  console.log("after", f);
  try {
    await Promise.any([Promise.reject(new Error("e1"))]);
  } catch (e) {
    console.log("none");
  }
  return r + a + f;
}

// finally on a rejection (catchFinally: the callback, then(thrower)), a race a rejected element
// wins, and a finally whose callback returns a promise (PromiseResolve takes it as it is)
export async function h(x: number): Promise<number> {
  Promise.resolve().then(() => console.log("t1")).then(() => console.log("t2")).then(() => console.log("t3"))
    .then(() => console.log("t4")).then(() => console.log("t5")).then(() => console.log("t6"))
    .then(() => console.log("t7")).then(() => console.log("t8")).then(() => console.log("t9"));
  try {
    await Promise.reject(new Error("boom")).finally(() => console.log("cleanup"));
  } catch (e) {
    console.log("caught");
  }
  const w = await Promise.race([Promise.reject(new Error("first")), x]).catch(() => -1);
  console.log("race", w);
  const v = await Promise.resolve(x).finally(() => Promise.resolve(7));
  console.log("v", v);
  return v + w;
}
