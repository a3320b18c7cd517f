// async_unhandled.ts — node's end for a rejection no handler takes by the time the microtasks
// have drained: an error-like reason is thrown as itself; any other value through node's
// UnhandledPromiseRejection, whose message has the reason as V8's NoSideEffectsToString writes it.
// run: errorReason
// run: numberReason
// run: stringReason
// run: objectReason
// run: arrayReason
// run: floating
// run: firstOfTwo
class Problem {
  code = 7;
}
export function errorReason(): void {
  Promise.reject(new TypeError("bad input"));
}
export function numberReason(): void {
  console.log("start");
  Promise.reject(-0);
}
export function stringReason(): void {
  new Promise<void>((_, reject) => reject("plain text"));
}
export function objectReason(): void {
  Promise.reject(new Problem());
}
export function arrayReason(): void {
  Promise.reject([1, 2]);
}
async function boom(): Promise<void> {
  await null;
  throw new Error("nobody awaits me");
}
export function floating(): number {
  boom();
  Promise.resolve().then(() => console.log("job ran"));
  return 1;
}
export function firstOfTwo(): void {
  Promise.reject(new Error("second")).catch(() => undefined);
  Promise.reject(new Error("first unhandled"));
  Promise.reject(new Error("second unhandled"));
}
