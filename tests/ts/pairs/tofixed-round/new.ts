// two decimals by toFixed and by Math.round: toFixed picks the nearer of two decimal strings of the
// exact double and writes trailing zeros (ECMA-262 21.1.3.3), Math.round(x*100)/100 rounds a
// product already rounded in binary and prints the shortest digits (1 -> "1", toFixed "1.00")
export function money(x: number): string {
  return String(Math.round(x * 100) / 100);
}
