// Promise.race, Promise.any, Promise.allSettled and finally in node's job order (ECMA-262 27.2.4.5
// race: each element through Promise.resolve and a then with the race's own resolving functions,
// the first to settle wins; 27.2.4.3 any: the first fulfilment wins, all rejected is an
// AggregateError; 27.2.4.2 allSettled: { status, value } or { status, reason } per element, in
// input order, never rejected; 27.2.5.3 finally: the callback, then its result's then(valueThunk)
// or then(thrower), the derived promise adopting that one: two jobs more than a then). A side chain
// of thens interleaves. Wrong twin: the new version writes "finally" one job late (after s8), as
// if finally took a job more; behaviour_changed.
export async function g(x: number): Promise<number> {
  console.log("s1");
  console.log("s2");
  console.log("race", x * 2);
  console.log("s3");
  console.log("s4");
  console.log("any", x + 1);
  console.log("s5");
  console.log("s6");
  console.log("settled", "rejected", "fulfilled");
  console.log("s7");
  console.log("s8");
  console.log("finally");
  console.log("s9");
  console.log("s10");
  console.log("after", x);
  console.log("s11");
  console.log("s12");
  console.log("none");
  return x * 2 + (x + 1) + x;
}

// wrong twin: "caught" one job early (before t4), as if catchFinally's adoption took a job fewer
export async function h(x: number): Promise<number> {
  console.log("t1");
  console.log("cleanup");
  console.log("t2");
  console.log("t3");
  console.log("caught");
  console.log("t4");
  console.log("t5");
  console.log("t6");
  console.log("t7");
  console.log("race", -1);
  console.log("t8");
  console.log("t9");
  console.log("v", x);
  return x + -1;
}
