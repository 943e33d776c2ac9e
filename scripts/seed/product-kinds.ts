import type { SeedProduct } from './catalogue/types'
import type { ProductKind } from './draw/kinds'

/** What a product in each category looks like; a root category's picture uses its own entry too. */
export const CATEGORY_KINDS: Record<string, ProductKind> = {
  implantoloji: 'implant',
  'implant-sistemleri': 'implant',
  'protetik-parcalar': 'abutment',
  'kemik-grefti-ve-membran': 'vial',
  endodonti: 'rootCanalFile',
  'kanal-egeleri': 'rootCanalFile',
  'kanal-dolgu-malzemeleri': 'points',
  irrigasyon: 'irrigationSyringe',
  restoratif: 'compositeSyringe',
  'kompozit-recineler': 'compositeSyringe',
  'bonding-sistemleri': 'dropperBottle',
  'isik-cihazlari': 'curingLight',
  ortodonti: 'bracket',
  braketler: 'bracket',
  'ark-telleri': 'archwire',
  cerrahi: 'forceps',
  'cerrahi-el-aletleri': 'forceps',
  'sutur-malzemeleri': 'suture',
  protez: 'cartridge',
  'olcu-malzemeleri': 'tub',
  'gecici-kron-malzemeleri': 'cartridge',
  periodontoloji: 'curette',
  kuretler: 'curette',
  'periodontal-sondlar': 'probe',
  'hijyen-ve-sterilizasyon': 'pouch',
  dezenfektanlar: 'bottle',
  'sterilizasyon-posetleri': 'pouch',
  radyoloji: 'sensor',
  'dijital-sensorler': 'sensor',
  'rontgen-aksesuarlari': 'pouch',
  'sarf-malzemeleri': 'gloves',
  eldivenler: 'gloves',
  'maske-ve-onlukler': 'mask',
  'tukuruk-emiciler-ve-pamuklar': 'cottonRolls',
}

/** Products that look unlike the rest of their category, by SKU. */
export const SKU_KINDS: Record<string, ProductKind> = {
  'IMP-KIT-CRH': 'drillKit',
  'MEM-KLJ-2530': 'pouch',
  'END-MTR-X1': 'endoMotor',
  'SLR-BIO-2G': 'syringe',
  'NAOCL-525-1L': 'bottle',
  'DZF-ALT-5L': 'canister',
  'SIL-AD-PUT': 'tubPair',
  'FSF-PLK-2': 'phosphorPlates',
  'RTG-TUT-SET': 'filmHolder',
  'ETC-FOS-37': 'syringe',
  'LED-RDM-01': 'radiometer',
  'ORT-YAP-5G': 'syringe',
  'ELV-BEIN-3': 'elevator',
  'BST-15C-100': 'scalpel',
  'SIL-AD-LB': 'cartridge',
  'GSM-OJN-50': 'tub',
  'KLH-JEL-10': 'syringe',
  'DZF-MND-120': 'wipes',
  'OTK-B-18L': 'autoclave',
  'RTG-ONL-KRS': 'apron',
  'ONL-TK-10': 'apron',
  'SPR-YZ-10': 'faceShield',
  'ONL-HST-500': 'bib',
  'TKE-100': 'salivaEjector',
  'GZB-5X5-100': 'gauze',
}

/** The kind a product is drawn as; throws for a category nobody has mapped, so a new one cannot slip by. */
export function productKind(product: Pick<SeedProduct, 'sku' | 'category'>): ProductKind {
  const kind = SKU_KINDS[product.sku] ?? CATEGORY_KINDS[product.category]
  if (!kind)
    throw new Error(`No picture kind for seed product ${product.sku} in category ${product.category}`)
  return kind
}

export function categoryKind(slug: string): ProductKind {
  const kind = CATEGORY_KINDS[slug]
  if (!kind) throw new Error(`No picture kind for seed category ${slug}`)
  return kind
}
