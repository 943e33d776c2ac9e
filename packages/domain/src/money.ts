/**
 * Money is stored as integer kuruş (1/100 lira) so sums and taxes are exact; the API speaks lira with two
 * decimals. These two functions are the only crossing between the two.
 */
export function liraToKurus(lira: number): number {
  return Math.round(lira * 100)
}

export function kurusToLira(kurus: number): number {
  return Math.round(kurus) / 100
}
