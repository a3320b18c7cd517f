// an exception caught at the caller and a test before the call: check throws a RangeError for a
// negative x (ECMA-262 14.15.3 try/catch catches it, 14.14 throw); -0 < 0 is false, NaN passes too
function check(x: number): number {
  if (x < 0) throw new RangeError("negative");
  return x * 3;
}
export function safe(x: number): number {
  try {
    return check(x);
  } catch (e) {
    return -1;
  }
}
