/**
 * A split team's price in shares (issue 28): `size` equal shares in whole paise, the remainder
 * on the captain's, so the shares always add up to the price exactly.
 */
export function teamShares(priceMinor: number, size: number): { member: number; captain: number } {
  const member = Math.floor(priceMinor / size);
  return { member, captain: priceMinor - member * (size - 1) };
}
