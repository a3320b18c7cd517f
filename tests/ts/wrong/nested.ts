// expect: went wrong: [unsupported] console.log of a container of objects or of strings that need escapes (util.inspect's layout not modelled) at 4:3
// run: f
export function f(): void {
  console.log([[1, 2], [3]]);
}
