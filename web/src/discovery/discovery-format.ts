// Words of the discovery screens.

export function postCountLabel(n: number): string {
  return n === 1 ? '1 post' : `${n.toLocaleString('en-US')} posts`;
}
