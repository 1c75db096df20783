/** Numbers as spec messages write them. */

/** 1000000 → `1,000,000`: limits are read by people, who miscount zeros. */
export function groupDigits(n: number): string {
  return Math.trunc(n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
