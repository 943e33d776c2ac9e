import type { SeedProduct } from './types'

/** Composites, bonding and curing lights. */
export const RESTORATIVE_PRODUCTS: SeedProduct[] = [
  {
    category: 'kompozit-recineler',
    sku: 'KMP-NH-A2',
    price: 690,
    discount: 590,
    stock: 55,
    featured: true,
    name: ['Nanohibrit Kompozit A2 4 g', 'Nanohybrid Composite A2 4 g'],
    short: ['Yüksek cila kalıcılığı olan üniversal kompozit.', 'Universal composite with lasting polish.'],
    description: [
      'Anterior ve posterior restorasyonlar için düşük büzülmeli, kolay şekillenen nanohibrit kompozit.',
      'Low-shrinkage, easy-sculpting nanohybrid composite for anterior and posterior restorations.',
    ],
    specs: [
      ['Renk', 'Shade', 'A2'],
      ['Miktar', 'Amount', '4 g'],
      ['Doldurucu oranı', 'Filler load', '%78 ağırlık', '78% by weight'],
    ],
  },
  {
    category: 'kompozit-recineler',
    sku: 'KMP-FLW-A3',
    price: 420,
    stock: 5,
    name: ['Akışkan Kompozit A3 2 g', 'Flowable Composite A3 2 g'],
    short: ['Kavite tabanı ve küçük restorasyonlar için.', 'For cavity liners and small restorations.'],
    description: [
      'İnce uçlu enjektörde, tiksotropik yapıda akışkan kompozit. Fissür örtücü olarak da kullanılabilir.',
      'Thixotropic flowable composite in a fine-tip syringe; also suitable as a fissure sealant.',
    ],
    specs: [
      ['Renk', 'Shade', 'A3'],
      ['Miktar', 'Amount', '2 g'],
    ],
  },
  {
    category: 'kompozit-recineler',
    sku: 'KMP-BF-U',
    price: 760,
    stock: 28,
    name: ['Bulk-Fill Posterior Kompozit', 'Bulk-Fill Posterior Composite'],
    short: ['4 mm tabakalarda tek seferde polimerize olur.', 'Cures in 4 mm increments.'],
    description: [
      'Derin posterior kavitelerde zaman kazandıran, düşük polimerizasyon stresli bulk-fill kompozit.',
      'Time-saving bulk-fill composite with low polymerisation stress for deep posterior cavities.',
    ],
    specs: [
      ['Tabaka kalınlığı', 'Increment depth', '4 mm'],
      ['Renk', 'Shade', 'Üniversal', 'Universal'],
      ['Miktar', 'Amount', '4 g'],
    ],
  },
  {
    category: 'bonding-sistemleri',
    sku: 'BND-UNV-5ML',
    price: 980,
    stock: 31,
    name: ['Üniversal Bonding Ajanı 5 ml', 'Universal Bonding Agent 5 ml'],
    short: ['Total, self ve selektif etch ile uyumlu.', 'Compatible with total, self and selective etch.'],
    description: [
      'Tek şişe, tek katman uygulanan MDP içerikli üniversal adeziv. Mine, dentin ve zirkonyaya bağlanır.',
      'Single-bottle, single-coat MDP universal adhesive bonding to enamel, dentine and zirconia.',
    ],
    specs: [
      ['Hacim', 'Volume', '5 ml'],
      ['İçerik', 'Contains', 'MDP'],
      ['Işıklama', 'Curing', '10 sn', '10 s'],
    ],
  },
  {
    category: 'bonding-sistemleri',
    sku: 'ETC-FOS-37',
    price: 150,
    stock: 140,
    name: ['Fosforik Asit Jel %37 (3 x 5 ml)', 'Phosphoric Acid Etching Gel 37% (3 x 5 ml)'],
    short: ['Akmayan, mavi renkli asit jel.', 'Non-drip blue etching gel.'],
    description: [
      'Mine ve dentin pürüzlendirme için yüksek viskoziteli, kolay yıkanan fosforik asit jel.',
      'High-viscosity, easy-rinse phosphoric acid gel for etching enamel and dentine.',
    ],
    specs: [
      ['Konsantrasyon', 'Concentration', '%37', '37%'],
      ['İçerik', 'Contents', '3 x 5 ml'],
    ],
  },
  {
    category: 'isik-cihazlari',
    sku: 'LED-KBS-1500',
    price: 4650,
    discount: 3990,
    stock: 12,
    featured: true,
    name: ['Kablosuz LED Işık Cihazı 1500 mW/cm²', 'Cordless LED Curing Light 1500 mW/cm²'],
    short: ['Geniş spektrumlu, üç modlu LED cihaz.', 'Broad-spectrum LED light with three modes.'],
    description: [
      '385-515 nm dalga boyu ile tüm fotoinisiyatörleri aktive eder. 360° dönebilen fiber optik uç.',
      'Activates all photo-initiators with a 385-515 nm spectrum. 360° rotating fibre-optic tip.',
    ],
    specs: [
      ['Güç', 'Output', '1500 mW/cm²'],
      ['Dalga boyu', 'Wavelength', '385-515 nm'],
      ['Batarya', 'Battery', '2200 mAh'],
    ],
  },
  {
    category: 'isik-cihazlari',
    sku: 'LED-RDM-01',
    price: 1250,
    stock: 1,
    name: ['Işık Cihazı Radyometresi', 'Curing Light Radiometer'],
    short: ['Işık cihazı çıkış gücünü ölçer.', 'Measures curing light output.'],
    description: [
      'LED ve halojen cihazların ışık yoğunluğunu dijital ekranda gösterir; düzenli kalibrasyon kontrolü için.',
      'Shows the intensity of LED and halogen lights on a digital display for routine checks.',
    ],
    specs: [
      ['Ölçüm aralığı', 'Range', '0-4000 mW/cm²'],
      ['Ekran', 'Display', 'Dijital', 'Digital'],
    ],
  },
]
