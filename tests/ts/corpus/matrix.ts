// matrix.ts — nested arrays: matrix product, transpose, determinant by elimination with doubles,
// identity checks.
// run: mat 3
// run: mat 1
function identity(n: number): number[][] {
  const m: number[][] = [];
  for (let i = 0; i < n; i++) {
    const row: number[] = [];
    for (let j = 0; j < n; j++) row.push(i === j ? 1 : 0);
    m.push(row);
  }
  return m;
}

function mul(a: number[][], b: number[][]): number[][] {
  return a.map((row) => b[0].map((_, j) => row.reduce((s, v, k) => s + v * b[k][j], 0)));
}

function det(m: number[][]): number {
  const a = m.map((r) => r.slice());
  let d = 1;
  for (let i = 0; i < a.length; i++) {
    let p = i;
    for (let r = i + 1; r < a.length; r++) if (Math.abs(a[r][i]) > Math.abs(a[p][i])) p = r;
    if (a[p][i] === 0) return 0;
    if (p !== i) {
      const t = a[p];
      a[p] = a[i];
      a[i] = t;
      d = -d;
    }
    d *= a[i][i];
    for (let r = i + 1; r < a.length; r++) {
      const f = a[r][i] / a[i][i];
      for (let c = i; c < a.length; c++) a[r][c] -= f * a[i][c];
    }
  }
  return d;
}

export function mat(n: number): number {
  const m: number[][] = [];
  for (let i = 0; i < n; i++) {
    const row: number[] = [];
    for (let j = 0; j < n; j++) row.push(((i + 1) * (j + 2)) % 7 + 0.5);
    m.push(row);
  }
  const p = mul(m, identity(n));
  const t = m[0].map((_, j) => m.map((r) => r[j]));
  console.log(p.map((r) => r.join(" ")).join(" / "));
  console.log(t.map((r) => r.join(" ")).join(" / "));
  console.log(det(m), det(mul(m, t)));
  return det(m);
}
