// Vec<Vec<T>>: a grid built row by row, indexed twice, summed by rows and columns.
// CASE: grid | 3, 4
// CASE: grid | 0, 2
// CASE: transpose | 2, 3
// CASE: cell | 2, 2, 1, 5
pub fn grid(r: usize, c: usize) -> (Vec<usize>, usize) {
    let mut g: Vec<Vec<usize>> = Vec::new();
    for i in 0..r {
        let mut row = Vec::new();
        for j in 0..c { row.push(i * c + j); }
        g.push(row);
    }
    let sums: Vec<usize> = g.iter().map(|row| row.iter().sum()).collect();
    let mut col = 0;
    for row in &g { if c > 1 { col += row[1]; } }
    (sums, col)
}
pub fn transpose(r: usize, c: usize) -> Vec<Vec<i32>> {
    let g: Vec<Vec<i32>> = (0..r).map(|i| (0..c).map(|j| (i * 10 + j) as i32).collect()).collect();
    let mut t = vec![vec![0; r]; c];
    for i in 0..r { for j in 0..c { t[j][i] = g[i][j]; } }
    t
}
pub fn cell(r: usize, c: usize, i: usize, j: usize) -> u8 {
    let g = vec![vec![7u8; c]; r];
    g[i][j]
}
