import type { SeedProduct } from './types'

/** Disinfection, sterilisation and radiology products. */
export const HYGIENE_AND_RADIOLOGY_PRODUCTS: SeedProduct[] = [
  {
    category: 'dezenfektanlar',
    sku: 'DZF-YZY-1L',
    price: 220,
    stock: 130,
    featured: true,
    name: ['Alkol Bazlı Yüzey Dezenfektanı 1 L', 'Alcohol-Based Surface Disinfectant 1 L'],
    short: ['1 dakikada etkili, hızlı kuruyan sprey.', 'Fast-drying spray effective within 1 minute.'],
    description: [
      'Ünit, tezgah ve tıbbi cihaz yüzeyleri için bakteri, mantar ve zarflı virüslere etkili dezenfektan.',
      'Disinfectant for dental units, worktops and device surfaces, effective against bacteria, fungi and enveloped viruses.',
    ],
    specs: [
      ['Hacim', 'Volume', '1 L'],
      ['Etki süresi', 'Contact time', '60 sn', '60 s'],
      ['Form', 'Form', 'Sprey', 'Spray'],
    ],
  },
  {
    category: 'dezenfektanlar',
    sku: 'DZF-ALT-5L',
    price: 890,
    discount: 760,
    stock: 21,
    name: ['Alet Dezenfektanı Konsantre 5 L', 'Instrument Disinfectant Concentrate 5 L'],
    short: ['Aldehitsiz, enzim içerikli konsantre.', 'Aldehyde-free concentrate with enzymes.'],
    description: [
      '%2 dilüsyonda kullanılan, korozyon önleyici, enzimatik alet temizleme ve dezenfeksiyon solüsyonu.',
      'Enzymatic, anti-corrosive instrument cleaning and disinfection concentrate used at 2% dilution.',
    ],
    specs: [
      ['Hacim', 'Volume', '5 L'],
      ['Dilüsyon', 'Dilution', '%2', '2%'],
      ['İçerik', 'Formula', 'Aldehitsiz', 'Aldehyde-free'],
    ],
  },
  {
    category: 'dezenfektanlar',
    sku: 'DZF-MND-120',
    price: 175,
    stock: 0,
    name: ['Dezenfektan Islak Mendil (120 Adet)', 'Disinfectant Wipes (120 pcs)'],
    short: ['Hassas yüzeyler için alkolsüz mendil.', 'Alcohol-free wipes for sensitive surfaces.'],
    description: [
      'Deri koltuklar ve plastik yüzeylerde iz bırakmadan kullanılabilen kuaterner amonyum bazlı mendiller.',
      'Quaternary ammonium wipes that leave no residue on upholstery and plastic surfaces.',
    ],
    specs: [
      ['Adet', 'Pieces', '120'],
      ['İçerik', 'Formula', 'Alkolsüz', 'Alcohol-free'],
    ],
  },
  {
    category: 'sterilizasyon-posetleri',
    sku: 'STP-90260',
    price: 310,
    stock: 75,
    name: [
      'Kendinden Yapışkanlı Sterilizasyon Poşeti 90 x 260 mm (200 Adet)',
      'Self-Sealing Sterilisation Pouch 90 x 260 mm (200 pcs)',
    ],
    short: ['İndikatörlü otoklav poşeti.', 'Autoclave pouch with indicator.'],
    description: [
      'Buhar ve etilen oksit indikatörlü, tıbbi kağıt ve şeffaf filmden üretilmiş sterilizasyon poşeti.',
      'Medical paper and clear film pouch with steam and ethylene oxide indicators.',
    ],
    specs: [
      ['Boyut', 'Size', '90 x 260 mm'],
      ['Adet', 'Pieces', '200'],
      ['İndikatör', 'Indicator', 'Buhar + EO', 'Steam + EO'],
    ],
  },
  {
    category: 'sterilizasyon-posetleri',
    sku: 'STP-IND-250',
    price: 450,
    discount: 395,
    stock: 33,
    name: ['Sınıf 5 Kimyasal İndikatör Şerit (250 Adet)', 'Class 5 Chemical Indicator Strips (250 pcs)'],
    short: ['Her sterilizasyon döngüsünü doğrular.', 'Verifies every sterilisation cycle.'],
    description: [
      'Sıcaklık, süre ve buhar kalitesini birlikte izleyen entegre kimyasal indikatör.',
      'Integrating indicator that monitors temperature, time and steam quality together.',
    ],
    specs: [
      ['Sınıf', 'Class', '5'],
      ['Adet', 'Pieces', '250'],
      ['Döngü', 'Cycle', '121-134 °C'],
    ],
  },
  {
    category: 'hijyen-ve-sterilizasyon',
    sku: 'OTK-B-18L',
    price: 128000,
    stock: 1,
    name: ['B Sınıfı Otoklav 18 L', 'Class B Autoclave 18 L'],
    short: ['Vakumlu, B sınıfı buhar sterilizatörü.', 'Vacuum class B steam steriliser.'],
    description: [
      'Fraksiyone ön vakum ile içi boş aletleri de steril eden, USB kayıt çıkışlı otoklav.',
      'Autoclave with fractionated pre-vacuum for hollow instruments and USB cycle logging.',
    ],
    specs: [
      ['Hacim', 'Chamber', '18 L'],
      ['Sınıf', 'Class', 'B'],
      ['Döngü süresi', 'Cycle time', '35 dk', '35 min'],
      ['Kayıt', 'Logging', 'USB'],
    ],
  },
  {
    category: 'dijital-sensorler',
    sku: 'SNS-RVG-2',
    price: 52000,
    discount: 47500,
    stock: 2,
    featured: true,
    name: ['İntraoral Dijital Röntgen Sensörü Boy 2', 'Intraoral Digital X-ray Sensor Size 2'],
    short: ['CMOS teknolojili, USB bağlantılı sensör.', 'CMOS sensor with USB connection.'],
    description: [
      'Yüksek çözünürlüklü görüntü ve düşük radyasyon dozu sağlayan, yuvarlatılmış köşeli dijital sensör.',
      'High-resolution digital sensor with rounded corners that allows a low radiation dose.',
    ],
    specs: [
      ['Boy', 'Size', '2'],
      ['Çözünürlük', 'Resolution', '20 lp/mm'],
      ['Bağlantı', 'Connection', 'USB 2.0'],
    ],
  },
  {
    category: 'dijital-sensorler',
    sku: 'FSF-PLK-2',
    price: 2800,
    stock: 10,
    name: ['Fosfor Plak Boy 2 (4 Adet)', 'Phosphor Storage Plate Size 2 (4 pcs)'],
    short: ['Tarayıcılarla uyumlu fosfor plak.', 'Phosphor plate for plate scanners.'],
    description: [
      'Binlerce kez kullanılabilen, esnek ve ince yapılı dijital görüntüleme plakası.',
      'Thin, flexible imaging plate that can be reused thousands of times.',
    ],
    specs: [
      ['Boy', 'Size', '2'],
      ['Adet', 'Pieces', '4'],
    ],
  },
  {
    category: 'rontgen-aksesuarlari',
    sku: 'RTG-KLF-500',
    price: 280,
    stock: 88,
    name: ['Sensör Koruyucu Kılıf (500 Adet)', 'Sensor Barrier Sleeves (500 pcs)'],
    short: ['Tek kullanımlık hijyenik sensör kılıfı.', 'Single-use hygienic sensor sleeves.'],
    description: [
      'Çapraz kontaminasyonu önlemek için dijital sensör ve fosfor plaklara uygun şeffaf kılıflar.',
      'Clear sleeves for digital sensors and phosphor plates to prevent cross-contamination.',
    ],
    specs: [
      ['Adet', 'Pieces', '500'],
      ['Boy', 'Size', '2'],
    ],
  },
  {
    category: 'rontgen-aksesuarlari',
    sku: 'RTG-TUT-SET',
    price: 950,
    stock: 12,
    name: ['Paralel Teknik Film Tutucu Seti', 'Parallel Technique Film Holder Set'],
    short: ['Renk kodlu, otoklavlanabilir tutucular.', 'Colour-coded autoclavable holders.'],
    description: [
      'Anterior, posterior ve bitewing çekimleri için hizalama halkalı film ve sensör tutucu seti.',
      'Film and sensor holders with aiming rings for anterior, posterior and bitewing views.',
    ],
    specs: [
      ['Parça sayısı', 'Pieces', '8'],
      ['Sterilizasyon', 'Sterilisation', '134 °C otoklav', '134 °C autoclave'],
    ],
  },
  {
    category: 'rontgen-aksesuarlari',
    sku: 'RTG-ONL-KRS',
    price: 3400,
    discount: 2950,
    stock: 5,
    name: ['Kurşun Eşdeğerli Röntgen Önlüğü', 'Lead-Equivalent X-ray Apron'],
    short: ['Tiroid korumalı hasta önlüğü.', 'Patient apron with thyroid collar.'],
    description: [
      '0.35 mm kurşun eşdeğeri koruma sağlayan, hafif ve silinebilir yüzeyli hasta önlüğü.',
      'Lightweight patient apron with 0.35 mm lead equivalence and a wipe-clean surface.',
    ],
    specs: [
      ['Koruma', 'Protection', '0.35 mm Pb'],
      ['Boyut', 'Size', '60 x 80 cm'],
      ['Tiroid koruma', 'Thyroid collar', 'Var', 'Yes'],
    ],
  },
]
