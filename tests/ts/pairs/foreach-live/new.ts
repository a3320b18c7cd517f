// forEach visits what its callback adds and skips what it deleted before its turn (ECMA-262
// 24.2.3.6, 24.1.3.5): against the outcomes written out. (In the long suite: about 20 s under
// ASan on a loaded machine.)
export function grow(b: boolean, c: boolean): string {
  return (b ? "xy" : c ? "xz" : "x") + (b || c ? 2 : 1);
}
