// two lines logged in the other order: console.log writes one record per call in call order
// (console's Logger, WHATWG Console 2.1; the records are the output compared), so the output differs
export function report(x: number, s: string): void {
  console.log("value " + x);
  console.log(`name ${s}`);
}
