// expect: went wrong: [unsupported] a class extending Promise at 5:1
// run: f
// A subclass of Promise is not modelled (its species and constructor are looked up by then and the
// statics): it goes wrong where the class is made. (Promise.any is modelled: corpus async_any.ts.)
class Later extends Promise<number> {}
export async function f(): Promise<number> {
  return new Later((res) => res(1));
}
