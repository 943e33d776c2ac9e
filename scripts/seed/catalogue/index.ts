import { CONSUMABLE_PRODUCTS } from './products-consumables'
import { ENDODONTIC_PRODUCTS } from './products-endodontics'
import { HYGIENE_AND_RADIOLOGY_PRODUCTS } from './products-hygiene-radiology'
import { IMPLANTOLOGY_PRODUCTS } from './products-implantology'
import { ORTHODONTIC_AND_SURGICAL_PRODUCTS } from './products-orthodontics-surgery'
import { PROSTHETIC_AND_PERIODONTAL_PRODUCTS } from './products-prosthetics-perio'
import { RESTORATIVE_PRODUCTS } from './products-restorative'
import type { SeedProduct } from './types'

export const SEED_PRODUCTS: SeedProduct[] = [
  ...IMPLANTOLOGY_PRODUCTS,
  ...ENDODONTIC_PRODUCTS,
  ...RESTORATIVE_PRODUCTS,
  ...ORTHODONTIC_AND_SURGICAL_PRODUCTS,
  ...PROSTHETIC_AND_PERIODONTAL_PRODUCTS,
  ...HYGIENE_AND_RADIOLOGY_PRODUCTS,
  ...CONSUMABLE_PRODUCTS,
]
