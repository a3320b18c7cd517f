// the true twin of log-order: a logged line built by + and by a template: both are the
// concatenation of ToString of the parts (ECMA-262 13.15.3 step 7, 13.2.8.6), the same text
export function report(x: number, s: string): void {
  console.log("value " + x + " of " + s);
}
