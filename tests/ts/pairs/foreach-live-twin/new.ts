// the wrong twin of foreach-live: z visited although y's callback deleted it before its turn
// (24.1.3.5: deleted entries are not visited)
export function grow(b: boolean, c: boolean): string {
  return (b ? (c ? "xyz" : "xy") : c ? "xz" : "x") + (b || c ? 2 : 1);
}
