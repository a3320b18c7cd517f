// expect: went wrong: [out_of_fuel] more than 4096 async calls suspended at once at 10:5
// run: f
// Every call waits on a promise that never settles: each holds its stack; Equiv's limit, not node's.
async function wait(p: Promise<void>): Promise<void> {
  await p;
}
export function f(): number {
  const never = new Promise<void>(() => {});
  for (let i = 0; i < 5000; i++) {
    wait(never);
  }
  return 0;
}
