// expect: 3:3: error: [unsupported] 'var' declaration (use let or const)
export function f(): number {
  var x = 1;
  return x;
}
