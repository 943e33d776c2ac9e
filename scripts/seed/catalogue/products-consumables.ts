import type { SeedProduct } from './types'

/** Gloves, masks, gowns, saliva ejectors and other everyday consumables. */
export const CONSUMABLE_PRODUCTS: SeedProduct[] = [
  {
    category: 'eldivenler',
    sku: 'ELD-NTR-M',
    price: 185,
    stock: 240,
    featured: true,
    name: [
      'Pudrasız Nitril Muayene Eldiveni M (100 Adet)',
      'Powder-Free Nitrile Examination Gloves M (100 pcs)',
    ],
    short: ['Lateks içermeyen, dokulu parmak uçlu.', 'Latex-free with textured fingertips.'],
    description: [
      'Kimyasallara dayanıklı, yüksek dokunma hassasiyetli mavi nitril muayene eldiveni.',
      'Chemical-resistant blue nitrile examination gloves with high tactile sensitivity.',
    ],
    specs: [
      ['Beden', 'Size', 'M'],
      ['Adet', 'Pieces', '100'],
      ['Malzeme', 'Material', 'Nitril', 'Nitrile'],
    ],
  },
  {
    category: 'eldivenler',
    sku: 'ELD-NTR-S',
    price: 185,
    stock: 0,
    name: [
      'Pudrasız Nitril Muayene Eldiveni S (100 Adet)',
      'Powder-Free Nitrile Examination Gloves S (100 pcs)',
    ],
    short: ['Lateks içermeyen, dokulu parmak uçlu.', 'Latex-free with textured fingertips.'],
    description: [
      'Küçük beden, kimyasallara dayanıklı mavi nitril muayene eldiveni.',
      'Small-size, chemical-resistant blue nitrile examination gloves.',
    ],
    specs: [
      ['Beden', 'Size', 'S'],
      ['Adet', 'Pieces', '100'],
      ['Malzeme', 'Material', 'Nitril', 'Nitrile'],
    ],
  },
  {
    category: 'eldivenler',
    sku: 'ELD-CRH-75',
    price: 42,
    stock: 300,
    name: ['Steril Cerrahi Lateks Eldiven No:7.5', 'Sterile Latex Surgical Gloves Size 7.5'],
    short: ['Çift paketli, anatomik steril eldiven.', 'Anatomical sterile gloves, paired pack.'],
    description: [
      'Cerrahi işlemler için gama ışınıyla sterilize edilmiş, boncuklu manşetli lateks eldiven.',
      'Gamma-sterilised latex gloves with beaded cuffs for surgical procedures.',
    ],
    specs: [
      ['Numara', 'Size', '7.5'],
      ['Sterilizasyon', 'Sterilisation', 'Gama', 'Gamma'],
    ],
  },
  {
    category: 'maske-ve-onlukler',
    sku: 'MSK-3KT-50',
    price: 95,
    stock: 410,
    name: ['3 Katlı Cerrahi Maske Tip IIR (50 Adet)', '3-Ply Surgical Mask Type IIR (50 pcs)'],
    short: ['Sıvı sıçramasına dirençli cerrahi maske.', 'Splash-resistant surgical mask.'],
    description: [
      '%98 bakteriyel filtrasyon verimliliği sağlayan, burun telli ve kulak askılı maske.',
      'Mask with 98% bacterial filtration efficiency, nose wire and ear loops.',
    ],
    specs: [
      ['Tip', 'Type', 'IIR'],
      ['Adet', 'Pieces', '50'],
      ['BFE', 'BFE', '≥ %98', '≥ 98%'],
    ],
  },
  {
    category: 'maske-ve-onlukler',
    sku: 'ONL-TK-10',
    price: 260,
    stock: 4,
    name: ['Tek Kullanımlık Hasta Önlüğü (10 Adet)', 'Disposable Patient Gown (10 pcs)'],
    short: ['Sıvı geçirmez, manşetli önlük.', 'Fluid-resistant gown with cuffs.'],
    description: [
      'Cerrahi işlemler sırasında hasta ve hekim için koruma sağlayan, nefes alabilen SMS kumaş önlük.',
      'Breathable SMS gown that protects patient and clinician during surgical procedures.',
    ],
    specs: [
      ['Adet', 'Pieces', '10'],
      ['Kumaş', 'Fabric', 'SMS 35 g/m²'],
      ['Beden', 'Size', 'Standart', 'Standard'],
    ],
  },
  {
    category: 'maske-ve-onlukler',
    sku: 'SPR-YZ-10',
    price: 330,
    stock: 27,
    name: ['Yüz Koruyucu Siperlik (10 Adet)', 'Face Shield Visor (10 pcs)'],
    short: ['Buğu önleyici, şeffaf siperlik.', 'Anti-fog clear visor.'],
    description: [
      'Aerosol üreten işlemler sırasında tüm yüzü koruyan, ayarlanabilir bantlı siperlik.',
      'Full-face visor with an adjustable band for aerosol-generating procedures.',
    ],
    specs: [
      ['Adet', 'Pieces', '10'],
      ['Kaplama', 'Coating', 'Buğu önleyici', 'Anti-fog'],
    ],
  },
  {
    category: 'tukuruk-emiciler-ve-pamuklar',
    sku: 'TKE-100',
    price: 70,
    stock: 520,
    name: ['Tükürük Emici (100 Adet)', 'Saliva Ejectors (100 pcs)'],
    short: ['Şekil verilebilen, çıkarılabilir uçlu.', 'Bendable, with removable tips.'],
    description: [
      'Şeffaf gövdeli, bükülebilir tel destekli ve yumuşak uçlu tek kullanımlık tükürük emiciler.',
      'Clear single-use saliva ejectors with a bendable wire core and soft tips.',
    ],
    specs: [
      ['Adet', 'Pieces', '100'],
      ['Uzunluk', 'Length', '150 mm'],
    ],
  },
  {
    category: 'tukuruk-emiciler-ve-pamuklar',
    sku: 'PMK-RL-2',
    price: 110,
    stock: 3,
    name: ['Pamuk Rulo No:2 (300 g)', 'Cotton Rolls No. 2 (300 g)'],
    short: ['Yüksek emicilikli dental pamuk rulo.', 'Highly absorbent dental cotton rolls.'],
    description: [
      'İzolasyon ve kanama kontrolü için %100 pamuktan, tüy bırakmayan rulolar.',
      'Lint-free 100% cotton rolls for isolation and bleeding control.',
    ],
    specs: [
      ['Numara', 'Size', '2'],
      ['Miktar', 'Amount', '300 g'],
    ],
  },
  {
    category: 'tukuruk-emiciler-ve-pamuklar',
    sku: 'GZB-5X5-100',
    price: 85,
    stock: 260,
    name: ['Steril Olmayan Gazlı Bez 5 x 5 cm (100 Adet)', 'Non-Sterile Gauze Swabs 5 x 5 cm (100 pcs)'],
    short: ['8 katlı, katlanmış gazlı bez.', '8-ply folded gauze swabs.'],
    description: [
      'Çekim sonrası tampon ve genel klinik kullanım için yumuşak, emici pamuklu gazlı bez.',
      'Soft, absorbent cotton gauze for post-extraction packs and general clinical use.',
    ],
    specs: [
      ['Boyut', 'Size', '5 x 5 cm'],
      ['Kat', 'Ply', '8'],
      ['Adet', 'Pieces', '100'],
    ],
  },
  {
    category: 'sarf-malzemeleri',
    sku: 'ONL-HST-500',
    price: 240,
    stock: 140,
    name: ['Hasta Boyun Önlüğü (500 Adet)', 'Patient Bibs (500 pcs)'],
    short: ['Su geçirmez arka yüzlü kağıt önlük.', 'Paper bibs with a waterproof backing.'],
    description: [
      'Üç kat kağıt ve bir kat polietilenden oluşan, emici ve sızdırmaz hasta önlüğü.',
      'Absorbent, leak-proof bibs made of three layers of tissue and one of polyethylene.',
    ],
    specs: [
      ['Adet', 'Pieces', '500'],
      ['Boyut', 'Size', '33 x 45 cm'],
    ],
  },
]
