// expect: went wrong: [unsupported] async function (promises and the job queue are not modelled yet) at 3:1
// run: f
export async function f(): Promise<number> {
  return 1;
}
