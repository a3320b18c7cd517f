// the wrong twin of await-loop: the sum starts from 1 when x === -0.5 (a number the generated
// probes do not try), so from the first line on the output and the result differ there.
export async function sum3(x: number): Promise<number> {
  let s = x === -0.5 ? 1 : 0;
  for (let i = 0; i < 3; i++) {
    const v = await (x + i);
    s = s + v;
    console.log("step", i, s);
  }
  return s;
}
